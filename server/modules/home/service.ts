import type * as z from 'zod/mini';
import type { categoryTiles } from '@/contract/catalog';
import type { blogPage, homeBanners, homeSlides } from '@/contract/home';
import type { Db } from '../../db/connection';
import type { BannerPlacement } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import {
  type CategoryHighlight,
  countBlogs,
  findBlogBySlug,
  listActiveBanners,
  listActiveSliders,
  listBlogs,
  listHighlightedCategories,
} from './repository';

export async function getSliders(db: Db, kind: 'main' | 'video'): Promise<z.input<typeof homeSlides>['data']> {
  const sliders = await listActiveSliders(db, kind);
  return sliders.map((slider) => ({
    id: slider.id,
    title: slider.title,
    subtitle: slider.subtitle,
    photo: slider.image,
    link: slider.link,
    video_link: slider.video_link,
  }));
}

export async function getBanners(db: Db, placement: BannerPlacement): Promise<z.input<typeof homeBanners>['data']> {
  const banners = await listActiveBanners(db, placement);
  return banners.map((banner) => ({
    id: banner.id,
    title: banner.title,
    photo: banner.image,
    url: banner.link,
    position: banner.position,
  }));
}

export async function getHighlightedCategories(db: Db, highlight: CategoryHighlight): Promise<z.input<typeof categoryTiles>['data']> {
  const categories = await listHighlightedCategories(db, highlight);
  return categories.map(({ product_count: productCount, ...category }) => ({
    ...category,
    number_of_products: Number(productCount ?? 0),
  }));
}

export async function getBlogPage(db: Db, page: number, limit: number): Promise<{ total: number; blogs: z.input<typeof blogPage>['data'] }> {
  const [total, blogs] = await Promise.all([countBlogs(db), listBlogs(db, (page - 1) * limit, limit)]);
  return { total, blogs };
}

export async function getBlog(db: Db, slug: string) {
  const blog = await findBlogBySlug(db, slug);
  if (!blog) throw new NotFoundError('Blog not found');
  return blog;
}
