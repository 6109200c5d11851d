import { CRAWLER_FILE_CACHE_CONTROL, NO_STORE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, sharedCacheSeconds } from '@/utils/cacheControl';

describe('sharedCacheSeconds', () => {
  it("is the answer's s-maxage, whatever else it allows", () => {
    expect(sharedCacheSeconds(PUBLIC_PAGE_CACHE_CONTROL)).toBe(30);
    expect(sharedCacheSeconds(CRAWLER_FILE_CACHE_CONTROL)).toBe(3600);
    // Next's own header on a page from its page cache (ISR).
    expect(sharedCacheSeconds('s-maxage=30, stale-while-revalidate=30')).toBe(30);
    expect(sharedCacheSeconds('Public, S-MaxAge=12')).toBe(12);
  });

  it('is 0 for an answer that is private, not to be stored or to be checked first', () => {
    expect(sharedCacheSeconds('private, no-store')).toBe(0);
    expect(sharedCacheSeconds(NO_STORE_CACHE_CONTROL)).toBe(0);
    expect(sharedCacheSeconds('private, s-maxage=30')).toBe(0);
    expect(sharedCacheSeconds('no-cache, s-maxage=30')).toBe(0);
    expect(sharedCacheSeconds('private="set-cookie", s-maxage=30')).toBe(0);
  });

  it('is 0 without a usable s-maxage: a browser-only max-age is not enough', () => {
    expect(sharedCacheSeconds(undefined)).toBe(0);
    expect(sharedCacheSeconds('')).toBe(0);
    expect(sharedCacheSeconds('public, max-age=3600')).toBe(0);
    expect(sharedCacheSeconds('s-maxage=0')).toBe(0);
    expect(sharedCacheSeconds('s-maxage=soon')).toBe(0);
    expect(sharedCacheSeconds('s-maxage=-5')).toBe(0);
  });
});
