import { setUpTestShop } from '../support/testApi';
import { createCoupon, createProduct, createShopper, type ProductFixture, type Shopper } from '../cart/shopFixtures';
import { createGiftCard, HOME_DELIVERY_COST, ORDER_ADDRESS, placeOrder } from './orderFixtures';

const shop = setUpTestShop();
const MINUTE = 60 * 1000;

let product: ProductFixture;

beforeAll(async () => {
  product = await createProduct(shop.db, { unitPrice: 125050, variants: [{ stock: 100 }, { stock: 100 }] });
});

describe('GET /v2/purchase-history', () => {
  let customer: Shopper;
  const codes: string[] = [];

  beforeAll(async () => {
    customer = await createShopper(shop.db, 'customer');
    const start = Date.parse('2026-11-01T08:00:00Z');
    for (let index = 0; index < 12; index += 1) {
      const order = await placeOrder(shop.db, {
        userId: customer.userId,
        lines: [{ barcode: product.barcodes[0], quantity: 1 }],
        placedAt: new Date(start + index * MINUTE),
      });
      codes.push(order.code);
    }
  });

  it('lists the caller’s orders newest first, ten a page', async () => {
    const first = await shop.api.get('/v2/purchase-history', customer.headers);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.map((order: { code: string }) => order.code)).toEqual([...codes].reverse().slice(0, 10));
    expect(first.body.meta).toEqual({ current_page: 1, from: 1, last_page: 2, path: '/v2/purchase-history', per_page: 10, to: 10, total: 12 });
    expect(first.body.links).toEqual({
      first: '/v2/purchase-history?page=1',
      last: '/v2/purchase-history?page=2',
      prev: null,
      next: '/v2/purchase-history?page=2',
    });

    const second = await shop.api.get('/v2/purchase-history?page=2', customer.headers);
    expect(second.body.data.map((order: { code: string }) => order.code)).toEqual([codes[1], codes[0]]);
    expect(second.body.meta).toMatchObject({ current_page: 2, from: 11, to: 12 });

    const past = await shop.api.get('/v2/purchase-history?page=3', customer.headers);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ from: null, to: null, total: 12 });
  });

  it('shows nobody else’s orders', async () => {
    const stranger = await createShopper(shop.db, 'customer');
    const answer = await shop.api.get('/v2/purchase-history', stranger.headers);
    expect(answer.body.data).toEqual([]);
    expect(answer.body.meta.total).toBe(0);
  });

  it('refuses a bad page with 422 and a missing token with 401', async () => {
    const badPage = await shop.api.get('/v2/purchase-history?page=0', customer.headers);
    expect(badPage.status).toBe(422);
    expect(badPage.body.errors).toEqual({ page: ['The page field must be at least 1.'] });
    expect((await shop.api.get('/v2/purchase-history?page=abc', customer.headers)).status).toBe(422);
    expect((await shop.api.get('/v2/purchase-history')).status).toBe(401);
  });
});

describe('an order read by its owner', () => {
  let customer: Shopper;
  let orderId: number;
  let code: string;
  let gatewayReference: string | null;
  let couponCode: string;
  const placedAt = new Date('2026-11-20T10:30:00.000Z');

  beforeAll(async () => {
    customer = await createShopper(shop.db, 'customer');
    couponCode = await createCoupon(shop.db, { type: 'amount', value: 10000 });
    const giftCardNo = await createGiftCard(shop.db, 50000);
    const order = await placeOrder(shop.db, {
      userId: customer.userId,
      lines: [
        { barcode: product.barcodes[0], quantity: 2 },
        { barcode: product.barcodes[1], quantity: 1 },
      ],
      paymentType: 'bkash',
      deliveryMethod: 'express',
      coupon: { code: couponCode, discount: 10000 },
      giftCardNo,
      note: 'Please call before delivery',
      giftWrap: true,
      placedAt,
    });
    ({ id: orderId, code, gatewayReference } = order);
  });

  // 3 × ৳1,250.50 + ৳60 shipping − ৳100 coupon = ৳3,711.50; the gift card pays ৳500.
  const summary = () => ({
    id: orderId,
    code,
    date: placedAt.toISOString(),
    grand_total: 3711.5,
    amount_to_pay: 3211.5,
    payment_type: 'bkash',
    payment_type_name: 'bKash',
    payment_status: 'unpaid',
    delivery_status: 'placed',
    delivery_status_label: 'Order placed',
    item_count: 3,
    shipping_type: 'home_delivery',
    can_cancel: true,
  });

  it('answers the summary in the history', async () => {
    const answer = await shop.api.get('/v2/purchase-history', customer.headers);
    expect(answer.body.data).toEqual([summary()]);
  });

  it('answers the detail with addresses, totals, the payment page and the timeline', async () => {
    const answer = await shop.api.get(`/v2/purchase-history-details/${orderId}`, customer.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toEqual({
      ...summary(),
      shipping_address: ORDER_ADDRESS,
      billing_address: ORDER_ADDRESS,
      pickup_point: null,
      delivery_method: 'express',
      note: 'Please call before delivery',
      gift_wrap: true,
      regular_sub_total: 3751.5,
      sub_total: 3751.5,
      product_discount: 0,
      coupon_code: couponCode,
      coupon_discount: 100,
      membership_discount: 0,
      gift_card_amount: 500,
      shipping_cost: HOME_DELIVERY_COST / 100,
      tax: 0,
      payment_url: `/payment/simulated/${gatewayReference}`,
      timeline: [{ status: 'placed', label: 'Order placed', note: null, date: placedAt.toISOString() }],
    });
  });

  it('answers the items with the product’s slug and taka amounts', async () => {
    const answer = await shop.api.get(`/v2/purchase-history-items/${orderId}`, customer.headers);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      {
        id: expect.any(Number),
        product_id: product.id,
        product_name: expect.stringMatching(/^Bag Test Product/),
        slug: product.slug,
        thumbnail_image: expect.stringMatching(/\.svg$/),
        variation: 'Navy-M',
        barcode: product.barcodes[0],
        sku: expect.any(String),
        quantity: 2,
        unit_price: 1250.5,
        stroked_price: 1250.5,
        unit_discount: 0,
        line_total: 2501,
      },
      expect.objectContaining({ barcode: product.barcodes[1], variation: 'Navy-L', quantity: 1, line_total: 1250.5 }),
    ]);
  });

  it('is not found for another user on the detail, the items and cancelling', async () => {
    const stranger = await createShopper(shop.db, 'customer');
    for (const answer of [
      await shop.api.get(`/v2/purchase-history-details/${orderId}`, stranger.headers),
      await shop.api.get(`/v2/purchase-history-items/${orderId}`, stranger.headers),
      await shop.api.post(`/v2/order/cancel/${orderId}`, {}, stranger.headers),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ result: false, message: 'Order not found' });
      expect(JSON.stringify(answer.body)).not.toContain(code);
    }
    const status = await shop.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(status.status).toBe('placed');
  });

  it('answers 404 for an unknown order and 422 for an id that is not one', async () => {
    expect((await shop.api.get('/v2/purchase-history-details/999999', customer.headers)).status).toBe(404);
    const bad = await shop.api.get('/v2/purchase-history-items/abc', customer.headers);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ id: ['The id field must be a whole number.'] });
    expect((await shop.api.get(`/v2/purchase-history-details/${orderId}`)).status).toBe(401);
  });
});

describe('a guest', () => {
  it('reads their own order with the guest token', async () => {
    const guest = await createShopper(shop.db, 'guest');
    const order = await placeOrder(shop.db, { userId: guest.userId, lines: [{ barcode: product.barcodes[0], quantity: 1 }], shippingType: 'pickup' });

    const detail = await shop.api.get(`/v2/purchase-history-details/${order.id}`, guest.headers);
    expect(detail.status).toBe(200);
    expect(detail.body.data[0]).toMatchObject({
      code: order.code,
      shipping_type: 'pickup',
      delivery_method: null,
      shipping_cost: 0,
      payment_type_name: 'Cash on Delivery',
      payment_url: null,
      pickup_point: { name: 'Gulshan Pickup Point', address: 'Plot 12, Gulshan Avenue, Gulshan 1, Dhaka 1212', phone: '01711000101' },
    });
    expect((await shop.api.get(`/v2/purchase-history-items/${order.id}`, guest.headers)).body.data).toHaveLength(1);
    expect((await shop.api.get('/v2/purchase-history', guest.headers)).body.data.map((row: { id: number }) => row.id)).toEqual([order.id]);
  });
});
