import { http, isNotFound, requestConfig, type RequestOptions } from './http';
import type { ContentPage } from '@/contract/content';
import type { PageLink } from '@/contract/settings';

export type { ContentPage } from '@/contract/content';

/** `GET /v2/pages`: every content page's link, in the footer's position order. */
export async function listPages(options?: RequestOptions): Promise<PageLink[]> {
  const response = await http.get('/v2/pages', requestConfig(options), 'pageLinks');
  return response.data.data;
}

/** `GET /v2/pages/:slug`: the page, or null when no page has that slug. */
export async function getPage(slug: string, options?: RequestOptions): Promise<ContentPage | null> {
  try {
    const response = await http.get(`/v2/pages/${encodeURIComponent(slug)}`, requestConfig(options), 'contentPage');
    return response.data.data[0] ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
