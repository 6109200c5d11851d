import { type Migration, Migrator, NO_MIGRATIONS } from 'kysely';
import type { Db } from './connection';
import * as initialSchema from './migrations/001_initial_schema';
import * as membershipPurchases from './migrations/002_membership_purchases';

// Migrations are imported, not read from disk, so they work inside the Next.js bundle too.
const MIGRATIONS: Record<string, Migration> = {
  '001_initial_schema': initialSchema,
  '002_membership_purchases': membershipPurchases,
};

function migratorFor(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error } = await migratorFor(db).migrateToLatest();
  if (error) throw error;
}

export async function migrateDownAll(db: Db): Promise<void> {
  const { error } = await migratorFor(db).migrateTo(NO_MIGRATIONS);
  if (error) throw error;
}
