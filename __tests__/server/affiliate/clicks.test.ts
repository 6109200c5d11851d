import { TOKEN_LIFETIME_SECONDS } from '@/server/security/tokens';
import { createShopper, type Shopper } from '../cart/shopFixtures';
import { signIn } from '../support/fixtures';
import { setUpTestShop } from '../support/testApi';
import { createAffiliate, type TestAffiliate } from './affiliateFixtures';

// POST /v2/affiliate/click and the visits it leaves: one click per affiliate, visitor and Dhaka day.

// 15 March 2026, noon in Dhaka.
let clock = new Date('2026-03-15T06:00:00.000Z');
const shop = setUpTestShop(() => clock);

const DAY = 24 * 60 * 60 * 1000;

let affiliate: TestAffiliate;
let productSlug: string;
let productName: string;

beforeAll(async () => {
  affiliate = await createAffiliate(shop.db, {}, clock);
  // A token that outlives the days these tests move through.
  Object.assign(affiliate, await signIn(shop.db, affiliate.userId, clock, TOKEN_LIFETIME_SECONDS.remembered));
  const product = await shop.db.selectFrom('products').select(['slug', 'name']).where('published', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  productSlug = product.slug;
  productName = product.name;
});

beforeEach(() => {
  clock = new Date('2026-03-15T06:00:00.000Z');
});

const click = (visitor: { headers: Record<string, string> }, body: Record<string, unknown>) => shop.api.post('/v2/affiliate/click', body, visitor.headers);
const visitsOf = async (someone: TestAffiliate) => (await shop.api.get('/v2/affiliate/visits', someone.headers)).body;
const clickRows = (someone: TestAffiliate) =>
  shop.db.selectFrom('affiliate_clicks').select(['visitor_key', 'visit_day', 'landing_url', 'product_id']).where('affiliate_user_id', '=', someone.affiliateId).orderBy('id').execute();

describe('POST /v2/affiliate/click', () => {
  let visitor: Shopper;

  beforeAll(async () => {
    visitor = await createShopper(shop.db, 'guest', clock);
  });

  it('records the visitor’s click once a day, with the landing page and product', async () => {
    const body = { aff_ref: `aff_ref=${affiliate.code}&utm_source=facebook`, landing_url: `/details/${productSlug}?aff_ref=${affiliate.code}`, product_slug: productSlug };
    const first = await click(visitor, body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ result: true, message: 'Click recorded' });
    expect((await click(visitor, body)).body).toEqual({ result: true, message: 'Click already recorded today' });
    clock = new Date(clock.getTime() + DAY);
    expect((await click(visitor, { ...body, product_slug: undefined, landing_url: 'https://shop.example/category/saree' })).body.message).toBe('Click recorded');

    const product = await shop.db.selectFrom('products').select('id').where('slug', '=', productSlug).executeTakeFirstOrThrow();
    expect(await clickRows(affiliate)).toEqual([
      { visitor_key: `user:${visitor.userId}`, visit_day: '2026-03-15', landing_url: `/details/${productSlug}?aff_ref=${affiliate.code}`, product_id: product.id },
      { visitor_key: `user:${visitor.userId}`, visit_day: '2026-03-16', landing_url: '/category/saree', product_id: null },
    ]);

    const visits = await visitsOf(affiliate);
    expect(visits.data).toEqual([
      { id: expect.any(Number), date: '2026-03-16T06:00:00.000Z', landing_url: '/category/saree', product_name: null },
      { id: expect.any(Number), date: '2026-03-15T06:00:00.000Z', landing_url: `/details/${productSlug}?aff_ref=${affiliate.code}`, product_name: productName },
    ]);
    expect(visits.meta).toMatchObject({ current_page: 1, total: 2, per_page: 10 });
  });

  it('counts the day in Dhaka', async () => {
    const other = await createAffiliate(shop.db, {}, clock);
    const lateVisitor = await createShopper(shop.db, 'customer', clock);
    // 01:00 on 16 March in Dhaka.
    clock = new Date('2026-03-15T19:00:00.000Z');
    await click(lateVisitor, { aff_ref: other.code, landing_url: '/' });
    expect((await clickRows(other))[0]).toMatchObject({ visitor_key: `user:${lateVisitor.userId}`, visit_day: '2026-03-16' });
  });

  it('counts every visitor apart', async () => {
    const other = await createAffiliate(shop.db, {}, clock);
    for (const type of ['guest', 'customer', 'guest'] as const) {
      expect((await click(await createShopper(shop.db, type, clock), { aff_ref: other.code, landing_url: '/' })).body.result).toBe(true);
    }
    expect(await clickRows(other)).toHaveLength(3);
  });

  it('ignores the affiliate’s own clicks', async () => {
    const response = await click(affiliate, { aff_ref: affiliate.code, landing_url: '/' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: false, message: 'Your own clicks are not counted' });
    expect((await clickRows(affiliate)).some((row) => row.visitor_key === `user:${affiliate.userId}`)).toBe(false);
  });

  it('answers an unknown or unapproved code with 200 and records nothing', async () => {
    const pending = await createAffiliate(shop.db, { status: 'pending' }, clock);
    for (const code of ['aff_ref=NOSUCHCODE', pending.code, 'utm_source=facebook', '!!!']) {
      const response = await click(visitor, { aff_ref: code, landing_url: '/' });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ result: false, message: 'Unknown referral code' });
    }
    expect(await clickRows(pending)).toEqual([]);
  });

  it('checks the body and the token', async () => {
    const missing = await click(visitor, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['aff_ref', 'landing_url']);
    expect((await click(visitor, { aff_ref: affiliate.code, landing_url: 'javascript:alert(1)' })).body.errors).toEqual({
      landing_url: ['The landing url field must be a link.'],
    });
    expect((await click({ headers: {} }, { aff_ref: affiliate.code, landing_url: '/' })).status).toBe(401);
  });
});
