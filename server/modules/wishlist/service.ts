import type * as z from 'zod/mini';
import type { wishlist } from '@/contract/wishlist';
import type { Db } from '@/server/db/connection';
import { NotFoundError } from '@/server/http/errors';
import { findProductSummariesByIds, findPublishedProduct } from '@/server/modules/catalog/repository';
import { toListItems } from '@/server/modules/catalog/service';
import { addToWishlist, findWishlistEntries, isOnWishlist, removeFromWishlist } from './repository';

export type WishlistToggle = 'added' | 'removed';

type WishlistEntry = z.input<typeof wishlist>['data'][number];

/** A listed product is removed, any other published product is added. */
export async function toggleWishlist(db: Db, userId: number, productId: number, now: Date): Promise<WishlistToggle> {
  if (!(await findPublishedProduct(db, { id: productId }))) throw new NotFoundError('Product not found');
  if (await removeFromWishlist(db, userId, productId)) return 'removed';
  await addToWishlist(db, userId, productId, now.toISOString());
  return 'added';
}

/** Newest first, with the catalog's list items and selling prices; products taken off sale are left out. */
export async function listWishlist(db: Db, userId: number, now: Date): Promise<WishlistEntry[]> {
  const entries = await findWishlistEntries(db, userId);
  const rows = await findProductSummariesByIds(db, entries.map((entry) => entry.product_id), now.toISOString());
  const productsById = new Map((await toListItems(db, rows, now)).map((product) => [product.id, product]));
  return entries.flatMap((entry) => {
    const product = productsById.get(entry.product_id);
    return product ? [{ id: entry.id, product }] : [];
  });
}

export async function isProductOnWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  return isOnWishlist(db, userId, productId);
}
