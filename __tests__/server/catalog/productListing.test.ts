import { createTestApi, setUpTestShop } from '../support/testApi';
import {
  expectListItemShape,
  fetchAllPages,
  flashDealProductIds,
  productIdsInCategoryTree,
  productIdsWithVariant,
  publishedProducts,
  unpublishedProductIds,
} from './catalogReaders';
import { GOLDEN, GOLDEN_CATEGORY, GOLDEN_FLASH_DEAL, GOLDEN_PRICE_BOUNDS, type GoldenKey, setUpGoldenCatalog } from './goldenCatalog';

describe('GET /v3/products', () => {
  const now = new Date();
  const shop = setUpTestShop(() => now);
  const golden = setUpGoldenCatalog(() => shop.db, now);
  const goldenKeys = Object.keys(GOLDEN) as GoldenKey[];
  const goldenIds = (keys: GoldenKey[]) => sortedIds(keys.map((key) => golden.ids[key]));

  const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);
  const sortedIds = (values: Iterable<number>) => [...values].sort((left, right) => left - right);

  describe('without filters', () => {
    it('answers the first 20 published products, newest first, with the contract fields', async () => {
      const response = await shop.api.get('/v3/products');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, status: 200 });
      expect(response.body.data).toHaveLength(20);
      response.body.data.forEach(expectListItemShape);

      const newestFirst = (await publishedProducts(shop.db)).sort(
        (left, right) => right.created_at.localeCompare(left.created_at) || right.id - left.id,
      );
      expect(ids(response.body.data)).toEqual(newestFirst.slice(0, 20).map((product) => product.id));
    });

    it('lists every published product once and never an unpublished one', async () => {
      const hidden = await unpublishedProductIds(shop.db);
      expect(hidden.length).toBeGreaterThan(0);
      const items = await fetchAllPages(shop.api.get, '/v3/products');
      expect(sortedIds(ids(items))).toEqual((await publishedProducts(shop.db)).map((product) => product.id));
      expect(ids(items).filter((id) => hidden.includes(id))).toEqual([]);
    });

    it('shows each golden product at its hand-worked prices', async () => {
      const items = await fetchAllPages(shop.api.get, `/v3/products?category=${GOLDEN_CATEGORY.slug}`);
      expect(sortedIds(ids(items))).toEqual(goldenIds(goldenKeys));
      for (const key of goldenKeys) {
        const item = items.find((candidate) => candidate.id === golden.ids[key]);
        expect({ key, ...item }).toMatchObject({ key, ...GOLDEN[key].expected });
      }
    });

    it('sums the variant stock and keeps the negative-stock flag', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products');
      const stock = await shop.db
        .selectFrom('product_variants')
        .select((eb) => ['product_id', eb.fn.sum<number>('stock').as('total')])
        .groupBy('product_id')
        .execute();
      const stockById = new Map(stock.map((row) => [row.product_id, Number(row.total)]));
      for (const item of items) expect(item.current_stock).toBe(stockById.get(item.id));
      expect(items.some((item) => item.is_negative === 1)).toBe(true);
      expect(items.some((item) => item.current_stock === 0)).toBe(true);
    });

    it('answers price bounds for the price slider', async () => {
      const goldenOnly = await shop.api.get(`/v3/products?category=${GOLDEN_CATEGORY.slug}`);
      expect([goldenOnly.body.min_price, goldenOnly.body.max_price]).toEqual([GOLDEN_PRICE_BOUNDS.min, GOLDEN_PRICE_BOUNDS.max]);
      const prices = (await fetchAllPages(shop.api.get, '/v3/products')).map((item) => item.main_price);
      const response = await shop.api.get('/v3/products');
      expect(response.body.min_price).toBe(Math.min(...prices));
      expect(response.body.max_price).toBe(Math.max(...prices));
    });
  });

  describe('pagination', () => {
    it('follows page 1 with page 2 without overlap and reports the pages', async () => {
      const total = (await publishedProducts(shop.db)).length;
      const [first, second, both] = await Promise.all([
        shop.api.get('/v3/products?limit=7&page=1'),
        shop.api.get('/v3/products?limit=7&page=2'),
        shop.api.get('/v3/products?limit=14&page=1'),
      ]);
      expect([...ids(first.body.data), ...ids(second.body.data)]).toEqual(ids(both.body.data));
      expect(second.body.meta).toEqual({
        current_page: 2,
        from: 8,
        last_page: Math.ceil(total / 7),
        path: '/v3/products',
        per_page: 7,
        to: 14,
        total,
      });
      expect(second.body.links).toEqual({
        first: '/v3/products?limit=7&page=1',
        last: `/v3/products?limit=7&page=${Math.ceil(total / 7)}`,
        prev: '/v3/products?limit=7&page=1',
        next: '/v3/products?limit=7&page=3',
      });
    });

    it('puts the remainder on the last page and nothing after it', async () => {
      const total = (await publishedProducts(shop.db)).length;
      const lastPage = Math.ceil(total / 7);
      const last = await shop.api.get(`/v3/products?limit=7&page=${lastPage}`);
      expect(last.body.data).toHaveLength(total - (lastPage - 1) * 7);
      expect(last.body.links.next).toBeNull();
      const beyond = await shop.api.get(`/v3/products?limit=7&page=${lastPage + 1}`);
      expect(beyond.status).toBe(200);
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.meta).toMatchObject({ from: null, to: null, total });
    });

    it('keeps the filters in the page links', async () => {
      const response = await shop.api.get('/v3/products?featured=1&limit=2');
      expect(response.body.links.first).toBe('/v3/products?featured=1&limit=2&page=1');
    });
  });

  describe('flag filters', () => {
    it.each([
      ['new_arrival', 'is_new_arrival'],
      ['featured', 'is_featured'],
      ['hot_deal', 'is_hot_deal'],
    ] as const)('%s=1 lists exactly the published products flagged %s', async (parameter, column) => {
      const items = await fetchAllPages(shop.api.get, `/v3/products?${parameter}=1`);
      const flagged = (await publishedProducts(shop.db)).filter((product) => product[column] === 1);
      expect(flagged.length).toBeGreaterThan(0);
      expect(sortedIds(ids(items))).toEqual(flagged.map((product) => product.id));
    });

    it('hot_deal=1&limit=10 answers the ten the home page shows', async () => {
      const response = await shop.api.get('/v3/products?hot_deal=1&limit=10');
      expect(response.body.data).toHaveLength(10);
      expect(response.body.meta.total).toBeGreaterThanOrEqual(12);
    });

    it('a flag set to 0 does not filter', async () => {
      const response = await shop.api.get('/v3/products?featured=0&limit=1');
      expect(response.body.meta.total).toBe((await publishedProducts(shop.db)).length);
    });

    it('top_selling=1 lists products with sales, most sales first', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?top_selling=1');
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.sales > 0)).toBe(true);
      const sales = items.map((item) => item.sales);
      expect(sales).toEqual([...sales].sort((left, right) => right - left));
    });

    it('flash_deal=1 lists the products of running flash deals only', async () => {
      // The seed's Mega Flash Sale runs now and its Pohela Boishakh sale has ended.
      const running = await flashDealProductIds(shop.db, ['mega-flash-sale', GOLDEN_FLASH_DEAL.slug]);
      const items = await fetchAllPages(shop.api.get, '/v3/products?flash_deal=1');
      expect(items.length).toBeGreaterThan(0);
      expect(sortedIds(ids(items))).toEqual(running);
    });
  });

  describe('category and search', () => {
    it('category lists the products of the category and its sub-categories', async () => {
      const parent = await shop.db.selectFrom('categories').selectAll().where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      const items = await fetchAllPages(shop.api.get, `/v3/products?category=${parent.slug}`);
      const expected = await productIdsInCategoryTree(shop.db, parent.id);
      expect(sortedIds(ids(items))).toEqual(sortedIds(expected));
      const children = await shop.db.selectFrom('categories').select('id').where('parent_id', '=', parent.id).execute();
      const productCategories = await shop.db.selectFrom('products').select(['id', 'category_id']).where('id', 'in', ids(items)).execute();
      expect(productCategories.some((product) => children.some((child) => child.id === product.category_id))).toBe(true);
    });

    it('a sub-category lists only its own products', async () => {
      const child = await shop.db.selectFrom('categories').selectAll().where('parent_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
      const items = await fetchAllPages(shop.api.get, `/v3/products?category=${child.slug}`);
      expect(items.length).toBeGreaterThan(0);
      expect(sortedIds(ids(items))).toEqual(sortedIds(await productIdsInCategoryTree(shop.db, child.id)));
    });

    it('an unknown category is a 404', async () => {
      const response = await shop.api.get('/v3/products?category=no-such-category');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, message: 'Category not found' });
    });

    it('search matches names without regard to case', async () => {
      const products = await publishedProducts(shop.db);
      const term = products[0].name.split(' ')[0];
      const items = await fetchAllPages(shop.api.get, `/v3/products?search=${encodeURIComponent(term.toUpperCase())}`);
      const expected = products.filter((product) => product.name.toLowerCase().includes(term.toLowerCase()));
      expect(ids(items)).toEqual(expect.arrayContaining(expected.map((product) => product.id)));
    });

    it('search matches style codes', async () => {
      const product = (await publishedProducts(shop.db))[3];
      const response = await shop.api.get(`/v3/products?search=${encodeURIComponent(product.style_code.toLowerCase())}`);
      expect(ids(response.body.data)).toContain(product.id);
    });

    it('search matches category names', async () => {
      const category = await shop.db.selectFrom('categories').selectAll().where('parent_id', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      const items = await fetchAllPages(shop.api.get, `/v3/products?search=${encodeURIComponent(category.name.toLowerCase())}`);
      expect(ids(items)).toEqual(expect.arrayContaining([...(await productIdsInCategoryTree(shop.db, category.id))]));
    });

    it('search treats % and _ literally', async () => {
      const response = await shop.api.get('/v3/products?search=%25_%25');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
    });
  });

  describe('colour and size filters', () => {
    it('color lists products with a variant in one of the colours', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?color=navy,Maroon');
      expect(items.length).toBeGreaterThan(0);
      expect(sortedIds(ids(items))).toEqual(sortedIds(await productIdsWithVariant(shop.db, { colors: ['Navy', 'Maroon'] })));
    });

    it('size lists products with a variant in one of the sizes', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?size=XL');
      expect(items.length).toBeGreaterThan(0);
      expect(sortedIds(ids(items))).toEqual(sortedIds(await productIdsWithVariant(shop.db, { sizes: ['XL'] })));
    });

    it('color and size together must match the same variant', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?color=Black&size=M,L');
      const sameVariant = await productIdsWithVariant(shop.db, { colors: ['Black'], sizes: ['M', 'L'] });
      expect(sortedIds(ids(items))).toEqual(sortedIds(sameVariant));
      const blackSomewhere = await productIdsWithVariant(shop.db, { colors: ['Black'] });
      const mediumOrLargeSomewhere = await productIdsWithVariant(shop.db, { sizes: ['M', 'L'] });
      const eitherSeparately = [...blackSomewhere].filter((id) => mediumOrLargeSomewhere.has(id));
      expect(eitherSeparately.length).toBeGreaterThanOrEqual(sameVariant.size);
    });
  });

  describe('price filter', () => {
    const inGolden = `/v3/products?category=${GOLDEN_CATEGORY.slug}`;

    it('filters on the selling price the shopper sees, and keeps the slider bounds of the unfiltered set', async () => {
      const items = await fetchAllPages(shop.api.get, `${inGolden}&min_price=1000&max_price=2000`);
      // ৳1,500, ৳1,800 (from ৳2,000) and ৳1,050 (from ৳1,200); not ৳2,250 nor ৳2,400 nor ৳700 nor ৳111.10.
      expect(sortedIds(ids(items))).toEqual(goldenIds(['noDiscount', 'percentDiscount', 'flatDiscount']));

      const response = await shop.api.get(`${inGolden}&min_price=1000&max_price=2000`);
      expect([response.body.min_price, response.body.max_price]).toEqual([GOLDEN_PRICE_BOUNDS.min, GOLDEN_PRICE_BOUNDS.max]);
    });

    it('includes a discounted product whose list price is above the range but selling price inside it', async () => {
      const response = await shop.api.get('/v3/products?min_price=1800&max_price=1800&limit=100');
      expect(ids(response.body.data)).toContain(golden.ids.percentDiscount);
      expect(response.body.data.every((item: { main_price: number }) => item.main_price === 1800)).toBe(true);
    });

    it('compares a price with poisha to the rounded selling price', async () => {
      const exact = await shop.api.get(`${inGolden}&min_price=111.1&max_price=111.1`);
      expect(ids(exact.body.data)).toEqual([golden.ids.roundingHalfPoisha]);
      const rounded = await shop.api.get(`${inGolden}&min_price=111.11&max_price=111.11`);
      expect(rounded.body.data).toEqual([]);
    });

    it('bounds the slider within the other filters', async () => {
      const response = await shop.api.get(`${inGolden}&max_price=1`);
      expect(response.body.data).toEqual([]);
      expect(response.body.meta.total).toBe(0);
      expect([response.body.min_price, response.body.max_price]).toEqual([GOLDEN_PRICE_BOUNDS.min, GOLDEN_PRICE_BOUNDS.max]);
    });
  });

  describe('flash deal prices', () => {
    const flashKeys: Array<'flashDealOnTop' | 'flashDealSmaller'> = ['flashDealOnTop', 'flashDealSmaller'];

    it('sells a product of a running flash deal at the flash price only when the deal takes off more', async () => {
      const listed = (await shop.api.get(`/v3/products/recently-viewed?ids=${flashKeys.map((key) => golden.ids[key]).join(',')}`)).body.data;
      expect(listed.map((item: { id: number }) => item.id)).toEqual(flashKeys.map((key) => golden.ids[key]));
      flashKeys.forEach((key, index) => expect(listed[index]).toMatchObject(GOLDEN[key].expected));
      expect(listed[0].main_price).toBe(GOLDEN.flashDealOnTop.flash.dealPrice);
      expect(listed[1].main_price).not.toBe(GOLDEN.flashDealSmaller.flash.dealPrice);
    });

    it('stops the flash price once the deal has ended', async () => {
      const afterTheDeal = new Date(now.getTime() + 10 * 24 * 60 * 60 * 1000);
      const later = createTestApi(shop.db, () => afterTheDeal);
      const listed = (await later.get(`/v3/products/recently-viewed?ids=${flashKeys.map((key) => golden.ids[key]).join(',')}`)).body.data;
      expect(listed.map((item: { main_price: number }) => item.main_price)).toEqual(flashKeys.map((key) => GOLDEN[key].flash.priceAfterDeal));
      const flashList = await later.get('/v3/products?flash_deal=1');
      expect(flashList.body.data).toEqual([]);
    });
  });

  describe('order_by', () => {
    it('price_low_to_high sorts by selling price, cheapest first', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?order_by=price_low_to_high');
      const prices = items.map((item) => item.main_price);
      expect(prices).toEqual([...prices].sort((left, right) => left - right));
    });

    it('price_high_to_low sorts by selling price, dearest first', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?order_by=price_high_to_low');
      const prices = items.map((item) => item.main_price);
      expect(prices).toEqual([...prices].sort((left, right) => right - left));
    });

    it('popularity sorts by sales', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?order_by=popularity');
      const sales = items.map((item) => item.sales);
      expect(sales).toEqual([...sales].sort((left, right) => right - left));
    });

    it('rating sorts by rating, best first', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?order_by=rating');
      const ratings = items.map((item) => item.rating);
      expect(ratings).toEqual([...ratings].sort((left, right) => right - left));
    });

    it('oldest sorts by creation time, oldest first', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?order_by=oldest');
      const oldestFirst = (await publishedProducts(shop.db)).sort(
        (left, right) => left.created_at.localeCompare(right.created_at) || left.id - right.id,
      );
      expect(ids(items)).toEqual(oldestFirst.map((product) => product.id));
    });

    it('breaks ties by id so that pages are stable', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?order_by=popularity');
      for (let index = 1; index < items.length; index += 1) {
        if (items[index].sales === items[index - 1].sales) expect(items[index].id).toBeLessThan(items[index - 1].id);
      }
    });

    it('combines a sort with filters', async () => {
      const items = await fetchAllPages(shop.api.get, '/v3/products?featured=1&order_by=price_low_to_high');
      const prices = items.map((item) => item.main_price);
      expect(prices).toEqual([...prices].sort((left, right) => left - right));
    });
  });

  describe('bad input', () => {
    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['limit=500', 'limit'],
      ['limit=0', 'limit'],
      ['min_price=abc', 'min_price'],
      ['max_price=-5', 'max_price'],
      ['max_price=99999999999', 'max_price'],
      ['min_price=3000&max_price=1000', 'min_price'],
      ['order_by=cheapest', 'order_by'],
      ['featured=2', 'featured'],
      ['new_arrival=true', 'new_arrival'],
      ['flash_deal=yes', 'flash_deal'],
      ['page=1&page=2', 'page'],
      ['category=a&category=b', 'category'],
      ['search=a&search=b', 'search'],
    ])('%s answers 422 naming %s', async (queryString, field) => {
      const response = await shop.api.get(`/v3/products?${queryString}`);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ result: false, success: false });
      expect(response.body.errors[field]).toEqual([expect.any(String)]);
    });

    it('names every bad field at once', async () => {
      const response = await shop.api.get('/v3/products?page=0&limit=500');
      expect(Object.keys(response.body.errors).sort()).toEqual(['limit', 'page']);
      expect(response.body.errors.limit).toEqual(['The limit field must not be greater than 100.']);
    });
  });

  it('reads a page with the same number of queries whatever its size (no query per product)', async () => {
    let queries = 0;
    // A plugin sees every executed query's result once; subqueries are part of their query.
    const countingDb = shop.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries += 1;
        return args.result;
      },
    });
    const countingApi = createTestApi(countingDb, () => now);
    await countingApi.get('/v3/products?limit=2');
    const forSmallPage = queries;
    queries = 0;
    await countingApi.get('/v3/products?limit=60');
    expect(queries).toBe(forSmallPage);
    expect(forSmallPage).toBeLessThanOrEqual(6);
  });
});
