import { randomBytes } from 'node:crypto';
import { createCoupon, type Shopper } from '../cart/shopFixtures';
import {
  applyGiftCard,
  bagState,
  couponUses,
  createGiftCard,
  createStockedProduct,
  giftCardBalance,
  homeDeliveryBody,
  ordersOf,
  productSales,
  shopperWithBag,
  setUpCheckoutShop,
  variantStock,
} from './checkoutFixtures';

// Placements at the same time: on SQLite they run one after another on the one connection; on
// PostgreSQL (a pool, READ COMMITTED) they overlap, and the conditional updates and the unique
// idempotency key decide. Either way the answers below hold.

const shop = setUpCheckoutShop();

const newKey = () => `checkout-${randomBytes(8).toString('hex')}`;

describe('the last unit of a variant', () => {
  it('goes to exactly one of 100 shoppers placing at once; the others hear stock_changed', async () => {
    const product = await createStockedProduct(shop.db, 50000, 1);
    const shoppers: Shopper[] = [];
    for (let index = 0; index < 100; index += 1) shoppers.push(await shopperWithBag(shop.db, shop.api, [[product, 1]], new Date()));

    const responses = await Promise.all(shoppers.map((shopper) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka))));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(99);
    for (const response of refused) {
      expect(response.body).toMatchObject({ code: 'stock_changed', unavailable: [{ barcode: product.barcodes[0], available: 0 }] });
    }
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(0);
    expect(await productSales(shop.db, product.id)).toBe(1);
    const items = await shop.db.selectFrom('order_items').select('order_id').where('product_id', '=', product.id).execute();
    expect(items).toHaveLength(1);
    const winner = shoppers[responses.findIndex((response) => response.status === 200)];
    for (const shopper of shoppers) expect((await bagState(shop.db, shopper.userId)).lines).toHaveLength(shopper === winner ? 0 : 1);
  }, 60_000);
});

describe('Idempotency-Key', () => {
  it('gives one order and the same answer to 20 requests at once and to a later repeat', async () => {
    const product = await createStockedProduct(shop.db, 50000, 10);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 2]], new Date());
    const key = newKey();
    const body = homeDeliveryBody(shop.places.dhaka, { payment_type: 'bkash' });

    const responses = await Promise.all(Array.from({ length: 20 }, () => shop.place(shopper, body, { 'Idempotency-Key': key })));
    const repeat = await shop.place(shopper, body, { 'Idempotency-Key': key });

    for (const response of [...responses, repeat]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(responses[0].body);
    }
    expect(responses[0].body.data.payment_url).toMatch(/^\/payment\/simulated\/[0-9a-f]{32}$/);
    expect(await ordersOf(shop.db, shopper.userId)).toEqual([{ id: responses[0].body.data.order_id, code: responses[0].body.data.code }]);
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(8);
    const stored = await shop.db.selectFrom('idempotency_keys').select(['order_id']).where('user_id', '=', shopper.userId).execute();
    expect(stored).toEqual([{ order_id: responses[0].body.data.order_id }]);
  });

  it('refuses the same key with a different body (422) and places nothing', async () => {
    const product = await createStockedProduct(shop.db, 50000, 10);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 1]], new Date());
    const key = newKey();
    expect((await shop.place(shopper, homeDeliveryBody(shop.places.dhaka), { 'Idempotency-Key': key })).status).toBe(200);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { note: 'Another request' }), { 'Idempotency-Key': key });

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ result: false, message: 'This Idempotency-Key was used for a different request.' });
    expect(await ordersOf(shop.db, shopper.userId)).toHaveLength(1);
  });

  it('does not spend the key on a refused placement', async () => {
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 10), 1]], new Date());
    const key = newKey();
    const refused = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { expected_total: 1 }), { 'Idempotency-Key': key });
    expect(refused.status).toBe(409);

    const placed = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { expected_total: 560 }), { 'Idempotency-Key': key });
    const repeat = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { expected_total: 560 }), { 'Idempotency-Key': key });

    expect(placed.status).toBe(200);
    expect(repeat.body).toEqual(placed.body);
    expect(await ordersOf(shop.db, shopper.userId)).toHaveLength(1);
  });

  it('keeps keys apart per shopper', async () => {
    const product = await createStockedProduct(shop.db, 50000, 10);
    const first = await shopperWithBag(shop.db, shop.api, [[product, 1]], new Date());
    const second = await shopperWithBag(shop.db, shop.api, [[product, 1]], new Date());
    const key = newKey();

    const [one, two] = await Promise.all([first, second].map((shopper) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka), { 'Idempotency-Key': key })));

    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.data.order_id).not.toBe(two.body.data.order_id);
  });

  it('places one bag once when two placements without the same key arrive together', async () => {
    const product = await createStockedProduct(shop.db, 50000, 10);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 1]], new Date());

    const responses = await Promise.all([newKey(), newKey()].map((key) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka), { 'Idempotency-Key': key })));

    expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
    expect(responses.find((response) => response.status === 422)?.body.message).toBe('Your bag is empty');
    expect(await ordersOf(shop.db, shopper.userId)).toHaveLength(1);
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(9);
  });
});

describe('one gift card in two bags', () => {
  it('pays for the first order; the other hears price_changed and keeps its stock and coupon use', async () => {
    const giftCard = await createGiftCard(shop.db, 100000, new Date());
    const code = await createCoupon(shop.db, { type: 'amount', value: 0 }, new Date());
    const products = [await createStockedProduct(shop.db, 80000, 3), await createStockedProduct(shop.db, 80000, 3)];
    const shoppers = [
      await shopperWithBag(shop.db, shop.api, [[products[0], 1]], new Date()),
      await shopperWithBag(shop.db, shop.api, [[products[1], 1]], new Date()),
    ];
    for (const shopper of shoppers) {
      expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);
      await applyGiftCard(shop.db, shopper.userId, giftCard.id, new Date());
    }

    // 860 taka each (800 and 60 shipping), all of it on the card.
    const responses = await Promise.all(shoppers.map((shopper) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { expected_total: 0 }))));

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const loser = responses.findIndex((response) => response.status === 409);
    expect(responses[loser].body).toMatchObject({ code: 'price_changed', summary: { gift_card_applied: true, gift_card_amount: 140, amount_to_pay: 720 } });
    expect(await giftCardBalance(shop.db, giftCard.id)).toBe(14000);
    expect(await couponUses(shop.db, code)).toEqual({ usedCount: 1, usages: 1 });
    expect(await variantStock(shop.db, products[loser].barcodes[0])).toBe(3);
    expect(await variantStock(shop.db, products[1 - loser].barcodes[0])).toBe(2);
    expect(await bagState(shop.db, shoppers[loser].userId)).toMatchObject({ lines: [{ quantity: 1 }] });
  });
});
