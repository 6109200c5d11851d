// Cache-Control values of server-rendered answers.

/** Catalog and content HTML: a shared cache may serve it up to 60 s old (30 fresh + 30 while refetching). */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, s-maxage=30, stale-while-revalidate=30';

/** robots.txt and the sitemap: read by crawlers, changing slowly; an hour old is fine. */
export const CRAWLER_FILE_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

/** An answer that must not be kept, such as a temporary failure. */
export const NO_STORE_CACHE_CONTROL = 'no-store';

/**
 * How many seconds a shared cache may serve an answer as fresh: its `s-maxage`, or 0 when the answer
 * is private, must not be stored or must be checked first (no-cache), or names no `s-maxage`.
 */
export function sharedCacheSeconds(cacheControl: string | undefined): number {
  const directives = (cacheControl ?? '').toLowerCase().split(',').map((directive) => directive.trim());
  if (directives.some((directive) => /^(?:private|no-store|no-cache)(?:=|$)/.test(directive))) return 0;
  const sharedMaxAge = directives.find((directive) => directive.startsWith('s-maxage='));
  const seconds = Number(sharedMaxAge?.slice('s-maxage='.length));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}
