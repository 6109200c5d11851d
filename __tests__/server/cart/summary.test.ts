import { setUpTestShop } from '../support/testApi';
import {
  createCoupon,
  createProduct,
  createShopper,
  daysAfter,
  type ProductFixture,
  putInRunningFlashDeal,
  setPromotion,
  type Shopper,
} from './shopFixtures';

// The bag's money: lines priced by the catalog's rules (product discount or flash deal), the
// "buy 3, save 5 percent" promotion of the seeded settings, the coupon, tax and the grand total.

let clock = new Date();
const shop = setUpTestShop(() => clock);

beforeEach(() => {
  clock = new Date();
});

const add = (shopper: Shopper, product: ProductFixture, quantity = 1) =>
  shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity }, shopper.headers);
const summary = async (shopper: Shopper) => (await shop.api.get('/v2/cart-summary', shopper.headers)).body;
const items = async (shopper: Shopper) => (await shop.api.get('/v2/carts', shopper.headers)).body[0].cart_items;

/** A product at 1000 taka with 10 percent off and 20 taka tax, and one at 2000 taka whose 20 percent flash deal beats its 100 taka discount. */
async function discountedAndFlashDealProducts() {
  const discounted = await createProduct(shop.db, { unitPrice: 100000, discount: 10, discountType: 'percent', tax: 2000 });
  const flashDeal = await createProduct(shop.db, { unitPrice: 200000, strokedPrice: 250000, discount: 10000, discountType: 'amount' });
  await putInRunningFlashDeal(shop.db, flashDeal.id, 20, clock);
  return { discounted, flashDeal };
}

describe('GET /v2/cart-summary and the line amounts', () => {
  it('sums the lines after the product discount or the flash deal, whichever takes more, and the tax', async () => {
    const { discounted, flashDeal } = await discountedAndFlashDealProducts();
    const guest = await createShopper(shop.db, 'guest', clock);
    await add(guest, discounted);
    await add(guest, flashDeal);

    const [discountedItem, flashDealItem] = await items(guest);
    expect(discountedItem).toMatchObject({ price: 1000, discount: 100, flash_discount: 0, circular_discount: 0, tax: 20, original_price: 1000 });
    expect(flashDealItem).toMatchObject({ price: 2000, discount: 0, flash_discount: 400, circular_discount: 0, tax: 0, original_price: 2500 });
    expect(await summary(guest)).toEqual({
      coupon_applied: false,
      coupon_code: null,
      discount: 0,
      grand_total: 2520,
      grand_total_value: 2520,
      loyality_applied: false,
      shipping_cost: 0,
      regular_sub_total: 3500,
      sub_total: 2500,
      tax: 20,      membership_applied: false,
      membership_no: null,
      membership_discount: 0,
      gift_card_applied: false,
      gift_card_no: null,
      gift_card_amount: 0,
      amount_to_pay: 2520,
      free_shipping: false,
      shipping_zone: null,
      item_count: 2,
      free_shipping_limit: 1000,
      free_shipping_remaining: 0,
      free_shipping_applied: true,
    });

    // Each unit costs what the catalog sells it for.
    for (const [item, product] of [
      [discountedItem, discounted],
      [flashDealItem, flashDeal],
    ] as const) {
      const detail = await shop.api.get(`/v2/products/${product.id}`);
      expect(item.price - (item.discount + item.flash_discount) / item.quantity).toBe(detail.body.data[0].main_price);
    }
  });

  it("keeps the product's own discount when it takes more than the flash deal", async () => {
    const product = await createProduct(shop.db, { unitPrice: 100000, discount: 30, discountType: 'percent' });
    await putInRunningFlashDeal(shop.db, product.id, 10, clock);
    const guest = await createShopper(shop.db, 'guest', clock);
    await add(guest, product);
    expect((await items(guest))[0]).toMatchObject({ price: 1000, discount: 300, flash_discount: 0 });
    expect((await summary(guest)).sub_total).toBe(700);
  });

  it('leaves lines of products no longer published out of the list and the totals', async () => {
    const kept = await createProduct(shop.db, { unitPrice: 50000 });
    const withdrawn = await createProduct(shop.db, { unitPrice: 70000 });
    const guest = await createShopper(shop.db, 'guest', clock);
    await add(guest, kept);
    await add(guest, withdrawn);
    await shop.db.updateTable('products').set({ published: 0 }).where('id', '=', withdrawn.id).execute();
    expect((await items(guest)).map((item: { product_id: number }) => item.product_id)).toEqual([kept.id]);
    expect((await summary(guest)).sub_total).toBe(500);
  });
});

describe('the promotion (seeded: buy 3, save 5 percent)', () => {
  it('gives every line 5 percent of its discounted price once the bag holds 3 pieces', async () => {
    const { discounted, flashDeal } = await discountedAndFlashDealProducts();
    const guest = await createShopper(shop.db, 'guest', clock);
    await add(guest, discounted, 2);

    const before = await shop.api.get('/v3/carts/promotion-get-selection', guest.headers);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      success: true,
      status: 200,
      data: { title: 'Buy 3, save 5%', buy_quantity: 3, discount_percent: 5, quantity_in_bag: 2, quantity_needed: 1, eligible: false, discount: 0 },
    });

    await add(guest, flashDeal);
    const after = await shop.api.get('/v3/carts/promotion-get-selection', guest.headers);
    expect(after.body.data).toMatchObject({ quantity_in_bag: 3, quantity_needed: 0, eligible: true, discount: 170 });

    const [discountedItem, flashDealItem] = await items(guest);
    expect(discountedItem).toMatchObject({ quantity: 2, price: 1000, discount: 200, circular_discount: 90 });
    expect(flashDealItem).toMatchObject({ quantity: 1, price: 2000, flash_discount: 400, circular_discount: 80 });
    const totals = await summary(guest);
    expect(totals).toMatchObject({ sub_total: 3230, tax: 40, discount: 0, grand_total: 3270 });

    // The storefront's lines, one piece's price times the quantity less the line's discounts, add up to the sub-total.
    const storefrontSubTotal = [discountedItem, flashDealItem].reduce(
      (total, item) => total + item.price * item.quantity - item.discount - item.circular_discount - item.flash_discount - item.loyalty_discount,
      0,
    );
    expect(storefrontSubTotal).toBe(totals.sub_total);
  });

  describe('with other settings', () => {
    afterAll(() => setPromotion(shop.db, 3, 5));

    it('follows the quantity and percent of the settings', async () => {
      await setPromotion(shop.db, 2, 10);
      const product = await createProduct(shop.db, { unitPrice: 100000 });
      const guest = await createShopper(shop.db, 'guest', clock);
      await add(guest, product, 2);
      expect((await items(guest))[0].circular_discount).toBe(200);
      expect((await summary(guest)).sub_total).toBe(1800);
    });

    it('is off when the settings give no quantity', async () => {
      await setPromotion(shop.db, 0, 10);
      const product = await createProduct(shop.db, { unitPrice: 100000 });
      const guest = await createShopper(shop.db, 'guest', clock);
      await add(guest, product, 5);
      expect((await items(guest))[0].circular_discount).toBe(0);
      const selection = await shop.api.get('/v3/carts/promotion-get-selection', guest.headers);
      expect(selection.body.data).toMatchObject({ buy_quantity: 0, quantity_in_bag: 5, quantity_needed: 0, eligible: false });
    });
  });
});

describe('the coupon in the summary', () => {
  it('takes the coupon off the sub-total and adds the tax', async () => {
    const { discounted, flashDeal } = await discountedAndFlashDealProducts();
    const code = await createCoupon(shop.db, { type: 'percent', value: 10 }, clock);
    const guest = await createShopper(shop.db, 'guest', clock);
    await add(guest, discounted);
    await add(guest, flashDeal);
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, guest.headers)).status).toBe(200);
    expect(await summary(guest)).toEqual({
      coupon_applied: true,
      coupon_code: code,
      discount: 250,
      grand_total: 2270,
      grand_total_value: 2270,
      loyality_applied: false,
      shipping_cost: 0,
      regular_sub_total: 3500,
      sub_total: 2500,
      tax: 20,      membership_applied: false,
      membership_no: null,
      membership_discount: 0,
      gift_card_applied: false,
      gift_card_no: null,
      gift_card_amount: 0,
      amount_to_pay: 2270,
      free_shipping: false,
      shipping_zone: null,
      item_count: 2,
      free_shipping_limit: 1000,
      free_shipping_remaining: 0,
      free_shipping_applied: true,
    });
  });

  it('never takes off more than the sub-total', async () => {
    const product = await createProduct(shop.db, { unitPrice: 90000, tax: 2000 });
    const code = await createCoupon(shop.db, { type: 'amount', value: 500000 }, clock);
    const guest = await createShopper(shop.db, 'guest', clock);
    await add(guest, product);
    const applied = await shop.api.post('/v2/coupon-apply', { coupon_code: code }, guest.headers);
    expect(applied.body).toMatchObject({ result: true, discount: 900, tax: 20 });
    expect(await summary(guest)).toMatchObject({ sub_total: 900, discount: 900, tax: 20, grand_total: 20 });
  });

  it('drops a coupon that has expired since it was applied', async () => {
    const product = await createProduct(shop.db, { unitPrice: 100000 });
    const code = await createCoupon(shop.db, { type: 'amount', value: 10000, end_at: daysAfter(clock, 1) }, clock);
    const guest = await createShopper(shop.db, 'guest', clock);
    await add(guest, product);
    await shop.api.post('/v2/coupon-apply', { coupon_code: code }, guest.headers);
    expect(await summary(guest)).toMatchObject({ coupon_applied: true, discount: 100, grand_total: 900 });

    clock = new Date(clock.getTime() + 2 * 24 * 60 * 60 * 1000);
    expect(await summary(guest)).toMatchObject({ coupon_applied: false, coupon_code: null, discount: 0, grand_total: 1000 });
    const removed = await shop.api.post('/v2/coupon-remove', {}, guest.headers);
    expect(removed.status).toBe(422);
    expect(removed.body).toMatchObject({ result: false, message: 'No coupon applied' });
  });

  it('drops a coupon whose minimum spend the bag no longer reaches', async () => {
    const cheap = await createProduct(shop.db, { unitPrice: 40000 });
    const dear = await createProduct(shop.db, { unitPrice: 80000 });
    const code = await createCoupon(shop.db, { type: 'amount', value: 10000, min_spend: 100000 }, clock);
    const guest = await createShopper(shop.db, 'guest', clock);
    await add(guest, cheap);
    await add(guest, dear);
    await shop.api.post('/v2/coupon-apply', { coupon_code: code }, guest.headers);
    expect((await summary(guest)).coupon_applied).toBe(true);

    await shop.db.updateTable('products').set({ published: 0 }).where('id', '=', dear.id).execute();
    expect(await summary(guest)).toMatchObject({ coupon_applied: false, discount: 0, sub_total: 400, grand_total: 400 });
  });
});
