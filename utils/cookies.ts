// The storefront's cookies and how long each lives. js-cookie counts
// `expires` in days; the shop's rules are in seconds, so the conversion lives here.

export const COOKIE_NAMES = {
  token: 'token',
  userData: 'user_data',
  language: 'lang',
  popup: 'popup',
  affiliate: 'affiliate',
  affiliateLinkExpiry: 'aff_link_expire',
  wishlist: 'wishList',
  cacheCleared: 'cache_cleared',
} as const;

const COOKIE_PATH = '/';
const DEFAULT_LANGUAGE = 'en';

export const SECONDS_PER_DAY = 86_400;
/** A remembered sign-in lasts a day; otherwise the cookies end with the browser session. */
export const REMEMBERED_SIGN_IN_SECONDS = 86_400;
/** Cached data is cleared once every 30 days. */
export const CACHE_CLEARED_SECONDS = 30 * SECONDS_PER_DAY;
/** A chosen language is remembered for a year. */
export const LANGUAGE_CHOICE_SECONDS = 365 * SECONDS_PER_DAY;
/** The affiliate referral is kept a year when the validation_time setting is 0 (or unset). */
export const AFFILIATE_DEFAULT_SECONDS = 365 * SECONDS_PER_DAY;

export interface CookieAttributes {
  path: string;
  /** Sent on top-level navigations from other sites, never on their cross-site requests (CSRF). */
  sameSite: 'lax';
  /** Only over https once the page is served over https (production), so tokens never go in clear. */
  secure: boolean;
  /** Days, as js-cookie counts them; absent for a cookie that ends with the browser session. */
  expires?: number;
}

/** Whether the page was served over https; false outside a browser. */
function isSecurePage(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** js-cookie attributes for a cookie that lives this many seconds, or the browser session without one. */
export function cookieAttributes(lifetimeSeconds?: number, secure: boolean = isSecurePage()): CookieAttributes {
  const attributes: CookieAttributes = { path: COOKIE_PATH, sameSite: 'lax', secure };
  if (lifetimeSeconds === undefined) return attributes;
  return { ...attributes, expires: lifetimeSeconds / SECONDS_PER_DAY };
}

/** The token and user_data cookies: a day when remembered, else no max age. */
export function signInCookieSeconds(remember: boolean): number | undefined {
  return remember ? REMEMBERED_SIGN_IN_SECONDS : undefined;
}

/** 86400 seconds times the validation_time setting (days), or a year when it is 0 or not a number. */
export function affiliateCookieSeconds(validationTimeDays: number | string | null | undefined): number {
  const days = Number(validationTimeDays);
  return Number.isFinite(days) && days > 0 ? days * SECONDS_PER_DAY : AFFILIATE_DEFAULT_SECONDS;
}

/** When a referral taken now stops counting (ISO-8601), the value of the aff_link_expire cookie. */
export function affiliateLinkExpiry(now: Date, validationTimeDays: number | string | null | undefined): string {
  return new Date(now.getTime() + affiliateCookieSeconds(validationTimeDays) * 1000).toISOString();
}

/** The referral query worth keeping: only a query string that carries aff_ref. */
export function affiliateReferral(queryString: string): string | null {
  const query = queryString.startsWith('?') ? queryString.slice(1) : queryString;
  return new URLSearchParams(query).get('aff_ref') ? query : null;
}

export function languageOrDefault(language: string | undefined): string {
  return language || DEFAULT_LANGUAGE;
}
