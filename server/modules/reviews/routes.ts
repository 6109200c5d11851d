import { z } from 'zod';
import { okData, pageLinks, pageMeta } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { parseWith } from '@/server/http/validate';
import { id, oneOf, queryStringWithoutPage, wholeNumber, withoutEmptyValues } from '@/server/http/queryParams';
import { listProductReviews, REVIEW_FILTERS } from './service';

const DEFAULT_PAGE_SIZE = 10;

const reviewParams = z.object({ id: id('id') });
// No filter, or an empty one, lists every review newest first.
const reviewQuery = z.object({
  filter: oneOf('filter', REVIEW_FILTERS).default(''),
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, 100).default(DEFAULT_PAGE_SIZE),
});

export const reviewRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/reviews/product/:id',
    handler: async (request, context) => {
      const { id: productId } = parseWith(reviewParams, request.params);
      const input = parseWith(reviewQuery, withoutEmptyValues(request.query));
      const result = await listProductReviews(context.db, productId, input.filter, input.page, input.limit);
      const meta = pageMeta(request.path, input.page, input.limit, result.total, result.reviews.length);
      return okData(result.reviews, {
        meta,
        links: pageLinks(request.path, meta, queryStringWithoutPage(request.query)),
        summary: result.summary,
      });
    },
  },
];
