// The storefront's public routes, for links, canonical URLs and the sitemap.

import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

export const HOME_PATH = '/';
export const STORE_LOCATOR_PATH = '/store-locator';
export const PROFILE_PATH = '/profile';
export const PASSWORD_PATH = '/password';
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';
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

/**
 * A path in the given language: English keeps its URL, Bangla is under `/bn` (Next i18n routing).
 * For links built by hand (`<form action>`, `window.location`); `next/link` and the router add it.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An absolute URL of the site in the given language (`https://shop/cart` -> `https://shop/bn/cart`). */
export function localizedUrl(url: string, locale: Locale): string {
  try {
    const parsed = new URL(url);
    parsed.pathname = localizedPath(parsed.pathname, locale);
    return parsed.toString();
  } catch {
    return url;
  }
}

/** The path without a language prefix (`/bn/cart` -> `/cart`), as the routes above name it. */
export function unlocalizedPath(path: string): string {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(path);
  if (!match || !isLocale(match[1])) return path;
  const rest = match[2];
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}
