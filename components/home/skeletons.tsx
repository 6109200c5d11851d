import { COVER_TILE_LIMIT } from './CategoryTiles';
import styles from './skeletons.module.scss';

// Placeholders with the final size of what loads into them, so nothing below moves when it arrives.

const PRODUCT_ROW_CARDS = 5;

function SkeletonHeader() {
  return <div className={styles.header} />;
}

function ProductCards() {
  return (
    <div className={styles.productRow}>
      {Array.from({ length: PRODUCT_ROW_CARDS }, (_, index) => (
        <div key={index} className={styles.productCard}>
          <div className={styles.productImage} />
          <div className={styles.line} />
          <div className={styles.shortLine} />
        </div>
      ))}
    </div>
  );
}

/** A whole product section, or with `withHeader` false just its row of cards (inside a section). */
export function ProductRowSkeleton({ withHeader = true }: { withHeader?: boolean }) {
  return (
    <div className={withHeader ? `${styles.skeleton} ${styles.pulse}` : styles.pulse} aria-hidden="true" data-testid="product-row-skeleton">
      {withHeader && <SkeletonHeader />}
      <ProductCards />
    </div>
  );
}

export function CampaignSkeleton() {
  return (
    <div className={`${styles.skeleton} ${styles.pulse}`} aria-hidden="true" data-testid="campaign-skeleton">
      <SkeletonHeader />
      <div className={styles.campaignBanner} />
      <div className={styles.campaignSubtitle} />
      <ProductCards />
    </div>
  );
}

export function BannerRowSkeleton({ columns, shape }: { columns: number; shape: 'wide' | 'box' | 'tall' }) {
  return (
    <div className={`${styles.bannerSkeleton} ${styles.pulse}`} aria-hidden="true" data-testid="banner-row-skeleton">
      <div className={`${styles.bannerRow} ${styles[`columns${columns}`]}`}>
        {Array.from({ length: columns }, (_, index) => (
          <div key={index} className={`${styles.banner} ${styles[shape]}`} />
        ))}
      </div>
    </div>
  );
}

export function CategoryTilesSkeleton() {
  return (
    <div className={`${styles.skeleton} ${styles.pulse}`} aria-hidden="true" data-testid="category-tiles-skeleton">
      <SkeletonHeader />
      <div className={styles.tileRow}>
        {Array.from({ length: COVER_TILE_LIMIT }, (_, index) => (
          <div key={index} className={styles.tile}>
            <div className={styles.tileImage} />
            <div className={styles.shortLine} />
            <div className={styles.shortLine} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function BlogSkeleton() {
  return (
    <div className={`${styles.skeleton} ${styles.pulse}`} aria-hidden="true" data-testid="blog-skeleton">
      <SkeletonHeader />
      <div className={styles.blogRow}>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={styles.blogCard}>
            <div className={styles.blogImage} />
            <div className={styles.shortLine} />
            <div className={styles.line} />
            <div className={styles.line} />
          </div>
        ))}
      </div>
    </div>
  );
}
