import { migrateDownAll, migrateToLatest } from '@/server/db/migrator';
import { createTestDatabase, type TestDatabase } from '../support/testApi';

describe('migrations', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.close());

  const tableNames = async () => (await testDb.db.introspection.getTables()).map((table) => table.name);

  it('creates every table of the shop', async () => {
    const tables = await tableNames();
    for (const name of ['products', 'product_variants', 'users', 'carts', 'orders', 'affiliate_earnings', 'outbox_messages']) {
      expect(tables).toContain(name);
    }
  });

  it('goes down to nothing and up again', async () => {
    await migrateDownAll(testDb.db);
    expect(await tableNames()).not.toContain('products');
    await migrateToLatest(testDb.db);
    expect(await tableNames()).toContain('products');
  });
});
