import type { CategoryFacets, CategoryNode, CategoryTile, ProductListItem, ProductListResponse } from '@/contract/catalog';
import { http, isNotFound, requestConfig, type RequestOptions } from './http';

// Browsing the catalog: filtered listings, the category tree, a category's facets and search suggestions.

type CatalogOrder = 'newest' | 'oldest' | 'price_low_to_high' | 'price_high_to_low' | 'popularity' | 'rating';

export interface CatalogQuery {
  /** A category slug: the listing covers the category and its sub-categories. */
  category?: string;
  search?: string;
  colors?: string[];
  sizes?: string[];
  /** Taka, on the selling price. */
  minPrice?: number | null;
  maxPrice?: number | null;
  orderBy?: CatalogOrder;
  page?: number;
  limit?: number;
}

// The API takes lists comma-separated and leaves out anything not asked for.
function catalogParams(query: CatalogQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.category) params.category = query.category;
  if (query.search) params.search = query.search;
  if (query.colors && query.colors.length > 0) params.color = query.colors.join(',');
  if (query.sizes && query.sizes.length > 0) params.size = query.sizes.join(',');
  if (query.minPrice !== undefined && query.minPrice !== null) params.min_price = query.minPrice;
  if (query.maxPrice !== undefined && query.maxPrice !== null) params.max_price = query.maxPrice;
  if (query.orderBy) params.order_by = query.orderBy;
  if (query.page) params.page = query.page;
  if (query.limit) params.limit = query.limit;
  return params;
}

/** `GET /v3/products` with any filters: one page, its pagination and the price bounds for a slider. */
export async function listCatalog(query: CatalogQuery, options?: RequestOptions): Promise<ProductListResponse> {
  const response = await http.get('/v3/products', requestConfig(options, { params: catalogParams(query) }), 'productList');
  return response.data;
}

/** `GET /v2/categories-filter?category=`: a category's facets, or null when no category has that slug. */
export async function getCategoryFacets(slug: string, options?: RequestOptions): Promise<CategoryFacets | null> {
  try {
    const response = await http.get('/v2/categories-filter', requestConfig(options, { params: { category: slug } }), 'categoryFacets');
    return response.data.data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** `GET /v2/categories`: the whole category tree in menu order. */
export async function getCategoryTree(options?: RequestOptions): Promise<CategoryNode[]> {
  const response = await http.get('/v2/categories', requestConfig(options), 'categoryTree');
  return response.data.data;
}

/** `GET /v2/best-selling-categories`: the categories shoppers buy from most, top-level ones first. */
export async function getPopularCategories(options?: RequestOptions): Promise<CategoryTile[]> {
  const response = await http.get('/v2/best-selling-categories', requestConfig(options), 'categoryTiles');
  return response.data.data;
}

const PRODUCT_SUGGESTION_LIMIT = 5;

/** The first few products whose name, style code or category matches what the shopper is typing. */
export async function suggestProducts(term: string, options?: RequestOptions): Promise<ProductListItem[]> {
  const listing = await listCatalog({ search: term, limit: PRODUCT_SUGGESTION_LIMIT }, options);
  return listing.data;
}
