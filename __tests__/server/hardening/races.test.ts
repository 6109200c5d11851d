import { randomBytes } from 'node:crypto';
import { COUPON_MESSAGES } from '@/utils/couponDiscount';
import { createCoupon, createShopper, type ProductFixture, type Shopper } from '../cart/shopFixtures';
import {
  applyGiftCard,
  type BagLine,
  couponUses,
  createGiftCard,
  createStockedProduct,
  giftCardBalance,
  homeDeliveryBody,
  orderItems,
  ordersOf,
  refillBags,
  shopperWithBag,
  setUpCheckoutShop,
  variantStock,
} from '../checkout/checkoutFixtures';

// Races: many shoppers placing at once for the last unit, one idempotency key sent many
// times, a single-use coupon and one gift card balance in many bags. On SQLite placements run one
// after another on the one connection; on PostgreSQL they overlap on a pool.

// Each case fires dozens of placements at once; a busy CI machine may need more than the default.
jest.setTimeout(60_000);

const shop = setUpCheckoutShop();

const newKey = () => `race-${randomBytes(8).toString('hex')}`;

async function newShoppers(count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index += 1) shoppers.push(await createShopper(shop.db, 'customer', new Date()));
  return shoppers;
}

/** How many lines each of these shoppers' bags holds, in their order. */
async function bagSizes(userIds: readonly number[]): Promise<number[]> {
  const lines = await shop.db.selectFrom('carts').select('user_id').where('user_id', 'in', userIds).execute();
  return userIds.map((userId) => lines.filter((line) => line.user_id === userId).length);
}

describe('the last unit of a variant in bags of several lines', () => {
  const ROUNDS = 20;
  const SHOPPERS = 100;
  const PLENTY = 1000;

  it(`goes to exactly one of ${SHOPPERS} shoppers in each of ${ROUNDS} rounds; no order is partly filled`, async () => {
    const shoppers = await newShoppers(SHOPPERS);
    const userIds = shoppers.map((shopper) => shopper.userId);
    // Made before the contested variants, so their stock is taken first and must be given back.
    const earlier = await createStockedProduct(shop.db, 30000, PLENTY);
    const backorder = await createStockedProduct(shop.db, 20000, 0, { isNegative: true });
    let ordersPlaced = 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      const contested = await createStockedProduct(shop.db, 50000, 1);
      // Made after the contested variant, so its stock is taken after the shortfall is found.
      const later = await createStockedProduct(shop.db, 40000, PLENTY);
      const lines: BagLine[] = [
        [earlier, 2],
        [contested, 1],
        [later, 3],
        [backorder, 1],
      ];
      await refillBags(shop.db, userIds, lines, new Date());

      const responses = await Promise.all(shoppers.map((shopper) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka))));

      const winners = responses.flatMap((response, index) => (response.status === 200 ? [index] : []));
      expect(winners).toHaveLength(1);
      ordersPlaced += 1;
      for (const response of responses.filter((answer) => answer.status !== 200)) {
        expect(response.status).toBe(409);
        expect(response.body).toMatchObject({ code: 'stock_changed', unavailable: [{ barcode: contested.barcodes[0], available: 0 }] });
      }
      const items = await orderItems(shop.db, responses[winners[0]].body.data.order_id);
      expect(items.map((item) => [item.barcode, item.quantity]).sort()).toEqual(lines.map(([product, quantity]) => [product.barcodes[0], quantity]).sort());
      const contestedItems = await shop.db.selectFrom('order_items').select('id').where('product_id', '=', contested.id).execute();
      expect(contestedItems).toHaveLength(1);
      expect(await variantStock(shop.db, contested.barcodes[0])).toBe(0);
      expect(await variantStock(shop.db, later.barcodes[0])).toBe(PLENTY - 3);
      expect(await variantStock(shop.db, earlier.barcodes[0])).toBe(PLENTY - 2 * ordersPlaced);
      // Negative stock is allowed for this product: it counts the winners' units, and only theirs.
      expect(await variantStock(shop.db, backorder.barcodes[0])).toBe(-ordersPlaced);
      expect(await bagSizes(userIds)).toEqual(userIds.map((_, index) => (index === winners[0] ? 0 : lines.length)));
    }
    const placed = await shop.db.selectFrom('orders').select('id').where('user_id', 'in', userIds).execute();
    expect(placed).toHaveLength(ROUNDS);
  }, 120_000);
});

describe('a few units left for bags wanting different quantities', () => {
  it('sells no more than the stock to 50 shoppers at once, and each order gets all it asked for', async () => {
    const STOCK = 7;
    const contested = await createStockedProduct(shop.db, 50000, STOCK);
    const plentiful = await createStockedProduct(shop.db, 30000, 1000);
    const shoppers = await newShoppers(50);
    const wanted = shoppers.map((_, index) => (index % 3) + 1);
    for (const [index, shopper] of shoppers.entries()) await refillBags(shop.db, [shopper.userId], [[plentiful, 1], [contested, wanted[index]]], new Date());

    const responses = await Promise.all(shoppers.map((shopper) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka))));

    const sold = responses.reduce((total, response, index) => total + (response.status === 200 ? wanted[index] : 0), 0);
    const placed = responses.filter((response) => response.status === 200).length;
    expect(placed).toBeGreaterThan(0);
    expect(sold).toBeLessThanOrEqual(STOCK);
    expect(await variantStock(shop.db, contested.barcodes[0])).toBe(STOCK - sold);
    expect(await variantStock(shop.db, plentiful.barcodes[0])).toBe(1000 - placed);
    for (const response of responses.filter((answer) => answer.status !== 200)) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'stock_changed', unavailable: [{ barcode: contested.barcodes[0] }] });
      expect(response.body.unavailable[0].available).toBeGreaterThanOrEqual(0);
    }
    const items = await shop.db.selectFrom('order_items').select('quantity').where('product_id', '=', contested.id).execute();
    expect(items.reduce((total, item) => total + item.quantity, 0)).toBe(sold);
  });
});

describe('one bag placed 20 times at once without an Idempotency-Key', () => {
  it('becomes one order; the other placements find the bag empty', async () => {
    const product = await createStockedProduct(shop.db, 50000, 10);
    const other = await createStockedProduct(shop.db, 25000, 10);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 2], [other, 1]], new Date());

    const responses = await Promise.all(Array.from({ length: 20 }, () => shop.place(shopper, homeDeliveryBody(shop.places.dhaka))));

    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of responses.filter((answer) => answer.status !== 200)) {
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('Your bag is empty');
    }
    expect(await ordersOf(shop.db, shopper.userId)).toHaveLength(1);
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(8);
    expect(await variantStock(shop.db, other.barcodes[0])).toBe(9);
  });
});

describe('one Idempotency-Key sent 100 times at once', () => {
  it('gives one order, and every answer names it', async () => {
    const product = await createStockedProduct(shop.db, 50000, 10);
    const other = await createStockedProduct(shop.db, 25000, 10);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 2], [other, 1]], new Date());
    const key = newKey();
    const body = homeDeliveryBody(shop.places.dhaka, { payment_type: 'bkash' });

    const responses = await Promise.all(Array.from({ length: 100 }, () => shop.place(shopper, body, { 'Idempotency-Key': key })));

    const orders = await ordersOf(shop.db, shopper.userId);
    expect(orders).toHaveLength(1);
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(responses[0].body);
      expect(response.body.data).toMatchObject({ order_id: orders[0].id, code: orders[0].code });
    }
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(8);
    expect(await variantStock(shop.db, other.barcodes[0])).toBe(9);
  });

  it('with two different bodies: the body that placed the order gets it, the other is refused (422)', async () => {
    const product = await createStockedProduct(shop.db, 50000, 10);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 1]], new Date());
    const key = newKey();
    const bodies = [homeDeliveryBody(shop.places.dhaka), homeDeliveryBody(shop.places.dhaka, { note: 'Leave it at the gate' })];

    const sent = Array.from({ length: 100 }, (_, index) => bodies[index % 2]);
    const responses = await Promise.all(sent.map((body) => shop.place(shopper, body, { 'Idempotency-Key': key })));

    const orders = await ordersOf(shop.db, shopper.userId);
    expect(orders).toHaveLength(1);
    const placedBy = sent[responses.findIndex((response) => response.status === 200)];
    for (const [index, response] of responses.entries()) {
      if (sent[index] === placedBy) {
        expect(response.status).toBe(200);
        expect(response.body.data).toMatchObject({ order_id: orders[0].id, code: orders[0].code });
      } else {
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ result: false, message: 'This Idempotency-Key was used for a different request.' });
      }
    }
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(9);
  });
});

/** Shoppers whose bags hold one line each of a product with plenty of stock. */
async function shoppersWithPlentifulBags(count: number, product: ProductFixture): Promise<Shopper[]> {
  const shoppers = await newShoppers(count);
  await refillBags(shop.db, shoppers.map((shopper) => shopper.userId), [[product, 1]], new Date());
  return shoppers;
}

describe('a coupon with a usage limit applied in 50 bags', () => {
  it.each([1, 5])('is used at most %i time(s) when all 50 check out at once; the others hear its refusal', async (usageLimit) => {
    const code = await createCoupon(shop.db, { type: 'amount', value: 10000, usage_limit: usageLimit }, new Date());
    const product = await createStockedProduct(shop.db, 50000, 1000);
    const shoppers = await shoppersWithPlentifulBags(50, product);
    for (const shopper of shoppers) expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);

    const responses = await Promise.all(shoppers.map((shopper) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka))));

    const placed = responses.filter((response) => response.status === 200);
    expect(placed).toHaveLength(usageLimit);
    for (const response of responses.filter((answer) => answer.status !== 200)) {
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ result: false, message: COUPON_MESSAGES.usageLimitReached });
    }
    expect(await couponUses(shop.db, code)).toEqual({ usedCount: usageLimit, usages: usageLimit });
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(1000 - usageLimit);
    expect(await bagSizes(shoppers.map((shopper) => shopper.userId))).toEqual(responses.map((response) => (response.status === 200 ? 0 : 1)));
  });
});

describe('one gift card applied in 50 bags', () => {
  async function spentFrom(giftCardId: number): Promise<number> {
    const rows = await shop.db.selectFrom('gift_card_transactions').select('amount').where('gift_card_id', '=', giftCardId).execute();
    return -rows.reduce((total, row) => total + row.amount, 0);
  }

  async function placeAllWithCard(balance: number) {
    const giftCard = await createGiftCard(shop.db, balance, new Date());
    const product = await createStockedProduct(shop.db, 80000, 1000);
    const shoppers = await shoppersWithPlentifulBags(50, product);
    for (const shopper of shoppers) await applyGiftCard(shop.db, shopper.userId, giftCard.id, new Date());
    const responses = await Promise.all(shoppers.map((shopper) => shop.place(shopper, homeDeliveryBody(shop.places.dhaka))));
    const placedIds = responses.filter((response) => response.status === 200).map((response) => response.body.data.order_id as number);
    const placedOrders = placedIds.length === 0 ? [] : await shop.db.selectFrom('orders').select(['gift_card_amount', 'grand_total']).where('id', 'in', placedIds).execute();
    for (const response of responses.filter((answer) => answer.status !== 200)) expect(response.status).toBe(409);
    return { giftCard, placedOrders, product };
  }

  it('smaller than a bag: pays part of exactly one order, and all of the card is spent', async () => {
    // Each bag is 860 taka (800 and 60 shipping); the card holds 300.
    const { giftCard, placedOrders } = await placeAllWithCard(30000);

    const paidByCard = placedOrders.filter((order) => order.gift_card_amount > 0);
    expect(paidByCard).toEqual([{ gift_card_amount: 30000, grand_total: 86000 }]);
    expect(await giftCardBalance(shop.db, giftCard.id)).toBe(0);
    expect(await spentFrom(giftCard.id)).toBe(30000);
  });

  it('worth three and a half bags: never spent below zero, and what was taken is what the orders record', async () => {
    const balance = 86000 * 3 + 43000;
    const { giftCard, placedOrders, product } = await placeAllWithCard(balance);

    const left = await giftCardBalance(shop.db, giftCard.id);
    const recorded = placedOrders.reduce((total, order) => total + order.gift_card_amount, 0);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(await spentFrom(giftCard.id)).toBe(recorded);
    expect(recorded + left).toBe(balance);
    expect(placedOrders.length).toBeGreaterThanOrEqual(3);
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(1000 - placedOrders.length);
    if (shop.dialect === 'sqlite') expect(left).toBe(0);
  });
});
