import type * as z from 'zod/mini';
import type { CategoryNode, categoryFacetsAnswer } from '@/contract/catalog';
import type { homeCategoryRows } from '@/contract/home';
import type { Db } from '@/server/db/connection';
import { NotFoundError } from '@/server/http/errors';
import type { SharedRead } from '@/server/http/types';
import { poishaToTaka } from '@/utils/money';
import { sortSizes } from '@/utils/sizeOrder';
import {
  type CategoryWithProductCount,
  findAllCategories,
  findCategoriesWithProductCounts,
  findCategoryById,
  findHomeCategories,
  findVariantColors,
  findVariantSizes,
} from './categoryRepository';
import type { ProductListItem } from './presenter';
import { findNewestInCategories, findSellingPriceBounds } from './repository';
import { categoryIdsIn, toListItems } from './service';

const HOME_CATEGORY_PRODUCT_LIMIT = 10;

function buildTree(categories: readonly CategoryWithProductCount[], parentId: number | null): CategoryNode[] {
  return categories
    .filter((category) => category.parent_id === parentId)
    .map((category) => ({ ...category, children: buildTree(categories, category.id) }));
}

// Every category with its product count. A category page's render asks for it twice (its facets and the
// whole tree), in calls that share this read.
function allCategoriesWithProductCounts(db: Db, sharedRead: SharedRead | undefined): Promise<CategoryWithProductCount[]> {
  return sharedRead ? sharedRead(findCategoriesWithProductCounts) : findCategoriesWithProductCounts(db);
}

/** Top-level categories with their children, or one parent's children (404 for an unknown parent). */
export async function listCategories(db: Db, parentId: number | undefined, sharedRead?: SharedRead): Promise<CategoryNode[]> {
  if (parentId !== undefined && !(await findCategoryById(db, parentId))) throw new NotFoundError('Category not found');
  return buildTree(await allCategoriesWithProductCounts(db, sharedRead), parentId ?? null);
}

/**
 * What a listing can be narrowed by: sub-categories, colours, sizes in size order, and the price range.
 * A category's facets count the products of that category and its sub-categories, as the whole tree
 * counts them.
 */
export async function describeCategoryFacets(
  db: Db,
  slug: string | undefined,
  now: Date,
  sharedRead?: SharedRead,
): Promise<z.input<typeof categoryFacetsAnswer>['data']> {
  const allCategories = await allCategoriesWithProductCounts(db, sharedRead);
  const categoryIds = slug === undefined ? undefined : categoryIdsIn(allCategories, slug);
  const [colors, sizes, bounds] = await Promise.all([
    findVariantColors(db, categoryIds),
    findVariantSizes(db, categoryIds),
    findSellingPriceBounds(db, { categoryIds }, now.toISOString()),
  ]);
  const categories = categoryIds === undefined ? allCategories : allCategories.filter((candidate) => categoryIds.includes(candidate.id));
  const category = categoryIds === undefined ? undefined : categories.find((candidate) => candidate.id === categoryIds[0]);
  return {
    category: category ?? null,
    sub_categories: buildTree(categories, category?.id ?? null),
    colors,
    sizes: sortSizes(sizes),
    min_price: poishaToTaka(bounds.min ?? 0),
    max_price: poishaToTaka(bounds.max ?? 0),
  };
}

const COLOR_ATTRIBUTE_ID = 1;
const SIZE_ATTRIBUTE_ID = 2;

/** The shop's attributes with the values its published products come in. */
export async function listAttributes(db: Db) {
  const [colors, sizes] = await Promise.all([findVariantColors(db), findVariantSizes(db)]);
  return [
    { id: COLOR_ATTRIBUTE_ID, name: 'COLOR', values: colors.map((color) => ({ value: color.name, code: color.code })) },
    { id: SIZE_ATTRIBUTE_ID, name: 'Size', values: sortSizes(sizes).map((size) => ({ value: size })) },
  ];
}

/** Categories flagged for the home page, each with its newest products (sub-categories included). */
export async function listHomeCategoryProducts(db: Db, now: Date): Promise<z.input<typeof homeCategoryRows>['data']> {
  const [homeCategories, allCategories] = await Promise.all([findHomeCategories(db), findAllCategories(db)]);
  const time = now.toISOString();
  const rowsPerCategory = await Promise.all(
    homeCategories.map((category) => {
      const categoryIds = [category.id, ...allCategories.filter((child) => child.parent_id === category.id).map((child) => child.id)];
      return findNewestInCategories(db, categoryIds, HOME_CATEGORY_PRODUCT_LIMIT, time);
    }),
  );
  const uniqueRows = [...new Map(rowsPerCategory.flat().map((row) => [row.id, row])).values()];
  const itemsById = new Map<number, ProductListItem>((await toListItems(db, uniqueRows, now)).map((item) => [item.id, item]));
  return homeCategories.map((category, index) => ({
    category: { id: category.id, name: category.name, slug: category.slug, banner: category.banner },
    products: rowsPerCategory[index].map((row) => itemsById.get(row.id)!),
  }));
}
