import { DEFAULT_LOCALE, LOCALES } from './locale';
import { absoluteUrl } from './siteUrl';
import { categoryPath, contentPagePath, HOME_PATH, localizedUrl, productPath } from './sitePaths';

// The sitemap protocol (sitemaps.org 0.9): one <url> per page a crawler should index.

export const SITEMAP_PATH = '/sitemap.xml';
// The protocol's limit for one sitemap file.
export const MAX_SITEMAP_URLS = 50_000;

interface SitemapCategory {
  slug: string;
  children?: SitemapCategory[];
}

interface SitemapPage {
  slug: string;
  custom_link: string | null;
}

export interface SitemapSources {
  products: { slug: string }[];
  categories: SitemapCategory[];
  pages: SitemapPage[];
}

/** The same page in another language (`xhtml:link rel="alternate"`); `x-default` is the English one. */
export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  changefreq: 'daily' | 'weekly' | 'monthly';
  priority: number;
  alternates?: SitemapAlternate[];
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

/** Every language a page exists in, each linking to all of them (`en`, `bn` and `x-default`). */
export function languageAlternates(englishUrl: string): SitemapAlternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: localizedUrl(englishUrl, locale) })),
    { hreflang: 'x-default', href: localizedUrl(englishUrl, DEFAULT_LOCALE) },
  ];
}

/** Each (English) URL followed by its Bangla twin, both naming all the language versions. */
export function withLanguageVersions(urls: SitemapUrl[]): SitemapUrl[] {
  return urls
    .flatMap((url) => {
      const alternates = languageAlternates(url.loc);
      return LOCALES.map((locale) => ({ ...url, loc: localizedUrl(url.loc, locale), alternates }));
    })
    .slice(0, MAX_SITEMAP_URLS);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]);
}

/** The sitemap document for these URLs. */
export function sitemapXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) =>
    [
      '  <url>',
      `    <loc>${escapeXml(url.loc)}</loc>`,
      ...(url.alternates ?? []).map(
        (alternate) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
      ),
      `    <changefreq>${url.changefreq}</changefreq>`,
      `    <priority>${url.priority.toFixed(1)}</priority>`,
      '  </url>',
    ].join('\n'),
  );
  const hasAlternates = urls.some((url) => url.alternates && url.alternates.length > 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${hasAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
