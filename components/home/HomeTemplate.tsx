import { Suspense } from 'react';
import { ErrorNotice } from '@/components/common/ErrorNotice';
import { ProductGrid } from '@/components/product/ProductGrid';
import { useText } from '@/hooks/useLocale';
import type { CategoryTile, ProductListItem } from '@/contract/catalog';
import type { FlashDeal, HomeBanner, HomeSlide } from '@/contract/home';
import { BannerRow } from './BannerRow';
import { CategoryTiles } from './CategoryTiles';
import { FlashDealSection } from './FlashDealSection';
import {
  BestSellingCategories,
  Campaigns,
  HomeBanners,
  HomeCategoryRows,
  HotDeals,
  LatestBlogs,
  NewArrivalCategories,
} from './LazySections';
import { MainSlider } from './MainSlider';
import { ProductRow } from './ProductRow';
import styles from './HomeTemplate.module.scss';

/** The sections the server renders, so crawlers read them and the first screen needs no request. */
export interface HomeContent {
  slides: HomeSlide[];
  trendingCategories: CategoryTile[];
  featuredProducts: ProductListItem[];
  flashDeals: FlashDeal[];
  offerBanners: HomeBanner[];
  newArrivalProducts: ProductListItem[];
  topSellingProducts: ProductListItem[];
}

export const EMPTY_HOME_CONTENT: HomeContent = {
  slides: [],
  trendingCategories: [],
  featuredProducts: [],
  flashDeals: [],
  offerBanners: [],
  newArrivalProducts: [],
  topSellingProducts: [],
};

export interface HomeTemplateProps extends HomeContent {
  errorMessage: string | null;
  /** When the server rendered the page (ms): countdowns start from it so both renders agree. */
  renderedAt: number;
}

// The featured grid's first row loads eagerly; a desktop row holds four cards.
const FIRST_ROW_SIZE = 4;

// Each server-rendered section is a Suspense boundary of its own, though nothing in it suspends: React
// hydrates the page's frame first, then each boundary in a later pass of its own that yields to the
// browser, so the page's hydration is not one long task. Until its pass the section's server HTML stays
// in place, and a tap on it hydrates it at once. The sections that load later are one placeholder each.
export function HomeTemplate({ errorMessage, renderedAt, ...content }: HomeTemplateProps) {
  const t = useText('home');
  if (errorMessage) {
    return (
      <div className={styles.page}>
        <ErrorNotice message={errorMessage} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Suspense>
        <MainSlider slides={content.slides} />
      </Suspense>
      <Suspense>
        <CategoryTiles
          title="Trending categories"
          categories={content.trendingCategories}
          tileStyle="icon"
          eagerImages
        />
      </Suspense>
      {content.featuredProducts.length > 0 && (
        <Suspense>
          <ProductGrid title={t('Featured')} products={content.featuredProducts} eagerImages={FIRST_ROW_SIZE} />
        </Suspense>
      )}
      {content.flashDeals.map((deal) => (
        <Suspense key={deal.id}>
          <FlashDealSection deal={deal} renderedAt={renderedAt} />
        </Suspense>
      ))}
      <Suspense>
        <BannerRow label="Offers" banners={content.offerBanners} shape="wide" />
      </Suspense>
      <Suspense>
        <ProductRow title="New arrivals" products={content.newArrivalProducts} />
      </Suspense>
      <HomeBanners placement="home-banner-one" label="Collections" shape="box" expectedCount={3} />
      <Suspense>
        <ProductRow title="Top selling" products={content.topSellingProducts} />
      </Suspense>
      <NewArrivalCategories />
      <HomeBanners placement="home-banner-two" label="Shop the look" shape="box" expectedCount={2} />
      <HotDeals />
      <Campaigns />
      <HomeBanners placement="home-two-banner" label="Handpicked" shape="tall" expectedCount={2} />
      <HomeCategoryRows />
      <BestSellingCategories />
      <HomeBanners placement="home-banner-three" label="More to explore" shape="box" expectedCount={2} />
      <LatestBlogs />
    </div>
  );
}
