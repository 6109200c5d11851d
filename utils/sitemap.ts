import { absoluteUrl } from './siteUrl';
import { categoryPath, contentPagePath, HOME_PATH, productPath } from './sitePaths';

// The sitemap protocol (sitemaps.org 0.9): one <url> per page a crawler should index.

export const SITEMAP_PATH = '/sitemap.xml';
// The protocol's limit for one sitemap file.
export const MAX_SITEMAP_URLS = 50_000;

export interface SitemapCategory {
  slug: string;
  children?: SitemapCategory[];
}

export interface SitemapPage {
  slug: string;
  custom_link: string | null;
}

export interface SitemapSources {
  products: { slug: string }[];
  categories: SitemapCategory[];
  pages: SitemapPage[];
}

export interface SitemapUrl {
  loc: string;
  changefreq: 'daily' | 'weekly' | 'monthly';
  priority: number;
}

function categorySlugs(categories: SitemapCategory[]): string[] {
  return categories.flatMap((category) => [category.slug, ...categorySlugs(category.children ?? [])]);
}

/**
 * The home page, every product, every category of the tree (sub-categories included) and every content
 * page that is shown on the shop itself (a page with a custom link leads elsewhere), each listed once.
 */
export function sitemapUrls(origin: string, { products, categories, pages }: SitemapSources): SitemapUrl[] {
  const urls: SitemapUrl[] = [
    { loc: absoluteUrl(origin, HOME_PATH), changefreq: 'daily', priority: 1 },
    ...categorySlugs(categories).map((slug) => ({
      loc: absoluteUrl(origin, categoryPath(slug)),
      changefreq: 'daily' as const,
      priority: 0.8,
    })),
    ...products.map((product) => ({
      loc: absoluteUrl(origin, productPath(product.slug)),
      changefreq: 'daily' as const,
      priority: 0.7,
    })),
    ...pages
      .filter((page) => !page.custom_link)
      .map((page) => ({ loc: absoluteUrl(origin, contentPagePath(page.slug)), changefreq: 'monthly' as const, priority: 0.3 })),
  ];
  const seen = new Set<string>();
  return urls.filter((url) => !seen.has(url.loc) && seen.add(url.loc)).slice(0, MAX_SITEMAP_URLS);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/** The sitemap document for these URLs. */
export function sitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `  <url>\n    <loc>${escapeXml(url.loc)}</loc>\n    <changefreq>${url.changefreq}</changefreq>\n    <priority>${url.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
