import type { Db } from '@/server/db/connection';

// Plain reads of the database for what a catalog answer must contain (which products are published,
// which have a variant, which sit in a category), and the shape every list item has. Prices are never
// worked out here: they come from the hand-written table in goldenCatalog.ts.

export async function publishedProducts(db: Db) {
  return db.selectFrom('products').selectAll().where('published', '=', 1).orderBy('id').execute();
}

export async function unpublishedProductIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('products').select('id').where('published', '=', 0).execute();
  return rows.map((row) => row.id);
}

/** Published products of the flash deals with these slugs. */
export async function flashDealProductIds(db: Db, slugs: string[]): Promise<number[]> {
  const rows = await db
    .selectFrom('flash_deal_products')
    .innerJoin('flash_deals', 'flash_deals.id', 'flash_deal_products.flash_deal_id')
    .innerJoin('products', 'products.id', 'flash_deal_products.product_id')
    .select('products.id')
    .where('flash_deals.slug', 'in', slugs)
    .where('products.published', '=', 1)
    .orderBy('products.id')
    .execute();
  return rows.map((row) => row.id);
}

export async function productIdsWithVariant(db: Db, match: { colors?: string[]; sizes?: string[] }): Promise<Set<number>> {
  const variants = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.product_id', 'product_variants.color', 'product_variants.size'])
    .where('products.published', '=', 1)
    .execute();
  const lower = (values?: string[]) => values?.map((value) => value.toLowerCase());
  const colors = lower(match.colors);
  const sizes = lower(match.sizes);
  return new Set(
    variants
      .filter((variant) => !colors || colors.includes((variant.color ?? '').toLowerCase()))
      .filter((variant) => !sizes || sizes.includes((variant.size ?? '').toLowerCase()))
      .map((variant) => variant.product_id),
  );
}

/** Ids of published products linked to the category or one of its children. */
export async function productIdsInCategoryTree(db: Db, categoryId: number): Promise<Set<number>> {
  const children = await db.selectFrom('categories').select('id').where('parent_id', '=', categoryId).execute();
  const rows = await db
    .selectFrom('product_categories')
    .innerJoin('products', 'products.id', 'product_categories.product_id')
    .select('product_categories.product_id')
    .where('products.published', '=', 1)
    .where('product_categories.category_id', 'in', [categoryId, ...children.map((child) => child.id)])
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/** Fetches every page of a listing and returns all items in order. */
export async function fetchAllPages(get: (path: string) => Promise<{ status: number; body: any }>, pathWithQuery: string) {
  const separator = pathWithQuery.includes('?') ? '&' : '?';
  const items: any[] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(`${pathWithQuery}${separator}limit=100&page=${page}`);
    expect(response.status).toBe(200);
    items.push(...response.body.data);
    if (page >= response.body.meta.last_page) return items;
  }
}

export const LIST_ITEM_KEYS = [
  'id',
  'name',
  'slug',
  'thumbnail_image',
  'hover_image',
  'base_price',
  'base_discounted_price',
  'main_price',
  'stroked_price',
  'discount',
  'discount_percent',
  'has_discount',
  'rating',
  'rating_count',
  'sales',
  'current_stock',
  'is_negative',
  'choice_options',
].sort();

/** A list item has exactly the contract's fields, and its prices agree with each other. */
export function expectListItemShape(item: any): void {
  expect(Object.keys(item).sort()).toEqual(LIST_ITEM_KEYS);
  expect(item.base_price).toBe(item.stroked_price);
  expect(item.base_discounted_price).toBe(item.main_price);
  expect(item.stroked_price).toBeGreaterThanOrEqual(item.main_price);
  expect(item.discount).toBeCloseTo(item.stroked_price - item.main_price, 2);
  expect(item.has_discount).toBe(item.discount > 0);
  for (const choice of item.choice_options) {
    expect(['COLOR', 'Size']).toContain(choice.title);
    expect(choice.alias_name).toHaveLength(choice.options.length);
    if (choice.title === 'COLOR') expect(choice.color_codes).toHaveLength(choice.options.length);
    expect(choice).not.toHaveProperty('color_wise_images');
  }
}
