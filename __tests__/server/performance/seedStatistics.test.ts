import { sql } from 'kysely';
import { setUpTestShop } from '../support/testApi';

// A freshly seeded PostgreSQL database has its tables' statistics at once: the planner otherwise
// takes each table for a row or two until autovacuum analyses it, and plans the catalogue's queries
// (the category tree with its product counts, the listings) as nested loops over every product.

// Seeding a fresh database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const shop = setUpTestShop();
const CATALOGUE_TABLES = ['categories', 'product_categories', 'product_variants', 'products', 'reviews'];

describe('statistics after the seed (PostgreSQL)', () => {
  it('knows how many rows each catalogue table holds', async () => {
    if (shop.dialect !== 'postgres') return;
    const { rows } = await sql<{ relname: string; reltuples: number }>`
      select relname, reltuples from pg_class where relname in (${sql.join(CATALOGUE_TABLES)}) and relkind = 'r' order by relname
    `.execute(shop.db);
    const counted = await Promise.all(
      CATALOGUE_TABLES.map(async (table) => {
        const row = await shop.db.selectFrom(table as 'products').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        return { relname: table, reltuples: Number(row.total) };
      }),
    );
    expect(counted.every((table) => table.reltuples > 0)).toBe(true);
    expect(rows.map((row) => ({ relname: row.relname, reltuples: Number(row.reltuples) }))).toEqual(counted);
  });
});
