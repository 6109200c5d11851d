import type { Db } from '@/server/db/connection';

// `Idempotency-Key`s of order placement, unique per user and key.

/**
 * Records the key inside the placement's transaction; answers false when the caller already used it.
 * On PostgreSQL a concurrent placement holding the same key makes this wait until that one commits
 * (then false) or rolls back (then true); on SQLite transactions run one after another.
 */
export async function claimIdempotencyKey(db: Db, userId: number, key: string, requestHash: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, request_hash: requestHash, order_id: null, response: null, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findIdempotencyKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'order_id', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

/** The first placement's answer, given again for every repeat of the key. */
export async function saveIdempotentAnswer(db: Db, userId: number, key: string, orderId: number, response: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ order_id: orderId, response })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}
