import type { Db } from '../../db/connection';
import type { BannerPlacement } from '../../db/types';

// Read-only queries for the home page: sliders, banners, highlighted categories and the blog.

export function listActiveSliders(db: Db, kind: 'main' | 'video') {
  return db
    .selectFrom('sliders')
    .select(['id', 'title', 'subtitle', 'image', 'link', 'video_link', 'position'])
    .where('kind', '=', kind)
    .where('status', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listActiveBanners(db: Db, placement: BannerPlacement) {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'image', 'link', 'position'])
    .where('placement', '=', placement)
    .where('status', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type CategoryHighlight = 'is_best_selling' | 'is_trending' | 'is_new_arrival' | 'is_featured';

// Top-level categories come before sub-categories, since positions only order siblings.
// A product is linked to its sub-category and that sub-category's parent, so parents count both.
export function listHighlightedCategories(db: Db, highlight: CategoryHighlight) {
  const publishedProductCounts = db
    .selectFrom('product_categories')
    .innerJoin('products', 'products.id', 'product_categories.product_id')
    .where('products.published', '=', 1)
    .select((eb) => [
      'product_categories.category_id',
      eb.fn.count<number>('product_categories.product_id').distinct().as('product_count'),
    ])
    .groupBy('product_categories.category_id')
    .as('product_counts');
  return db
    .selectFrom('categories')
    .leftJoin(publishedProductCounts, 'product_counts.category_id', 'categories.id')
    .select([
      'categories.id',
      'categories.name',
      'categories.slug',
      'categories.icon',
      'categories.banner',
      'categories.cover_image',
      'product_counts.product_count',
    ])
    .where(`categories.${highlight}`, '=', 1)
    .orderBy('categories.level')
    .orderBy('categories.position')
    .orderBy('categories.id')
    .execute();
}

const BLOG_SUMMARY_COLUMNS = ['id', 'title', 'slug', 'category', 'short_description', 'banner', 'created_at'] as const;

export async function countBlogs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('blogs')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function listBlogs(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('blogs')
    .select(BLOG_SUMMARY_COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function findBlogBySlug(db: Db, slug: string) {
  return db
    .selectFrom('blogs')
    .select([...BLOG_SUMMARY_COLUMNS, 'description', 'meta_title', 'meta_description'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
