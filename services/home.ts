import type { CategoryTile, ProductListItem } from '@/contract/catalog';
import type { BlogPageQuery, BlogSummary, Campaign, FlashDeal, HomeBanner, HomeCategoryProducts, HomeSlide } from '@/contract/home';
import { http, requestConfig, type RequestOptions } from './http';
import { listProducts } from './products';

// The home page's content: sliders, banners, deals, category lists and blog teasers.

export type BannerPlacement =
  | 'all-banner-ad'
  | 'home-banner-one'
  | 'home-banner-two'
  | 'home-banner-three'
  | 'home-two-banner';

export type CategoryList = 'trending' | 'new-arrival' | 'best-selling';

const CATEGORY_LIST_PATHS: Record<CategoryList, string> = {
  trending: '/v2/categories/trending',
  'new-arrival': '/v2/new-arrival/categories',
  'best-selling': '/v2/best-selling-categories',
};

export type HomeProductList = 'new-arrival' | 'top-selling' | 'hot-deal' | 'featured';

// The hot-deal list shows at most 10 products.
export const HOT_DEAL_LIMIT = 10;
const HOME_PRODUCT_ROW_LIMIT = 12;

/** `GET /v2/slider-main`: the switched-on slides of the main slider. */
export async function getMainSlides(options?: RequestOptions): Promise<HomeSlide[]> {
  return (await http.get('/v2/slider-main', requestConfig(options), 'homeSlides')).data.data;
}

/** The banners of one home placement, in position order. */
export async function getBanners(placement: BannerPlacement, options?: RequestOptions): Promise<HomeBanner[]> {
  return (await http.get(`/v2/${placement}`, requestConfig(options), 'homeBanners')).data.data;
}

/** `GET /v2/flash-deals`: the running deals, the soonest to end first. */
export async function getFlashDeals(options?: RequestOptions): Promise<FlashDeal[]> {
  return (await http.get('/v2/flash-deals', requestConfig(options), 'flashDeals')).data.data;
}

/** `GET /v2/campaign`: the running campaigns. */
export async function getCampaigns(options?: RequestOptions): Promise<Campaign[]> {
  return (await http.get('/v2/campaign', requestConfig(options), 'campaigns')).data.data;
}

/** `GET /v2/categories/home-categories-product`: each home category with up to 10 newest products. */
export async function getHomeCategoryProducts(options?: RequestOptions): Promise<HomeCategoryProducts[]> {
  return (await http.get('/v2/categories/home-categories-product', requestConfig(options), 'homeCategoryRows')).data.data;
}

/** One of the home page's category lists (trending, new-arrival or best-selling), top-level first. */
export async function getCategoryList(list: CategoryList, options?: RequestOptions): Promise<CategoryTile[]> {
  return (await http.get(CATEGORY_LIST_PATHS[list], requestConfig(options), 'categoryTiles')).data.data;
}

/** `GET /v2/blog`: the newest posts' teasers. */
export async function getLatestBlogs(limit: number, options?: RequestOptions): Promise<BlogSummary[]> {
  const query: BlogPageQuery = { limit };
  return (await http.get('/v2/blog', requestConfig(options, { params: query }), 'blogPage')).data.data;
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
