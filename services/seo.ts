import type { IncomingMessage } from 'node:http';
import { siteOrigin } from '@/utils/siteUrl';
import type { SitemapSources } from '@/utils/sitemap';
import { getCategoryTree, listCatalog } from './catalog';
import { listPages } from './content';
import { apiBaseUrl, http, requestConfig, type RequestOptions } from './http';
import type { SeoMeta, SeoMetaQuery } from '@/contract/content';

export type { SeoMeta } from '@/contract/content';

/** `GET /v2/seo-meta-data?page=`: the site's meta, or the content page `page`'s own. */
export async function getSeoMeta(page?: string, options?: RequestOptions): Promise<SeoMeta> {
  const query: SeoMetaQuery = page ? { page } : {};
  const response = await http.get('/v2/seo-meta-data', requestConfig(options, { params: query }), 'seoMeta');
  return response.data.data;
}

/** The address the visitor reached the site at, unless NEXT_PUBLIC_SITE_URL names the canonical one. */
export function requestSiteUrl(request: Pick<IncomingMessage, 'headers'>): string {
  return siteOrigin(request.headers, process.env.NEXT_PUBLIC_SITE_URL);
}

/**
 * The site's address for pages rendered ahead of any visitor (served from the page cache): the
 * configured NEXT_PUBLIC_SITE_URL, else the address the server reaches its own API at.
 */
export function configuredSiteUrl(): string {
  const serverApi = new URL(apiBaseUrl('server'));
  const headers = { host: serverApi.host, 'x-forwarded-proto': serverApi.protocol.replace(':', '') };
  return siteOrigin(headers, process.env.NEXT_PUBLIC_SITE_URL);
}

// The API's largest page; the catalog is read oldest first so that a product added meanwhile cannot
// shift the pages still to be read.
const SITEMAP_PAGE_SIZE = 100;
// 500 pages of 100 fill a sitemap's 50,000 URLs.
const MAX_SITEMAP_PAGES = 500;

// A few pages at a time: a large catalog must not flood the API with hundreds of parallel requests.
const PAGES_READ_AT_ONCE = 5;

async function everyProductSlug(options?: RequestOptions): Promise<{ slug: string }[]> {
  const readPage = (page: number) => listCatalog({ orderBy: 'oldest', limit: SITEMAP_PAGE_SIZE, page }, options);
  const first = await readPage(1);
  const lastPage = Math.min(first.meta.last_page, MAX_SITEMAP_PAGES);
  const listings = [first];
  for (let page = 2; page <= lastPage; page += PAGES_READ_AT_ONCE) {
    const batch = Array.from({ length: Math.min(PAGES_READ_AT_ONCE, lastPage - page + 1) }, (_, index) => page + index);
    listings.push(...(await Promise.all(batch.map(readPage))));
  }
  return listings.flatMap((listing) => listing.data.map((product) => ({ slug: product.slug })));
}

/** Everything the sitemap lists: every published product, the category tree and the content pages. */
export async function getSitemapSources(options?: RequestOptions): Promise<SitemapSources> {
  const [products, categories, pages] = await Promise.all([
    everyProductSlug(options),
    getCategoryTree(options),
    listPages(options),
  ]);
  return { products, categories, pages };
}
