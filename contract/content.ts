import * as z from 'zod/mini';
import { readEnvelope } from './envelope';
import { pageLink } from './settings';

// Content pages (about, terms, size guide...) and the meta search engines read.

/** A content page with its HTML (to be sanitised before rendering) and meta. */
const contentPage = z.object({
  ...pageLink.shape,
  content: z.nullable(z.string()),
  meta_title: z.nullable(z.string()),
  meta_description: z.nullable(z.string()),
});

/** The query of `GET /v2/seo-meta-data`: the content page whose own meta to read; the site's without it. */
export interface SeoMetaQuery {
  page?: string;
}

/** A page's meta, or the site's. The image is a site path. */
const seoMeta = z.object({
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  keywords: z.nullable(z.string()),
  image: z.nullable(z.string()),
});

/** `GET /v2/pages`: every content page's link, in the footer's position order. */
export const pageLinks = readEnvelope(z.array(pageLink));

/** `GET /v2/pages/:slug`: the page as a one-element `data` list. */
export const contentPageAnswer = readEnvelope(z.array(contentPage));

/** `GET /v2/seo-meta-data?page=`: the site's meta, or the content page `page`'s own. */
export const seoMetaAnswer = readEnvelope(seoMeta);

export type ContentPage = z.output<typeof contentPage>;
export type SeoMeta = z.output<typeof seoMeta>;
