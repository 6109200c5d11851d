import type { ProductDetail, ProductListItem, ProductListResponse } from '@/contract/catalog';
import { http, isNotFound, requestConfig, type RequestOptions } from './http';

type ProductOrder = 'newest' | 'oldest' | 'price_low_to_high' | 'price_high_to_low' | 'popularity' | 'rating';

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

// The API takes flags as 1 and leaves out anything not asked for.
function productQuery(filters: ProductFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  if (filters.featured) query.featured = 1;
  if (filters.newArrival) query.new_arrival = 1;
  if (filters.topSelling) query.top_selling = 1;
  if (filters.hotDeal) query.hot_deal = 1;
  if (filters.category) query.category = filters.category;
  if (filters.search) query.search = filters.search;
  if (filters.orderBy) query.order_by = filters.orderBy;
  if (filters.page) query.page = filters.page;
  if (filters.limit) query.limit = filters.limit;
  return query;
}

/** `GET /v3/products`: one page of the catalog listing. */
export async function listProducts(
  filters: ProductFilters = {},
  options?: RequestOptions,
): Promise<ProductListResponse> {
  const response = await http.get('/v3/products', requestConfig(options, { params: productQuery(filters) }), 'productList');
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
  const response = await http.get('/v3/products/related', requestConfig(options, { params: { product_id: productId, limit } }), 'productCards');
  return response.data.data;
}

/** `GET /v3/products/recently-viewed`: the products of these ids in the order given; no ids, no call. */
export async function listRecentlyViewedProducts(ids: readonly number[], options?: RequestOptions): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const response = await http.get('/v3/products/recently-viewed', requestConfig(options, { params: { ids: ids.join(',') } }), 'productCards');
  return response.data.data;
}
