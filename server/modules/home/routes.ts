import { z } from 'zod';
import type { BlogPageQuery } from '@/contract/home';
import type { BannerPlacement } from '../../db/types';
import { okData, pageLinks, pageMeta } from '../../http/responses';
import type { RouteDefinition } from '../../http/types';
import { text, wholeNumber } from '../../http/queryParams';
import { type FieldsOf, parseWith } from '../../http/validate';
import type { CategoryHighlight } from './repository';
import { getBanners, getBlog, getBlogPage, getHighlightedCategories, getSliders } from './service';

const BANNER_PLACEMENTS = [
  'all-banner-ad',
  'home-banner-one',
  'home-banner-two',
  'home-banner-three',
  'home-two-banner',
  'offer',
] as const satisfies readonly BannerPlacement[];

const BLOG_PATH = '/v2/blog';
const BLOG_PAGE_SIZE = { default: 10, max: 50 };
// Beyond this no page can hold a blog, and the offset must stay a safe integer for the database.
const MAX_PAGE = 1_000_000;

const blogListQuery = z.object({
  page: wholeNumber('page', 1, MAX_PAGE).default(1),
  limit: wholeNumber('limit', 1, BLOG_PAGE_SIZE.max).default(BLOG_PAGE_SIZE.default),
} satisfies FieldsOf<BlogPageQuery>);

const slugParams = z.object({ slug: text('slug', 255).min(1, 'The slug field is required.') });

const bannerParams = z.object({
  placement: z.enum(BANNER_PLACEMENTS, `The placement must be one of: ${BANNER_PLACEMENTS.join(', ')}.`),
});

function sliderRoute(path: string, kind: 'main' | 'video'): RouteDefinition {
  return { method: 'GET', path, handler: async (_request, { db }) => okData(await getSliders(db, kind)) };
}

function bannerRoute(placement: BannerPlacement): RouteDefinition {
  return {
    method: 'GET',
    path: `/v2/${placement}`,
    handler: async (_request, { db }) => okData(await getBanners(db, placement)),
  };
}

function categoryRoute(path: string, highlight: CategoryHighlight): RouteDefinition {
  return {
    method: 'GET',
    path,
    handler: async (_request, { db }) => okData(await getHighlightedCategories(db, highlight)),
  };
}

export const homeRoutes: RouteDefinition[] = [
  sliderRoute('/v2/slider-main', 'main'),
  sliderRoute('/v2/video-slider', 'video'),
  bannerRoute('all-banner-ad'),
  bannerRoute('home-banner-one'),
  bannerRoute('home-banner-two'),
  bannerRoute('home-banner-three'),
  bannerRoute('home-two-banner'),
  {
    // Every placement, offer banners included, under one validated path.
    method: 'GET',
    path: '/v2/banners/:placement',
    handler: async (request, { db }) => {
      const { placement } = parseWith(bannerParams, request.params);
      return okData(await getBanners(db, placement));
    },
  },
  categoryRoute('/v2/best-selling-categories', 'is_best_selling'),
  categoryRoute('/v2/categories/trending', 'is_trending'),
  categoryRoute('/v2/new-arrival/categories', 'is_new_arrival'),
  categoryRoute('/v2/categories/featured', 'is_featured'),
  {
    method: 'GET',
    path: BLOG_PATH,
    handler: async (request, { db }) => {
      const { page, limit } = parseWith(blogListQuery, request.query);
      const { total, blogs } = await getBlogPage(db, page, limit);
      const meta = pageMeta(BLOG_PATH, page, limit, total, blogs.length);
      return okData(blogs, { meta, links: pageLinks(BLOG_PATH, meta, `limit=${limit}`) });
    },
  },
  {
    method: 'GET',
    path: `${BLOG_PATH}/:slug`,
    handler: async (request, { db }) => {
      const { slug } = parseWith(slugParams, request.params);
      return okData([await getBlog(db, slug)]);
    },
  },
];
