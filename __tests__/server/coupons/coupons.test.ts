import { setUpTestShop } from '../support/testApi';
import {
  createCoupon,
  createProduct,
  createShopper,
  daysAfter,
  type ProductFixture,
  recordCouponUse,
  type Shopper,
} from '../cart/shopFixtures';

// POST /v2/coupon-apply and /v2/coupon-remove: every rule and message, measured against the bag
// as the server prices it. Bags hold fewer than 3 pieces so the promotion stays out of the sums.

const now = new Date();
const shop = setUpTestShop(() => now);

const add = (shopper: Shopper, product: ProductFixture, quantity = 1) =>
  shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity }, shopper.headers);
const apply = (shopper: Shopper, couponCode: unknown) => shop.api.post('/v2/coupon-apply', { user_id: 1, coupon_code: couponCode }, shopper.headers);
const summary = async (shopper: Shopper) => (await shop.api.get('/v2/cart-summary', shopper.headers)).body;

/** A guest whose bag holds one piece at this price (in poisha) and tax. */
async function guestWithBag(unitPrice: number, spec: { tax?: number; categorySlug?: string } = {}) {
  const product = await createProduct(shop.db, { unitPrice, ...spec }, now);
  const guest = await createShopper(shop.db, 'guest', now);
  await add(guest, product);
  return guest;
}

async function expectRefusal(shopper: Shopper, code: string, message: string) {
  const refused = await apply(shopper, code);
  expect(refused.status).toBe(422);
  expect(refused.body).toMatchObject({ result: false, message, errors: { coupon_code: [message] } });
  expect((await summary(shopper)).coupon_applied).toBe(false);
}

describe('POST /v2/coupon-apply', () => {
  it('applies a percent coupon and answers its discount, the tax and free shipping', async () => {
    const guest = await guestWithBag(150000, { tax: 3000 });
    const code = await createCoupon(shop.db, { type: 'percent', value: 10 }, now);
    const applied = await apply(guest, code);
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ result: true, message: 'Coupon applied', coupon_code: code, discount: 150, tax: 30, free_shipping: false });
    expect(await summary(guest)).toMatchObject({ coupon_applied: true, coupon_code: code, discount: 150, sub_total: 1500, grand_total: 1380 });
  });

  it('reads codes without regard to case', async () => {
    const guest = await guestWithBag(150000);
    const code = await createCoupon(shop.db, { code: 'MixedCase25', type: 'amount', value: 2500 }, now);
    const applied = await apply(guest, '  mixedcase25 ');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ coupon_code: code, discount: 25 });
  });

  it('caps a percent coupon at its maximum discount', async () => {
    const guest = await guestWithBag(900000);
    const code = await createCoupon(shop.db, { type: 'percent', value: 10, max_discount: 50000 }, now);
    expect((await apply(guest, code)).body.discount).toBe(500);
  });

  it('never takes off more than the eligible sub-total', async () => {
    const guest = await guestWithBag(30000);
    const code = await createCoupon(shop.db, { type: 'amount', value: 50000 }, now);
    expect((await apply(guest, code)).body.discount).toBe(300);
    expect(await summary(guest)).toMatchObject({ discount: 300, grand_total: 0 });
  });

  it('answers free shipping for a free-shipping coupon', async () => {
    const guest = await guestWithBag(200000);
    const applied = await apply(guest, 'FREESHIP');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ discount: 0, free_shipping: true });
  });

  it('applies the seeded WELCOME10 within its 500 taka cap', async () => {
    const guest = await guestWithBag(800000);
    expect((await apply(guest, 'welcome10')).body).toMatchObject({ result: true, coupon_code: 'WELCOME10', discount: 500 });
  });

  it('replaces the coupon applied before', async () => {
    const guest = await guestWithBag(300000);
    await apply(guest, 'FLAT200');
    const code = await createCoupon(shop.db, { type: 'amount', value: 5000 }, now);
    await apply(guest, code);
    expect(await summary(guest)).toMatchObject({ coupon_code: code, discount: 50 });
  });

  it('refuses an unknown or switched-off code', async () => {
    const guest = await guestWithBag(100000);
    await expectRefusal(guest, 'NO-SUCH-CODE', 'Invalid coupon code');
    const off = await createCoupon(shop.db, { type: 'amount', value: 1000, status: 0 }, now);
    await expectRefusal(guest, off, 'Invalid coupon code');
  });

  it('refuses an expired coupon and one not started yet', async () => {
    const guest = await guestWithBag(100000);
    await expectRefusal(guest, 'EXPIRED50', 'This coupon has expired');
    const ended = await createCoupon(shop.db, { type: 'amount', value: 1000, start_at: daysAfter(now, -10), end_at: daysAfter(now, -1) }, now);
    await expectRefusal(guest, ended, 'This coupon has expired');
    const future = await createCoupon(shop.db, { type: 'amount', value: 1000, start_at: daysAfter(now, 1) }, now);
    await expectRefusal(guest, future, 'This coupon is not active yet');
  });

  it('refuses below the minimum spend, naming it in taka', async () => {
    const guest = await guestWithBag(99900);
    await expectRefusal(guest, 'WELCOME10', 'Minimum spend for this coupon is ৳1,000.00');
    const large = await createCoupon(shop.db, { type: 'amount', value: 1000, min_spend: 250050 }, now);
    await expectRefusal(guest, large, 'Minimum spend for this coupon is ৳2,500.50');
  });

  it('refuses a coupon that reached its usage limit', async () => {
    const guest = await guestWithBag(100000);
    const used = await createCoupon(shop.db, { type: 'amount', value: 1000, usage_limit: 3, used_count: 3 }, now);
    await expectRefusal(guest, used, 'This coupon has reached its usage limit');
  });

  it('refuses a coupon the shopper already used as often as allowed', async () => {
    const customer = await createShopper(shop.db, 'customer', now);
    const product = await createProduct(shop.db, { unitPrice: 100000 }, now);
    await add(customer, product);
    const code = await createCoupon(shop.db, { type: 'amount', value: 1000, per_user_limit: 1 }, now);
    await recordCouponUse(shop.db, code, customer.userId, now);
    await expectRefusal(customer, code, 'You have already used this coupon');

    // Another shopper's use does not count.
    const other = await guestWithBag(100000);
    expect((await apply(other, code)).status).toBe(200);
  });

  it('refuses any coupon for an empty bag', async () => {
    const guest = await createShopper(shop.db, 'guest', now);
    const code = await createCoupon(shop.db, { type: 'amount', value: 1000 }, now);
    await expectRefusal(guest, code, 'Your bag is empty');
  });

  describe('a category coupon', () => {
    it('refuses a bag with nothing from the category or below it', async () => {
      const guest = await guestWithBag(100000, { categorySlug: 'men-jeans' });
      await expectRefusal(guest, 'PANJABI15', 'This coupon does not apply to the items in your bag');
    });

    it('takes its percent off the lines in a sub-category only', async () => {
      const panjabi = await createProduct(shop.db, { unitPrice: 200000, categorySlug: 'panjabi-cotton' }, now);
      const jeans = await createProduct(shop.db, { unitPrice: 100000, categorySlug: 'men-jeans' }, now);
      const guest = await createShopper(shop.db, 'guest', now);
      await add(guest, panjabi);
      await add(guest, jeans);
      const applied = await apply(guest, 'PANJABI15');
      expect(applied.status).toBe(200);
      expect(applied.body.discount).toBe(300);
      expect(await summary(guest)).toMatchObject({ sub_total: 3000, discount: 300, grand_total: 2700 });
    });

    it('counts a product listed in the category besides its own', async () => {
      const listed = await createProduct(shop.db, { unitPrice: 100000, categorySlug: 'men-jeans' }, now);
      const embroidered = await shop.db.selectFrom('categories').select('id').where('slug', '=', 'panjabi-embroidered').executeTakeFirstOrThrow();
      await shop.db.insertInto('product_categories').values({ product_id: listed.id, category_id: embroidered.id }).execute();
      const guest = await createShopper(shop.db, 'guest', now);
      await add(guest, listed);
      expect((await apply(guest, 'PANJABI15')).body.discount).toBe(150);
    });

    it('measures its minimum spend on the lines it covers', async () => {
      const panjabiCategory = await shop.db.selectFrom('categories').select('id').where('slug', '=', 'panjabi').executeTakeFirstOrThrow();
      const code = await createCoupon(shop.db, { type: 'amount', value: 10000, min_spend: 150000, category_id: panjabiCategory.id }, now);
      const panjabi = await createProduct(shop.db, { unitPrice: 100000, categorySlug: 'panjabi-kids' }, now);
      const jeans = await createProduct(shop.db, { unitPrice: 100000, categorySlug: 'men-jeans' }, now);
      const guest = await createShopper(shop.db, 'guest', now);
      await add(guest, panjabi);
      await add(guest, jeans);
      await expectRefusal(guest, code, 'Minimum spend for this coupon is ৳1,500.00');
    });
  });

  it('names a missing code', async () => {
    const guest = await guestWithBag(100000);
    for (const code of [undefined, '', '   ']) {
      const refused = await apply(guest, code);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.coupon_code).toEqual(['The coupon code field is required.']);
    }
    const tooLong = await apply(guest, 'X'.repeat(51));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.coupon_code).toEqual(['The coupon code field must not be greater than 50 characters.']);
  });

  it("keeps one shopper's coupon off another's bag", async () => {
    const first = await guestWithBag(300000);
    const second = await guestWithBag(300000);
    await apply(first, 'FLAT200');
    expect((await summary(first)).coupon_applied).toBe(true);
    expect((await summary(second)).coupon_applied).toBe(false);
  });
});

describe('POST /v2/coupon-remove', () => {
  it('removes the applied coupon, then says none is applied', async () => {
    const guest = await guestWithBag(300000);
    await apply(guest, 'FLAT200');
    const removed = await shop.api.post('/v2/coupon-remove', { user_id: guest.userId }, guest.headers);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ result: true, message: 'Coupon removed' });
    expect(await summary(guest)).toMatchObject({ coupon_applied: false, discount: 0, grand_total: 3000 });

    const again = await shop.api.post('/v2/coupon-remove', {}, guest.headers);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ result: false, message: 'No coupon applied' });
  });
});

describe('POST /v2/coupon-check', () => {
  const check = (shopper: Shopper, couponCode: unknown) => shop.api.post('/v2/coupon-check', { coupon_code: couponCode }, shopper.headers);

  it('says a coupon fits the bag without applying it', async () => {
    const guest = await guestWithBag(300000);
    const answer = await check(guest, 'FLAT200');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: true, message: 'Coupon applies' });
    expect(await summary(guest)).toMatchObject({ coupon_applied: false, discount: 0, grand_total: 3000 });
  });

  it('gives the refusal coupon-apply would give, and leaves the applied coupon on the bag', async () => {
    const guest = await guestWithBag(300000);
    await apply(guest, 'FLAT200');
    const belowMinimum = await createCoupon(shop.db, { type: 'amount', value: 1000, min_spend: 500000 }, now);
    const refused = await check(guest, belowMinimum);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      result: false,
      message: 'Minimum spend for this coupon is ৳5,000.00',
      errors: { coupon_code: ['Minimum spend for this coupon is ৳5,000.00'] },
    });
    expect((await check(guest, 'NO-SUCH-CODE')).body.message).toBe('Invalid coupon code');
    expect(await summary(guest)).toMatchObject({ coupon_applied: true, coupon_code: 'FLAT200' });
  });

  it('measures the bag as it is after a quantity change took the coupon off', async () => {
    const product = await createProduct(shop.db, { unitPrice: 60000 }, now);
    const guest = await createShopper(shop.db, 'guest', now);
    await add(guest, product, 2);
    const code = await createCoupon(shop.db, { type: 'amount', value: 1000, min_spend: 100000 }, now);
    expect((await apply(guest, code)).status).toBe(200);
    const decreased = await shop.api.post('/v2/carts/delete', { barcode: product.barcodes[0] }, guest.headers);
    expect(decreased.status).toBe(200);
    expect((await summary(guest)).coupon_applied).toBe(false);
    expect((await check(guest, code)).body.message).toBe('Minimum spend for this coupon is ৳1,000.00');
  });
});
