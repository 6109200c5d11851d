import type { User } from '@/contract/account';
import {
  dismissPopup,
  markCacheCleared,
  rememberAffiliateReferral,
  writeLanguage,
  writeSignInCookies,
  writeWishlistCookie,
} from '@/store/browserCookies';

// Every storefront cookie write, for the attribute suites (one over http, one over https).

export const CUSTOMER = { id: 7, name: 'Attribute Customer', email: 'attributes@example.com' } as unknown as User;

export function writeEveryCookie(): void {
  writeSignInCookies('customer-token', CUSTOMER, true);
  writeSignInCookies('customer-token', CUSTOMER, false);
  writeWishlistCookie([1, 2]);
  writeLanguage('bn');
  dismissPopup();
  rememberAffiliateReferral('?aff_ref=abc', 7);
  markCacheCleared();
}

export const WRITTEN_COOKIES = ['token', 'user_data', 'wishList', 'lang', 'popup', 'affiliate', 'aff_link_expire', 'cache_cleared'];

/** The attributes of a raw cookie write, lower-cased, without the value and expiry. */
export function attributesOf(write: string): string[] {
  return write
    .split(';')
    .slice(1)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !part.startsWith('expires='));
}
