import Cookies from 'js-cookie';
import type { User } from '@/contract/account';
import {
  affiliateCookieSeconds,
  affiliateLinkExpiry,
  affiliateReferral,
  CACHE_CLEARED_SECONDS,
  COOKIE_NAMES,
  cookieAttributes,
  LANGUAGE_CHOICE_SECONDS,
  languageOrDefault,
  signInCookieSeconds,
} from '@/utils/cookies';

// The storefront's cookies through js-cookie, every one on path `/`. Outside a browser js-cookie
// reads nothing and writes nothing, so these are safe to call during server rendering.

function remove(name: string): void {
  Cookies.remove(name, cookieAttributes());
}

function readJson<T>(name: string): T | null {
  const value = Cookies.get(name);
  if (!value) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

/** Sign-in keeps the token and the user: a day when remembered, otherwise for the browser session. */
export function writeSignInCookies(token: string, user: User, remember: boolean): void {
  Cookies.set(COOKIE_NAMES.token, token, cookieAttributes(signInCookieSeconds(remember)));
  writeUserCookie(user, remember);
}

export function writeUserCookie(user: User, remember: boolean): void {
  Cookies.set(COOKIE_NAMES.userData, JSON.stringify(user), cookieAttributes(signInCookieSeconds(remember)));
}

export function removeSignInCookies(): void {
  remove(COOKIE_NAMES.token);
  remove(COOKIE_NAMES.userData);
}

export function readSignInCookies(): { token: string | null; user: User | null } {
  return { token: Cookies.get(COOKIE_NAMES.token) ?? null, user: readJson<User>(COOKIE_NAMES.userData) };
}

/** The wishlist needs a signed-in customer, which the user_data cookie stands for. */
export function hasUserCookie(): boolean {
  return Boolean(Cookies.get(COOKIE_NAMES.userData));
}

/** The wishlisted product ids, readable by server rendering to fill the hearts. */
export function writeWishlistCookie(productIds: readonly number[]): void {
  if (productIds.length === 0) remove(COOKIE_NAMES.wishlist);
  else Cookies.set(COOKIE_NAMES.wishlist, JSON.stringify(productIds), cookieAttributes());
}

export function readLanguage(): string {
  return languageOrDefault(Cookies.get(COOKIE_NAMES.language));
}

/** The language choice outlives the browser session: a shopper who chose Bangla keeps it. */
export function writeLanguage(language: string): void {
  Cookies.set(COOKIE_NAMES.language, language, cookieAttributes(LANGUAGE_CHOICE_SECONDS));
}

/** The newsletter popup shows only while this cookie is absent. */
export function isPopupDismissed(): boolean {
  return Cookies.get(COOKIE_NAMES.popup) !== undefined;
}

/** Closing or subscribing keeps the popup away for the rest of the browser session. */
export function dismissPopup(): void {
  Cookies.set(COOKIE_NAMES.popup, '1', cookieAttributes());
}

/**
 * Keeps a referral query (one carrying aff_ref) for validation_time days, a year when that is 0.
 * Answers whether the query was a referral.
 */
export function rememberAffiliateReferral(
  queryString: string,
  validationTimeDays: number | string | null | undefined,
  now: Date = new Date(),
): boolean {
  const referral = affiliateReferral(queryString);
  if (!referral) return false;
  const attributes = cookieAttributes(affiliateCookieSeconds(validationTimeDays));
  Cookies.set(COOKIE_NAMES.affiliate, referral, attributes);
  Cookies.set(COOKIE_NAMES.affiliateLinkExpiry, affiliateLinkExpiry(now, validationTimeDays), attributes);
  return true;
}

/** The kept referral query, sent with every add to cart. */
export function readAffiliateReferral(): string | undefined {
  return Cookies.get(COOKIE_NAMES.affiliate);
}

/** Cached data is cleared when the cache_cleared cookie has expired (once every 30 days). */
export function isCacheClearDue(): boolean {
  return typeof document !== 'undefined' && Cookies.get(COOKIE_NAMES.cacheCleared) === undefined;
}

export function markCacheCleared(now: Date = new Date()): void {
  Cookies.set(COOKIE_NAMES.cacheCleared, now.toISOString(), cookieAttributes(CACHE_CLEARED_SECONDS));
}
