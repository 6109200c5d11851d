import type {
  ProductDetail,
  ProductListingQuery,
  ProductListItem,
  ProductListResponse,
  ProductOrder,
  RecentlyViewedQuery,
  RelatedProductsQuery,
} from '@/contract/catalog';
import { listingParams } from './catalog';
import { http, isNotFound, requestConfig, type RequestOptions } from './http';

export interface ProductFilters {
  featured?: boolean;
  newArrival?: boolean;
  topSelling?: boolean;
  hotDeal?: boolean;
  category?: string;
  search?: string;
  orderBy?: ProductOrder;
  page?: number;
  limit?: number;
}

function productListing(filters: ProductFilters): ProductListingQuery {
  return {
    featured: filters.featured,
    new_arrival: filters.newArrival,
    top_selling: filters.topSelling,
    hot_deal: filters.hotDeal,
    category: filters.category,
    search: filters.search,
    order_by: filters.orderBy,
    page: filters.page || undefined,
    limit: filters.limit || undefined,
  };
}

/** `GET /v3/products`: one page of the catalog listing. */
export async function listProducts(
  filters: ProductFilters = {},
  options?: RequestOptions,
): Promise<ProductListResponse> {
  const response = await http.get('/v3/products', requestConfig(options, { params: listingParams(productListing(filters)) }), 'productList');
  return response.data;
}

/** `GET /v2/productsBySlug/:slug`: the product, or null when no published product has that slug. */
export async function getProductBySlug(slug: string, options?: RequestOptions): Promise<ProductDetail | null> {
  try {
    const response = await http.get(`/v2/productsBySlug/${encodeURIComponent(slug)}`, requestConfig(options), 'productPage');
    return response.data.data[0] ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** `GET /v3/products/related`: products of the same sub-category first, then of its parent category. */
export async function listRelatedProducts(
  productId: number,
  limit = 10,
  options?: RequestOptions,
): Promise<ProductListItem[]> {
  const query: RelatedProductsQuery = { product_id: productId, limit };
  const response = await http.get('/v3/products/related', requestConfig(options, { params: query }), 'productCards');
  return response.data.data;
}

/** `GET /v3/products/recently-viewed`: the products of these ids in the order given; no ids, no call. */
export async function listRecentlyViewedProducts(ids: readonly number[], options?: RequestOptions): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const query: RecentlyViewedQuery = { ids };
  const response = await http.get('/v3/products/recently-viewed', requestConfig(options, { params: { ids: query.ids.join(',') } }), 'productCards');
  return response.data.data;
}
