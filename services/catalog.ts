import type {
  CategoryFacets,
  CategoryFacetsQuery,
  CategoryNode,
  CategoryTile,
  ProductListingQuery,
  ProductListItem,
  ProductListResponse,
  ProductOrder,
} from '@/contract/catalog';
import { http, isNotFound, requestConfig, type RequestOptions } from './http';

// Browsing the catalog: filtered listings, the category tree, a category's facets and search suggestions.

export interface CatalogQuery {
  /** A category slug: the listing covers the category and its sub-categories. */
  category?: string;
  search?: string;
  colors?: string[];
  sizes?: string[];
  /** Taka, on the selling price. */
  minPrice?: number | null;
  maxPrice?: number | null;
  orderBy?: ProductOrder;
  page?: number;
  limit?: number;
}

/** The listing's query string: flags as 1, lists comma-separated, and nothing that was not asked for. */
export function listingParams(query: ProductListingQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const name of Object.keys(query) as (keyof ProductListingQuery)[]) {
    const value = query[name];
    if (value === undefined || value === false || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    params[name] = value === true ? 1 : Array.isArray(value) ? value.join(',') : value;
  }
  return params;
}

function catalogListing(query: CatalogQuery): ProductListingQuery {
  return {
    category: query.category,
    search: query.search,
    color: query.colors,
    size: query.sizes,
    min_price: query.minPrice ?? undefined,
    max_price: query.maxPrice ?? undefined,
    order_by: query.orderBy,
    page: query.page || undefined,
    limit: query.limit || undefined,
  };
}

/** `GET /v3/products` with any filters: one page, its pagination and the price bounds for a slider. */
export async function listCatalog(query: CatalogQuery, options?: RequestOptions): Promise<ProductListResponse> {
  const response = await http.get('/v3/products', requestConfig(options, { params: listingParams(catalogListing(query)) }), 'productList');
  return response.data;
}

/** `GET /v2/categories-filter?category=`: a category's facets, or null when no category has that slug. */
export async function getCategoryFacets(slug: string, options?: RequestOptions): Promise<CategoryFacets | null> {
  try {
    const query: CategoryFacetsQuery = { category: slug };
    const response = await http.get('/v2/categories-filter', requestConfig(options, { params: query }), 'categoryFacets');
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
