import type { Db } from '@/server/db/connection';

// A customer's saved products; every query is scoped to the owner.

/** True when the product was on the list. */
export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('wishlists')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A concurrent add of the same product leaves the one row the unique constraint allows. */
export async function addToWishlist(db: Db, userId: number, productId: number, createdAt: string): Promise<void> {
  await db
    .insertInto('wishlists')
    .values({ user_id: userId, product_id: productId, created_at: createdAt })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Newest first. */
export async function findWishlistEntries(db: Db, userId: number) {
  return db
    .selectFrom('wishlists')
    .select(['id', 'product_id'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function isOnWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('wishlists')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}
