import { type Kysely, sql } from 'kysely';

// Each order item keeps the crossed-out unit price it was sold against, so that the order shows the
// same "was" price as the product page, the bag and the checkout did. Items of orders placed before
// kept none: their unit price before discount stands in for it.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('order_items')
    .addColumn('stroked_price', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE order_items SET stroked_price = unit_price`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('stroked_price').execute();
}
