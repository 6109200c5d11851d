import type { Db } from '@/server/db/connection';
import { NotFoundError } from '@/server/http/errors';
import { poishaToTaka } from '@/utils/money';
import { type CategoryRow, findCategoryAndParent, findCategoryWithChildren } from './categoryRepository';
import {
  type CategoryLink,
  groupChoiceOptions,
  type ProductDetail,
  type ProductListItem,
  toListItem,
  toProductDetail,
} from './presenter';
import {
  findChoiceOptions,
  findPhotos,
  findProductPage,
  findProductSummariesByIds,
  findPublishedProduct,
  findPublishedProductCategories,
  findRelatedProductIds,
  findListingTotals,
  findRunningFlashDealEntries,
  findStockTotals,
  findVariants,
  type ProductFilters,
  type ProductOrder,
  type ProductSummaryRow,
} from './repository';

/** List items for many products with a fixed number of queries, whatever the number of products. */
export async function toListItems(db: Db, rows: readonly ProductSummaryRow[], now: Date): Promise<ProductListItem[]> {
  const ids = rows.map((row) => row.id);
  const [choiceRows, stockTotals, flashDealEntries] = await Promise.all([
    findChoiceOptions(db, ids),
    findStockTotals(db, ids),
    findRunningFlashDealEntries(db, ids, now.toISOString()),
  ]);
  const choicesByProduct = groupChoiceOptions(choiceRows);
  return rows.map((row) =>
    toListItem(
      row,
      {
        choiceOptions: choicesByProduct.get(row.id) ?? [],
        currentStock: stockTotals.get(row.id) ?? 0,
        flashDealEntries: flashDealEntries.filter((entry) => entry.product_id === row.id),
      },
      now,
    ),
  );
}

/**
 * A category slug stands for the category and its sub-categories, found among categories that hold
 * them (in menu order); an unknown slug is a 404.
 */
export function categoryIdsIn(categories: readonly Pick<CategoryRow, 'id' | 'parent_id' | 'slug'>[], slug: string): number[] {
  const category = categories.find((row) => row.slug === slug);
  if (!category) throw new NotFoundError('Category not found');
  return [category.id, ...categories.filter((row) => row.parent_id === category.id).map((row) => row.id)];
}

async function categoryIdsForSlug(db: Db, slug: string): Promise<number[]> {
  return categoryIdsIn(await findCategoryWithChildren(db, slug), slug);
}

export interface ProductListingRequest {
  filters: Omit<ProductFilters, 'categoryIds'>;
  categorySlug?: string;
  order?: ProductOrder;
  page: number;
  limit: number;
}

export interface ProductListing {
  items: ProductListItem[];
  total: number;
  /** Selling-price bounds in taka of the filtered products before the price filter, for the price slider. */
  minPrice: number;
  maxPrice: number;
}

export async function listProducts(db: Db, request: ProductListingRequest, now: Date): Promise<ProductListing> {
  const filters: ProductFilters = { ...request.filters };
  if (request.categorySlug !== undefined) filters.categoryIds = await categoryIdsForSlug(db, request.categorySlug);
  // Top-selling lists are about sales, so they rank by sales unless the shopper picks another order.
  const order = request.order ?? (filters.topSelling ? 'popularity' : 'newest');
  const time = now.toISOString();
  const [rows, totals] = await Promise.all([
    findProductPage(db, filters, order, { limit: request.limit, offset: (request.page - 1) * request.limit }, time),
    findListingTotals(db, filters, time),
  ]);
  return {
    items: await toListItems(db, rows, now),
    total: totals.total,
    minPrice: poishaToTaka(totals.min ?? 0),
    maxPrice: poishaToTaka(totals.max ?? 0),
  };
}

/** The product's sub-category first, then its parent. */
async function categoryChain(db: Db, categoryId: number): Promise<CategoryLink[]> {
  const rows = await findCategoryAndParent(db, categoryId);
  const category = rows.find((row) => row.id === categoryId);
  if (!category) return [];
  const parent = rows.find((row) => row.id === category.parent_id);
  return [category, ...(parent ? [parent] : [])].map(({ id, name, slug }) => ({ id, name, slug }));
}

export async function getProductDetail(db: Db, where: { id: number } | { slug: string }, now: Date): Promise<ProductDetail> {
  const product = await findPublishedProduct(db, where);
  if (!product) throw new NotFoundError('Product not found');
  const [variants, choiceRows, photos, categories, flashDealEntries] = await Promise.all([
    findVariants(db, product.id),
    findChoiceOptions(db, [product.id]),
    findPhotos(db, product.id),
    categoryChain(db, product.category_id),
    findRunningFlashDealEntries(db, [product.id], now.toISOString()),
  ]);
  const choiceOptions = groupChoiceOptions(choiceRows).get(product.id) ?? [];
  return toProductDetail({ product, variants, choiceOptions, photos, categories, flashDealEntries }, now);
}

export async function listRelatedProducts(db: Db, productId: number, limit: number, now: Date): Promise<ProductListItem[]> {
  const product = await findPublishedProductCategories(db, productId);
  if (!product) throw new NotFoundError('Product not found');
  const ids = await findRelatedProductIds(db, product, product.parent_category_id, limit);
  return toListItems(db, await summariesInOrder(db, ids, now), now);
}

/** Listing rows in the order of `ids`; unknown and unpublished ids are skipped. */
async function summariesInOrder(db: Db, ids: readonly number[], now: Date): Promise<ProductSummaryRow[]> {
  const rows = await findProductSummariesByIds(db, ids, now.toISOString());
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => rowsById.get(id) ?? []);
}

/** In the order the shopper viewed them; unknown and unpublished ids are skipped. */
export async function listRecentlyViewed(db: Db, ids: readonly number[], now: Date): Promise<ProductListItem[]> {
  return toListItems(db, await summariesInOrder(db, [...new Set(ids)], now), now);
}
