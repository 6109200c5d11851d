import { baseUrl } from './support/browser';

// What a shared cache in front of `next start` (a CDN, nginx) is told it may keep: every public
// catalog page at most 4 s fresh and 4 s stale, so that a change reaches every shopper within 10 s,
// and a page showing a customer's own data never.

const RENDERED_FOR_EACH_REQUEST = 'public, s-maxage=4, stale-while-revalidate=4';
// Next's own header for a page in its page cache (ISR), from its revalidate time and `expireTime`.
const FROM_NEXT_PAGE_CACHE = 's-maxage=4, stale-while-revalidate=4';
const PRIVATE = 'private, no-store';

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function served(path: string): Promise<{ status: number; cacheControl: string | null; cache: string | null }> {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), cache: response.headers.get('x-nextjs-cache') };
}

describe('Cache-Control of the pages under next start', () => {
  let productSlug: string;
  let categorySlug: string;
  beforeAll(async () => {
    const listing = await api<{ data: { slug: string }[] }>('/v3/products?limit=1&order_by=popularity');
    productSlug = listing.data[0].slug;
    const detail = await api<{ data: { breadCrumb: { slug: string }[] }[] }>(`/v2/productsBySlug/${productSlug}`);
    categorySlug = detail.data[0].breadCrumb[0].slug;
  });

  it('lets a shared cache keep the home, category and search pages briefly', async () => {
    for (const path of ['/', '/bn', `/category/${categorySlug}`, `/category/${categorySlug}?order_by=price_low_to_high`, `/bn/category/${categorySlug}`, '/search?q=panjabi']) {
      expect({ path, ...(await served(path)) }).toEqual({ path, status: 200, cacheControl: RENDERED_FOR_EACH_REQUEST, cache: null });
    }
  });

  it("gives product and content pages from Next's page cache the same bound, on their first render and from the cache", async () => {
    for (const path of [`/details/${productSlug}`, `/bn/details/${productSlug}`, '/page/about-us']) {
      const first = await served(path);
      const again = await served(path);
      expect({ path, ...first, cache: undefined }).toEqual({ path, status: 200, cacheControl: FROM_NEXT_PAGE_CACHE, cache: undefined });
      expect({ path, ...again }).toEqual({ path, status: 200, cacheControl: FROM_NEXT_PAGE_CACHE, cache: 'HIT' });
    }
  });

  it('never lets a cache keep a page of a customer\'s own data', async () => {
    for (const path of ['/cart', '/checkout', '/orders', '/profile', '/wishlist', '/bn/cart']) {
      expect({ path, ...(await served(path)) }).toEqual({ path, status: 200, cacheControl: PRIVATE, cache: null });
    }
  });
});
