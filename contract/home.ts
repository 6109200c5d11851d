import * as z from 'zod/mini';
import { productListItem } from './catalog';
import { readEnvelope } from './envelope';

// The home page's content: sliders, banners, deals, category rows and blog teasers.

/** `GET /v2/slider-main`: a slide of the main slider, in position order. */
const homeSlide = z.object({
  id: z.number(),
  title: z.nullable(z.string()),
  subtitle: z.nullable(z.string()),
  photo: z.string(),
  link: z.nullable(z.string()),
  video_link: z.nullable(z.string()),
});

const homeBanner = z.object({
  id: z.number(),
  title: z.nullable(z.string()),
  photo: z.string(),
  url: z.nullable(z.string()),
  position: z.number(),
});

/** `GET /v2/flash-deals`: a running deal, its products at flash prices. */
const flashDeal = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  banner: z.nullable(z.string()),
  background_color: z.nullable(z.string()),
  text_color: z.nullable(z.string()),
  start_date: z.string(),
  end_date: z.string(),
  products: z.array(productListItem),
});

/** `GET /v2/campaign`: a running campaign. */
const campaign = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  subtitle: z.nullable(z.string()),
  banner: z.nullable(z.string()),
  start_date: z.string(),
  end_date: z.string(),
  products: z.array(productListItem),
});

/** `GET /v2/categories/home-categories-product`: a home category with its newest products. */
const homeCategoryProducts = z.object({
  category: z.object({ id: z.number(), name: z.string(), slug: z.string(), banner: z.nullable(z.string()) }),
  products: z.array(productListItem),
});

/** `GET /v2/blog`: a post's teaser. */
const blogSummary = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  category: z.nullable(z.string()),
  short_description: z.nullable(z.string()),
  banner: z.nullable(z.string()),
  created_at: z.string(),
});

export const homeSlides = readEnvelope(z.array(homeSlide));
export const homeBanners = readEnvelope(z.array(homeBanner));
export const flashDeals = readEnvelope(z.array(flashDeal));
export const campaigns = readEnvelope(z.array(campaign));
export const homeCategoryRows = readEnvelope(z.array(homeCategoryProducts));
/** The query of `GET /v2/blog`. */
export interface BlogPageQuery {
  page?: number;
  limit?: number;
}

/** `GET /v2/blog`: the storefront reads the teasers of the first page only. */
export const blogPage = readEnvelope(z.array(blogSummary));

export type HomeSlide = z.output<typeof homeSlide>;
export type HomeBanner = z.output<typeof homeBanner>;
export type FlashDeal = z.output<typeof flashDeal>;
export type Campaign = z.output<typeof campaign>;
export type HomeCategoryProducts = z.output<typeof homeCategoryProducts>;
export type BlogSummary = z.output<typeof blogSummary>;
