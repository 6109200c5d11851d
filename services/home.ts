import type { CategoryTile } from './catalog';
import { http, requestConfig, type RequestOptions } from './http';
import { productRowsTaka } from './money';
import { listProducts } from './products';
import type { PaginatedResponse, ProductListItem, ReadResponse } from './types';

// The home page's content: sliders, banners, deals, category lists and blog teasers.

/** `GET /v2/slider-main`: a slide of the main slider, in position order. */
export interface HomeSlide {
  id: number;
  title: string | null;
  subtitle: string | null;
  photo: string;
  link: string | null;
  video_link: string | null;
}

export interface HomeBanner {
  id: number;
  title: string | null;
  photo: string;
  url: string | null;
  position: number;
}

export type BannerPlacement =
  | 'all-banner-ad'
  | 'home-banner-one'
  | 'home-banner-two'
  | 'home-banner-three'
  | 'home-two-banner';

/** `GET /v2/flash-deals`: a running deal, its products at flash prices. */
export interface FlashDeal {
  id: number;
  title: string;
  slug: string;
  banner: string | null;
  background_color: string | null;
  text_color: string | null;
  start_date: string;
  end_date: string;
  products: ProductListItem[];
}

/** `GET /v2/campaign`: a running campaign. */
export interface Campaign {
  id: number;
  title: string;
  slug: string;
  subtitle: string | null;
  banner: string | null;
  start_date: string;
  end_date: string;
  products: ProductListItem[];
}

/** `GET /v2/categories/home-categories-product`: a home category with its newest products. */
export interface HomeCategoryProducts {
  category: { id: number; name: string; slug: string; banner: string | null };
  products: ProductListItem[];
}

/** `GET /v2/blog`: a post's teaser. */
export interface BlogSummary {
  id: number;
  title: string;
  slug: string;
  category: string | null;
  short_description: string | null;
  banner: string | null;
  created_at: string;
}

export type CategoryList = 'trending' | 'new-arrival' | 'best-selling';

const CATEGORY_LIST_PATHS: Record<CategoryList, string> = {
  trending: '/v2/categories/trending',
  'new-arrival': '/v2/new-arrival/categories',
  'best-selling': '/v2/best-selling-categories',
};

export type HomeProductList = 'new-arrival' | 'top-selling' | 'hot-deal' | 'featured';

// The hot-deal list shows at most 10 products.
export const HOT_DEAL_LIMIT = 10;
export const HOME_PRODUCT_ROW_LIMIT = 12;

async function readData<T>(path: string, options?: RequestOptions, params?: Record<string, string | number>): Promise<T> {
  const response = await http.get<ReadResponse<T>>(path, requestConfig(options, { params }));
  return response.data.data;
}

/** `GET /v2/slider-main`: the switched-on slides of the main slider. */
export function getMainSlides(options?: RequestOptions): Promise<HomeSlide[]> {
  return readData<HomeSlide[]>('/v2/slider-main', options);
}

/** The banners of one home placement, in position order. */
export function getBanners(placement: BannerPlacement, options?: RequestOptions): Promise<HomeBanner[]> {
  return readData<HomeBanner[]>(`/v2/${placement}`, options);
}

/** `GET /v2/flash-deals`: the running deals, the soonest to end first. */
export async function getFlashDeals(options?: RequestOptions): Promise<FlashDeal[]> {
  return productRowsTaka(await readData<FlashDeal[]>('/v2/flash-deals', options), 'GET /v2/flash-deals');
}

/** `GET /v2/campaign`: the running campaigns. */
export async function getCampaigns(options?: RequestOptions): Promise<Campaign[]> {
  return productRowsTaka(await readData<Campaign[]>('/v2/campaign', options), 'GET /v2/campaign');
}

/** `GET /v2/categories/home-categories-product`: each home category with up to 10 newest products. */
export async function getHomeCategoryProducts(options?: RequestOptions): Promise<HomeCategoryProducts[]> {
  const rows = await readData<HomeCategoryProducts[]>('/v2/categories/home-categories-product', options);
  return productRowsTaka(rows, 'GET /v2/categories/home-categories-product');
}

/** One of the home page's category lists (trending, new-arrival or best-selling), top-level first. */
export function getCategoryList(list: CategoryList, options?: RequestOptions): Promise<CategoryTile[]> {
  return readData<CategoryTile[]>(CATEGORY_LIST_PATHS[list], options);
}

/** `GET /v2/blog`: the newest posts' teasers. */
export async function getLatestBlogs(limit: number, options?: RequestOptions): Promise<BlogSummary[]> {
  const response = await http.get<PaginatedResponse<BlogSummary>>('/v2/blog', requestConfig(options, { params: { limit } }));
  return response.data.data;
}

/** One of the home page's product rows: new arrivals, top selling, hot deals (at most 10) or featured. */
export async function getHomeProducts(
  list: HomeProductList,
  limit: number = HOME_PRODUCT_ROW_LIMIT,
  options?: RequestOptions,
): Promise<ProductListItem[]> {
  const rowLimit = list === 'hot-deal' ? Math.min(limit, HOT_DEAL_LIMIT) : limit;
  const listing = await listProducts(
    {
      newArrival: list === 'new-arrival',
      topSelling: list === 'top-selling',
      hotDeal: list === 'hot-deal',
      featured: list === 'featured',
      limit: rowLimit,
    },
    options,
  );
  // The list is capped here too, so a backend that ignores `limit` still shows at most 10 hot deals.
  return list === 'hot-deal' ? listing.data.slice(0, HOT_DEAL_LIMIT) : listing.data;
}
