import { lazy, Suspense, useState } from 'react';
import type { ProductReviewsResponse } from '@/contract/reviews';
import type { ReviewFilter } from '@/services/reviews';
import { ReviewsView } from './ReviewsView';

// The API's reads (with RTK Query) load only when the shopper asks for more than the page was rendered with.
const ReviewsFromApi = lazy(() => import('./ReviewsFromApi').then((module) => ({ default: module.ReviewsFromApi })));

export interface ProductReviewsProps {
  productId: number;
  /** The first page, server-rendered for crawlers; null when it could not be loaded. */
  initialReviews: ProductReviewsResponse | null;
  /** How many reviews the product has now, which may be more than the first page was rendered with. */
  reviewCount: number;
}

/** The rating summary, the review filter and the reviews, more loading on request. */
export function ProductReviews({ productId, initialReviews, reviewCount }: ProductReviewsProps) {
  const [filter, setFilter] = useState<ReviewFilter>('');
  const [pageCount, setPageCount] = useState(1);
  // The server-rendered page stands for the unfiltered list while it counts the reviews the product has now
  // (its page's total where the backend sends no summary).
  const servedCount = initialReviews?.summary?.count ?? initialReviews?.meta.total;
  const served = filter === '' && initialReviews && servedCount === reviewCount ? initialReviews : undefined;

  function changeFilter(value: ReviewFilter) {
    setFilter(value);
    setPageCount(1);
  }

  // Until the API's answer, the rendered page stays in view, marked busy.
  const shown = (
    <ReviewsView
      filter={filter}
      onFilterChange={changeFilter}
      summary={initialReviews?.summary}
      reviews={initialReviews?.data ?? []}
      meta={served?.meta}
      onLoadMore={setPageCount}
      loading={served === undefined || pageCount > 1}
      failed={false}
    />
  );
  if (served && pageCount === 1) return shown;
  return (
    <Suspense fallback={shown}>
      <ReviewsFromApi
        productId={productId}
        filter={filter}
        onFilterChange={changeFilter}
        pageCount={pageCount}
        onLoadMore={setPageCount}
        servedFirstPage={served}
      />
    </Suspense>
  );
}
