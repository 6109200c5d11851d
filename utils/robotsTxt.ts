import { LOCALES } from './locale';
import { absoluteUrl } from './siteUrl';
import { SITEMAP_PATH } from './sitemap';

// Crawlers may read every page but those only their visitor sees (the same pages next.config.js answers
// with `X-Robots-Tag: noindex`), in each language; the API answers data, not pages. The sitemap line
// must be absolute, and the host varies by deployment, so robots.txt is generated per request.

/** The path prefixes of the private pages: a customer's account, orders, bag, checkout and payment. */
const PRIVATE_PAGE_PREFIXES = [
  '/profile',
  '/orders',
  '/wishlist',
  '/address-book',
  '/password',
  '/reviews',
  '/login',
  '/cart',
  '/checkout',
  '/payment/',
  '/order-confirmation/',
  '/affiliate/',
] as const;

function disallowed(): string[] {
  const prefixes = ['/api/', ...PRIVATE_PAGE_PREFIXES.flatMap((prefix) => [prefix, ...LOCALES.map((locale) => `/${locale}${prefix}`)])];
  return prefixes.map((prefix) => `Disallow: ${prefix}`);
}

/** robots.txt for the site at `origin`. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...disallowed(), '', `Sitemap: ${absoluteUrl(origin, SITEMAP_PATH)}`, ''].join('\n');
}
