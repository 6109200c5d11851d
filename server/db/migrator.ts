import { type Migration, Migrator, NO_MIGRATIONS } from 'kysely';
import type { Db } from './connection';
import * as initialSchema from './migrations/001_initial_schema';
import * as membershipPurchases from './migrations/002_membership_purchases';
import * as performanceIndexes from './migrations/004_performance_indexes';
import * as stockAlerts from './migrations/005_stock_alerts';
import * as bagLineCountIndex from './migrations/006_bag_line_count_index';
import * as passwordResetTokens from './migrations/007_password_reset_tokens';
import * as orderRegularSubTotal from './migrations/008_order_regular_sub_total';
import * as orderItemStrokedPrice from './migrations/009_order_item_stroked_price';

// Migrations are imported, not read from disk, so they work inside the Next.js bundle too.
const MIGRATIONS: Record<string, Migration> = {
  '001_initial_schema': initialSchema,
  '002_membership_purchases': membershipPurchases,
  '004_performance_indexes': performanceIndexes,
  '005_stock_alerts': stockAlerts,
  '006_bag_line_count_index': bagLineCountIndex,
  '007_password_reset_tokens': passwordResetTokens,
  '008_order_regular_sub_total': orderRegularSubTotal,
  '009_order_item_stroked_price': orderItemStrokedPrice,
};

// Numbers are handed out to parallel work, so a database may meet a lower number after a higher one.
function migratorFor(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS }, allowUnorderedMigrations: true });
}

// Kysely hands back whatever a failed migration threw.
function rethrow(error: unknown): never {
  throw error instanceof Error ? error : new Error(String(error));
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error } = await migratorFor(db).migrateToLatest();
  if (error) rethrow(error);
}

export async function migrateDownAll(db: Db): Promise<void> {
  const { error } = await migratorFor(db).migrateTo(NO_MIGRATIONS);
  if (error) rethrow(error);
}
