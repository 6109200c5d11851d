// Crawlers need absolute addresses (canonical links, the sitemap, Open Graph images, JSON-LD), and the
// shop answers on whatever host it is deployed to, so they are built from the configured site URL or
// from the request.

export type RequestHeaders = Record<string, string | string[] | undefined>;

// A host header that is not a plain host name (with an optional port) must never reach HTML or XML.
const HOST_PATTERN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const ABSOLUTE_URL = /^https?:\/\//i;
const FALLBACK_HOST = 'localhost';

function firstValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(',')[0]?.trim() || undefined;
}

function configuredOrigin(configuredSiteUrl: string | undefined): string | null {
  if (!configuredSiteUrl || !ABSOLUTE_URL.test(configuredSiteUrl.trim())) return null;
  try {
    const url = new URL(configuredSiteUrl.trim());
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The site's address without a trailing slash (`https://shop.example`): the configured site URL
 * (NEXT_PUBLIC_SITE_URL) when it is a valid http(s) URL, else the scheme and host the request came
 * with (a proxy's X-Forwarded-Proto and X-Forwarded-Host first).
 */
export function siteOrigin(headers: RequestHeaders, configuredSiteUrl?: string): string {
  const configured = configuredOrigin(configuredSiteUrl);
  if (configured) return configured;
  const forwardedProto = firstValue(headers['x-forwarded-proto'])?.toLowerCase();
  const protocol = forwardedProto === 'https' ? 'https' : 'http';
  const host = firstValue(headers['x-forwarded-host']) ?? firstValue(headers.host);
  return `${protocol}://${host && HOST_PATTERN.test(host) ? host : FALLBACK_HOST}`;
}

/** `path` (`/details/x`, `media/a.svg`) on the site's origin; an absolute http(s) URL is kept as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  if (path.startsWith('//')) return `https:${path}`;
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
