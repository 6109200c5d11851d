import pageCacheSeconds from './pageCacheSeconds.json';

// Cache-Control values of server-rendered answers.

// How long a catalog page may be shown from a cache: fresh for PAGE_FRESH_SECONDS, then stale for
// PAGE_STALE_SECONDS more while the cache fetches it again in the background, so that no shopper waits
// on it. Together they stay under the 10 s within which a change (stock, price, a review) must reach
// every shopper through a shared cache in front, with room left for one render. Pages kept in Next's
// page cache (ISR) revalidate after PAGE_FRESH_SECONDS, and next.config.js's `expireTime` is their sum,
// from which Next sends those pages the same two figures.

/** Seconds a catalog page is fresh: `s-maxage`, and the revalidate time of the pages Next caches. */
export const PAGE_FRESH_SECONDS: number = pageCacheSeconds.fresh;
/** Seconds a shared cache may go on showing it while it fetches it again: `stale-while-revalidate`. */
export const PAGE_STALE_SECONDS: number = pageCacheSeconds.stale;

/** Catalog and content HTML rendered for each request (home, category, search...), for a shared cache. */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;

/** robots.txt and the sitemap: read by crawlers, changing slowly; an hour old is fine. */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

/** An answer that must not be kept, such as a temporary failure. */
export const NO_STORE_CACHE_CONTROL = 'no-store';
