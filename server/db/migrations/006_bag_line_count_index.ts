import type { Kysely } from 'kysely';

// Every change to the bag answers with its line count: with the product id in the index, SQLite
// counts a shopper's lines from the index alone instead of reading each line's row.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('carts_user_product_idx').on('carts').columns(['user_id', 'product_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('carts_user_product_idx').execute();
}
