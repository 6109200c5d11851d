import { createCoupon, setFreeDelivery, type Shopper } from './shopFixtures';
import {
  createStockedProduct,
  findOrder,
  firstPickupPointId,
  homeDeliveryBody,
  pickupBody,
  shopperWithBag,
  setUpCheckoutShop,
} from '../checkout/checkoutFixtures';

// Free home delivery from the shop's limit (seed: on, 1000 taka): the summary tells how much more
// buys it, and placing the order charges exactly the shipping the summary showed. The seeded rates:
// inside Dhaka 60 taka for one piece, outside 120, express 100 taka more.

const clock = new Date();
const shop = setUpCheckoutShop(() => clock);

const summary = async (shopper: Shopper, query = '') => {
  const response = await shop.api.get(`/v2/cart-summary${query}`, shopper.headers);
  expect(response.status).toBe(200);
  return response.body;
};

const dhakaDelivery = () => `?shipping_type=home_delivery&district=${shop.places.dhaka.districtId}`;

/** Places the order expecting the summary's amount, and answers the stored order. */
async function placeAsSummarised(shopper: Shopper, query: string, body: Record<string, unknown>) {
  const seen = await summary(shopper, query);
  const response = await shop.place(shopper, { ...body, expected_total: seen.amount_to_pay });
  expect(response.status).toBe(200);
  return { seen, order: await findOrder(shop.db, response.body.data.order_id) };
}

async function shopperBuying(unitPrice: number, quantity = 1, spec: { tax?: number } = {}): Promise<Shopper> {
  const product = await createStockedProduct(shop.db, unitPrice, 10, spec);
  return shopperWithBag(shop.db, shop.api, [[product, quantity]], clock);
}

describe('free delivery in the bag panels', () => {
  it('tells how much more buys free delivery before any delivery choice', async () => {
    const shopper = await shopperBuying(40000);
    expect(await summary(shopper)).toMatchObject({
      shipping_cost: 0,
      free_shipping_limit: 1000,
      free_shipping_remaining: 600,
      free_shipping_applied: false,
    });
  });

  it('counts the goods after discounts but not the tax', async () => {
    const shopper = await shopperBuying(99000, 1, { tax: 2000 });
    expect(await summary(shopper)).toMatchObject({ sub_total: 990, tax: 20, free_shipping_remaining: 10, free_shipping_applied: false });
  });
});

describe('free delivery at the checkout and in the order', () => {
  it('is free at exactly the limit, and the order charges no shipping', async () => {
    const shopper = await shopperBuying(100000);
    const { seen, order } = await placeAsSummarised(shopper, dhakaDelivery(), homeDeliveryBody(shop.places.dhaka));
    expect(seen).toMatchObject({ shipping_cost: 0, grand_total: 1000, free_shipping_remaining: 0, free_shipping_applied: true });
    expect(order).toMatchObject({ shipping_cost: 0, grand_total: 100000 });
  });

  it('charges the rate one poisha below the limit', async () => {
    const shopper = await shopperBuying(99999);
    const { seen, order } = await placeAsSummarised(shopper, dhakaDelivery(), homeDeliveryBody(shop.places.dhaka));
    expect(seen).toMatchObject({ shipping_cost: 60, grand_total: 1059.99, free_shipping_remaining: 0.01, free_shipping_applied: false });
    expect(order).toMatchObject({ shipping_cost: 6000, grand_total: 105999 });
  });

  it('charges the rate when a coupon brings the bag below the limit', async () => {
    const shopper = await shopperBuying(110000);
    expect(await summary(shopper, dhakaDelivery())).toMatchObject({ shipping_cost: 0, free_shipping_applied: true });
    const code = await createCoupon(shop.db, { type: 'amount', value: 20000 }, clock);
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);

    const { seen, order } = await placeAsSummarised(shopper, dhakaDelivery(), homeDeliveryBody(shop.places.dhaka));
    expect(seen).toMatchObject({ discount: 200, shipping_cost: 60, grand_total: 960, free_shipping_remaining: 100, free_shipping_applied: false });
    expect(order).toMatchObject({ shipping_cost: 6000, grand_total: 96000 });
  });

  it('still charges the express surcharge', async () => {
    const shopper = await shopperBuying(100000);
    const query = `?shipping_type=home_delivery&district=${shop.places.chattogram.districtId}&delivery_method=express`;
    const { seen, order } = await placeAsSummarised(shopper, query, homeDeliveryBody(shop.places.chattogram, { delivery_method: 'express' }));
    expect(seen).toMatchObject({ shipping_cost: 100, grand_total: 1100, shipping_zone: 'outside_dhaka', free_shipping_applied: true });
    expect(order).toMatchObject({ shipping_cost: 10000, grand_total: 110000 });
  });

  it('costs nothing at a pickup point either way', async () => {
    const shopper = await shopperBuying(100000);
    const pickupPointId = await firstPickupPointId(shop.db);
    const { seen, order } = await placeAsSummarised(shopper, '?shipping_type=pickup', pickupBody(pickupPointId));
    expect(seen).toMatchObject({ shipping_cost: 0, grand_total: 1000, free_shipping_applied: true });
    expect(order).toMatchObject({ shipping_cost: 0, grand_total: 100000 });
  });

  describe('when the shop switches it off', () => {
    beforeAll(() => setFreeDelivery(shop.db, '0'));
    afterAll(() => setFreeDelivery(shop.db, '1'));

    it('charges the rate and reports no limit', async () => {
      const shopper = await shopperBuying(150000);
      const { seen, order } = await placeAsSummarised(shopper, dhakaDelivery(), homeDeliveryBody(shop.places.dhaka));
      expect(seen).toMatchObject({ shipping_cost: 60, free_shipping_limit: null, free_shipping_remaining: null, free_shipping_applied: false });
      expect(order).toMatchObject({ shipping_cost: 6000, grand_total: 156000 });
    });
  });
});
