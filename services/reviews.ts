import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer, PaginatedResponse } from '@/contract/envelope';
import type { AuthoredReview, AuthoredReviewPage, NewReview, ProductReviewsResponse, ReviewedProduct, ReviewPage } from '@/contract/reviews';

export type { NewReview, ReviewFilter } from '@/contract/reviews';

function pageQuery({ filter, page, limit }: ReviewPage): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filter) query.filter = filter;
  if (page) query.page = page;
  if (limit) query.limit = limit;
  return query;
}

/** `GET /v2/reviews/product/:id`: one page of a product's reviews with the star summary. */
export async function listProductReviews(
  productId: number,
  selection: ReviewPage = {},
  options?: RequestOptions,
): Promise<ProductReviewsResponse> {
  const response = await http.get(
    `/v2/reviews/product/${productId}`,
    requestConfig(options, { params: pageQuery(selection) }),
    'productReviews',
  );
  return response.data;
}

/** `POST /v2/reviews/submit`: only a customer who received the product may review it. */
export async function submitReview(review: NewReview, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/reviews/submit', review, requestConfig(options), 'mutation');
  return response.data;
}

/** `POST /v2/reviews/:id/upvote`: once per customer. */
export async function upvoteReview(reviewId: number, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post(`/v2/reviews/${reviewId}/upvote`, undefined, requestConfig(options), 'mutation');
  return response.data;
}

/** `GET /v2/reviews/user`: the customer's own reviews, paginated. */
export async function listMyReviews(page = 1, options?: RequestOptions): Promise<PaginatedResponse<AuthoredReview>> {
  const query: AuthoredReviewPage = { page };
  const response = await http.get('/v2/reviews/user', requestConfig(options, { params: query }), 'ownReviews');
  return response.data;
}

/** `GET /v2/reviews/reviewable`: delivered products the customer has not reviewed yet. */
export async function listReviewableProducts(options?: RequestOptions): Promise<ReviewedProduct[]> {
  const response = await http.get('/v2/reviews/reviewable', requestConfig(options), 'reviewableProducts');
  return response.data.data;
}
