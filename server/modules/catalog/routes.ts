import { z } from 'zod';
import type { CategoriesQuery, CategoryFacetsQuery, ProductListingQuery, RecentlyViewedQuery, RelatedProductsQuery } from '@/contract/catalog';
import { oneOf } from '@/server/http/fieldRules';
import { okData, pageLinks, pageMeta } from '@/server/http/responses';
import type { ApiContext, ApiRequest, RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { takaToPoisha } from '@/utils/money';
import { describeCategoryFacets, listAttributes, listCategories, listHomeCategoryProducts } from './categoryService';
import { getRunningFlashDeal, listRunningCampaigns, listRunningFlashDeals } from './promotionService';
import {
  flag,
  id,
  idList,
  lowerCaseList,
  queryStringWithoutPage,
  takaAmount,
  text,
  wholeNumber,
  withoutEmptyValues,
} from '@/server/http/queryParams';
import { getProductDetail, listProducts, listRecentlyViewed, listRelatedProducts } from './service';

const PRODUCT_ORDERS = ['newest', 'oldest', 'price_low_to_high', 'price_high_to_low', 'popularity', 'rating'] as const;
const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_RELATED_LIMIT = 10;
const MAX_RECENTLY_VIEWED = 20;

export const productListingQuery = z
  .object({
    category: text('category', 150).optional(),
    search: text('search', 100).optional(),
    new_arrival: flag('new_arrival').optional(),
    top_selling: flag('top_selling').optional(),
    hot_deal: flag('hot_deal').optional(),
    featured: flag('featured').optional(),
    flash_deal: flag('flash_deal').optional(),
    min_price: takaAmount('min_price').optional(),
    max_price: takaAmount('max_price').optional(),
    color: lowerCaseList('color', 30).optional(),
    size: lowerCaseList('size', 30).optional(),
    order_by: oneOf('order_by', PRODUCT_ORDERS).optional(),
    page: wholeNumber('page', 1, 100_000).default(1),
    limit: wholeNumber('limit', 1, 100).default(DEFAULT_PAGE_SIZE),
  } satisfies FieldsOf<ProductListingQuery>)
  .refine((query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price, {
    path: ['min_price'],
    message: 'The min_price field must not be greater than max_price.',
  });

const productIdParams = z.object({ id: id('id') });
const productSlugParams = z.object({ slug: text('slug', 200) });
export const relatedQuery = z.object({
  product_id: id('product_id'),
  limit: wholeNumber('limit', 1, 50).default(DEFAULT_RELATED_LIMIT),
} satisfies FieldsOf<RelatedProductsQuery>);
export const recentlyViewedQuery = z.object({ ids: idList('ids', MAX_RECENTLY_VIEWED).default([]) } satisfies FieldsOf<RecentlyViewedQuery>);
const categoriesQuery = z.object({ parent_id: id('parent_id').optional() } satisfies FieldsOf<CategoriesQuery>);
const categoryFilterQuery = z.object({ category: text('category', 150).optional() } satisfies FieldsOf<CategoryFacetsQuery>);
const flashDealParams = z.object({ slug: text('slug', 200) });

function query(request: ApiRequest) {
  return withoutEmptyValues(request.query);
}

async function listProductsRoute(request: ApiRequest, context: ApiContext) {
  const input = parseWith(productListingQuery, query(request));
  const listing = await listProducts(
    context.db,
    {
      categorySlug: input.category,
      filters: {
        search: input.search,
        newArrival: input.new_arrival,
        topSelling: input.top_selling,
        hotDeal: input.hot_deal,
        featured: input.featured,
        flashDeal: input.flash_deal,
        minPrice: input.min_price === undefined ? undefined : takaToPoisha(input.min_price),
        maxPrice: input.max_price === undefined ? undefined : takaToPoisha(input.max_price),
        colors: input.color,
        sizes: input.size,
      },
      order: input.order_by,
      page: input.page,
      limit: input.limit,
    },
    context.now(),
  );
  const meta = pageMeta(request.path, input.page, input.limit, listing.total, listing.items.length);
  return okData(listing.items, {
    meta,
    links: pageLinks(request.path, meta, queryStringWithoutPage(request.query)),
    min_price: listing.minPrice,
    max_price: listing.maxPrice,
  });
}

export const catalogRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/products/:id',
    handler: async (request, context) => {
      const { id: productId } = parseWith(productIdParams, request.params);
      return okData([await getProductDetail(context.db, { id: productId }, context.now())]);
    },
  },
  {
    method: 'GET',
    path: '/v2/productsBySlug/:slug',
    handler: async (request, context) => {
      const { slug } = parseWith(productSlugParams, request.params);
      return okData([await getProductDetail(context.db, { slug }, context.now())]);
    },
  },
  { method: 'GET', path: '/v3/products', handler: listProductsRoute },
  {
    method: 'GET',
    path: '/v3/products/related',
    handler: async (request, context) => {
      const input = parseWith(relatedQuery, query(request));
      return okData(await listRelatedProducts(context.db, input.product_id, input.limit, context.now()));
    },
  },
  {
    method: 'GET',
    path: '/v3/products/recently-viewed',
    handler: async (request, context) => {
      const input = parseWith(recentlyViewedQuery, query(request));
      return okData(await listRecentlyViewed(context.db, input.ids, context.now()));
    },
  },
  {
    method: 'GET',
    path: '/v2/categories',
    handler: async (request, context) => {
      const input = parseWith(categoriesQuery, query(request));
      return okData(await listCategories(context.db, input.parent_id, context.sharedRead));
    },
  },
  {
    method: 'GET',
    path: '/v2/categories-filter',
    handler: async (request, context) => {
      const input = parseWith(categoryFilterQuery, query(request));
      return okData(await describeCategoryFacets(context.db, input.category, context.now(), context.sharedRead));
    },
  },
  {
    method: 'GET',
    path: '/v2/categories/home-categories-product',
    handler: async (_request, context) => okData(await listHomeCategoryProducts(context.db, context.now())),
  },
  { method: 'GET', path: '/v2/attribute', handler: async (_request, context) => okData(await listAttributes(context.db)) },
  {
    method: 'GET',
    path: '/v2/flash-deals',
    handler: async (_request, context) => okData(await listRunningFlashDeals(context.db, context.now())),
  },
  {
    method: 'GET',
    path: '/v2/flash-deals/:slug',
    handler: async (request, context) => {
      const { slug } = parseWith(flashDealParams, request.params);
      return okData([await getRunningFlashDeal(context.db, slug, context.now())]);
    },
  },
  {
    method: 'GET',
    path: '/v2/campaign',
    handler: async (_request, context) => okData(await listRunningCampaigns(context.db, context.now())),
  },
];
