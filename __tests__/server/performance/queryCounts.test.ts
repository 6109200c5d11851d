import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { GetServerSidePropsContext } from 'next';
import type { CategoryTemplateProps } from '@/components/category/CategoryTemplate';
import { getServerSideProps as categoryPageProps } from '@/pages/category/[slug]';
import type { Db } from '@/server/db/connection';
import { createInProcessApi } from '@/server/http/inProcess';
import { installApiTransport } from '@/services/http';
import { createProduct, createShopper, type ProductFixture, type Shopper } from '../cart/shopFixtures';
import { createTestApi, type TestApi, setUpTestShop } from '../support/testApi';

// The SQL statements each call behind a page or the bag runs: a small fixed number, the same for a
// short list as for a long one and for a bag of one line as for many (no query per product or line).

/** Counts every statement the database answers through the wrapped connection (subqueries are part of theirs). */
class QueryCounter implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

// Seeding a fresh database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const shop = setUpTestShop();
const counter = new QueryCounter();
let countedApi: TestApi;

beforeAll(() => {
  countedApi = createTestApi(shop.db.withPlugin(counter));
});

/** The statements one successful call runs. */
async function queriesOf(call: (api: TestApi) => Promise<{ status: number }>): Promise<number> {
  counter.count = 0;
  const answer = await call(countedApi);
  expect(answer.status).toBe(200);
  return counter.count;
}

const get = (path: string, headers?: Record<string, string>) => queriesOf((api) => api.get(path, headers));

async function slugWithMostAndFewestVariants(db: Db): Promise<{ most: string; fewest: string }> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('product_variants', 'product_variants.product_id', 'products.id')
    .where('products.published', '=', 1)
    .select((eb) => ['products.slug', eb.fn.countAll<number>().as('variants')])
    .groupBy('products.slug')
    .orderBy('variants', 'desc')
    .orderBy('products.slug')
    .execute();
  return { most: rows[0].slug, fewest: rows[rows.length - 1].slug };
}

describe('the home page data', () => {
  it.each([
    ['featured', '/v3/products?featured=1'],
    ['new arrivals', '/v3/products?new_arrival=1'],
    ['top selling', '/v3/products?top_selling=1'],
    ['hot deals', '/v3/products?hot_deal=1'],
  ])('lists %s with the same few queries for 2 products as for 12', async (_list, path) => {
    const short = await get(`${path}&limit=2`);
    expect(await get(`${path}&limit=12`)).toBe(short);
    expect(short).toBeLessThanOrEqual(6);
  });

  it.each([
    ['/v2/slider-main', 2],
    ['/v2/categories/trending', 3],
    ['/v2/flash-deals', 6],
    ['/v2/all-banner-ad', 2],
    ['/v2/seo-meta-data', 3],
  ])('%s answers with at most %i queries', async (path, most) => {
    expect(await get(path)).toBeLessThanOrEqual(most);
  });

  it('answers the layout settings with a fixed number of queries', async () => {
    expect(await get('/generate-static-data')).toBeLessThanOrEqual(8);
  });
});

describe('a category listing', () => {
  it('runs the same few queries for a page of 2 products as for a page of 40', async () => {
    const short = await get('/v3/products?category=men&limit=2');
    expect(await get('/v3/products?category=men&limit=40')).toBe(short);
    expect(await get('/v3/products?category=men&limit=40&color=black&size=m&order_by=price_low_to_high')).toBe(short);
    expect(await get('/v3/products?category=men&limit=40&min_price=500&max_price=5000')).toBe(short);
    // The category and its sub-categories in one, the page of products, the total and price bounds in
    // one, then the page's options, stock and flash deals.
    expect(short).toBeLessThanOrEqual(6);
  });

  it('describes its filters with a fixed number of queries', async () => {
    // Every category with its product count (the category and its sub-categories are found among them),
    // colours, sizes and price bounds.
    expect(await get('/v2/categories-filter?category=men')).toBeLessThanOrEqual(4);
    expect(await get('/v2/categories')).toBe(1);
  });
});

describe("a category page's render", () => {
  beforeAll(() => {
    const countedDb = shop.db.withPlugin(counter);
    installApiTransport(createInProcessApi(async () => ({ db: countedDb, now: () => new Date() })));
  });
  afterAll(() => installApiTransport(null));

  async function render(slug: string): Promise<CategoryTemplateProps> {
    const context = {
      params: { slug },
      query: { slug },
      req: { headers: { host: 'shop.test' } },
      res: { setHeader: () => undefined },
    } as unknown as GetServerSidePropsContext<{ slug: string }>;
    const result = await categoryPageProps(context);
    if (!('props' in result)) throw new Error(`no props for ${slug}: ${JSON.stringify(result)}`);
    return result.props;
  }

  it('reads the category tree with its product counts once, for both its facets and its navigation', async () => {
    counter.count = 0;
    await render('men');
    // The tree with every category's product count (the facets and the navigation read it together);
    // the facets' colours, sizes and price bounds; the listing's category with its sub-categories, page
    // of products, total and price bounds, then the page's options, stock and flash deals.
    expect(counter.count).toBe(10);
  });

  it('renders two categories at once, each with its own category, trail and neighbours', async () => {
    const [jeans, kurtis] = await Promise.all([render('men-jeans'), render('women-kurtis')]);
    expect(jeans.category.name).toBe('Jeans');
    expect(jeans.trail).toEqual([{ name: 'Men', slug: 'men' }]);
    expect(jeans.subCategories?.parent).toEqual({ name: 'Men', slug: 'men' });
    expect(kurtis.category.name).toBe('Kurtis');
    expect(kurtis.trail).toEqual([{ name: 'Women', slug: 'women' }]);
    expect(kurtis.subCategories?.parent).toEqual({ name: 'Women', slug: 'women' });
  });

  it('counts the products of a later render afresh: nothing read for one render is kept for the next', async () => {
    const jeansCount = (props: CategoryTemplateProps) => props.subCategories?.links.find((link) => link.slug === 'men-jeans')?.productCount;
    const before = jeansCount(await render('men'));
    const product = await shop.db
      .selectFrom('products')
      .innerJoin('product_categories', 'product_categories.product_id', 'products.id')
      .innerJoin('categories', 'categories.id', 'product_categories.category_id')
      .where('categories.slug', '=', 'men-jeans')
      .where('products.published', '=', 1)
      .select('products.id')
      .executeTakeFirstOrThrow();
    await shop.db.updateTable('products').set({ published: 0 }).where('id', '=', product.id).execute();
    try {
      expect(before).toBeGreaterThan(0);
      expect(jeansCount(await render('men'))).toBe(before! - 1);
    } finally {
      await shop.db.updateTable('products').set({ published: 1 }).where('id', '=', product.id).execute();
    }
  });
});

describe("a product page's data", () => {
  it('loads a product with many variants with as many queries as one with few', async () => {
    const { most, fewest } = await slugWithMostAndFewestVariants(shop.db);
    const few = await get(`/v2/productsBySlug/${fewest}`);
    expect(await get(`/v2/productsBySlug/${most}`)).toBe(few);
    // The product, then its variants, options, photos, flash deals and its category with its parent.
    expect(few).toBeLessThanOrEqual(6);
  });

  it('loads 2 or 12 related products and a page of reviews with a fixed number of queries', async () => {
    const product = await shop.db.selectFrom('products').select('id').where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const two = await get(`/v3/products/related?product_id=${product.id}&limit=2`);
    expect(await get(`/v3/products/related?product_id=${product.id}&limit=12`)).toBe(two);
    // The product with its categories, the related ids, their listing rows, options, stock and flash deals.
    expect(two).toBeLessThanOrEqual(6);
    // The product is published, then the page of reviews and the count per rating (which gives the total).
    expect(await get(`/v2/reviews/product/${product.id}`)).toBeLessThanOrEqual(3);
    expect(await get(`/v2/reviews/product/${product.id}?filter=5`)).toBeLessThanOrEqual(3);
  });
});

describe('the bag', () => {
  const products: ProductFixture[] = [];
  let oneLine: Shopper;
  let sixLines: Shopper;

  beforeAll(async () => {
    for (let index = 0; index < 7; index += 1) products.push(await createProduct(shop.db, { unitPrice: 100_000, variants: [{ stock: 50 }] }));
    oneLine = await createShopper(shop.db, 'guest');
    sixLines = await createShopper(shop.db, 'guest');
    await shop.api.post('/v2/carts/add', { id: products[0].id, barcode: products[0].barcodes[0] }, oneLine.headers);
    for (const product of products.slice(0, 6)) {
      await shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0] }, sixLines.headers);
    }
  });

  it('sums a bag of six lines with as many queries as a bag of one', async () => {
    const one = await get('/v2/cart-summary', oneLine.headers);
    expect(await get('/v2/cart-summary', sixLines.headers)).toBe(one);
    expect(one).toBeLessThanOrEqual(12);
  });

  it('lists a bag of six lines with as many queries as a bag of one', async () => {
    const one = await get('/v2/carts', oneLine.headers);
    expect(await get('/v2/carts', sixLines.headers)).toBe(one);
  });

  it('adds to a bag of six lines with as many queries as to a bag of one', async () => {
    const added = products[6];
    const add = (shopper: Shopper) =>
      queriesOf((api) => api.post('/v2/carts/add', { id: added.id, barcode: added.barcodes[0] }, shopper.headers));
    const one = await add(oneLine);
    expect(await add(sixLines)).toBe(one);
    // The caller's token; the line written with its variant found in the same statement; the bag's
    // lines read once for their limits and count; the coupon removed.
    expect(one).toBeLessThanOrEqual(4);
  });
});
