import {
  AFFILIATE_DEFAULT_SECONDS,
  affiliateCookieSeconds,
  affiliateLinkExpiry,
  affiliateReferral,
  CACHE_CLEARED_SECONDS,
  COOKIE_NAMES,
  cookieAttributes,
  languageOrDefault,
  REMEMBERED_SIGN_IN_SECONDS,
  signInCookieSeconds,
} from '@/utils/cookies';

describe('cookie names', () => {
  it('are exactly those of the specification', () => {
    expect(Object.values(COOKIE_NAMES).sort()).toEqual(
      ['aff_link_expire', 'affiliate', 'cache_cleared', 'lang', 'popup', 'token', 'user_data', 'wishList'].sort(),
    );
  });
});

describe('cookie attributes', () => {
  it('always set path /', () => {
    expect(cookieAttributes().path).toBe('/');
    expect(cookieAttributes(60).path).toBe('/');
  });

  it('turn seconds into the days js-cookie counts', () => {
    expect(cookieAttributes(86_400)).toEqual({ path: '/', sameSite: 'lax', secure: false, expires: 1 });
    expect(cookieAttributes(43_200)).toEqual({ path: '/', sameSite: 'lax', secure: false, expires: 0.5 });
  });

  it('leave out expires for a cookie that ends with the browser session', () => {
    expect(cookieAttributes()).toEqual({ path: '/', sameSite: 'lax', secure: false });
  });

  it('are SameSite=Lax, and Secure only when asked or when the page is served over https', () => {
    expect(cookieAttributes(60, true)).toEqual({ path: '/', sameSite: 'lax', secure: true, expires: 60 / 86_400 });
    expect(cookieAttributes(undefined, false).secure).toBe(false);
    expect(cookieAttributes().secure).toBe(window.location.protocol === 'https:');
  });
});

describe('sign-in cookie lifetime', () => {
  it('is 86400 seconds when remembered', () => {
    expect(REMEMBERED_SIGN_IN_SECONDS).toBe(86_400);
    expect(signInCookieSeconds(true)).toBe(86_400);
  });

  it('has no max age otherwise', () => {
    expect(signInCookieSeconds(false)).toBeUndefined();
  });
});

describe('affiliate cookie lifetime', () => {
  it('is 86400 seconds per day of the validation_time setting', () => {
    expect(affiliateCookieSeconds(7)).toBe(7 * 86_400);
    expect(affiliateCookieSeconds('30')).toBe(30 * 86_400);
  });

  it('is a year when the setting is 0, missing or not a number', () => {
    expect(AFFILIATE_DEFAULT_SECONDS).toBe(365 * 86_400);
    for (const setting of [0, '0', '', null, undefined, 'soon', -3]) {
      expect(affiliateCookieSeconds(setting)).toBe(365 * 86_400);
    }
  });

  it('gives the moment the referral stops counting', () => {
    expect(affiliateLinkExpiry(new Date('2025-03-01T10:00:00Z'), 2)).toBe('2025-03-03T10:00:00.000Z');
  });
});

describe('affiliate referral', () => {
  it('keeps a query string that carries aff_ref, without its question mark', () => {
    expect(affiliateReferral('?aff_ref=DEMOAFF&product=12')).toBe('aff_ref=DEMOAFF&product=12');
  });

  it('ignores a query without aff_ref', () => {
    expect(affiliateReferral('?utm_source=facebook')).toBeNull();
    expect(affiliateReferral('aff_ref=')).toBeNull();
  });
});

describe('other lifetimes and defaults', () => {
  it('clears the cache once every 30 days', () => {
    expect(CACHE_CLEARED_SECONDS).toBe(30 * 86_400);
  });

  it('reads the language as en unless the lang cookie says otherwise', () => {
    expect(languageOrDefault(undefined)).toBe('en');
    expect(languageOrDefault('')).toBe('en');
    expect(languageOrDefault('bn')).toBe('bn');
  });
});
