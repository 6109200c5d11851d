// Cache-Control values of server-rendered answers.

/** Catalog and content HTML: a shared cache may serve it up to 60 s old (30 fresh + 30 while refetching). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, s-maxage=30, stale-while-revalidate=30';

/** robots.txt and the sitemap: read by crawlers, changing slowly; an hour old is fine. */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

/** An answer that must not be kept, such as a temporary failure. */
export const NO_STORE_CACHE_CONTROL = 'no-store';
