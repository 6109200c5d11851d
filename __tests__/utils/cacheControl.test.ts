import { PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS, PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';

// A change must reach every shopper within 10 s through a shared cache that honours the pages' headers:
// a page it keeps is at most fresh + stale seconds old, and one render must still fit in the rest.
describe('how long caches keep catalog pages', () => {
  it('lets a shared cache show a page rendered for each request 4 s fresh, then 4 s stale while it fetches it again', () => {
    expect(PUBLIC_PAGE_CACHE_CONTROL).toBe('public, s-maxage=4, stale-while-revalidate=4');
    expect(PAGE_FRESH_SECONDS + PAGE_STALE_SECONDS).toBeLessThanOrEqual(8);
  });

  it("gives the pages in Next's page cache the same bound", () => {
    const nextConfig = jest.requireActual<{ expireTime: number }>('@/next.config.js');
    expect(PAGE_FRESH_SECONDS).toBe(4);
    expect(nextConfig.expireTime).toBe(8);
  });
});
