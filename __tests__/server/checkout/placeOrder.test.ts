import { createCoupon, createShopper, daysAfter, recordCouponUse, type Shopper, setFreeDelivery } from '../cart/shopFixtures';
import {
  addToBag,
  applyDemoMembership,
  applyGiftCard,
  bagState,
  couponUses,
  createGiftCard,
  createStockedProduct,
  findOrder,
  firstPickupPointId,
  giftCardBalance,
  homeDeliveryBody,
  orderItems,
  ordersOf,
  pickupBody,
  productSales,
  setGuestCheckout,
  shopperWithBag,
  setUpCheckoutShop,
  variantStock,
} from './checkoutFixtures';

// POST /v2/order/store: the bag priced by the server becomes an order, the holdings are taken and
// the bag is emptied; refusals leave everything as it was.

let clock = new Date();
const shop = setUpCheckoutShop(() => clock);

// These orders pass the free-delivery limit and check the shipping rates; free delivery has its own suite.
beforeAll(() => setFreeDelivery(shop.db, '0'));

beforeEach(() => {
  clock = new Date();
});

const ORDER_CODE = /^RD\d{6}[0-9A-Z]{6}$/;
const DAY = 24 * 60 * 60 * 1000;

const summaryFor = async (shopper: Shopper, query: string) => (await shop.api.get(`/v2/cart-summary?${query}`, shopper.headers)).body;

describe('POST /v2/order/store: a cash-on-delivery home delivery', () => {
  it('writes the order, its items, history and payment, takes the stock and empties the bag', async () => {
    const product = await createStockedProduct(shop.db, 100000, 5, { discount: 10, discountType: 'percent', tax: 2000 });
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 2]], clock);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { note: 'Ring the bell', gift_wrap: true }));

    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(response.body).toEqual({
      result: true,
      message: 'Your order has been placed',
      data: {
        order_id: expect.any(Number),
        combined_order_id: expect.any(Number),
        code: expect.stringMatching(ORDER_CODE),
        grand_total: 1900,
        amount_to_pay: 1900,
        payment_type: 'cash_on_delivery',
        payment_status: 'unpaid',
        payment_url: null,
      },
    });
    const order = await findOrder(shop.db, data.order_id);
    expect(order).toMatchObject({
      combined_order_id: data.combined_order_id,
      code: data.code,
      user_id: shopper.userId,
      status: 'placed',
      payment_type: 'cash_on_delivery',
      payment_status: 'unpaid',
      shipping_type: 'home_delivery',
      delivery_method: 'regular',
      pickup_point_id: null,
      note: 'Ring the bell',
      gift_wrap: 1,
      sub_total: 180000,
      product_discount: 20000,
      coupon_discount: 0,
      membership_discount: 0,
      gift_card_amount: 0,
      shipping_cost: 6000,
      tax: 4000,
      grand_total: 190000,
      coupon_id: null,
      membership_id: null,
      gift_card_id: null,
      affiliate_ref: null,
    });
    const address = {
      name: 'Nusrat Jahan',
      email: 'nusrat@example.com',
      phone: '01712345678',
      address: 'House 12, Road 5',
      country: 'Bangladesh',
      division: 'Dhaka',
      district: 'Dhaka',
      thana: 'Dhanmondi',
      postal_code: '1205',
    };
    expect(JSON.parse(order.shipping_address!)).toEqual(address);
    expect(JSON.parse(order.billing_address!)).toEqual(address);
    expect(await orderItems(shop.db, data.order_id)).toEqual([
      expect.objectContaining({
        product_id: product.id,
        barcode: product.barcodes[0],
        unit_price: 100000,
        unit_discount: 10000,
        quantity: 2,
        line_total: 180000,
      }),
    ]);
    const history = await shop.db.selectFrom('order_status_history').select(['status', 'note']).where('order_id', '=', data.order_id).execute();
    expect(history).toEqual([{ status: 'placed', note: null }]);
    const payments = await shop.db.selectFrom('payments').select(['method', 'amount', 'status', 'gateway_reference']).where('order_id', '=', data.order_id).execute();
    expect(payments).toEqual([{ method: 'cash_on_delivery', amount: 190000, status: 'pending', gateway_reference: null }]);
    const combined = await shop.db.selectFrom('combined_orders').select(['user_id', 'grand_total']).where('id', '=', data.combined_order_id).executeTakeFirstOrThrow();
    expect(combined).toEqual({ user_id: shopper.userId, grand_total: 190000 });

    expect(await variantStock(shop.db, product.barcodes[0])).toBe(3);
    expect(await productSales(shop.db, product.id)).toBe(2);
    expect(await bagState(shop.db, shopper.userId)).toEqual({ lines: [], adjustments: [] });
  });

  it('ignores prices, totals, discounts and user ids sent by the client: the totals are the catalog\'s', async () => {
    const product = await createStockedProduct(shop.db, 123450, 10, { strokedPrice: 150000, discount: 5, discountType: 'percent', tax: 1000 });
    const other = await createShopper(shop.db, 'customer', clock);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 3]], clock);
    const summary = await summaryFor(shopper, `shipping_type=home_delivery&district=${shop.places.dhaka.districtId}&delivery_method=regular`);

    const response = await shop.place(
      shopper,
      homeDeliveryBody(shop.places.dhaka, {
        grand_total: 1,
        sub_total: 1,
        shipping_cost: 0,
        discount: 99999,
        coupon_discount: 5000,
        tax: 0,
        amount_to_pay: 1,
        loyality_info: { discount: 5000, membership_no: 'MEM-1001' },
        user_id: other.userId,
        items: [{ id: product.id, price: 1, quantity: 3 }],
      }),
    );

    expect(response.status).toBe(200);
    const order = await findOrder(shop.db, response.body.data.order_id);
    expect(order.user_id).toBe(shopper.userId);
    expect({
      sub_total: order.sub_total / 100,
      discount: order.coupon_discount / 100,
      tax: order.tax / 100,
      shipping_cost: order.shipping_cost / 100,
      grand_total: order.grand_total / 100,
      membership_discount: order.membership_discount / 100,
    }).toEqual({
      sub_total: summary.sub_total,
      discount: summary.discount,
      tax: summary.tax,
      shipping_cost: summary.shipping_cost,
      grand_total: summary.grand_total,
      membership_discount: 0,
    });
    expect(response.body.data.amount_to_pay).toBe(summary.amount_to_pay);
    const [item] = await orderItems(shop.db, order.id);
    expect(item.unit_price).toBe(123450);
    // The 5 percent product discount and the "buy 3, save 5 percent" promotion, per unit.
    expect(item.line_total).toBe(order.sub_total);
    expect(item.unit_discount).toBe(Math.round((123450 * 3 - item.line_total) / 3));
    expect(order.product_discount).toBe(123450 * 3 - order.sub_total);
  });

  it('stores the first affiliate referral of the bag lines', async () => {
    const plain = await createStockedProduct(shop.db, 50000, 5);
    const referred = await createStockedProduct(shop.db, 60000, 5);
    const shopper = await shopperWithBag(shop.db, shop.api, [[plain, 1], [referred, 1, 'AFF-REF-7']], clock);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));

    expect(response.status).toBe(200);
    expect((await findOrder(shop.db, response.body.data.order_id)).affiliate_ref).toBe('AFF-REF-7');
  });

  it('sells a product that may go below zero stock beyond what is left', async () => {
    const product = await createStockedProduct(shop.db, 40000, 0, { isNegative: true });
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 2]], clock);

    expect((await shop.place(shopper, homeDeliveryBody(shop.places.dhaka))).status).toBe(200);
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(-2);
  });
});

describe('POST /v2/order/store: shipping', () => {
  it('charges the inside-Dhaka rate for a Dhaka district', async () => {
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], clock);
    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));
    expect(response.body.data.grand_total).toBe(560);
    expect((await findOrder(shop.db, response.body.data.order_id)).shipping_cost).toBe(6000);
  });

  it('charges the outside-Dhaka rate for the quantity in the bag, plus express', async () => {
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 3]], clock);
    const response = await shop.place(shopper, homeDeliveryBody(shop.places.chattogram, { delivery_method: 'express' }));
    const order = await findOrder(shop.db, response.body.data.order_id);
    expect(order).toMatchObject({ shipping_cost: 15000 + 10000, delivery_method: 'express' });
    expect(JSON.parse(order.shipping_address!)).toMatchObject({ division: 'Chattogram', district: 'Chattogram', thana: 'Khulshi' });
  });

  it('charges nothing for a pickup and keeps only the contact as the address', async () => {
    const pickupPointId = await firstPickupPointId(shop.db);
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], clock);

    const response = await shop.place(shopper, pickupBody(pickupPointId, { delivery_method: 'express' }));

    expect(response.status).toBe(200);
    expect(response.body.data.grand_total).toBe(500);
    const order = await findOrder(shop.db, response.body.data.order_id);
    expect(order).toMatchObject({ shipping_type: 'pickup', pickup_point_id: pickupPointId, delivery_method: null, shipping_cost: 0 });
    expect(JSON.parse(order.shipping_address!)).toEqual({
      name: 'Rafiq',
      email: null,
      phone: '01812345678',
      address: null,
      country: null,
      division: null,
      district: null,
      thana: null,
      postal_code: null,
    });
  });

  it('ships for nothing with a free-shipping coupon and counts the coupon use', async () => {
    const code = await createCoupon(shop.db, { type: 'amount', value: 0, free_shipping: 1 }, clock);
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], clock);
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.chattogram, { delivery_method: 'express' }));

    expect(response.status).toBe(200);
    const order = await findOrder(shop.db, response.body.data.order_id);
    expect(order).toMatchObject({ shipping_cost: 0, grand_total: 50000, coupon_id: expect.any(Number) });
    expect(await couponUses(shop.db, code)).toEqual({ usedCount: 1, usages: 1 });
  });
});

describe('POST /v2/order/store: payments and cards', () => {
  it('gives an online order a gateway charge and the page to pay it', async () => {
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], clock);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { payment_type: 'bkash' }));

    expect(response.status).toBe(200);
    const payment = await shop.db.selectFrom('payments').selectAll().where('order_id', '=', response.body.data.order_id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ method: 'bkash', amount: 56000, status: 'pending', gateway_reference: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(response.body.data).toMatchObject({ payment_type: 'bkash', payment_status: 'unpaid', payment_url: `/payment/simulated/${payment.gateway_reference}` });
  });

  it('takes the membership discount and the gift card amount off the order', async () => {
    // Sells at its stroked price of 2500 taka: a member pays 80 percent of it, 2000.
    const product = await createStockedProduct(shop.db, 250000, 5, { strokedPrice: 250000 });
    const giftCard = await createGiftCard(shop.db, 30000, clock);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock);
    const membershipId = await applyDemoMembership(shop.db, shopper.userId, clock);
    await applyGiftCard(shop.db, shopper.userId, giftCard.id, clock);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { expected_total: 1760 }));

    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ grand_total: 2060, amount_to_pay: 1760, payment_status: 'unpaid' });
    const order = await findOrder(shop.db, response.body.data.order_id);
    expect(order).toMatchObject({
      sub_total: 200000,
      membership_discount: 50000,
      gift_card_amount: 30000,
      shipping_cost: 6000,
      grand_total: 206000,
      membership_id: membershipId,
      gift_card_id: giftCard.id,
    });
    expect(await orderItems(shop.db, order.id)).toEqual([expect.objectContaining({ unit_price: 250000, unit_discount: 50000, line_total: 200000 })]);
    const payment = await shop.db.selectFrom('payments').select('amount').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    expect(payment.amount).toBe(176000);
    expect(await giftCardBalance(shop.db, giftCard.id)).toBe(0);
    const spending = await shop.db.selectFrom('gift_card_transactions').select(['order_id', 'amount']).where('gift_card_id', '=', giftCard.id).execute();
    expect(spending).toEqual([{ order_id: order.id, amount: -30000 }]);
    expect(await bagState(shop.db, shopper.userId)).toEqual({ lines: [], adjustments: [] });
  });

  it('marks an order the gift card pays entirely as paid, with nothing for the gateway', async () => {
    const giftCard = await createGiftCard(shop.db, 1000000, clock);
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], clock);
    await applyGiftCard(shop.db, shopper.userId, giftCard.id, clock);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka, { payment_type: 'bkash' }));

    expect(response.body.data).toMatchObject({ grand_total: 560, amount_to_pay: 0, payment_status: 'paid', payment_url: null });
    const payment = await shop.db.selectFrom('payments').selectAll().where('order_id', '=', response.body.data.order_id).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount: 0, status: 'paid', gateway_reference: null });
    expect((await findOrder(shop.db, response.body.data.order_id)).payment_status).toBe('paid');
    expect(await giftCardBalance(shop.db, giftCard.id)).toBe(1000000 - 56000);
  });
});

describe('POST /v2/order/store: refusals leave everything as it was', () => {
  it('refuses a coupon that expired after it was applied (409)', async () => {
    const code = await createCoupon(shop.db, { type: 'amount', value: 5000, end_at: daysAfter(clock, 1) }, clock);
    const product = await createStockedProduct(shop.db, 50000, 5);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock);
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);
    const before = await bagState(shop.db, shopper.userId);
    clock = new Date(clock.getTime() + 2 * DAY);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ result: false, message: 'This coupon has expired' });
    expect(await bagState(shop.db, shopper.userId)).toEqual(before);
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(5);
    expect(await couponUses(shop.db, code)).toEqual({ usedCount: 0, usages: 0 });
    expect(await ordersOf(shop.db, shopper.userId)).toEqual([]);
  });

  it('refuses a gift card another order spent since it was applied (409)', async () => {
    const giftCard = await createGiftCard(shop.db, 50000, clock);
    const product = await createStockedProduct(shop.db, 80000, 5);
    const first = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock);
    const second = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock);
    await applyGiftCard(shop.db, first.userId, giftCard.id, clock);
    await applyGiftCard(shop.db, second.userId, giftCard.id, clock);
    expect((await shop.place(first, homeDeliveryBody(shop.places.dhaka))).status).toBe(200);
    expect(await giftCardBalance(shop.db, giftCard.id)).toBe(0);

    const response = await shop.place(second, homeDeliveryBody(shop.places.dhaka));

    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ result: false, message: 'This gift card has no balance left' });
    expect((await bagState(shop.db, second.userId)).lines).toHaveLength(1);
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(4);
  });

  it('refuses a membership card that expired since it was applied (409)', async () => {
    const cardType = await shop.db.selectFrom('membership_card_types').select('id').where('name', '=', 'Silver').executeTakeFirstOrThrow();
    const membership = await shop.db
      .insertInto('memberships')
      .values({
        card_type_id: cardType.id,
        user_id: null,
        membership_no: `MEM-${Date.now() % 1000000}`,
        holder_name: 'Short Member',
        holder_phone: '01711888888',
        holder_email: null,
        discount_percent: 20,
        status: 'active',
        starts_at: daysAfter(clock, -10),
        expires_at: daysAfter(clock, 1),
        created_at: daysAfter(clock, -10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], clock);
    await shop.db.insertInto('cart_adjustments').values({ user_id: shopper.userId, kind: 'membership', reference_id: membership.id, verified_at: clock.toISOString(), created_at: clock.toISOString() }).execute();
    clock = new Date(clock.getTime() + 2 * DAY);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));

    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This membership card has expired');
  });

  it("refuses a coupon the shopper already used up to its per-shopper limit (409)", async () => {
    const code = await createCoupon(shop.db, { type: 'amount', value: 5000, per_user_limit: 1 }, clock);
    const shopper = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], clock);
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);
    await recordCouponUse(shop.db, code, shopper.userId, clock);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));

    expect(response.status).toBe(409);
    expect(response.body.message).toBe('You have already used this coupon');
  });

  it('refuses a coupon whose last use another order took (409)', async () => {
    const code = await createCoupon(shop.db, { type: 'amount', value: 5000, usage_limit: 1 }, clock);
    const product = await createStockedProduct(shop.db, 50000, 5);
    const first = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock);
    const second = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock);
    for (const shopper of [first, second]) expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);

    expect((await shop.place(first, homeDeliveryBody(shop.places.dhaka))).status).toBe(200);
    const response = await shop.place(second, homeDeliveryBody(shop.places.dhaka));

    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This coupon has reached its usage limit');
    expect(await couponUses(shop.db, code)).toEqual({ usedCount: 1, usages: 1 });
  });

  it('answers price_changed with the new summary when the total is not the one the shopper saw', async () => {
    const product = await createStockedProduct(shop.db, 50000, 5);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 2]], clock);
    const choice = `shipping_type=home_delivery&district=${shop.places.chattogram.districtId}&delivery_method=regular`;
    const seen = await summaryFor(shopper, choice);
    await shop.db.updateTable('product_variants').set({ price: 55000 }).where('barcode', '=', product.barcodes[0]).execute();

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.chattogram, { expected_total: seen.amount_to_pay }));

    expect(response.status).toBe(409);
    const current = await summaryFor(shopper, choice);
    expect(current.amount_to_pay).toBe(seen.amount_to_pay + 100);
    expect(response.body).toEqual({
      result: false,
      success: false,
      message: 'Prices in your bag have changed. Please check the new total.',
      code: 'price_changed',
      summary: current,
    });
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(5);

    const again = await shop.place(shopper, homeDeliveryBody(shop.places.chattogram, { expected_total: current.amount_to_pay }));
    expect(again.status).toBe(200);
    expect(again.body.data.amount_to_pay).toBe(current.amount_to_pay);
  });

  it('answers stock_changed with what is short, leaving bag, stock, coupon and gift card untouched', async () => {
    const plenty = await createStockedProduct(shop.db, 50000, 5);
    const scarce = await createStockedProduct(shop.db, 70000, 5);
    const code = await createCoupon(shop.db, { type: 'amount', value: 5000 }, clock);
    const giftCard = await createGiftCard(shop.db, 20000, clock);
    const shopper = await shopperWithBag(shop.db, shop.api, [[plenty, 2], [scarce, 3]], clock);
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);
    await applyGiftCard(shop.db, shopper.userId, giftCard.id, clock);
    await shop.db.updateTable('product_variants').set({ stock: 1 }).where('barcode', '=', scarce.barcodes[0]).execute();
    const before = await bagState(shop.db, shopper.userId);

    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));

    expect(response.status).toBe(409);
    const scarceName = (await shop.db.selectFrom('products').select('name').where('id', '=', scarce.id).executeTakeFirstOrThrow()).name;
    expect(response.body).toEqual({
      result: false,
      success: false,
      message: 'Some items are no longer available in the quantity you chose.',
      code: 'stock_changed',
      unavailable: [{ barcode: scarce.barcodes[0], name: scarceName, available: 1 }],
    });
    expect(await variantStock(shop.db, plenty.barcodes[0])).toBe(5);
    expect(await variantStock(shop.db, scarce.barcodes[0])).toBe(1);
    expect(await productSales(shop.db, plenty.id)).toBe(0);
    expect(await bagState(shop.db, shopper.userId)).toEqual(before);
    expect(await couponUses(shop.db, code)).toEqual({ usedCount: 0, usages: 0 });
    expect(await giftCardBalance(shop.db, giftCard.id)).toBe(20000);
    expect(await ordersOf(shop.db, shopper.userId)).toEqual([]);
  });

  it('refuses an empty bag (422)', async () => {
    const shopper = await createShopper(shop.db, 'customer', clock);
    const response = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ result: false, message: 'Your bag is empty' });
  });
});

describe('POST /v2/order/store: who may place an order', () => {
  it('lets a guest check out while guest checkout is on', async () => {
    const guest = await shopperWithBag(shop.db, shop.api, [[await createStockedProduct(shop.db, 50000, 5), 1]], clock, 'guest');
    const response = await shop.place(guest, homeDeliveryBody(shop.places.dhaka));
    expect(response.status).toBe(200);
    expect((await findOrder(shop.db, response.body.data.order_id)).user_id).toBe(guest.userId);
  });

  it('asks a guest to log in when guest checkout is off, and still serves customers', async () => {
    const product = await createStockedProduct(shop.db, 50000, 5);
    const guest = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock, 'guest');
    const customer = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock);
    await setGuestCheckout(shop.db, '0');
    try {
      const refused = await shop.place(guest, homeDeliveryBody(shop.places.dhaka));
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ result: false, message: 'Please Login' });
      expect((await bagState(shop.db, guest.userId)).lines).toHaveLength(1);
      expect((await shop.place(customer, homeDeliveryBody(shop.places.dhaka))).status).toBe(200);
    } finally {
      await setGuestCheckout(shop.db, '1');
    }
  });

  it('refuses a caller without a valid token (401)', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const response = await shop.api.post('/v2/order/store', homeDeliveryBody(shop.places.dhaka), headers);
      expect(response.status).toBe(401);
    }
  });

  it('places a second order from a bag filled again', async () => {
    const product = await createStockedProduct(shop.db, 50000, 5);
    const shopper = await shopperWithBag(shop.db, shop.api, [[product, 1]], clock);
    const first = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));
    await addToBag(shop.api, shopper, [[product, 1]]);
    const second = await shop.place(shopper, homeDeliveryBody(shop.places.dhaka));
    expect(second.status).toBe(200);
    expect(second.body.data.code).not.toBe(first.body.data.code);
    expect(await ordersOf(shop.db, shopper.userId)).toHaveLength(2);
  });
});
