import { createAffiliate, createCustomer, insertClick, insertEarning } from '../affiliate/affiliateFixtures';
import { createProduct } from '../cart/shopFixtures';
import { readThroughContract } from '../support/contract';
import { insertOrder, insertOrderLine } from '../support/fixtures';
import { setUpTestShop } from '../support/testApi';

// Reviews, the affiliate programme, content pages, SEO meta, the settings snapshot, stock requests and
// the store locator, answered by the seeded shop and read through the storefront's contract. Each list
// holds at least one entry, so that the entries' shape is checked too, not only the envelope.

const shop = setUpTestShop();

/** A delivered order of the customer holding one piece of the product's first variant. */
async function deliver(userId: number, productId: number): Promise<void> {
  const orderId = await insertOrder(shop.db, { userId, code: `CONTRACT-${productId}-${Date.now()}`, total: 100_000, status: 'delivered', now: new Date() });
  await insertOrderLine(shop.db, orderId, productId);
}

describe('the embedded API answers as the contract says', () => {
  it('content pages, SEO meta, the settings snapshot and the store locator', async () => {
    const links = readThroughContract('pageLinks', (await shop.api.get('/v2/pages')).body).data;
    expect(links.length).toBeGreaterThan(0);
    const [page] = readThroughContract('contentPage', (await shop.api.get(`/v2/pages/${links[0].slug}`)).body).data;
    expect(page.slug).toBe(links[0].slug);
    readThroughContract('seoMeta', (await shop.api.get('/v2/seo-meta-data')).body);
    readThroughContract('seoMeta', (await shop.api.get(`/v2/seo-meta-data?page=${links[0].slug}`)).body);
    const snapshot = readThroughContract('staticData', (await shop.api.get('/generate-static-data')).body).data;
    expect(snapshot.megamenu.length).toBeGreaterThan(0);
    const locator = readThroughContract('storeLocator', (await shop.api.get('/v2/store-locator')).body);
    expect(locator.data.length).toBeGreaterThan(0);
  });

  it('a product’s reviews, and the customer’s own and still to write', async () => {
    const customer = await createCustomer(shop.db);
    const product = await createProduct(shop.db, { unitPrice: 150_000, variants: [{ stock: 5 }] });
    await deliver(customer.userId, product.id);
    const [reviewable] = readThroughContract('reviewableProducts', (await shop.api.get('/v2/reviews/reviewable', customer.headers)).body).data;
    expect(reviewable.id).toBe(product.id);
    const submitted = await shop.api.post('/v2/reviews/submit', { product_id: product.id, rating: 5, comment: 'Soft cotton' }, customer.headers);
    expect(readThroughContract('mutation', submitted.body).result).toBe(true);
    const [own] = readThroughContract('ownReviews', (await shop.api.get('/v2/reviews/user', customer.headers)).body).data;
    expect(own.product.id).toBe(product.id);

    const reviewed = await shop.db.selectFrom('reviews').select('product_id').where('status', '=', 1).executeTakeFirstOrThrow();
    const published = readThroughContract('productReviews', (await shop.api.get(`/v2/reviews/product/${reviewed.product_id}`)).body);
    expect(published.data.length).toBeGreaterThan(0);
    const upvote = await shop.api.post(`/v2/reviews/${published.data[0].id}/upvote`, undefined, customer.headers);
    expect(readThroughContract('mutation', upvote.body).result).toBe(true);
  });

  it('a back-in-stock request and the customer’s list of them', async () => {
    const customer = await createCustomer(shop.db);
    const product = await createProduct(shop.db, { unitPrice: 90_000, variants: [{ stock: 0 }] });
    const requested = await shop.api.post('/v2/stock-requests', { product_id: product.id, barcode: product.barcodes[0] }, customer.headers);
    expect(readThroughContract('mutation', requested.body).result).toBe(true);
    const [request] = readThroughContract('stockRequests', (await shop.api.get('/v2/stock-requests', customer.headers)).body).data;
    expect(request.variant.barcode).toBe(product.barcodes[0]);
  });

  it('the affiliate’s standing, money, reports, payouts and products to promote', async () => {
    const applicant = await createCustomer(shop.db);
    const application = await shop.api.post(
      '/v2/affiliate/registration',
      { name: 'Nusrat Jahan', phone: '01711000001', promotion_plan: 'Reels', payment_method: 'bkash', bkash_number: '01711000001' },
      applicant.headers,
    );
    expect(readThroughContract('affiliateApplication', application.body).data.status).toBe('pending');

    const affiliate = await createAffiliate(shop.db);
    const headers = affiliate.headers;
    // Commission is earned on an ordered product, so an earning names one.
    const earned = await createProduct(shop.db, { unitPrice: 200_000, variants: [{ stock: 5 }] });
    const earningId = await insertEarning(shop.db, affiliate, { amount: 200_000, status: 'approved' });
    await shop.db.updateTable('affiliate_earnings').set({ product_id: earned.id }).where('id', '=', earningId).execute();
    await insertClick(shop.db, affiliate, 'user:contract', new Date().toISOString().slice(0, 10), new Date());
    await shop.db
      .insertInto('affiliate_payments')
      .values({ affiliate_user_id: affiliate.affiliateId, amount: 50_000, payment_method: 'bkash', reference: 'TRX-1', created_at: new Date().toISOString() })
      .execute();
    const withdrawal = await shop.api.post('/v2/affiliate/withdraw_request/store', { amount: 500 }, headers);
    expect(readThroughContract('mutation', withdrawal.body).result).toBe(true);

    expect(readThroughContract('affiliateStanding', (await shop.api.get('/v2/affiliate/get_user', headers)).body).data.status).toBe('approved');
    expect(readThroughContract('affiliateAccount', (await shop.api.get('/v2/affiliate/user', headers)).body).data.total_earned).toBe(2000);
    readThroughContract('affiliateStats', (await shop.api.get('/v2/affiliate/affiliate_stats', headers)).body);
    expect(readThroughContract('affiliateGraph', (await shop.api.get('/v2/affiliate/graph_data', headers)).body).data.length).toBeGreaterThan(0);
    const pages: [string, 'affiliateEarnings' | 'affiliateVisits' | 'affiliatePayments' | 'withdrawRequests' | 'affiliateItems'][] = [
      ['/v2/affiliate/referrals/earning-history', 'affiliateEarnings'],
      ['/v2/affiliate/visits', 'affiliateVisits'],
      ['/v2/affiliate/user/payment_history', 'affiliatePayments'],
      ['/v2/affiliate/user/withdraw_request_history', 'withdrawRequests'],
      ['/v2/affiliate/get_affiliate_items', 'affiliateItems'],
    ];
    for (const [path, key] of pages) {
      const { data } = readThroughContract(key, (await shop.api.get(path, headers)).body);
      expect([path, data.length > 0]).toEqual([path, true]);
    }
    readThroughContract('paymentSettings', (await shop.api.get('/v2/affiliate/payment/settings', headers)).body);
    const saved = await shop.api.post('/v2/affiliate/payment/settings/store', { payment_method: 'nagad', nagad_number: '01711000002' }, headers);
    expect(readThroughContract('mutation', saved.body).result).toBe(true);
    const generated = await shop.api.post('/v2/affiliate/url_generate', { url: 'http://localhost/product/x' }, { ...headers, Host: 'localhost' });
    expect(readThroughContract('generatedUrl', generated.body).url).toContain(`aff_ref=${affiliate.code}`);
    const click = await shop.api.post('/v2/affiliate/click', { aff_ref: affiliate.code, landing_url: '/' }, applicant.headers);
    expect(readThroughContract('mutation', click.body).result).toBe(true);
  });
});
