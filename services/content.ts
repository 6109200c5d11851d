import { http, isNotFound, requestConfig, type RequestOptions } from './http';
import type { PageLink } from '@/contract/settings';
import type { ReadResponse } from '@/contract/envelope';

/** `GET /v2/pages/:slug`: a content page with its HTML (to be sanitised before rendering) and meta. */
export interface ContentPage extends PageLink {
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

/** `GET /v2/pages`: every content page's link, in the footer's position order. */
export async function listPages(options?: RequestOptions): Promise<PageLink[]> {
  const response = await http.get<ReadResponse<PageLink[]>>('/v2/pages', requestConfig(options));
  return response.data.data;
}

/** `GET /v2/pages/:slug`: the page, or null when no page has that slug. */
export async function getPage(slug: string, options?: RequestOptions): Promise<ContentPage | null> {
  try {
    const response = await http.get<ReadResponse<ContentPage[]>>(
      `/v2/pages/${encodeURIComponent(slug)}`,
      requestConfig(options),
    );
    return response.data.data[0] ?? null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
