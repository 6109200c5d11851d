import type { ProductReviewsResponse } from '@/contract/reviews';
import type { ReviewFilter } from '@/services/reviews';
import { useProductReviewsQuery, type ReviewPageArg } from '@/store/api/reviewsApi';
import { REVIEWS_PER_PAGE } from './reviewPages';
import { ReviewItem, ReviewsView } from './ReviewsView';

interface ReviewsFromApiProps {
  productId: number;
  filter: ReviewFilter;
  onFilterChange: (filter: ReviewFilter) => void;
  /** How many pages are shown. */
  pageCount: number;
  onLoadMore: (page: number) => void;
  /** The server-rendered first page, when it still is the first page of this list. */
  servedFirstPage: ProductReviewsResponse | undefined;
}

/** The reviews as the API answers them now: another filter, more pages, or a list changed since the page was rendered. */
export function ReviewsFromApi({ productId, filter, onFilterChange, pageCount, onLoadMore, servedFirstPage }: ReviewsFromApiProps) {
  const firstArg: ReviewPageArg = { productId, filter, page: 1, limit: REVIEWS_PER_PAGE };
  const first = useProductReviewsQuery(firstArg, { skip: servedFirstPage !== undefined });
  const last = useProductReviewsQuery({ ...firstArg, page: pageCount }, { skip: pageCount === 1 });
  const firstPage = servedFirstPage ?? first.data;
  return (
    <ReviewsView
      filter={filter}
      onFilterChange={onFilterChange}
      summary={firstPage?.summary}
      reviews={firstPage?.data ?? []}
      meta={(pageCount === 1 ? firstPage : last.data)?.meta}
      onLoadMore={onLoadMore}
      loading={first.isFetching || last.isFetching}
      failed={first.isError || last.isError}
    >
      {Array.from({ length: pageCount - 1 }, (_, index) => (
        <LaterPage key={index + 2} arg={{ ...firstArg, page: index + 2 }} />
      ))}
    </ReviewsView>
  );
}

/** The reviews of a page after the first, once it has arrived. */
function LaterPage({ arg }: { arg: ReviewPageArg }) {
  const { currentData } = useProductReviewsQuery(arg);
  return (
    <>
      {currentData?.data.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </>
  );
}
