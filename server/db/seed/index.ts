import type { Db } from '../connection';

/** Inserts the whole demo shop into empty tables. Deterministic apart from dates relative to `now`. */
export async function seed(db: Db, now: Date = new Date()): Promise<void> {
  await db
    .insertInto('business_settings')
    .values({ type: 'site_motto', value: 'Demo shop', updated_at: now.toISOString() })
    .execute();
}

/** Seeds a freshly migrated database once; a database that has settings is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('business_settings').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute((trx) => seed(trx));
  return true;
}
