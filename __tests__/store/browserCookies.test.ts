import Cookies from 'js-cookie';
import {
  dismissPopup,
  isPopupDismissed,
  readAffiliateReferral,
  readLanguage,
  rememberAffiliateReferral,
  writeLanguage,
  writeWishlistCookie,
} from '@/store/browserCookies';
import { expiryOf, lastWrite, resetBrowser, watchCookieWrites } from './support/browser';

beforeEach(() => resetBrowser());
afterEach(() => jest.restoreAllMocks());

describe('language', () => {
  it('is en until the lang cookie says otherwise', () => {
    expect(readLanguage()).toBe('en');
    writeLanguage('bn');
    expect(readLanguage()).toBe('bn');
  });

  it('remembers the choice for a year, beyond the browser session', () => {
    const writes = watchCookieWrites();
    writeLanguage('bn');
    expect(Math.abs(expiryOf(lastWrite(writes, 'lang'))! - (Date.now() + 365 * 86_400_000))).toBeLessThan(2000);
  });
});

describe('newsletter popup', () => {
  it('shows until it is closed or answered, then stays away for the browser session', () => {
    const writes = watchCookieWrites();
    expect(isPopupDismissed()).toBe(false);
    dismissPopup();
    expect(isPopupDismissed()).toBe(true);
    expect(writes).toEqual(['popup=1; path=/; sameSite=lax']);
  });
});

describe('affiliate referral', () => {
  it('keeps a query with aff_ref, and its expiry, for validation_time days', () => {
    const writes = watchCookieWrites();
    const now = new Date('2025-03-01T10:00:00Z');
    expect(rememberAffiliateReferral('?aff_ref=DEMOAFF&product=12', '7', now)).toBe(true);

    expect(readAffiliateReferral()).toBe('aff_ref=DEMOAFF&product=12');
    expect(Cookies.get('aff_link_expire')).toBe('2025-03-08T10:00:00.000Z');
    const sevenDays = 7 * 86_400_000;
    expect(Math.abs(expiryOf(lastWrite(writes, 'affiliate'))! - (Date.now() + sevenDays))).toBeLessThan(2000);
  });

  it('keeps the referral a year when validation_time is 0', () => {
    const writes = watchCookieWrites();
    rememberAffiliateReferral('aff_ref=DEMOAFF', 0);
    expect(Math.abs(expiryOf(lastWrite(writes, 'affiliate'))! - (Date.now() + 365 * 86_400_000))).toBeLessThan(2000);
  });

  it('ignores a query without aff_ref', () => {
    expect(rememberAffiliateReferral('?utm_source=facebook', 7)).toBe(false);
    expect(readAffiliateReferral()).toBeUndefined();
  });
});

describe('wishList cookie', () => {
  it('holds the listed ids and goes away with the last one', () => {
    writeWishlistCookie([12, 30]);
    expect(JSON.parse(Cookies.get('wishList')!)).toEqual([12, 30]);
    writeWishlistCookie([]);
    expect(Cookies.get('wishList')).toBeUndefined();
  });
});
