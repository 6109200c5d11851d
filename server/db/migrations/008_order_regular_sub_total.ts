import { type Kysely, sql } from 'kysely';

// An order keeps its lines at their regular (crossed-out) prices, so that its summary starts from the
// same sub total the bag and the checkout showed and every discount below it is taken off once.
// Orders placed before kept no crossed-out prices: their lines at the unit prices they were sold from
// are the best that is known, the sub total with the product and membership discounts added back.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('regular_sub_total', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE orders SET regular_sub_total = sub_total + product_discount + membership_discount`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('regular_sub_total').execute();
}
