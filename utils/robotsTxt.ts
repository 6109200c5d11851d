import { absoluteUrl } from './siteUrl';
import { SITEMAP_PATH } from './sitemap';

// Crawlers may read every page; the API answers data, not pages. The sitemap line must be absolute,
// and the host varies by deployment, so robots.txt is generated per request.

/** robots.txt for the site at `origin`. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl(origin, SITEMAP_PATH)}`, ''].join('\n');
}
