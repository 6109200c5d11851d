import type { Kysely } from 'kysely';

// Back-in-stock alerts go out in the language the shopper asked in (English or Bangla).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('stock_requests')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_requests').dropColumn('locale').execute();
}
