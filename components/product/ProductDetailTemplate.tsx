import dynamic from 'next/dynamic';
import { lazy, memo, useMemo, useState } from 'react';
import { afterHydration } from '@/components/app/afterHydration';
import { HydrationPart } from '@/components/app/HydrationPart';
import { Link } from '@/components/common/Link';
import { useText } from '@/hooks/useLocale';
import type { ProductDetail, ProductListItem } from '@/contract/catalog';
import type { ProductReviewsResponse } from '@/contract/reviews';
import { categoryPath } from '@/utils/sitePaths';
import { ProductDescription } from './ProductDescription';
import { ProductGallery } from './ProductGallery';
import { productGalleryPhotos } from './productGalleryPhotos';
import { ProductOptions } from './ProductOptions';
import type { ProductReviewsProps } from './ProductReviews';
import { StarRating } from './StarRating';
import { useVariantSelection } from './useVariantSelection';
import styles from './ProductDetailTemplate.module.scss';

// Below the first screen, in a chunk of its own that the page does not wait for: the server renders the
// reviews in place so that their text is in the page, also without scripts, and React hydrates them once
// their chunk has arrived (a part that suspends while it hydrates keeps its server HTML until then).
// next/dynamic would make the page load the chunk before hydrating, and a Suspense boundary this large is
// sent hidden at the end of the page, for a script to move into place.
const LazyProductReviews = lazy(() => import('./ProductReviews').then((module) => ({ default: module.ProductReviews })));

// Memoised so that the page's own updates (a chosen size, the fresh stock) leave the part alone while its
// chunk is on the way: an update to a part that cannot hydrate yet renders it again from scratch.
const ProductReviews = memo(function DeferredProductReviews(props: ProductReviewsProps) {
  return (
    <HydrationPart>
      <LazyProductReviews {...props} />
    </HydrationPart>
  );
});

// The related products are links to pages that categories and the sitemap already list: they load after hydration.
const ProductCarousel = afterHydration(dynamic(() => import('./ProductCarousel').then((module) => module.ProductCarousel), { ssr: false }));
// What only the browser knows (the shopper's last products, the stock now) arrives after the page, with RTK Query.
const FreshProduct = dynamic(() => import('./FreshProduct').then((module) => module.FreshProduct), { ssr: false });
const RecentlyViewed = afterHydration(dynamic(() => import('./RecentlyViewed').then((module) => module.RecentlyViewed), { ssr: false }));

export interface ProductDetailTemplateProps {
  product: ProductDetail;
  /** The first page of reviews with the rating summary; null when it could not be loaded. */
  reviews: ProductReviewsResponse | null;
  relatedProducts: ProductListItem[];
  /** The short description as plain text, made on the server so that the page's script has no HTML-to-text code. */
  summary: string;
  /** The page's absolute URL, for the share links. */
  shareUrl: string;
}

/** The product page: gallery, options block, description, reviews, related and recently viewed products. */
export function ProductDetailTemplate({ product: renderedProduct, reviews, relatedProducts, summary, shareUrl }: ProductDetailTemplateProps) {
  const [product, setProduct] = useState(renderedProduct);
  const chosen = useVariantSelection(product);
  const photos = useMemo(() => productGalleryPhotos(product, chosen.selectedColor), [product, chosen.selectedColor]);
  const t = useText('product');

  return (
    <div className={styles.page}>
      <nav aria-label={t('Breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">{t('Home')}</Link>
          </li>
          {product.breadCrumb.map((crumb) => (
            <li key={crumb.slug}>
              <Link href={categoryPath(crumb.slug)}>{crumb.name}</Link>
            </li>
          ))}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className={styles.layout}>
        <div className={styles.media}>
          <ProductGallery photos={photos} selectedColor={chosen.selectedColor} productName={product.name} />
        </div>
        <div className={styles.info}>
          <div className={styles.heading}>
            {product.categories[0] && (
              <Link href={categoryPath(product.categories[0].slug)} className={styles.category}>
                {product.categories[0].name}
              </Link>
            )}
            <h1 className={styles.name}>{product.name}</h1>
            <div className={styles.meta}>
              {product.rating_count > 0 && (
                <a href="#reviews" className={styles.rating}>
                  <StarRating rating={product.rating} />
                  <span>
                    {t(product.rating_count === 1 ? '{count} review' : '{count} reviews', { count: product.rating_count })}
                  </span>
                </a>
              )}
              {product.style_code && <span className={styles.styleCode}>{t('Style code: {code}', { code: product.style_code })}</span>}
            </div>
          </div>
          <ProductOptions product={product} chosen={chosen} shareUrl={shareUrl} />
          {summary && <p className={styles.summary}>{summary}</p>}
        </div>
      </div>

      {product.description && (
        <section className={styles.description} aria-labelledby="description-heading">
          <h2 id="description-heading" className={styles.sectionTitle}>
            {t('Description')}
          </h2>
          <ProductDescription html={product.description} className={styles.descriptionBody} />
        </section>
      )}

      <ProductReviews productId={product.id} initialReviews={reviews} reviewCount={product.rating_count} />
      <ProductCarousel title={t('You may also like')} products={relatedProducts} />
      <RecentlyViewed productId={product.id} title={t('Recently viewed')} />
      <FreshProduct slug={renderedProduct.slug} onFresh={setProduct} />
    </div>
  );
}
