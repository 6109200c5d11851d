import { listMyReviews, listProductReviews, listReviewableProducts, submitReview, type NewReview, type ReviewFilter } from '@/services/reviews';
import { fromService, shopApi } from './shopApi';

export interface ReviewPageArg {
  productId: number;
  filter: ReviewFilter;
  page: number;
  limit: number;
}

// A product's reviews are tagged with the product's id: a review written for it reloads every page of its list.
// The customer's own reviews and the products they may review are one more list, reloaded by any review they write.
const OWN_REVIEWS = { type: 'Review' as const, id: 'MINE' };

const reviewsApi = shopApi.enhanceEndpoints({ addTagTypes: ['Review'] }).injectEndpoints({
  endpoints: (build) => ({
    productReviews: build.query<Awaited<ReturnType<typeof listProductReviews>>, ReviewPageArg>({
      queryFn: fromService(({ productId, ...selection }, signal) => listProductReviews(productId, selection, { signal })),
      providesTags: (_result, _error, { productId }) => [{ type: 'Review', id: productId }],
    }),
    submitReview: build.mutation<Awaited<ReturnType<typeof submitReview>>, { token: string | null; review: NewReview }>({
      queryFn: fromService(({ token, review }, signal) => submitReview(review, { token: token ?? undefined, signal })),
      invalidatesTags: (_result, error, { review }) => (error ? [] : [{ type: 'Review', id: review.product_id }, OWN_REVIEWS]),
    }),
    myReviews: build.query<Awaited<ReturnType<typeof listMyReviews>>, { token: string; page: number }>({
      queryFn: fromService(({ token, page }, signal) => listMyReviews(page, { token, signal })),
      providesTags: [OWN_REVIEWS],
    }),
    reviewableProducts: build.query<Awaited<ReturnType<typeof listReviewableProducts>>, { token: string }>({
      queryFn: fromService(({ token }, signal) => listReviewableProducts({ token, signal })),
      providesTags: [OWN_REVIEWS],
    }),
  }),
});

export const { useProductReviewsQuery, useSubmitReviewMutation, useMyReviewsQuery, useReviewableProductsQuery } = reviewsApi;
