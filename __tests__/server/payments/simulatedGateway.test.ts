import { newGatewayReference } from '@/server/modules/payments/gateway';
import { setUpTestShop } from '../support/testApi';
import { bagLines, createProduct, createShopper, type ProductFixture, type Shopper } from '../cart/shopFixtures';
import { giftCardTransactions, orderRow, paymentStatus, placeHoldingOrder, placeOrder, shopHoldings } from '../orders/orderFixtures';

const shop = setUpTestShop();

let product: ProductFixture;
let customer: Shopper;

beforeAll(async () => {
  product = await createProduct(shop.db, { unitPrice: 80000, variants: [{ stock: 60 }, { stock: 60 }] });
  customer = await createShopper(shop.db, 'customer');
});

const chargePath = (reference: string) => `/v2/payment/simulated/${reference}`;
const complete = (reference: string, outcome: string) => shop.api.post(`${chargePath(reference)}/complete`, { outcome });

async function placeOnline(paymentType = 'bkash') {
  const placed = await placeHoldingOrder(shop.db, {
    userId: customer.userId,
    lines: [
      { barcode: product.barcodes[0], quantity: 2 },
      { barcode: product.barcodes[1], quantity: 1 },
    ],
    paymentType,
    couponDiscount: 5000,
    giftCardBalance: 10000,
  });
  return { ...placed, reference: placed.order.gatewayReference as string };
}

async function timelineOf(orderId: number) {
  const detail = (await shop.api.get(`/v2/purchase-history-details/${orderId}`, customer.headers)).body.data[0];
  return detail.timeline.map((step: { status: string; note: string | null }) => [step.status, step.note]);
}

beforeEach(async () => {
  await shop.db.deleteFrom('carts').where('user_id', '=', customer.userId).execute();
});

describe('GET /v2/payment/simulated/:reference', () => {
  it('shows an order’s charge: method, amount to pay, description, status and where to return', async () => {
    const { order, reference } = await placeOnline('nagad');
    const answer = await shop.api.get(chargePath(reference));
    expect(answer.status).toBe(200);
    // 3 × ৳800 + ৳60 shipping − ৳50 coupon − ৳100 gift card.
    expect(answer.body).toEqual({
      success: true,
      status: 200,
      data: {
        reference,
        method: 'nagad',
        method_name: 'Nagad',
        amount: 2310,
        description: `Order ${order.code}`,
        status: 'pending',
        return_path: `/order-confirmation/${order.id}`,
      },
    });
  });

  it('answers 404 for a reference nobody issued', async () => {
    const answer = await shop.api.get(chargePath(newGatewayReference()));
    expect(answer.status).toBe(404);
    expect(answer.body.result).toBe(false);
    expect((await complete(newGatewayReference(), 'approved')).status).toBe(404);
  });
});

describe('POST /v2/payment/simulated/:reference/complete', () => {
  it('approves: the payment and the order are paid, the history says by what', async () => {
    const { order, reference } = await placeOnline();
    const answer = await complete(reference, 'approved');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: true, message: 'Payment approved', status: 'paid', return_path: `/order-confirmation/${order.id}` });
    expect(await paymentStatus(shop.db, order.id)).toBe('paid');
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'placed', payment_status: 'paid' });
    expect(await timelineOf(order.id)).toEqual([
      ['placed', null],
      ['placed', 'Paid by bKash'],
    ]);
    expect((await shop.api.get(`/v2/purchase-history-details/${order.id}`, customer.headers)).body.data[0].payment_url).toBeNull();
    expect((await shop.api.get(chargePath(reference))).body.data.status).toBe('paid');
  });

  it('declines: the order is cancelled, gives back what it held, and its lines go back into the bag', async () => {
    const { order, reference, couponCode, giftCardNo, before } = await placeOnline();
    const answer = await complete(reference, 'declined');
    expect(answer.body).toEqual({ result: true, message: 'Payment declined', status: 'failed', return_path: `/order-confirmation/${order.id}` });
    expect(await paymentStatus(shop.db, order.id)).toBe('failed');
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'cancelled', payment_status: 'failed' });
    expect(await timelineOf(order.id)).toEqual([
      ['placed', null],
      ['cancelled', 'Payment declined'],
    ]);
    expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(before);
    expect(await giftCardTransactions(shop.db, order.id)).toEqual([{ amount: -10000 }, { amount: 10000 }]);
    const variants = await shop.db.selectFrom('product_variants').select(['id', 'barcode']).where('product_id', '=', product.id).orderBy('id').execute();
    expect(await bagLines(shop.db, customer.userId)).toEqual([
      { variant_id: variants[0].id, quantity: 2, affiliate_ref: null },
      { variant_id: variants[1].id, quantity: 1, affiliate_ref: null },
    ]);
  });

  it('puts back only what fits the bag, as adding would', async () => {
    const limited = await createProduct(shop.db, { unitPrice: 30000, maxQuantity: 3, variants: [{ stock: 10 }] });
    const hidden = await createProduct(shop.db, { unitPrice: 30000, variants: [{ stock: 10 }] });
    const order = await placeOrder(shop.db, {
      userId: customer.userId,
      lines: [
        { barcode: limited.barcodes[0], quantity: 2 },
        { barcode: hidden.barcodes[0], quantity: 1 },
      ],
      paymentType: 'sslcommerz',
    });
    // The shopper already holds two of the limited product again; the other was unpublished meanwhile.
    const limitedVariant = await shop.db.selectFrom('product_variants').select('id').where('barcode', '=', limited.barcodes[0]).executeTakeFirstOrThrow();
    await shop.api.post('/v2/carts/add', { id: limited.id, barcode: limited.barcodes[0], quantity: 2 }, customer.headers);
    await shop.db.updateTable('products').set({ published: 0 }).where('id', '=', hidden.id).execute();

    expect((await complete(order.gatewayReference as string, 'declined')).body.status).toBe('failed');
    expect(await bagLines(shop.db, customer.userId)).toEqual([{ variant_id: limitedVariant.id, quantity: 3, affiliate_ref: null }]);
    expect((await shopHoldings(shop.db, hidden.barcodes[0], null, null)).stock).toBe(10);
  });

  it('settles once: a second call answers the settled status and changes nothing', async () => {
    const { order, reference, couponCode, giftCardNo, before } = await placeOnline();
    await complete(reference, 'declined');
    const lines = await bagLines(shop.db, customer.userId);

    for (const outcome of ['declined', 'approved']) {
      const again = await complete(reference, outcome);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ result: true, message: 'Payment declined', status: 'failed', return_path: `/order-confirmation/${order.id}` });
    }
    expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(before);
    expect(await bagLines(shop.db, customer.userId)).toEqual(lines);
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'cancelled', payment_status: 'failed' });
    expect(await timelineOf(order.id)).toHaveLength(2);

    const approved = await placeOnline();
    await complete(approved.reference, 'approved');
    const declinedLater = await complete(approved.reference, 'declined');
    expect(declinedLater.body).toMatchObject({ message: 'Payment approved', status: 'paid' });
    expect(await orderRow(shop.db, approved.order.id)).toEqual({ status: 'placed', payment_status: 'paid' });
    expect(await timelineOf(approved.order.id)).toHaveLength(2);
  });

  it('settles once when completes arrive together', async () => {
    const { order, reference, couponCode, giftCardNo, before } = await placeOnline();
    const outcomes = Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? 'declined' : 'approved'));
    const answers = await Promise.all(outcomes.map((outcome) => complete(reference, outcome)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const statuses = new Set(answers.map((answer) => answer.body.status));
    expect(statuses.size).toBe(1);

    const settled = [...statuses][0];
    expect(await paymentStatus(shop.db, order.id)).toBe(settled);
    expect(await timelineOf(order.id)).toHaveLength(2);
    if (settled === 'failed') {
      expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(before);
      expect((await bagLines(shop.db, customer.userId)).map((line) => line.quantity)).toEqual([2, 1]);
      expect(await giftCardTransactions(shop.db, order.id)).toHaveLength(2);
    } else {
      expect(await orderRow(shop.db, order.id)).toEqual({ status: 'placed', payment_status: 'paid' });
    }
  });

  it('declines at most the payment of an order that already shipped', async () => {
    const { order, reference, couponCode, giftCardNo } = await placeOnline();
    for (const status of ['confirmed', 'shipped'] as const) {
      await shop.db.updateTable('orders').set({ status }).where('id', '=', order.id).execute();
    }
    const held = await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo);
    expect((await complete(reference, 'declined')).body.status).toBe('failed');
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'shipped', payment_status: 'failed' });
    expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(held);
    expect(await bagLines(shop.db, customer.userId)).toEqual([]);
  });

  it('does not let a cancelled order be paid afterwards', async () => {
    const { order, reference } = await placeOnline();
    expect((await shop.api.post(`/v2/order/cancel/${order.id}`, {}, customer.headers)).status).toBe(200);
    expect((await shop.api.get(chargePath(reference))).body.data.status).toBe('failed');
    const late = await complete(reference, 'approved');
    expect(late.body).toMatchObject({ message: 'Payment declined', status: 'failed' });
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'cancelled', payment_status: 'unpaid' });
  });

  it('refuses an outcome other than approved or declined', async () => {
    const { reference } = await placeOnline();
    const answer = await complete(reference, 'maybe');
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ outcome: ['The selected outcome is invalid.'] });
    expect((await shop.api.post(`${chargePath(reference)}/complete`, {})).body.errors).toEqual({ outcome: ['The outcome field is required.'] });
  });
});

describe('a membership card purchase', () => {
  it('is shown and settled through the membership module', async () => {
    const gold = await shop.db.selectFrom('membership_card_types').select(['id', 'price']).where('name', '=', 'Gold').executeTakeFirstOrThrow();
    const reference = newGatewayReference();
    const time = new Date().toISOString();
    const purchase = await shop.db
      .insertInto('membership_purchases')
      .values({
        user_id: customer.userId,
        card_type_id: gold.id,
        membership_id: null,
        amount: gold.price,
        payment_type: 'bkash',
        payment_status: 'pending',
        gateway_reference: reference,
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const charge = await shop.api.get(chargePath(reference));
    expect(charge.body.data).toEqual({
      reference,
      method: 'bkash',
      method_name: 'bKash',
      amount: gold.price / 100,
      description: 'Gold membership card',
      status: 'pending',
      return_path: `/membership?purchase=${purchase.id}`,
    });

    const approved = await complete(reference, 'approved');
    expect(approved.body).toEqual({ result: true, message: 'Payment approved', status: 'paid', return_path: `/membership?purchase=${purchase.id}` });
    const settled = await shop.db.selectFrom('membership_purchases').select(['payment_status', 'membership_id']).where('id', '=', purchase.id).executeTakeFirstOrThrow();
    expect(settled.payment_status).toBe('paid');
    expect(settled.membership_id).not.toBeNull();
  });
});

describe('with the simulated gateway off', () => {
  const env = process.env as Record<string, string | undefined>;
  const saved = { nodeEnv: env.NODE_ENV, enabled: env.ENABLE_SIMULATED_GATEWAY };
  afterEach(() => {
    env.NODE_ENV = saved.nodeEnv;
    if (saved.enabled === undefined) delete env.ENABLE_SIMULATED_GATEWAY;
    else env.ENABLE_SIMULATED_GATEWAY = saved.enabled;
  });

  it('answers 404 on both routes and settles nothing', async () => {
    const { order, reference } = await placeOnline();
    env.NODE_ENV = 'production';
    delete env.ENABLE_SIMULATED_GATEWAY;

    const page = await shop.api.get(chargePath(reference));
    expect(page.status).toBe(404);
    expect(page.body).toEqual({ result: false, message: 'Not found' });
    expect((await complete(reference, 'approved')).status).toBe(404);
    expect(await paymentStatus(shop.db, order.id)).toBe('pending');

    env.ENABLE_SIMULATED_GATEWAY = '1';
    expect((await shop.api.get(chargePath(reference))).status).toBe(200);
  });
});
