import { createProduct, type ProductSpec } from '../cart/shopFixtures';
import { setUpTestShop } from '../support/testApi';
import { createAffiliate, insertClick, insertEarning, type TestAffiliate } from './affiliateFixtures';

// Statistics and daily figures over Dhaka days, referral links and the products to promote.

// 15 March 2026, noon in Dhaka.
const NOW = new Date('2026-03-15T06:00:00.000Z');
const shop = setUpTestShop(() => NOW);

let affiliate: TestAffiliate;

beforeAll(async () => {
  affiliate = await createAffiliate(shop.db, {}, NOW);
  for (const visitor of ['user:1', 'user:2', 'user:3']) await insertClick(shop.db, affiliate, visitor, '2026-03-10', new Date('2026-03-10T04:00:00.000Z'));
  await insertClick(shop.db, affiliate, 'user:1', '2026-03-14', new Date('2026-03-14T04:00:00.000Z'));
  await insertClick(shop.db, affiliate, 'user:1', '2026-01-01', new Date('2026-01-01T04:00:00.000Z'));
  // Placed 10 March, still pending.
  await insertEarning(shop.db, affiliate, { amount: 10000, status: 'pending', createdAt: new Date('2026-03-10T10:00:00.000Z') });
  // Placed 12 March in Dhaka (11 March in UTC), delivered 14 March.
  await insertEarning(shop.db, affiliate, {
    amount: 20000,
    status: 'approved',
    createdAt: new Date('2026-03-11T20:00:00.000Z'),
    updatedAt: new Date('2026-03-14T05:00:00.000Z'),
  });
  // Cancelled: neither an order nor earnings.
  await insertEarning(shop.db, affiliate, { amount: 40000, status: 'cancelled', createdAt: new Date('2026-03-12T05:00:00.000Z') });
  // Placed 2 January, delivered 5 January.
  await insertEarning(shop.db, affiliate, {
    amount: 5000,
    status: 'approved',
    createdAt: new Date('2026-01-02T05:00:00.000Z'),
    updatedAt: new Date('2026-01-05T05:00:00.000Z'),
  });
});

/** A refusal of the input: 422 with these field errors. */
function expectRefused(response: { status: number; body: any }, errors: Record<string, string[]>): void {
  expect(response.status).toBe(422);
  expect(response.body.errors).toEqual(errors);
}

/** A new product under a name the items search finds, with its own commission rate when one is given. */
async function namedProduct(name: string, spec: ProductSpec, commissionRate?: number) {
  const product = await createProduct(shop.db, spec, NOW);
  const rate = commissionRate === undefined ? {} : { commission_rate: commissionRate };
  await shop.db.updateTable('products').set({ name, ...rate }).where('id', '=', product.id).execute();
  return product;
}

const stats = (query = '') => shop.api.get(`/v2/affiliate/affiliate_stats${query}`, affiliate.headers);
const graph = (query = '') => shop.api.get(`/v2/affiliate/graph_data${query}`, affiliate.headers);

describe('GET /v2/affiliate/affiliate_stats', () => {
  it('sums the last 30 days by default: clicks, orders, conversion, earnings approved; pending and balance now', async () => {
    const response = await stats();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      status: 200,
      data: { clicks: 4, orders: 2, conversion_rate: 50, earnings: 200, pending_earnings: 100, balance: 250 },
    });
  });

  it('sums the range asked for; without clicks the conversion is 0', async () => {
    expect((await stats('?from=2026-01-01&to=2026-01-31')).body.data).toEqual({
      clicks: 1,
      orders: 1,
      conversion_rate: 100,
      earnings: 50,
      pending_earnings: 100,
      balance: 250,
    });
    expect((await stats('?from=2026-03-14&to=2026-03-14')).body.data).toMatchObject({ clicks: 1, orders: 0, conversion_rate: 0, earnings: 200 });
    expect((await stats('?from=2025-06-01&to=2025-06-30')).body.data).toMatchObject({ clicks: 0, orders: 0, conversion_rate: 0, earnings: 0 });
    expect((await stats('?from=2024-01-01&to=2026-03-15')).body.data).toMatchObject({ clicks: 5, orders: 3, conversion_rate: 60, earnings: 250 });
  });

  it('rounds the conversion rate to two decimals', async () => {
    const other = await createAffiliate(shop.db, {}, NOW);
    for (const visitor of ['user:1', 'user:2', 'user:3']) await insertClick(shop.db, other, visitor, '2026-03-15', NOW);
    await insertEarning(shop.db, other, { amount: 100, status: 'pending', createdAt: NOW });
    expect((await shop.api.get('/v2/affiliate/affiliate_stats', other.headers)).body.data.conversion_rate).toBe(33.33);
  });

  it('refuses bad dates and a range that ends before it starts', async () => {
    for (const query of ['?from=2026-02-30', '?from=15-03-2026', '?from=yesterday']) {
      expectRefused(await stats(query), { from: ['The from field must match the format Y-m-d.'] });
    }
    expect((await stats('?from=2026-03-10&to=2026-03-09')).body.errors).toEqual({ to: ['The to field must be a date after or equal to from.'] });
  });
});

describe('GET /v2/affiliate/graph_data', () => {
  it('answers every day of the range, days without activity as zeros', async () => {
    const response = await graph('?from=2026-03-09&to=2026-03-15');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      { date: '2026-03-09', clicks: 0, orders: 0, earnings: 0 },
      { date: '2026-03-10', clicks: 3, orders: 1, earnings: 0 },
      { date: '2026-03-11', clicks: 0, orders: 0, earnings: 0 },
      { date: '2026-03-12', clicks: 0, orders: 1, earnings: 0 },
      { date: '2026-03-13', clicks: 0, orders: 0, earnings: 0 },
      { date: '2026-03-14', clicks: 1, orders: 0, earnings: 200 },
      { date: '2026-03-15', clicks: 0, orders: 0, earnings: 0 },
    ]);
  });

  it('covers the last 30 days by default, or up to 30 days before `to`', async () => {
    const days = (await graph()).body.data;
    expect(days).toHaveLength(30);
    expect([days[0].date, days[29].date]).toEqual(['2026-02-14', '2026-03-15']);
    const before = (await graph('?to=2026-01-31')).body.data;
    expect([before[0].date, before.length]).toEqual(['2026-01-02', 30]);
  });

  it('answers at most 366 days', async () => {
    expect((await graph('?from=2025-03-15&to=2026-03-15')).body.data).toHaveLength(366);
    expectRefused(await graph('?from=2025-03-14&to=2026-03-15'), { to: ['The date range must not be longer than 366 days.'] });
    expect((await graph('?to=2026-02-30')).body.errors).toEqual({ to: ['The to field must match the format Y-m-d.'] });
    expect((await graph('?from=2026-03-15&to=2026-03-01')).status).toBe(422);
  });
});

describe('POST /v2/affiliate/url_generate', () => {
  const generate = (url: unknown, headers: Record<string, string> = {}) =>
    shop.api.post('/v2/affiliate/url_generate', { url }, { ...affiliate.headers, Host: 'shop.test', ...headers });

  it('adds the referral to a path of this shop, replacing any other', async () => {
    expect((await generate('/details/jamdani-saree')).body).toEqual({ result: true, url: `/details/jamdani-saree?aff_ref=${affiliate.code}` });
    expect((await generate('/category/saree?color=red&aff_ref=SOMEONE#top')).body.url).toBe(`/category/saree?color=red&aff_ref=${affiliate.code}#top`);
    expect((await generate('/')).body.url).toBe(`/?aff_ref=${affiliate.code}`);
  });

  it('takes an absolute link of this shop and answers it site-relative', async () => {
    expect((await generate('http://shop.test/details/jamdani-saree?size=M')).body.url).toBe(`/details/jamdani-saree?size=M&aff_ref=${affiliate.code}`);
    expect((await generate('shop.test/category/panjabi')).body.url).toBe(`/category/panjabi?aff_ref=${affiliate.code}`);
    const saved = process.env.NEXT_PUBLIC_SITE_URL;
    process.env.NEXT_PUBLIC_SITE_URL = 'https://rongdhonu.example';
    try {
      expect((await generate('https://rongdhonu.example/details/x')).body.url).toBe(`/details/x?aff_ref=${affiliate.code}`);
    } finally {
      if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
      else process.env.NEXT_PUBLIC_SITE_URL = saved;
    }
  });

  it('refuses links elsewhere and text that is not a link', async () => {
    for (const url of ['https://evil.example/details/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'ftp://shop.test/x', 'not a link']) {
      expectRefused(await generate(url), { url: ['Please enter a link to this shop'] });
    }
    expect((await generate('')).body.errors).toEqual({ url: ['The url field is required.'] });
  });
});

describe('GET /v2/affiliate/get_affiliate_items', () => {
  it('lists published products, newest first, 10 a page, with the commission of one sale', async () => {
    const response = await shop.api.get('/v2/affiliate/get_affiliate_items', affiliate.headers);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(10);
    expect(response.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 151 });
    expect(Object.keys(response.body.data[0]).sort()).toEqual(['commission_amount', 'commission_rate', 'id', 'name', 'price', 'slug', 'thumbnail_image']);
    const second = await shop.api.get('/v2/affiliate/get_affiliate_items?page=2', affiliate.headers);
    expect(second.body.data[0].id).not.toBe(response.body.data[0].id);
    expect(second.body.links.prev).toBe('/v2/affiliate/get_affiliate_items?page=1');
  });

  it('searches, and prices the commission at the selling price with the product, category or default rate', async () => {
    const own = await namedProduct('Affiliate Sneaker Own Rate', { unitPrice: 100000, discount: 10, discountType: 'percent', categorySlug: 'footwear-sneakers' }, 12);
    const inherited = await namedProduct('Affiliate Panjabi Inherited', { unitPrice: 123450, categorySlug: 'panjabi-cotton' });
    const plain = await namedProduct('Affiliate Sneaker Default', { unitPrice: 99900, categorySlug: 'footwear-sneakers' });

    const response = await shop.api.get('/v2/affiliate/get_affiliate_items?search=affiliate%20', affiliate.headers);
    expect(response.body.data).toEqual([
      { id: plain.id, name: 'Affiliate Sneaker Default', slug: plain.slug, thumbnail_image: expect.any(String), price: 999, commission_rate: 5, commission_amount: 49.95 },
      { id: inherited.id, name: 'Affiliate Panjabi Inherited', slug: inherited.slug, thumbnail_image: expect.any(String), price: 1234.5, commission_rate: 8, commission_amount: 98.76 },
      { id: own.id, name: 'Affiliate Sneaker Own Rate', slug: own.slug, thumbnail_image: expect.any(String), price: 900, commission_rate: 12, commission_amount: 108 },
    ]);
    expect(response.body.links.first).toBe('/v2/affiliate/get_affiliate_items?search=affiliate+&page=1');
    expect((await shop.api.get('/v2/affiliate/get_affiliate_items?page=0', affiliate.headers)).status).toBe(422);
  });
});
