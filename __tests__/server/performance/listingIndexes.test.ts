import { CompiledQuery, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import { createProduct, createShopper } from '../cart/shopFixtures';
import { createTestApi, setUpTestShop } from '../support/testApi';

// Listings, the product page and the bag find their rows through indexes: SQLite's plan for each
// statement they run reads no table from end to end, except the handful of small whole-table reads
// (the category tree, the settings) that every page needs whole anyway.

/** Keeps every statement run through the wrapped connection (not its subqueries), for EXPLAIN QUERY PLAN. */
class StatementRecorder implements KyselyPlugin {
  readonly statements: CompiledQuery[] = [];
  private readonly compiled = new WeakMap<object, CompiledQuery>();

  constructor(private readonly compile: (node: RootOperationNode, args: PluginTransformQueryArgs) => CompiledQuery) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.compiled.set(args.queryId, this.compile(args.node, args));
    return args.node;
  }

  // Called once per statement the database ran: subqueries were compiled above but never run alone.
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const statement = this.compiled.get(args.queryId);
    if (statement) this.statements.push(statement);
    return args.result;
  }
}

// Seeding a fresh database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const shop = setUpTestShop();
const WHOLE_TABLE_READS_ALLOWED = ['categories', 'business_settings', 'colors', 'delivery_methods'];

async function planOf(statement: CompiledQuery): Promise<Array<{ id: number; parent: number; detail: string }>> {
  const plan = await shop.db.executeQuery<{ id: number; parent: number; detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, [...statement.parameters]),
  );
  return plan.rows;
}

/** The tables a statement's plan scans from end to end. */
async function scannedTables(statement: CompiledQuery): Promise<string[]> {
  return (await planOf(statement)).flatMap((row) => /^SCAN (\w+)/.exec(row.detail)?.[1] ?? []).filter((table) => !WHOLE_TABLE_READS_ALLOWED.includes(table));
}

const CALLS: Array<[string, string]> = [
  ['a category listing filtered by colour and size', '/v3/products?category=men&color=black&size=m&order_by=price_low_to_high'],
  ['a search by name, style code or category name', '/v3/products?search=cotton'],
  ['the featured products', '/v3/products?featured=1&limit=12'],
  ['the new arrivals', '/v3/products?new_arrival=1&limit=12'],
  ['the hot deals', '/v3/products?hot_deal=1&limit=10'],
  ['the top selling products', '/v3/products?top_selling=1&limit=12'],
  ['the running flash deals', '/v2/flash-deals'],
];

describe('statements behind pages and the bag (SQLite plans)', () => {
  const explainable = () => shop.dialect === 'sqlite';

  async function statementsOf(call: (api: ReturnType<typeof createTestApi>) => Promise<{ status: number }>) {
    const executor = shop.db.getExecutor();
    const recorder = new StatementRecorder((node, args) => executor.compileQuery(node, args.queryId));
    const answer = await call(createTestApi(shop.db.withPlugin(recorder)));
    expect(answer.status).toBe(200);
    return recorder.statements.filter((statement) => /^\s*select/i.test(statement.sql));
  }

  async function expectIndexedReads(call: (api: ReturnType<typeof createTestApi>) => Promise<{ status: number }>) {
    if (!explainable()) return;
    for (const statement of await statementsOf(call)) expect({ sql: statement.sql, scanned: await scannedTables(statement) }).toEqual({ sql: statement.sql, scanned: [] });
  }

  it.each(CALLS)('%s', async (_name, path) => {
    await expectIndexedReads((api) => api.get(path));
  });

  it("a product page's product, related products and reviews", async () => {
    const product = await shop.db.selectFrom('products').select(['id', 'slug']).where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await expectIndexedReads((api) => api.get(`/v2/productsBySlug/${product.slug}`));
    await expectIndexedReads((api) => api.get(`/v3/products/related?product_id=${product.id}&limit=12`));
    await expectIndexedReads((api) => api.get(`/v2/reviews/product/${product.id}`));
  });

  // A search on the `published` index alone reads every published product: the whole catalogue.
  it('chooses related products from the category indexes, not from every published product', async () => {
    if (!explainable()) return;
    const product = await shop.db.selectFrom('products').select('id').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const statements = await statementsOf((api) => api.get(`/v3/products/related?product_id=${product.id}&limit=12`));
    const choice = statements.find((statement) => /union all/i.test(statement.sql));
    expect(choice).toBeDefined();
    const plan = (await planOf(choice!)).map((row) => row.detail);
    const productReads = plan.filter((detail) => /^SEARCH products /.test(detail));
    expect(productReads.length).toBeGreaterThan(0);
    for (const read of productReads) expect(read).not.toMatch(/\(published=\?\)$/);
    expect(plan).toEqual(
      expect.arrayContaining([expect.stringContaining('products_category_idx'), expect.stringContaining('product_categories_category_idx')]),
    );
  });

  // Read once per statement, the filter costs what matches it; read for each product, a colour and size
  // filter read every variant of that size once per product in the catalogue.
  it('reads the category and variant filters once per statement, not once per listed product', async () => {
    if (!explainable()) return;
    const statements = await statementsOf((api) => api.get('/v3/products?category=men&color=black&size=m&min_price=100&max_price=5000'));
    const listingStatements = statements.filter((statement) => /selling_price/.test(statement.sql));
    expect(listingStatements).toHaveLength(2);
    for (const statement of listingStatements) {
      const plan = await planOf(statement);
      const filterReads = plan.filter((row) => /^SEARCH (product_variants|product_categories) /.test(row.detail));
      expect(filterReads.map((row) => row.detail)).toEqual([
        expect.stringContaining('product_categories_category_idx'),
        expect.stringContaining('product_variants_size_idx'),
      ]);
      for (const read of filterReads) expect(plan.find((row) => row.id === read.parent)?.detail).toMatch(/^LIST SUBQUERY/);
    }
  });

  it("reads a category's products once for its colour and size filters, not once per variant", async () => {
    if (!explainable()) return;
    const statements = await statementsOf((api) => api.get('/v2/categories-filter?category=men'));
    const facetStatements = statements.filter((statement) => /from "product_variants"/.test(statement.sql));
    expect(facetStatements).toHaveLength(2);
    for (const statement of facetStatements) {
      const plan = await planOf(statement);
      const categoryReads = plan.filter((row) => /^SEARCH product_categories /.test(row.detail));
      expect(categoryReads.map((row) => row.detail)).toEqual([expect.stringContaining('product_categories_category_idx')]);
      expect(plan.find((row) => row.id === categoryReads[0].parent)?.detail).toMatch(/^LIST SUBQUERY/);
    }
  });

  it('finds listing rows by id through the primary key, not the published products', async () => {
    if (!explainable()) return;
    const products = await shop.db.selectFrom('products').select('id').where('published', '=', 1).orderBy('id').limit(3).execute();
    const ids = products.map((product) => product.id).join(',');
    const statements = await statementsOf((api) => api.get(`/v3/products/recently-viewed?ids=${ids}`));
    const rows = statements.find((statement) => /selling_price/.test(statement.sql));
    expect(rows).toBeDefined();
    const productReads = (await planOf(rows!)).map((row) => row.detail).filter((detail) => /^SEARCH products /.test(detail));
    expect(productReads).toEqual([expect.stringContaining('USING INTEGER PRIMARY KEY')]);
  });

  it('adding to the bag and its summary', async () => {
    const product = await createProduct(shop.db, { unitPrice: 100_000, variants: [{ stock: 10 }] });
    const shopper = await createShopper(shop.db, 'guest');
    await expectIndexedReads((api) => api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0] }, shopper.headers));
    await expectIndexedReads((api) => api.get('/v2/cart-summary', shopper.headers));
  });

  it("counts a bag's lines from the bag's index alone, without reading each line", async () => {
    if (!explainable()) return;
    const product = await createProduct(shop.db, { unitPrice: 100_000, variants: [{ stock: 10 }] });
    const shopper = await createShopper(shop.db, 'guest');
    await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0] }, shopper.headers);
    const statements = await statementsOf((api) =>
      api.post('/v2/carts/change-quantity', { barcode: product.barcodes[0], quantity: 2 }, shopper.headers),
    );
    const count = statements.find((statement) => /count\(\*\)/i.test(statement.sql) && /from "carts"/.test(statement.sql));
    expect(count).toBeDefined();
    const bagReads = (await planOf(count!)).map((row) => row.detail).filter((detail) => /^SEARCH carts /.test(detail));
    expect(bagReads).toEqual([expect.stringContaining('USING COVERING INDEX carts_user_product_idx')]);
  });
});
