import type { Db } from '@/server/db/connection';

// Categories and the facets (colours, sizes) of the products in them.

const CATEGORY_COLUMNS = [
  'categories.id',
  'categories.parent_id',
  'categories.name',
  'categories.slug',
  'categories.icon',
  'categories.banner',
  'categories.cover_image',
  'categories.level',
] as const;

export async function findCategoryById(db: Db, id: number) {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).where('categories.id', '=', id).executeTakeFirst();
}

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategoryById>>>;

/** The category and its parent, when it has one, in one query; none for an unknown id. */
export async function findCategoryAndParent(db: Db, id: number): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(CATEGORY_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('categories.id', '=', id),
        eb('categories.id', '=', eb.selectFrom('categories as child').where('child.id', '=', id).select('child.parent_id')),
      ]),
    )
    .execute();
}

/** Every category in menu order: position, then id. */
export async function findAllCategories(db: Db): Promise<CategoryRow[]> {
  return db.selectFrom('categories').select(CATEGORY_COLUMNS).orderBy('categories.position').orderBy('categories.id').execute();
}

/** The category with this slug and its sub-categories in menu order, in one query; none for an unknown slug. */
export async function findCategoryWithChildren(db: Db, slug: string): Promise<Array<Pick<CategoryRow, 'id' | 'parent_id' | 'slug'>>> {
  return db
    .selectFrom('categories')
    .select(['categories.id', 'categories.parent_id', 'categories.slug'])
    .where((eb) =>
      eb.or([
        eb('categories.slug', '=', slug),
        eb('categories.parent_id', 'in', eb.selectFrom('categories as parent').where('parent.slug', '=', slug).select('parent.id')),
      ]),
    )
    .orderBy('categories.position')
    .orderBy('categories.id')
    .execute();
}

export async function findHomeCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .select(CATEGORY_COLUMNS)
    .where('categories.is_home', '=', 1)
    .orderBy('categories.position')
    .orderBy('categories.id')
    .execute();
}

export type CategoryWithProductCount = CategoryRow & { number_of_products: number };

/**
 * Every category in menu order with the number of published products linked to it (a product is
 * linked to its sub-category and its parent), in one query.
 */
export async function findCategoriesWithProductCounts(db: Db): Promise<CategoryWithProductCount[]> {
  const productCounts = db
    .selectFrom('product_categories')
    .innerJoin('products', 'products.id', 'product_categories.product_id')
    .where('products.published', '=', 1)
    .select((eb) => ['product_categories.category_id', eb.fn.count<number>('product_categories.product_id').distinct().as('total')])
    .groupBy('product_categories.category_id');
  const rows = await db
    .selectFrom('categories')
    .leftJoin(productCounts.as('product_counts'), 'product_counts.category_id', 'categories.id')
    .select(CATEGORY_COLUMNS)
    .select('product_counts.total')
    .orderBy('categories.position')
    .orderBy('categories.id')
    .execute();
  return rows.map(({ total, ...category }) => ({ ...category, number_of_products: Number(total ?? 0) }));
}

function variantsOfPublishedProducts(db: Db, categoryIds?: number[]) {
  return db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .where('products.published', '=', 1)
    // The categories' products are read once, before any variant, rather than checked for each variant.
    .$if(categoryIds !== undefined, (query) =>
      query.where(
        'products.id',
        'in',
        db.selectFrom('product_categories').where('product_categories.category_id', 'in', categoryIds!).select('product_categories.product_id'),
      ),
    );
}

/**
 * The colours that published products (of the given categories) come in, with their hex codes, by name.
 * A colour the colour list has no code for is left out: a filter swatch needs its code.
 */
export async function findVariantColors(db: Db, categoryIds?: number[]): Promise<Array<{ name: string; code: string }>> {
  return variantsOfPublishedProducts(db, categoryIds)
    .innerJoin('colors', 'colors.name', 'product_variants.color')
    .where('product_variants.color', 'is not', null)
    .select(['product_variants.color as name', 'colors.code'])
    .distinct()
    .orderBy('product_variants.color')
    .$narrowType<{ name: string }>()
    .execute();
}

/** The sizes that published products (of the given categories) come in, unordered. */
export async function findVariantSizes(db: Db, categoryIds?: number[]): Promise<string[]> {
  const rows = await variantsOfPublishedProducts(db, categoryIds)
    .where('product_variants.size', 'is not', null)
    .select('product_variants.size')
    .distinct()
    .execute();
  return rows.flatMap((row) => (row.size === null ? [] : [row.size]));
}
