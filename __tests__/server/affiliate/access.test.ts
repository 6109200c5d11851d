import { createShopper, type Shopper } from '../cart/shopFixtures';
import { setUpTestShop } from '../support/testApi';
import { adminHeaders, createAffiliate, createCustomer, insertClick, insertEarning, setSetting, type TestAffiliate, setUpAdminToken } from './affiliateFixtures';

// Who reaches which endpoint: nobody while the programme is off, customers for the application,
// approved affiliates for their own pages, and never one affiliate for another's data.

const shop = setUpTestShop();
setUpAdminToken();

type Endpoint = [method: 'GET' | 'POST', path: string, body?: Record<string, unknown>];

const AFFILIATE_ONLY: Endpoint[] = [
  ['GET', '/v2/affiliate/user'],
  ['GET', '/v2/affiliate/affiliate_stats'],
  ['GET', '/v2/affiliate/graph_data'],
  ['GET', '/v2/affiliate/referrals/earning-history'],
  ['GET', '/v2/affiliate/visits'],
  ['GET', '/v2/affiliate/user/payment_history'],
  ['GET', '/v2/affiliate/user/withdraw_request_history'],
  ['GET', '/v2/affiliate/payment/settings'],
  ['POST', '/v2/affiliate/payment/settings/store', { payment_method: 'bkash', bkash_number: '01711000009' }],
  ['POST', '/v2/affiliate/withdraw_request/store', { amount: 500 }],
  ['POST', '/v2/affiliate/url_generate', { url: '/details/x' }],
  ['GET', '/v2/affiliate/get_affiliate_items'],
];

const CUSTOMER_ONLY: Endpoint[] = [
  ['POST', '/v2/affiliate/registration', { name: 'Rafiq', phone: '01711000009', promotion_plan: 'Blog', payment_method: 'bkash', bkash_number: '01711000009' }],
  ['GET', '/v2/affiliate/get_user'],
];

const CLICK: Endpoint = ['POST', '/v2/affiliate/click', { aff_ref: 'DEMOAFF', landing_url: '/' }];

const call = ([method, path, body]: Endpoint, headers: Record<string, string> = {}) => shop.api.request(method, path, body, headers);

let guest: Shopper;

beforeAll(async () => {
  guest = await createShopper(shop.db, 'guest');
});

describe('guests', () => {
  it.each([...AFFILIATE_ONLY, ...CUSTOMER_ONLY])('%s %s answers 401 without a customer token', async (...endpoint) => {
    for (const headers of [{}, guest.headers, { Authorization: 'Bearer not-a-token' }]) {
      const response = await call(endpoint, headers);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ result: false, message: 'Unauthenticated.' });
    }
  });

  it('may record a click with a guest token, not without one', async () => {
    expect((await call(CLICK, guest.headers)).status).toBe(200);
    expect((await call(CLICK)).status).toBe(401);
  });
});

describe('customers who are not approved affiliates', () => {
  it.each(AFFILIATE_ONLY)('%s %s answers 403', async (...endpoint) => {
    const customer = await createCustomer(shop.db);
    const pending = await createAffiliate(shop.db, { status: 'pending' });
    const rejected = await createAffiliate(shop.db, { status: 'rejected' });
    for (const someone of [customer, pending, rejected]) {
      const response = await call(endpoint, someone.headers);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ result: false, message: 'This page is for approved affiliates' });
    }
  });
});

describe('with affiliate_system "0"', () => {
  let affiliate: TestAffiliate;

  beforeAll(async () => {
    affiliate = await createAffiliate(shop.db);
    await setSetting(shop.db, 'affiliate_system', '0');
  });

  afterAll(() => setSetting(shop.db, 'affiliate_system', '1'));

  it.each([...AFFILIATE_ONLY, ...CUSTOMER_ONLY, CLICK])('%s %s answers 404 like an unknown path', async (...endpoint) => {
    for (const headers of [affiliate.headers, guest.headers, {}]) {
      const response = await call(endpoint, headers);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ result: false, message: 'Not found' });
    }
  });
});

describe('one affiliate never sees another’s data', () => {
  interface Trail {
    affiliate: TestAffiliate;
    earningId: number;
    paymentId: number;
    requestIds: number[];
  }

  /** An affiliate with an approved earning, a visit, a paid withdrawal and a pending one. */
  async function affiliateWithTrail(amount: number): Promise<Trail> {
    const affiliate = await createAffiliate(shop.db);
    const earningId = await insertEarning(shop.db, affiliate, { amount, status: 'approved' });
    await insertClick(shop.db, affiliate, `user:${affiliate.userId + 1000}`, '2026-03-01', new Date('2026-03-01T04:00:00.000Z'));
    await shop.api.post('/v2/affiliate/withdraw_request/store', { amount: 500 }, affiliate.headers);
    const [paid] = await shop.db.selectFrom('affiliate_withdraw_requests').select('id').where('affiliate_user_id', '=', affiliate.affiliateId).execute();
    const payment = await shop.api.post(`/v2/admin/affiliate-withdrawals/${paid.id}/pay`, { reference: `REF-${affiliate.code}` }, adminHeaders);
    await shop.api.post('/v2/affiliate/withdraw_request/store', { amount: 500 }, affiliate.headers);
    const requests = await shop.db.selectFrom('affiliate_withdraw_requests').select('id').where('affiliate_user_id', '=', affiliate.affiliateId).orderBy('id', 'desc').execute();
    return { affiliate, earningId, paymentId: payment.body.data.payment_id, requestIds: requests.map((request) => request.id) };
  }

  const ids = async (path: string, affiliate: TestAffiliate) =>
    ((await shop.api.get(path, affiliate.headers)).body.data as { id: number }[]).map((row) => row.id);

  it('lists only the caller’s earnings, visits, payments and withdraw requests, and their own totals', async () => {
    const first = await affiliateWithTrail(150000);
    const second = await affiliateWithTrail(200000);
    for (const [trail, other] of [
      [first, second],
      [second, first],
    ]) {
      expect(await ids('/v2/affiliate/referrals/earning-history', trail.affiliate)).toEqual([trail.earningId]);
      expect(await ids('/v2/affiliate/user/payment_history', trail.affiliate)).toEqual([trail.paymentId]);
      expect(await ids('/v2/affiliate/user/withdraw_request_history', trail.affiliate)).toEqual(trail.requestIds);
      const visits = (await shop.api.get('/v2/affiliate/visits', trail.affiliate.headers)).body;
      expect(visits.meta.total).toBe(1);
      expect((await ids('/v2/affiliate/visits', other.affiliate)).some((id) => visits.data.some((visit: { id: number }) => visit.id === id))).toBe(false);
    }
    expect((await shop.api.get('/v2/affiliate/user', first.affiliate.headers)).body.data).toMatchObject({ referral_code: first.affiliate.code, total_earned: 1500, total_withdrawn: 500, balance: 500 });
    expect((await shop.api.get('/v2/affiliate/user', second.affiliate.headers)).body.data).toMatchObject({ referral_code: second.affiliate.code, total_earned: 2000, total_withdrawn: 500, balance: 1000 });
    expect((await shop.api.get('/v2/affiliate/affiliate_stats?from=2026-03-01&to=2026-03-01', first.affiliate.headers)).body.data.clicks).toBe(1);
  });

  it('refuses bad page numbers on the histories', async () => {
    const affiliate = await createAffiliate(shop.db);
    for (const path of ['/v2/affiliate/referrals/earning-history', '/v2/affiliate/visits', '/v2/affiliate/user/payment_history', '/v2/affiliate/user/withdraw_request_history']) {
      const response = await shop.api.get(`${path}?page=0`, affiliate.headers);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ page: ['The page field must be at least 1.'] });
      expect((await shop.api.get(`${path}?page=abc`, affiliate.headers)).status).toBe(422);
    }
  });
});
