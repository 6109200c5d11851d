// The storefront's public routes (SPEC section 2), for links, canonical URLs and the sitemap.

export const HOME_PATH = '/';
export const STORE_LOCATOR_PATH = '/store-locator';
export const PROFILE_PATH = '/profile';
/** The back-in-stock page: linked from nowhere visible yet (a hidden link in the profile sidebar). */
export const REQUEST_STOCK_PATH = '/request-stock';

export function productPath(slug: string): string {
  return `/details/${encodeURIComponent(slug)}`;
}

export function categoryPath(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}

export function contentPagePath(slug: string): string {
  return `/page/${encodeURIComponent(slug)}`;
}
