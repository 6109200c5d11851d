import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../connection';
import { planCatalog, type ProductPlan } from './catalog-plan';
import { seedCategories } from './categories';
import { seedCheckout } from './checkout';
import { seedColors } from './colors';
import { seedContent } from './content';
import { seedPlaces } from './places';
import { seedProducts, seedReviews } from './products';
import { seedPromotions } from './promotions';
import { seedSettings } from './settings';
import { requireId } from './support';
import { hashDemoPasswords, seedUsers } from './users';

interface SeededCatalog {
  plans: ProductPlan[];
  categoryIds: Map<string, number>;
  productIds: Map<string, number>;
}

async function seedCatalog(db: Db, now: Date): Promise<SeededCatalog> {
  await seedColors(db);
  const categoryIds = await seedCategories(db, now);
  const plans = planCatalog();
  const productIds = await seedProducts(db, plans, categoryIds, now);
  return { plans, categoryIds, productIds };
}

/** Inserts the whole demo shop into empty tables. Deterministic apart from dates relative to `now`. */
export async function seed(db: Db, now: Date = new Date()): Promise<void> {
  // Password hashing runs on the thread pool while the catalogue is inserted.
  const [passwordHashes, catalog] = await Promise.all([hashDemoPasswords(), seedCatalog(db, now)]);
  const users = await seedUsers(db, passwordHashes, now);
  await seedReviews(db, catalog.plans, catalog.productIds, users.customerId, now);
  await seedPromotions(db, catalog.plans, catalog.productIds, now);
  await seedContent(db, now);
  await seedPlaces(db);
  await seedCheckout(db, { panjabiCategoryId: requireId(catalog.categoryIds, 'panjabi'), customerId: users.customerId, now });
  // Settings last: seedIfEmpty treats their presence as "this database is seeded".
  await seedSettings(db, now);
}

/** Seeds a freshly migrated database once; a database that has settings is left alone. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('business_settings').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await db.transaction().execute((trx) => seed(trx));
  // PostgreSQL plans each query from its tables' statistics, which a freshly filled database lacks
  // until autovacuum gets round to it: meanwhile it takes every table for a row or two and walks the
  // catalogue with nested loops. The shop's first pages come before that, so the seed leaves them.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`ANALYZE`.execute(db);
  return true;
}
