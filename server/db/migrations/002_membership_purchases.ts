import { type Kysely, PostgresAdapter } from 'kysely';

// A membership card bought online: the card exists once the payment gateway approves the payment.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('membership_purchases')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('card_type_id', 'integer', (col) => col.notNull().references('membership_card_types.id'))
    .addColumn('membership_id', 'integer', (col) => col.references('memberships.id'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('payment_type', 'text', (col) => col.notNull())
    .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('gateway_reference', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('membership_purchases_user_idx').on('membership_purchases').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('membership_purchases').execute();
}
