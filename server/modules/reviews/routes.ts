import { z } from 'zod';
import type { AuthoredReviewPage, NewReview, ReviewPage } from '@/contract/reviews';
import { requireCustomer } from '@/server/http/auth';
import { bodyFields, id as bodyId, multilineText, optional, required, wholeNumber as bodyWholeNumber } from '@/server/http/bodyFields';
import { oneOf } from '@/server/http/fieldRules';
import { ok, okData, pageLinks, pageMeta } from '@/server/http/responses';
import type { ApiRequest, RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { id, queryStringWithoutPage, wholeNumber, withoutEmptyValues } from '@/server/http/queryParams';
import { revalidatePagesOfProducts } from '@/server/modules/catalog/pageRevalidation';
import { listAuthoredReviews, listReviewableProducts, MAX_COMMENT_LENGTH, submitReview, upvoteReview } from './customerService';
import { listProductReviews, REVIEW_FILTERS } from './service';

const DEFAULT_PAGE_SIZE = 10;

const reviewParams = z.object({ id: id('id') });
// No filter, or an empty one, lists every review newest first.
const reviewQuery = z.object({
  filter: oneOf('filter', REVIEW_FILTERS).default(''),
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, 100).default(DEFAULT_PAGE_SIZE),
} satisfies FieldsOf<ReviewPage>);
const pageQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, 100).default(DEFAULT_PAGE_SIZE),
} satisfies FieldsOf<AuthoredReviewPage>);

const submissionBody = z.object({
  product_id: required(bodyId('product_id')),
  rating: required(bodyWholeNumber('rating', 1, 5)),
  comment: optional(multilineText('comment', MAX_COMMENT_LENGTH)).transform((comment) => comment ?? ''),
} satisfies FieldsOf<NewReview>);

function pagination(request: ApiRequest, input: { page: number; limit: number }, total: number, shown: number) {
  const meta = pageMeta(request.path, input.page, input.limit, total, shown);
  return { meta, links: pageLinks(request.path, meta, queryStringWithoutPage(request.query)) };
}

export const reviewRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/reviews/product/:id',
    handler: async (request, context) => {
      const { id: productId } = parseWith(reviewParams, request.params);
      const input = parseWith(reviewQuery, withoutEmptyValues(request.query));
      const result = await listProductReviews(context.db, productId, input.filter, input.page, input.limit);
      return okData(result.reviews, { ...pagination(request, input, result.total, result.reviews.length), summary: result.summary });
    },
  },
  {
    method: 'POST',
    path: '/v2/reviews/submit',
    handler: async (request, context) => {
      const customer = await requireCustomer(request, context);
      const input = parseWith(submissionBody, bodyFields(request.body));
      const result = await submitReview(
        context.db,
        customer.userId,
        { productId: input.product_id, rating: input.rating, comment: input.comment },
        context.now(),
      );
      revalidatePagesOfProducts(context, [input.product_id]);
      return ok({ result: true, message: 'Review submitted successfully', ...result });
    },
  },
  {
    method: 'POST',
    path: '/v2/reviews/:id/upvote',
    handler: async (request, context) => {
      const customer = await requireCustomer(request, context);
      const { id: reviewId } = parseWith(reviewParams, request.params);
      const upvoteCount = await upvoteReview(context.db, customer.userId, reviewId, context.now());
      return ok({ result: true, message: 'Review upvoted', upvote_count: upvoteCount });
    },
  },
  {
    method: 'GET',
    path: '/v2/reviews/user',
    handler: async (request, context) => {
      const customer = await requireCustomer(request, context);
      const input = parseWith(pageQuery, withoutEmptyValues(request.query));
      const result = await listAuthoredReviews(context.db, customer.userId, input.page, input.limit);
      return okData(result.reviews, pagination(request, input, result.total, result.reviews.length));
    },
  },
  {
    method: 'GET',
    path: '/v2/reviews/reviewable',
    handler: async (request, context) => {
      const customer = await requireCustomer(request, context);
      return okData(await listReviewableProducts(context.db, customer.userId));
    },
  },
];
