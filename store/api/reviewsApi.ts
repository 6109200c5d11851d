import { listProductReviews, submitReview, type NewReview, type ReviewFilter } from '@/services/reviews';
import { fromService, shopApi } from './shopApi';

export interface ReviewPageArg {
  productId: number;
  filter: ReviewFilter;
  page: number;
  limit: number;
}

// A product's reviews are tagged with the product's id: a review written for it reloads every page of its list.
const reviewsApi = shopApi.enhanceEndpoints({ addTagTypes: ['Review'] }).injectEndpoints({
  endpoints: (build) => ({
    productReviews: build.query<Awaited<ReturnType<typeof listProductReviews>>, ReviewPageArg>({
      queryFn: fromService(({ productId, ...selection }, signal) => listProductReviews(productId, selection, { signal })),
      providesTags: (_result, _error, { productId }) => [{ type: 'Review', id: productId }],
    }),
    submitReview: build.mutation<Awaited<ReturnType<typeof submitReview>>, { token: string | null; review: NewReview }>({
      queryFn: fromService(({ token, review }, signal) => submitReview(review, { token: token ?? undefined, signal })),
      invalidatesTags: (_result, error, { review }) => (error ? [] : [{ type: 'Review', id: review.product_id }]),
    }),
  }),
});

export const { useProductReviewsQuery, useSubmitReviewMutation } = reviewsApi;
