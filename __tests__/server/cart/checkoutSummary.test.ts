import { saveAppliedCard } from '@/server/modules/cart/adjustmentRepository';
import { setUpTestShop } from '../support/testApi';
import { createCoupon, createProduct, createShopper, type ProductFixture, type Shopper, setFreeDelivery } from './shopFixtures';

// The summary the checkout shows: shipping by the delivery choice, the member price, and the gift
// card paying last. The seeded rates: inside Dhaka 60/80/120 taka from 1/3/6 units, outside 120/150/200,
// express 100 taka more.

const clock = new Date();
const shop = setUpTestShop(() => clock);

// These bags pass the free-delivery limit; free delivery has its own suite (freeDelivery.test.ts).
beforeAll(() => setFreeDelivery(shop.db, '0'));

const add = (shopper: Shopper, product: ProductFixture, quantity = 1) =>
  shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity }, shopper.headers);
const summary = async (shopper: Shopper, query = '') => {
  const response = await shop.api.get(`/v2/cart-summary${query}`, shopper.headers);
  expect(response.status).toBe(200);
  return response.body;
};

async function districtId(insideDhaka: boolean): Promise<number> {
  const row = await shop.db.selectFrom('cities').select('id').where('is_inside_dhaka', '=', insideDhaka ? 1 : 0).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

async function cardId(table: 'memberships' | 'gift_cards', number: string): Promise<number> {
  const column = table === 'memberships' ? 'membership_no' : 'card_no';
  const row = await shop.db.selectFrom(table).select('id').where(column, '=', number).executeTakeFirstOrThrow();
  return row.id;
}

describe('shipping in the summary', () => {
  let shopper: Shopper;
  let inside: number;
  let outside: number;

  beforeAll(async () => {
    const product = await createProduct(shop.db, { unitPrice: 100000, variants: [{ stock: 20 }] });
    shopper = await createShopper(shop.db, 'guest', clock);
    await add(shopper, product, 2);
    [inside, outside] = [await districtId(true), await districtId(false)];
  });

  it('costs nothing until the checkout gives a delivery choice', async () => {
    expect(await summary(shopper)).toMatchObject({ shipping_cost: 0, shipping_zone: null, grand_total: 2000, item_count: 2 });
  });

  it("charges the zone's rate for the quantity, and express on top", async () => {
    expect(await summary(shopper, `?shipping_type=home_delivery&district=${inside}`)).toMatchObject({
      shipping_cost: 60,
      shipping_zone: 'inside_dhaka',
      grand_total: 2060,
      amount_to_pay: 2060,
    });
    expect(await summary(shopper, `?shipping_type=home_delivery&district=${outside}&delivery_method=express`)).toMatchObject({
      shipping_cost: 220,
      shipping_zone: 'outside_dhaka',
    });
  });

  it('costs nothing at a pickup point', async () => {
    expect(await summary(shopper, '?shipping_type=pickup')).toMatchObject({ shipping_cost: 0, grand_total: 2000 });
  });

  it('is free with a free-shipping coupon', async () => {
    const code = await createCoupon(shop.db, { type: 'amount', value: 0, free_shipping: 1 }, clock);
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);
    expect(await summary(shopper, `?shipping_type=home_delivery&district=${outside}`)).toMatchObject({
      shipping_cost: 0,
      free_shipping: true,
      coupon_applied: true,
    });
    await shop.api.post('/v2/coupon-remove', {}, shopper.headers);
  });

  it('refuses an unknown delivery choice with field errors', async () => {
    const response = await shop.api.get('/v2/cart-summary?shipping_type=drone&delivery_method=rocket&district=x', shopper.headers);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['delivery_method', 'district', 'shipping_type']);
  });
});

describe('membership card in the summary', () => {
  it('brings each line down to 20 percent off its stroked price', async () => {
    const product = await createProduct(shop.db, { unitPrice: 140000, strokedPrice: 150000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(shop.db, 'customer', clock);
    await add(shopper, product, 2);
    await saveAppliedCard(shop.db, shopper.userId, 'membership', await cardId('memberships', 'MEM-1001'), clock);

    expect(await summary(shopper)).toMatchObject({
      membership_applied: true,
      loyality_applied: true,
      membership_no: 'MEM-1001',
      membership_discount: 400,
      sub_total: 2400,
      grand_total: 2400,
    });
    const items = (await shop.api.get('/v2/carts', shopper.headers)).body[0].cart_items;
    expect(items[0]).toMatchObject({ loyalty_discount: 400 });
  });

  it('is dropped from the bag once the card has expired', async () => {
    const product = await createProduct(shop.db, { unitPrice: 140000, strokedPrice: 150000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(shop.db, 'customer', clock);
    await add(shopper, product);
    const id = await cardId('memberships', 'MEM-1001');
    await saveAppliedCard(shop.db, shopper.userId, 'membership', id, clock);
    const { expires_at: expiresAt } = await shop.db.selectFrom('memberships').select('expires_at').where('id', '=', id).executeTakeFirstOrThrow();

    await shop.db.updateTable('memberships').set({ expires_at: clock.toISOString() }).where('id', '=', id).execute();
    try {
      expect(await summary(shopper)).toMatchObject({ membership_applied: false, membership_discount: 0, grand_total: 1400 });
      const left = await shop.db.selectFrom('cart_adjustments').select('kind').where('user_id', '=', shopper.userId).execute();
      expect(left).toEqual([]);
    } finally {
      await shop.db.updateTable('memberships').set({ expires_at: expiresAt }).where('id', '=', id).execute();
    }
  });
});

describe('gift card in the summary', () => {
  it('pays up to its balance, after shipping, and leaves the rest to pay', async () => {
    const product = await createProduct(shop.db, { unitPrice: 80000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(shop.db, 'guest', clock);
    await add(shopper, product, 2);
    await saveAppliedCard(shop.db, shopper.userId, 'gift_card', await cardId('gift_cards', 'GIFT-1000-DEMO'), clock);

    expect(await summary(shopper, `?shipping_type=home_delivery&district=${await districtId(true)}`)).toMatchObject({
      gift_card_applied: true,
      gift_card_no: 'GIFT-1000-DEMO',
      grand_total: 1660,
      gift_card_amount: 1000,
      amount_to_pay: 660,
    });
  });

  it('does not count a used-up card and takes it off the bag', async () => {
    const product = await createProduct(shop.db, { unitPrice: 80000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(shop.db, 'guest', clock);
    await add(shopper, product);
    await saveAppliedCard(shop.db, shopper.userId, 'gift_card', await cardId('gift_cards', 'GIFT-0-USED'), clock);

    expect(await summary(shopper)).toMatchObject({ gift_card_applied: false, gift_card_amount: 0, amount_to_pay: 800 });
    expect(await shop.db.selectFrom('cart_adjustments').select('kind').where('user_id', '=', shopper.userId).execute()).toEqual([]);
  });
});
