import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  generateReferralUrl,
  getAffiliateAccount,
  getAffiliateGraph,
  getAffiliateStanding,
  getAffiliateStats,
  getPaymentSettings,
  listAffiliateItems,
  listEarnings,
  listWithdrawRequests,
  recordAffiliateClick,
} from '@/services/affiliate';
import { getPage, listPages } from '@/services/content';
import { listMyReviews, listProductReviews, listReviewableProducts, submitReview } from '@/services/reviews';
import { getSeoMeta } from '@/services/seo';
import { getStaticData } from '@/services/settings';
import { listStockRequests, requestStockAlert } from '@/services/stockRequests';
import { getStoreLocator } from '@/services/stores';

// Answers of reviews, the affiliate programme, content pages, SEO meta, the settings snapshot, stock
// requests and the store locator, written by hand as a backend of the family sends them (formatted
// amounts, `success`/`status`/`result` envelopes, message lists, Laravel's `links` and `meta`) and as the
// embedded API does, and what the storefront reads from them. A broken answer fails naming the
// endpoint and the field.

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(method: 'get' | 'post', path: string, body: Record<string, unknown>): void {
  server.use(mswHttp[method](`${API}${path}`, () => HttpResponse.json(body)));
}

/** Laravel's paginator under a resource collection, as the family sends a page. */
function familyPage(data: unknown[], path: string) {
  return {
    data,
    links: { first: `${API}${path}?page=1`, last: `${API}${path}?page=1`, prev: null, next: null },
    meta: { current_page: 1, from: 1, last_page: 1, path: `${API}${path}`, per_page: 10, to: data.length, total: data.length },
    success: true,
    status: 200,
  };
}

/** The embedded API's page: `meta` and `links` without a `path`. */
function embeddedPage(data: unknown[]) {
  return {
    success: true,
    status: 200,
    data,
    meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length, from: 1, to: data.length },
    links: { first: '/x?page=1', last: '/x?page=1', prev: null, next: null },
  };
}

const REVIEW = { id: 4, user_name: 'Nusrat', rating: 5, comment: 'Soft cotton', upvote_count: 2, time_date: '2026-11-20T06:00:00.000Z' };
const PANJABI = { id: 12, name: 'Cotton Panjabi', slug: 'cotton-panjabi', thumbnail_image: null };
const { user_name: _author, ...OWN_FIELDS } = REVIEW;
const OWN_REVIEW = { ...OWN_FIELDS, status: 'pending', product: PANJABI };
const SUMMARY = { average: 5, count: 1, breakdown: { '5': 1 } };

describe('reviews', () => {
  it('reads a product’s page of reviews in the family’s pagination, with its summary', async () => {
    answer('get', '/v2/reviews/product/12', { ...familyPage([REVIEW], '/v2/reviews/product/12'), summary: SUMMARY });
    await expect(listProductReviews(12)).resolves.toMatchObject({ data: [REVIEW], meta: { current_page: 1, last_page: 1, total: 1 }, summary: SUMMARY });
  });

  it('reads a stock backend’s reviews, without ids, upvotes, dates or summary, each keyed by its reviewer and text', async () => {
    // As stock backends of the family send a product's reviews: a relative time instead of a date.
    const stockReview = { user_id: 31, user_name: 'Tanvir Ahmed', avatar: '', rating: 4.0, comment: 'Fits well', time: '2 days ago' };
    const anonymous = { user_name: 'Nusrat', avatar: '', rating: 5.0, comment: 'Soft cotton', time: '3 weeks ago' };
    answer('get', '/v2/reviews/product/12', familyPage([stockReview, anonymous], '/v2/reviews/product/12'));
    const page = await listProductReviews(12);
    expect(page.data).toEqual([
      { id: 'review-by-31:Fits well', user_name: 'Tanvir Ahmed', rating: 4, comment: 'Fits well', upvote_count: 0, time_date: null },
      { id: 'review-by-Nusrat:Soft cotton', user_name: 'Nusrat', rating: 5, comment: 'Soft cotton', upvote_count: 0, time_date: null },
    ]);
    expect(page.summary).toBeUndefined();
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
  });

  it('reads the customer’s own reviews and the products still to review as the embedded API sends them', async () => {
    answer('get', '/v2/reviews/user', embeddedPage([OWN_REVIEW]));
    answer('get', '/v2/reviews/reviewable', { success: true, status: 200, data: [PANJABI] });
    await expect(listMyReviews(1)).resolves.toMatchObject({ data: [OWN_REVIEW], meta: { total: 1 } });
    await expect(listReviewableProducts()).resolves.toEqual([PANJABI]);
  });

  it('reads a submission’s message list as one text', async () => {
    answer('post', '/v2/reviews/submit', { result: true, message: ['Review submitted', 'It appears once approved'] });
    await expect(submitReview({ product_id: 12, rating: 5, comment: 'Soft' })).resolves.toEqual({
      result: true,
      message: 'Review submitted It appears once approved',
    });
  });

  it('names the endpoint and the field of a review that breaks the contract', async () => {
    answer('get', '/v2/reviews/product/12', { ...familyPage([{ ...REVIEW, rating: '5 stars' }], '/v2/reviews/product/12'), summary: SUMMARY });
    await expect(listProductReviews(12)).rejects.toMatchObject({
      name: 'ContractError',
      message: 'GET /v2/reviews/product/12 answered data[0].rating = "5 stars", which is not a number',
    });
  });

  it('names a status the storefront does not know', async () => {
    answer('get', '/v2/reviews/user', embeddedPage([{ ...OWN_REVIEW, status: 'hidden' }]));
    await expect(listMyReviews(1)).rejects.toMatchObject({
      endpoint: 'GET /v2/reviews/user',
      field: 'data[0].status',
      message: 'GET /v2/reviews/user answered data[0].status = "hidden", which is not one of "published", "pending"',
    });
  });
});

describe('the affiliate programme', () => {
  it('reads the affiliate’s money in the family’s formatted amounts as taka', async () => {
    answer('get', '/v2/affiliate/user', {
      success: true,
      status: 200,
      data: {
        name: 'Demo Affiliate',
        phone: '01711000002',
        referral_code: 'DEMOAFF',
        referral_path: '/?aff_ref=DEMOAFF',
        balance: '৳1,250.50',
        pending_earnings: '420.00',
        total_earned: '৳3,250.50',
        total_withdrawn: 2000,
      },
    });
    await expect(getAffiliateAccount()).resolves.toMatchObject({ balance: 1250.5, pending_earnings: 420, total_earned: 3250.5, total_withdrawn: 2000 });
  });

  it('reads the standing, the stats, the days and the payment settings', async () => {
    answer('get', '/v2/affiliate/get_user', { success: true, status: 200, data: { status: 'approved', referral_code: 'DEMOAFF', affiliate_status: 1 } });
    answer('get', '/v2/affiliate/affiliate_stats', {
      success: true,
      data: { clicks: 40, orders: 2, conversion_rate: 5, earnings: '৳1,066.80', pending_earnings: '0.00', balance: 1250.5 },
    });
    answer('get', '/v2/affiliate/graph_data', { success: true, data: [{ date: '2026-11-20', clicks: 3, orders: 1, earnings: '৳533.40' }] });
    answer('get', '/v2/affiliate/payment/settings', {
      success: true,
      data: { payment_method: null, bkash_number: null, minimum_withdraw: '৳500.00' },
    });
    const range = { from: '2026-11-01', to: '2026-11-30' };
    await expect(getAffiliateStanding()).resolves.toEqual({ status: 'approved', referral_code: 'DEMOAFF', affiliate_status: 1 });
    await expect(getAffiliateStats(range)).resolves.toEqual({ clicks: 40, orders: 2, conversion_rate: 5, earnings: 1066.8, pending_earnings: 0, balance: 1250.5 });
    await expect(getAffiliateGraph(range)).resolves.toEqual([{ date: '2026-11-20', clicks: 3, orders: 1, earnings: 533.4 }]);
    await expect(getPaymentSettings()).resolves.toEqual({ payment_method: null, bkash_number: null, minimum_withdraw: 500 });
  });

  it('reads the history pages and the products to promote, their amounts as taka', async () => {
    const earning = { id: 1, order_code: 'RD1', product_name: 'Jamdani Saree', rate: 6, amount: '৳533.40', status: 'approved', date: '2026-11-20' };
    const withdrawal = { id: 2, amount: '1,000.00', payment_method: 'bkash', status: 'pending', note: null, date: '2026-11-21' };
    const item = { ...PANJABI, price: '৳2,500.00', commission_rate: 6, commission_amount: '৳150.00' };
    answer('get', '/v2/affiliate/referrals/earning-history', familyPage([earning], '/v2/affiliate/referrals/earning-history'));
    answer('get', '/v2/affiliate/user/withdraw_request_history', embeddedPage([withdrawal]));
    answer('get', '/v2/affiliate/get_affiliate_items', familyPage([item], '/v2/affiliate/get_affiliate_items'));
    expect((await listEarnings(1)).data).toEqual([{ ...earning, amount: 533.4 }]);
    expect((await listWithdrawRequests(1)).data).toEqual([{ ...withdrawal, amount: 1000 }]);
    expect((await listAffiliateItems(1, '')).data).toEqual([{ ...item, price: 2500, commission_amount: 150 }]);
  });

  it('reads a generated link and a click that happened under `status`', async () => {
    answer('post', '/v2/affiliate/url_generate', { result: true, message: 'Link generated', url: '/product/cotton-panjabi?aff_ref=DEMOAFF' });
    answer('post', '/v2/affiliate/click', { status: true, message: ['Click recorded'] });
    await expect(generateReferralUrl('/product/cotton-panjabi')).resolves.toEqual({
      result: true,
      message: 'Link generated',
      url: '/product/cotton-panjabi?aff_ref=DEMOAFF',
    });
    await expect(recordAffiliateClick({ aff_ref: 'DEMOAFF', landing_url: '/' })).resolves.toEqual({ result: true, message: 'Click recorded' });
  });

  it('names an amount that is no amount of money, never reading it as 0', async () => {
    const earning = { id: 1, order_code: 'RD1', product_name: 'Jamdani Saree', rate: 6, amount: 'N/A', status: 'approved', date: '2026-11-20' };
    answer('get', '/v2/affiliate/referrals/earning-history', familyPage([earning], '/v2/affiliate/referrals/earning-history'));
    await expect(listEarnings(1)).rejects.toMatchObject({
      name: 'ContractError',
      message: 'GET /v2/affiliate/referrals/earning-history answered data[0].amount = "N/A", which is not an amount of money',
    });
  });

  it('names a page without its pagination', async () => {
    answer('get', '/v2/affiliate/get_affiliate_items', { success: true, status: 200, data: [] });
    await expect(listAffiliateItems(1, '')).rejects.toMatchObject({
      endpoint: 'GET /v2/affiliate/get_affiliate_items',
      field: 'meta',
    });
  });
});

const ABOUT_US = { id: 1, title: 'About Us', slug: 'about-us', page_link_position: 'footer', custom_link: null, open_tab: 0, position: 1 };

describe('content pages, SEO meta and the settings snapshot', () => {
  it('reads the page links and a page', async () => {
    answer('get', '/v2/pages', { success: true, status: 200, data: [ABOUT_US] });
    answer('get', '/v2/pages/about-us', { success: true, status: 200, data: [{ ...ABOUT_US, content: '<p>Hi</p>', meta_title: null, meta_description: null }] });
    await expect(listPages()).resolves.toEqual([ABOUT_US]);
    await expect(getPage('about-us')).resolves.toEqual({ ...ABOUT_US, content: '<p>Hi</p>', meta_title: null, meta_description: null });
  });

  it('names a page link without its slug', async () => {
    const { slug: _slug, ...withoutSlug } = ABOUT_US;
    answer('get', '/v2/pages', { success: true, status: 200, data: [withoutSlug] });
    await expect(listPages()).rejects.toMatchObject({ message: 'GET /v2/pages answered data[0].slug = undefined, which is not a string' });
  });

  it('reads the SEO meta, and names one that is no text', async () => {
    answer('get', '/v2/seo-meta-data', { success: true, status: 200, data: { title: 'Rongdhonu', description: null, keywords: null, image: null } });
    await expect(getSeoMeta()).resolves.toEqual({ title: 'Rongdhonu', description: null, keywords: null, image: null });
    answer('get', '/v2/seo-meta-data', { success: true, data: { title: 7, description: null, keywords: null, image: null } });
    await expect(getSeoMeta()).rejects.toMatchObject({ endpoint: 'GET /v2/seo-meta-data', field: 'data.title' });
  });

  it('reads the snapshot under the write-style `result` envelope, and names a mega menu that is no list', async () => {
    const snapshot = { business_settings: [{ type: 'site_motto', value: 'Hello' }], megamenu: [], pages: [ABOUT_US] };
    answer('get', '/generate-static-data', { result: true, message: 'Static data generated', data: snapshot });
    await expect(getStaticData()).resolves.toEqual(snapshot);
    answer('get', '/generate-static-data', { result: true, data: { ...snapshot, megamenu: null } });
    await expect(getStaticData()).rejects.toMatchObject({
      message: 'GET /generate-static-data answered data.megamenu = null, which is not an array',
    });
  });
});

const STOCK_REQUEST = {
  id: 3,
  status: 'pending',
  channel: 'phone',
  contact: '01711000001',
  date: '2026-11-20T06:00:00.000Z',
  notified_at: null,
  product: PANJABI,
  variant: { variant: 'White-M', color: 'White', size: 'M', barcode: 'PJ-W-M', image: null },
};

describe('stock requests and the store locator', () => {
  it('reads the customer’s requests in the family’s pagination, and a request’s message list', async () => {
    answer('get', '/v2/stock-requests', familyPage([STOCK_REQUEST], '/v2/stock-requests'));
    answer('post', '/v2/stock-requests', { result: true, message: ['We will tell you', 'when it is back'] });
    expect((await listStockRequests(1)).data).toEqual([STOCK_REQUEST]);
    await expect(requestStockAlert({ product_id: 12, barcode: 'PJ-W-M' })).resolves.toEqual({ result: true, message: 'We will tell you when it is back' });
  });

  it('names a channel the storefront cannot reach', async () => {
    answer('get', '/v2/stock-requests', familyPage([{ ...STOCK_REQUEST, channel: 'pigeon' }], '/v2/stock-requests'));
    await expect(listStockRequests(1)).rejects.toMatchObject({ endpoint: 'GET /v2/stock-requests', field: 'data[0].channel' });
  });

  it('reads the stores and cities, coordinates sent as decimal text included, and names a store whose coordinates are no number', async () => {
    const store = {
      id: 1,
      name: 'Rongdhonu Gulshan',
      city: 'Dhaka',
      area: 'Gulshan',
      address: 'Road 90',
      phone: null,
      email: null,
      opening_hours: null,
      latitude: 23.79,
      longitude: 90.41,
      map_link: null,
    };
    answer('get', '/v2/store-locator', { success: true, status: 200, data: [store], cities: ['Dhaka'] });
    await expect(getStoreLocator()).resolves.toEqual({ stores: [store], cities: ['Dhaka'] });
    answer('get', '/v2/store-locator', { success: true, data: [{ ...store, latitude: '23.7925000', longitude: '90.4078' }], cities: ['Dhaka'] });
    await expect(getStoreLocator()).resolves.toEqual({ stores: [{ ...store, latitude: 23.7925, longitude: 90.4078 }], cities: ['Dhaka'] });
    answer('get', '/v2/store-locator', { success: true, data: [{ ...store, latitude: '23.79N' }], cities: ['Dhaka'] });
    await expect(getStoreLocator()).rejects.toMatchObject({
      message: 'GET /v2/store-locator answered data[0].latitude = "23.79N", which is not a number',
    });
  });
});
