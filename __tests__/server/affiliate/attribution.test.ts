import { createCoupon, createShopper, type ProductFixture, setPromotion, type Shopper } from '../cart/shopFixtures';
import { addToBag, type BagLine, createStockedProduct, findOrder, homeDeliveryBody, orderItems, setUpCheckoutShop } from '../checkout/checkoutFixtures';
import { adminHeaders, createAffiliate, earningsOfOrder, setSetting, type TestAffiliate, setUpAdminToken } from './affiliateFixtures';

// Commissions through the real journey: a referral sent with add-to-cart, an order placed at
// checkout, then moved by the back office, cancelled by the shopper or declined at the gateway.

const shop = setUpCheckoutShop();
setUpAdminToken();

const DAY = 24 * 60 * 60 * 1000;

let affiliate: TestAffiliate;
/** 12 percent of its own, in a category without a rate. */
let ownRate: ProductFixture;
/** In Embroidered Panjabi, 10 percent. */
let categoryRate: ProductFixture;
/** In Cushion Covers, without a rate: its parent Home & Lifestyle's 7 percent. */
let parentCategoryRate: ProductFixture;
/** In Polo Shirts: no rate anywhere, the default 5 percent. */
let defaultRate: ProductFixture;

const referral = (code: string) => `aff_ref=${code}&utm_source=facebook`;

beforeAll(async () => {
  // Without the "buy 3, save 5%" promotion every line total is price x quantity.
  await setPromotion(shop.db, 0, 0);
  affiliate = await createAffiliate(shop.db);
  ownRate = await createStockedProduct(shop.db, 100000, 100, { categorySlug: 't-shirts-polo' });
  await shop.db.updateTable('products').set({ commission_rate: 12 }).where('id', '=', ownRate.id).execute();
  categoryRate = await createStockedProduct(shop.db, 80000, 100, { categorySlug: 'panjabi-embroidered' });
  parentCategoryRate = await createStockedProduct(shop.db, 50000, 100, { categorySlug: 'home-cushion-covers' });
  defaultRate = await createStockedProduct(shop.db, 30000, 100, { categorySlug: 't-shirts-polo' });
});

async function placeOrder(shopper: Shopper, lines: readonly BagLine[], body: Record<string, unknown> = {}): Promise<number> {
  await addToBag(shop.api, shopper, lines);
  const placed = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, body));
  expect(placed.status).toBe(200);
  return placed.body.data.order_id;
}

async function placeReferredOrder(lines: readonly BagLine[], body: Record<string, unknown> = {}): Promise<number> {
  return placeOrder(await createShopper(shop.db, 'customer'), lines, body);
}

const moveOrder = (orderId: number, status: string) => shop.api.post(`/v2/admin/orders/${orderId}/status`, { status }, adminHeaders);

async function deliver(orderId: number): Promise<void> {
  for (const status of ['confirmed', 'shipped', 'delivered']) expect((await moveOrder(orderId, status)).status).toBe(200);
}

const summaryOf = async (someone: TestAffiliate) => (await shop.api.get('/v2/affiliate/user', someone.headers)).body.data;

describe('commission at order placement', () => {
  it('takes the product rate, else the category rate (inherited from a parent), else the default, on each referred line', async () => {
    const orderId = await placeReferredOrder([
      [ownRate, 2, referral(affiliate.code)],
      [categoryRate, 1, referral(affiliate.code)],
      [parentCategoryRate, 1, `?aff_ref=${affiliate.code}`],
      [defaultRate, 1, affiliate.code],
    ]);
    expect(await earningsOfOrder(shop.db, orderId)).toEqual([
      { affiliate_user_id: affiliate.affiliateId, product_id: ownRate.id, rate: 12, amount: 24000, status: 'pending' },
      { affiliate_user_id: affiliate.affiliateId, product_id: categoryRate.id, rate: 10, amount: 8000, status: 'pending' },
      { affiliate_user_id: affiliate.affiliateId, product_id: parentCategoryRate.id, rate: 7, amount: 3500, status: 'pending' },
      { affiliate_user_id: affiliate.affiliateId, product_id: defaultRate.id, rate: 5, amount: 1500, status: 'pending' },
    ]);
    const order = await findOrder(shop.db, orderId);
    expect(order.affiliate_user_id).toBe(affiliate.affiliateId);
    expect(order.affiliate_ref).toBe(referral(affiliate.code));
    const items = await orderItems(shop.db, orderId);
    const earningItems = await shop.db.selectFrom('affiliate_earnings').select('order_item_id').where('order_id', '=', orderId).orderBy('id').execute();
    expect(earningItems.map((earning) => earning.order_item_id)).toEqual(items.map((item) => item.id));
  });

  it('counts neither the coupon nor shipping, and earns on the line after the product discount and the promotion', async () => {
    const shopper = await createShopper(shop.db, 'customer');
    await addToBag(shop.api, shopper, [[ownRate, 1, referral(affiliate.code)]]);
    const coupon = await createCoupon(shop.db, { type: 'amount', value: 30000 });
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: coupon }, shopper.headers)).status).toBe(200);
    const placed = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { delivery_method: 'express' }));
    const order = await findOrder(shop.db, placed.body.data.order_id);
    expect(order.coupon_discount).toBe(30000);
    expect(order.shipping_cost).toBeGreaterThan(0);
    expect((await earningsOfOrder(shop.db, order.id)).map((earning) => earning.amount)).toEqual([12000]);

    // A 10 percent product discount and the promotion on 3 pieces: 90000 - 5 % = 85500 a piece.
    const discounted = await createStockedProduct(shop.db, 100000, 10, { categorySlug: 't-shirts-polo', discount: 10, discountType: 'percent' });
    await setPromotion(shop.db, 3, 5);
    try {
      const promoted = await placeReferredOrder([[discounted, 3, referral(affiliate.code)]]);
      const [item] = await orderItems(shop.db, promoted);
      expect(item.line_total).toBe(256500);
      expect((await earningsOfOrder(shop.db, promoted)).map((earning) => earning.amount)).toEqual([12825]);
    } finally {
      await setPromotion(shop.db, 0, 0);
    }
  });

  it('earns only on referred lines of approved affiliates', async () => {
    const pending = await createAffiliate(shop.db, { status: 'pending' });
    const rejected = await createAffiliate(shop.db, { status: 'rejected' });
    const orderId = await placeReferredOrder([
      [ownRate, 1, referral(affiliate.code)],
      [categoryRate, 1],
      [parentCategoryRate, 1, referral(pending.code)],
      [defaultRate, 1, referral(rejected.code)],
    ]);
    const other = await placeReferredOrder([[defaultRate, 1, 'aff_ref=NOSUCHCODE'], [categoryRate, 1, 'utm_source=facebook']]);
    expect((await earningsOfOrder(shop.db, orderId)).map((earning) => earning.product_id)).toEqual([ownRate.id]);
    expect(await earningsOfOrder(shop.db, other)).toEqual([]);
    expect((await findOrder(shop.db, other)).affiliate_user_id).toBeNull();
  });

  it('earns a guest buyer’s order too', async () => {
    const guest = await createShopper(shop.db, 'guest');
    const orderId = await placeOrder(guest, [[defaultRate, 2, referral(affiliate.code)]]);
    expect((await earningsOfOrder(shop.db, orderId)).map((earning) => earning.amount)).toEqual([3000]);
  });

  it('gives nothing for a self-referral', async () => {
    const orderId = await placeOrder(affiliate, [[ownRate, 1, referral(affiliate.code)]]);
    expect(await earningsOfOrder(shop.db, orderId)).toEqual([]);
    expect((await findOrder(shop.db, orderId)).affiliate_user_id).toBeNull();
  });

  it('counts a line added within validation_time days only ("0" keeps a referral a year)', async () => {
    const placeWithLineAged = async (days: number) => {
      const shopper = await createShopper(shop.db, 'customer');
      await addToBag(shop.api, shopper, [[defaultRate, 1, referral(affiliate.code)]]);
      const addedAt = new Date(Date.now() - days * DAY).toISOString();
      await shop.db.updateTable('carts').set({ updated_at: addedAt }).where('user_id', '=', shopper.userId).execute();
      const placed = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));
      return (await earningsOfOrder(shop.db, placed.body.data.order_id)).length;
    };
    expect(await placeWithLineAged(29)).toBe(1);
    expect(await placeWithLineAged(31)).toBe(0);
    await setSetting(shop.db, 'validation_time', '0');
    try {
      expect(await placeWithLineAged(200)).toBe(1);
      expect(await placeWithLineAged(366)).toBe(0);
    } finally {
      await setSetting(shop.db, 'validation_time', '30');
    }
  });

  it('records nothing while the programme is off', async () => {
    await setSetting(shop.db, 'affiliate_system', '0');
    try {
      const orderId = await placeReferredOrder([[ownRate, 1, referral(affiliate.code)]]);
      expect(await earningsOfOrder(shop.db, orderId)).toEqual([]);
    } finally {
      await setSetting(shop.db, 'affiliate_system', '1');
    }
  });
});

describe('commission along the order', () => {
  it('stays pending until the order is delivered through the back office, then counts in the balance', async () => {
    const earner = await createAffiliate(shop.db);
    const orderId = await placeReferredOrder([[ownRate, 1, referral(earner.code)]]);
    expect(await summaryOf(earner)).toMatchObject({ balance: 0, pending_earnings: 120, total_earned: 0 });
    await moveOrder(orderId, 'confirmed');
    await moveOrder(orderId, 'shipped');
    expect((await earningsOfOrder(shop.db, orderId))[0].status).toBe('pending');
    await moveOrder(orderId, 'delivered');
    expect((await earningsOfOrder(shop.db, orderId))[0].status).toBe('approved');
    expect(await summaryOf(earner)).toMatchObject({ balance: 120, pending_earnings: 0, total_earned: 120 });
  });

  it('is cancelled when the shopper or the shop cancels the order', async () => {
    const earner = await createAffiliate(shop.db);
    const shopper = await createShopper(shop.db, 'customer');
    const byShopper = await placeOrder(shopper, [[defaultRate, 1, referral(earner.code)]]);
    expect((await shop.api.post(`/v2/order/cancel/${byShopper}`, {}, shopper.headers)).status).toBe(200);
    expect((await earningsOfOrder(shop.db, byShopper))[0].status).toBe('cancelled');

    const byShop = await placeReferredOrder([[defaultRate, 1, referral(earner.code)]]);
    await moveOrder(byShop, 'confirmed');
    await moveOrder(byShop, 'cancelled');
    expect((await earningsOfOrder(shop.db, byShop))[0].status).toBe('cancelled');
    expect(await summaryOf(earner)).toMatchObject({ balance: 0, pending_earnings: 0 });
  });

  it('is cancelled when the online payment is declined', async () => {
    const earner = await createAffiliate(shop.db);
    const shopper = await createShopper(shop.db, 'customer');
    await addToBag(shop.api, shopper, [[categoryRate, 1, referral(earner.code)]]);
    const placed = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { payment_type: 'bkash' }));
    const orderId = placed.body.data.order_id;
    expect((await earningsOfOrder(shop.db, orderId))[0].status).toBe('pending');
    const reference = placed.body.data.payment_url.split('/').pop();
    const declined = await shop.api.post(`/v2/payment/simulated/${reference}/complete`, { outcome: 'declined' });
    expect(declined.body.status).toBe('failed');
    expect((await earningsOfOrder(shop.db, orderId))[0].status).toBe('cancelled');
  });

  it('shows in the earning history, newest first, with the order and product', async () => {
    const earner = await createAffiliate(shop.db);
    const first = await placeReferredOrder([[ownRate, 1, referral(earner.code)]]);
    const second = await placeReferredOrder([[categoryRate, 2, referral(earner.code)]]);
    await deliver(first);
    const history = await shop.api.get('/v2/affiliate/referrals/earning-history', earner.headers);
    expect(history.status).toBe(200);
    const codes = await Promise.all([second, first].map(async (orderId) => (await findOrder(shop.db, orderId)).code));
    const [secondItem] = await orderItems(shop.db, second);
    expect(history.body.data).toEqual([
      { id: expect.any(Number), order_code: codes[0], product_name: secondItem.product_name, rate: 10, amount: 160, status: 'pending', date: expect.any(String) },
      { id: expect.any(Number), order_code: codes[1], product_name: expect.any(String), rate: 12, amount: 120, status: 'approved', date: expect.any(String) },
    ]);
    expect(history.body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 2 });
  });
});
