import type { NextConfig } from 'next';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { robotsTxt } from '@/utils/robotsTxt';

// next.config.js is CommonJS without type declarations.
const nextConfig = require('../../next.config.js') as NextConfig;

const ROBOTS = robotsTxt('https://rongdhonu.example');

/** Whether a crawler obeying robots.txt may fetch `path`: the longest matching rule wins, Allow on a tie. */
function crawlable(path: string): boolean {
  const rules = ROBOTS.split('\n')
    .map((line) => /^(Allow|Disallow): (\S+)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix }))
    .filter((rule) => path.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules.length === 0 || rules[0].allow;
}

/** The X-Robots-Tag next.config.js gives a path (later rules win, as in Next). */
async function robotsHeader(path: string): Promise<string | undefined> {
  type HeaderRule = { source: string; headers: { key: string; value: string }[] };
  let value: string | undefined;
  for (const rule of (await nextConfig.headers!()) as HeaderRule[]) {
    if (getPathMatch(rule.source)(path) === false) continue;
    value = rule.headers.find((header) => header.key === 'X-Robots-Tag')?.value ?? value;
  }
  return value;
}

const PRIVATE_PAGES = [
  '/profile',
  '/orders',
  '/orders/12',
  '/wishlist',
  '/address-book',
  '/password',
  '/reviews',
  '/cart',
  '/checkout',
  '/login',
  '/payment/simulated/abc',
  '/order-confirmation/12',
  '/affiliate/Dashboard',
  '/affiliate/withdraw_request',
  '/affiliate/registration',
];

const PUBLIC_PAGES = [
  '/',
  '/details/cotton-panjabi',
  '/category/men',
  '/category/men?page=2',
  '/page/about-us',
  '/search?q=panjabi',
  '/store-locator',
  '/membership',
  '/sitemap.xml',
];

describe('robotsTxt', () => {
  it('names the absolute sitemap URL of the host the site is served from', () => {
    expect(ROBOTS).toContain('\nSitemap: https://rongdhonu.example/sitemap.xml\n');
    expect(robotsTxt('http://localhost:3100')).toContain('Sitemap: http://localhost:3100/sitemap.xml');
  });

  it('keeps crawlers out of the API', () => {
    expect(crawlable('/api/v3/products')).toBe(false);
  });

  it.each(PRIVATE_PAGES)('keeps crawlers out of the private page %s in English and Bangla', (path) => {
    expect(crawlable(path)).toBe(false);
    expect(crawlable(`/bn${path}`)).toBe(false);
    expect(crawlable(`/en${path}`)).toBe(false);
  });

  it.each(PUBLIC_PAGES)('lets crawlers read the public page %s in English and Bangla', (path) => {
    expect(crawlable(path)).toBe(true);
    expect(crawlable(path === '/' ? '/bn' : `/bn${path}`)).toBe(true);
  });
});

describe('the X-Robots-Tag header', () => {
  it.each(PRIVATE_PAGES)('keeps the private page %s out of search results', async (path) => {
    await expect(robotsHeader(path)).resolves.toBe('noindex');
  });

  it.each([...new Set(PUBLIC_PAGES.map((page) => page.split('?')[0]))])('leaves the public page %s indexable', async (path) => {
    await expect(robotsHeader(path)).resolves.toBeUndefined();
  });
});
