import { type Kysely, PostgresAdapter } from 'kysely';

// A verified recovery code is exchanged for a one-time reset token: the step that sets the new
// password must show it, so knowing that someone verified a code is not enough. Only its SHA-256
// hash is kept, bound to the account.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
}
