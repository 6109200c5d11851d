import type { KyselyPlugin } from 'kysely';
import { preparedQuery } from '@/server/db/preparedQuery';
import type { Db } from '@/server/db/connection';
import { createTestDatabase, type TestDatabase } from '../support/testApi';

// A prepared query answers what the same query built for each call would answer, on SQLite and on
// PostgreSQL, and is compiled once per database, transactions included.

describe('preparedQuery', () => {
  let testDatabase: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    db = testDatabase.db;
  });
  afterAll(() => testDatabase.close());

  const variantsBuiltEachTime = (productId: number, minimumStock: number) =>
    db
      .selectFrom('product_variants')
      .select(['id', 'barcode', 'stock'])
      .where('product_id', '=', productId)
      .where('stock', '>=', minimumStock)
      .where('price', '>', 0)
      .orderBy('id')
      .execute();

  it('answers what the query built for each call answers, for every set of values', async () => {
    let builds = 0;
    const variantsInStock = preparedQuery((database, values: { productId: number; minimumStock: number }) => {
      builds += 1;
      return database
        .selectFrom('product_variants')
        .select(['id', 'barcode', 'stock'])
        .where('product_id', '=', values.productId)
        .where('stock', '>=', values.minimumStock)
        .where('price', '>', 0)
        .orderBy('id');
    });
    const products = await db.selectFrom('products').select('id').orderBy('id').limit(3).execute();
    for (const { id } of products) {
      for (const minimumStock of [0, 10, 1_000_000]) {
        const { rows } = await variantsInStock(db, { productId: id, minimumStock });
        expect(rows).toEqual(await variantsBuiltEachTime(id, minimumStock));
      }
    }
    expect(builds).toBe(1);
  });

  it('runs in a transaction with the compiled text of its database, seeing the transaction’s writes', async () => {
    let builds = 0;
    const stockOf = preparedQuery((database, values: { variantId: number }) => {
      builds += 1;
      return database.selectFrom('product_variants').select('stock').where('id', '=', values.variantId);
    });
    const variant = await db.selectFrom('product_variants').select(['id', 'stock']).orderBy('id').executeTakeFirstOrThrow();
    await stockOf(db, { variantId: variant.id });
    const inTransaction = await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('product_variants').set({ stock: variant.stock + 7 }).where('id', '=', variant.id).execute();
        const { rows } = await stockOf(trx, { variantId: variant.id });
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: { rows: unknown }) => error.rows);
    expect(inTransaction).toEqual([{ stock: variant.stock + 7 }]);
    expect((await stockOf(db, { variantId: variant.id })).rows).toEqual([{ stock: variant.stock }]);
    expect(builds).toBe(1);
  });

  it('writes with its values and reports the rows it changed', async () => {
    const setStock = preparedQuery((database, values: { barcode: string; stock: number }) =>
      database.updateTable('product_variants').set({ stock: values.stock }).where('barcode', '=', values.barcode),
    );
    const variant = await db.selectFrom('product_variants').select(['id', 'barcode', 'stock']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const changed = await setStock(db, { barcode: variant.barcode, stock: variant.stock + 3 });
    expect(Number(changed.numAffectedRows)).toBe(1);
    const stock = await db.selectFrom('product_variants').select('stock').where('id', '=', variant.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(variant.stock + 3);
    const none = await setStock(db, { barcode: 'no-such-barcode', stock: 1 });
    expect(Number(none.numAffectedRows)).toBe(0);
  });

  it('builds the query for every call on a database with plugins, which see each one with its values', async () => {
    const seen: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        seen.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const withRecorder = db.withPlugin(recorder);
    let builds = 0;
    const variantById = preparedQuery((database, values: { id: number }) => {
      builds += 1;
      return database.selectFrom('product_variants').select('id').where('id', '=', values.id);
    });
    const variant = await db.selectFrom('product_variants').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await variantById(withRecorder, { id: variant.id })).rows).toEqual([{ id: variant.id }]);
    expect((await variantById(withRecorder, { id: variant.id })).rows).toEqual([{ id: variant.id }]);
    expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
    expect(builds).toBe(2);
  });
});
