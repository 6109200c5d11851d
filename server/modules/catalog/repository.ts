import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { isRunningFlashDeal, publishedProductsWithSellingPrice, type ProductSummaryRow } from './pricingSql';

export type { ProductSummaryRow } from './pricingSql';

export type ProductOrder = 'newest' | 'oldest' | 'price_low_to_high' | 'price_high_to_low' | 'popularity' | 'rating';

export interface ProductFilters {
  /** The category and its sub-categories. */
  categoryIds?: number[];
  search?: string;
  newArrival?: boolean;
  topSelling?: boolean;
  hotDeal?: boolean;
  featured?: boolean;
  flashDeal?: boolean;
  /** Bounds on the selling price, in poisha. */
  minPrice?: number;
  maxPrice?: number;
  /** Lower-case values; with both, one variant must have one of the colours and one of the sizes. */
  colors?: string[];
  sizes?: string[];
}

type ListingScope = Database & { product: ProductSummaryRow };
type ListingExpressions = ExpressionBuilder<ListingScope, 'product'>;

const ORDERINGS: Record<ProductOrder, Array<[keyof ProductSummaryRow, 'asc' | 'desc']>> = {
  newest: [['created_at', 'desc'], ['id', 'desc']],
  oldest: [['created_at', 'asc'], ['id', 'asc']],
  price_low_to_high: [['selling_price', 'asc'], ['id', 'asc']],
  price_high_to_low: [['selling_price', 'desc'], ['id', 'desc']],
  popularity: [['sales', 'desc'], ['id', 'desc']],
  rating: [['rating', 'desc'], ['rating_count', 'desc'], ['id', 'desc']],
};

/** `%` and `_` typed by a shopper are searched for literally. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function lowerLike(column: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like lower(${pattern}) escape '\\'`;
}

function matchesSearch(eb: ListingExpressions, term: string): Expression<SqlBool> {
  const pattern = containsPattern(term);
  return eb.or([
    lowerLike(eb.ref('product.name'), pattern),
    lowerLike(eb.ref('product.style_code'), pattern),
    // Categories are few: the matching ones (a CROSS JOIN makes SQLite read them first) give their
    // products once per statement, rather than a lookup for every product.
    eb(
      'product.id',
      'in',
      eb
        .selectFrom('categories')
        .crossJoin('product_categories')
        .whereRef('product_categories.category_id', '=', 'categories.id')
        .where(lowerLike(sql.ref('categories.name'), pattern))
        .select('product_categories.product_id'),
    ),
  ]);
}

// The filters below name their products in one uncorrelated subquery, read once through its own index,
// rather than a lookup per listed product: the cost follows the matches, not the whole catalogue.
function hasMatchingVariant(eb: ListingExpressions, colors?: string[], sizes?: string[]): Expression<SqlBool> {
  return eb(
    'product.id',
    'in',
    eb
      .selectFrom('product_variants')
      .$if(Boolean(colors?.length), (query) => query.where((inner) => inner(inner.fn('lower', ['product_variants.color']), 'in', colors!)))
      .$if(Boolean(sizes?.length), (query) => query.where((inner) => inner(inner.fn('lower', ['product_variants.size']), 'in', sizes!)))
      .select('product_variants.product_id'),
  );
}

function isInCategories(eb: ListingExpressions, categoryIds: number[]): Expression<SqlBool> {
  return eb(
    'product.id',
    'in',
    eb.selectFrom('product_categories').where('product_categories.category_id', 'in', categoryIds).select('product_categories.product_id'),
  );
}

function isInRunningFlashDeal(eb: ListingExpressions, now: string): Expression<SqlBool> {
  return eb(
    'product.id',
    'in',
    eb
      .selectFrom('flash_deal_products')
      .innerJoin('flash_deals', 'flash_deals.id', 'flash_deal_products.flash_deal_id')
      .where(isRunningFlashDeal(now))
      .select('flash_deal_products.product_id'),
  );
}

/** Every filter except the price bounds, which the price slider's own bounds must ignore. */
function filterConditions(eb: ListingExpressions, filters: ProductFilters, now: string): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.categoryIds) conditions.push(isInCategories(eb, filters.categoryIds));
  if (filters.search) conditions.push(matchesSearch(eb, filters.search));
  if (filters.newArrival) conditions.push(eb('product.is_new_arrival', '=', 1));
  if (filters.topSelling) conditions.push(eb('product.sales', '>', 0));
  if (filters.hotDeal) conditions.push(eb('product.is_hot_deal', '=', 1));
  if (filters.featured) conditions.push(eb('product.is_featured', '=', 1));
  if (filters.flashDeal) conditions.push(isInRunningFlashDeal(eb, now));
  if (filters.colors?.length || filters.sizes?.length) conditions.push(hasMatchingVariant(eb, filters.colors, filters.sizes));
  return conditions;
}

function priceConditions(eb: ListingExpressions, filters: ProductFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.minPrice !== undefined) conditions.push(eb('product.selling_price', '>=', filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(eb('product.selling_price', '<=', filters.maxPrice));
  return conditions;
}

function listing(db: Db, now: string, ids?: readonly number[]) {
  return db.selectFrom(publishedProductsWithSellingPrice(db, now, ids).as('product'));
}

export async function findProductPage(
  db: Db,
  filters: ProductFilters,
  order: ProductOrder,
  page: { limit: number; offset: number },
  now: string,
): Promise<ProductSummaryRow[]> {
  let query = listing(db, now)
    .selectAll('product')
    .where((eb) => eb.and([...filterConditions(eb, filters, now), ...priceConditions(eb, filters)]));
  for (const [column, direction] of ORDERINGS[order]) query = query.orderBy(`product.${column}`, direction);
  return query.limit(page.limit).offset(page.offset).execute();
}

export async function countProducts(db: Db, filters: ProductFilters, now: string): Promise<number> {
  const row = await listing(db, now)
    .where((eb) => eb.and([...filterConditions(eb, filters, now), ...priceConditions(eb, filters)]))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The cheapest and dearest selling price among the filtered products, price filter left out. */
export async function findSellingPriceBounds(
  db: Db,
  filters: ProductFilters,
  now: string,
): Promise<{ min: number | null; max: number | null }> {
  const row = await listing(db, now)
    .where((eb) => eb.and(filterConditions(eb, filters, now)))
    .select((eb) => [eb.fn.min('product.selling_price').as('min'), eb.fn.max('product.selling_price').as('max')])
    .executeTakeFirstOrThrow();
  return { min: row.min === null ? null : Number(row.min), max: row.max === null ? null : Number(row.max) };
}

/**
 * A listing's total (price filter applied) and the selling-price bounds its price slider shows (price
 * filter left out), read in one pass over the filtered products instead of one pass for each.
 */
export async function findListingTotals(
  db: Db,
  filters: ProductFilters,
  now: string,
): Promise<{ total: number; min: number | null; max: number | null }> {
  const row = await listing(db, now)
    .where((eb) => eb.and(filterConditions(eb, filters, now)))
    .select((eb) => {
      const inPriceRange = priceConditions(eb, filters);
      const total = inPriceRange.length === 0 ? eb.fn.countAll<number>() : eb.fn.sum<number>(eb.case().when(eb.and(inPriceRange)).then(1).else(0).end());
      return [total.as('total'), eb.fn.min('product.selling_price').as('min'), eb.fn.max('product.selling_price').as('max')];
    })
    .executeTakeFirstOrThrow();
  return { total: Number(row.total ?? 0), min: row.min === null ? null : Number(row.min), max: row.max === null ? null : Number(row.max) };
}

export async function findProductSummariesByIds(db: Db, ids: readonly number[], now: string): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return [];
  return listing(db, now, ids)
    .selectAll('product')
    .orderBy('product.created_at', 'desc')
    .orderBy('product.id', 'desc')
    .execute();
}

/**
 * Products of the same sub-category first, then of the same parent category; newest first within each.
 * Only ids: they come from the two category indexes, so the cost follows the categories' size rather
 * than the catalogue's, and the caller prices just the products chosen.
 */
export async function findRelatedProductIds(
  db: Db,
  product: { id: number; category_id: number },
  parentCategoryId: number,
  limit: number,
): Promise<number[]> {
  const sameSubCategory = db
    .selectFrom('products')
    .select(['products.id', 'products.created_at', sql<number>`0`.as('rank')])
    .where('products.category_id', '=', product.category_id)
    .where('products.published', '=', 1)
    .where('products.id', '!=', product.id);
  const sameParentCategory = db
    .selectFrom('product_categories')
    // SQLite reads the left side of a CROSS JOIN first: the category's links, not every published product.
    .crossJoin('products')
    .whereRef('products.id', '=', 'product_categories.product_id')
    .select(['products.id', 'products.created_at', sql<number>`1`.as('rank')])
    .where('product_categories.category_id', '=', parentCategoryId)
    .where('products.category_id', '!=', product.category_id)
    .where('products.published', '=', 1)
    .where('products.id', '!=', product.id);
  const rows = await sameSubCategory
    .unionAll(sameParentCategory)
    .orderBy('rank')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function findNewestInCategories(db: Db, categoryIds: number[], limit: number, now: string): Promise<ProductSummaryRow[]> {
  return listing(db, now)
    .selectAll('product')
    .where((eb) => isInCategories(eb, categoryIds))
    .orderBy('product.created_at', 'desc')
    .orderBy('product.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findPublishedProduct(db: Db, where: { id: number } | { slug: string }) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('published', '=', 1)
    .where((eb) => ('id' in where ? eb('id', '=', where.id) : eb('slug', '=', where.slug)))
    .executeTakeFirst();
}

export type ProductRow = NonNullable<Awaited<ReturnType<typeof findPublishedProduct>>>;

/** A published product's sub-category and that category's parent (its own id for a top-level one), in one query. */
export async function findPublishedProductCategories(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.category_id')
    .select((eb) => ['products.id', 'products.category_id', eb.fn.coalesce('categories.parent_id', 'products.category_id').as('parent_category_id')])
    .where('products.id', '=', productId)
    .where('products.published', '=', 1)
    .executeTakeFirst();
}

export async function findVariants(db: Db, productId: number) {
  return db
    .selectFrom('product_variants')
    .select(['variant', 'barcode', 'sku', 'stock', 'price', 'stroked_price', 'color', 'size', 'image'])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
}

export type VariantRow = Awaited<ReturnType<typeof findVariants>>[number];

/** Choice options of many products in one query, in choice then option order, with colour codes. */
export async function findChoiceOptions(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_choice_options')
    .leftJoin('colors', (join) =>
      join.onRef('colors.name', '=', 'product_choice_options.value').on('product_choice_options.attribute', '=', 'COLOR'),
    )
    .select([
      'product_choice_options.product_id',
      'product_choice_options.attribute',
      'product_choice_options.choice_position',
      'product_choice_options.value',
      'product_choice_options.alias_name',
      'colors.code as color_code',
    ])
    .where('product_choice_options.product_id', 'in', productIds)
    .orderBy('product_choice_options.product_id')
    .orderBy('product_choice_options.choice_position')
    .orderBy('product_choice_options.option_position')
    .orderBy('product_choice_options.id')
    .execute();
}

export type ChoiceOptionRow = Awaited<ReturnType<typeof findChoiceOptions>>[number];

export async function findStockTotals(db: Db, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants')
    .select((eb) => ['product_id', eb.fn.sum<number>('stock').as('stock')])
    .where('product_id', 'in', productIds)
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.stock)]));
}

export async function findPhotos(db: Db, productId: number) {
  return db
    .selectFrom('product_photos')
    .select(['variant', 'path'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Running flash deals of many products, the soonest ending first. */
export async function findRunningFlashDealEntries(db: Db, productIds: number[], now: string) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('flash_deal_products')
    .innerJoin('flash_deals', 'flash_deals.id', 'flash_deal_products.flash_deal_id')
    .select([
      'flash_deal_products.product_id',
      'flash_deal_products.discount',
      'flash_deal_products.discount_type',
      'flash_deals.id as flash_deal_id',
      'flash_deals.title',
      'flash_deals.slug',
      'flash_deals.end_at',
    ])
    .where('flash_deal_products.product_id', 'in', productIds)
    .where(isRunningFlashDeal(now))
    .orderBy('flash_deals.end_at')
    .orderBy('flash_deals.id')
    .execute();
}

export type FlashDealEntryRow = Awaited<ReturnType<typeof findRunningFlashDealEntries>>[number];

export async function findProductSlugs(db: Db, productIds: number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db.selectFrom('products').select('slug').where('id', 'in', productIds).execute();
  return rows.map((row) => row.slug);
}

export async function findOrderProductSlugs(db: Db, orderId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select('products.slug')
    .distinct()
    .where('order_items.order_id', '=', orderId)
    .execute();
  return rows.map((row) => row.slug);
}
