import { runStatusCommand, STATUS_COMMAND_USAGE } from '@/server/modules/orders/statusCommand';
import { setUpTestShop } from '../support/testApi';
import { createProduct, createShopper, type ProductFixture, type Shopper } from '../cart/shopFixtures';
import { orderRow, paymentStatus, placeOrder, shopHoldings } from './orderFixtures';

const shop = setUpTestShop();
const ADMIN_TOKEN = 'admin-secret-for-tests';
const adminHeaders = { 'X-Admin-Token': ADMIN_TOKEN };

let product: ProductFixture;
let customer: Shopper;

beforeAll(async () => {
  product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 40 }] });
  customer = await createShopper(shop.db, 'customer');
});

const savedToken = process.env.ADMIN_API_TOKEN;
beforeEach(() => {
  process.env.ADMIN_API_TOKEN = ADMIN_TOKEN;
});
afterAll(() => {
  if (savedToken === undefined) delete process.env.ADMIN_API_TOKEN;
  else process.env.ADMIN_API_TOKEN = savedToken;
});

function place(paymentType = 'cash_on_delivery') {
  return placeOrder(shop.db, { userId: customer.userId, lines: [{ barcode: product.barcodes[0], quantity: 2 }], paymentType });
}

function moveTo(orderRef: number | string, status: string, headers: Record<string, string> = adminHeaders, note?: string) {
  return shop.api.post(`/v2/admin/orders/${orderRef}/status`, { status, note }, headers);
}

describe('POST /v2/admin/orders/:id/status', () => {
  it('moves an order along placed, confirmed, shipped and delivered, by id or code', async () => {
    const order = await place('bkash');
    const confirmed = await moveTo(order.id, 'confirmed', adminHeaders, 'Called the customer');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      result: true,
      message: 'Order status updated',
      data: { id: order.id, code: order.code, delivery_status: 'confirmed', delivery_status_label: 'Confirmed', payment_status: 'unpaid' },
    });
    expect((await moveTo(order.code, 'shipped')).status).toBe(200);
    expect((await moveTo(order.code, 'delivered')).body.data.delivery_status).toBe('delivered');

    const timeline = (await shop.api.get(`/v2/purchase-history-details/${order.id}`, customer.headers)).body.data[0].timeline;
    expect(timeline.map((step: { status: string; note: string | null }) => [step.status, step.note])).toEqual([
      ['placed', null],
      ['confirmed', 'Called the customer'],
      ['shipped', null],
      ['delivered', null],
    ]);
    // Only cash on delivery is paid on delivery.
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'delivered', payment_status: 'unpaid' });
  });

  it('refuses moves the transitions do not allow, with 422', async () => {
    const order = await place();
    await moveTo(order.id, 'confirmed');
    await moveTo(order.id, 'shipped');
    const backwards = await moveTo(order.id, 'confirmed');
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({
      result: false,
      message: 'Cannot move an order from shipped to confirmed',
      errors: { status: ['Cannot move an order from shipped to confirmed'] },
    });
    expect((await moveTo(order.id, 'cancelled')).body.message).toBe('Cannot move an order from shipped to cancelled');
    expect((await moveTo(order.id, 'shipped')).status).toBe(422);
    const skipping = await place();
    expect((await moveTo(skipping.id, 'delivered')).body.message).toBe('Cannot move an order from placed to delivered');
    expect(await orderRow(shop.db, skipping.id)).toEqual({ status: 'placed', payment_status: 'unpaid' });
  });

  it('marks a delivered cash-on-delivery order and its payment paid', async () => {
    const order = await place();
    for (const status of ['confirmed', 'shipped']) await moveTo(order.id, status);
    expect(await paymentStatus(shop.db, order.id)).toBe('pending');
    const delivered = await moveTo(order.id, 'delivered');
    expect(delivered.body.data.payment_status).toBe('paid');
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'delivered', payment_status: 'paid' });
    expect(await paymentStatus(shop.db, order.id)).toBe('paid');
  });

  it('releases what a cancelled order holds, once even when cancels arrive together', async () => {
    const before = await shopHoldings(shop.db, product.barcodes[0], null, null);
    const order = await place();
    const answers = await Promise.all(Array.from({ length: 6 }, () => moveTo(order.id, 'cancelled')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    expect(await shopHoldings(shop.db, product.barcodes[0], null, null)).toEqual(before);
  });

  it('answers 401 for a missing or wrong token, before reading the body', async () => {
    const order = await place();
    const missing = await moveTo(order.id, 'confirmed', {});
    expect(missing.status).toBe(401);
    expect(missing.body.result).toBe(false);
    expect((await moveTo(order.id, 'confirmed', { 'X-Admin-Token': `${ADMIN_TOKEN}x` })).status).toBe(401);
    expect((await moveTo(order.id, 'nonsense', { 'X-Admin-Token': 'wrong' })).status).toBe(401);
    expect((await moveTo(order.id, 'confirmed', { ...customer.headers })).status).toBe(401);
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'placed', payment_status: 'unpaid' });
  });

  it('answers 404 when no admin token is configured', async () => {
    const order = await place();
    delete process.env.ADMIN_API_TOKEN;
    const answer = await moveTo(order.id, 'confirmed');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ result: false, message: 'Not found' });
    process.env.ADMIN_API_TOKEN = '';
    expect((await moveTo(order.id, 'confirmed', { 'X-Admin-Token': '' })).status).toBe(404);
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'placed', payment_status: 'unpaid' });
  });

  it('answers 422 for an unknown status and 404 for an unknown order', async () => {
    const order = await place();
    const unknownStatus = await moveTo(order.id, 'lost');
    expect(unknownStatus.status).toBe(422);
    expect(unknownStatus.body.errors).toEqual({ status: ['The selected status is invalid.'] });
    expect((await moveTo(order.id, '')).body.errors).toEqual({ status: ['The status field is required.'] });
    const longNote = await moveTo(order.id, 'confirmed', adminHeaders, 'x'.repeat(501));
    expect(longNote.body.errors).toEqual({ note: ['The note field must not be greater than 500 characters.'] });
    expect((await moveTo('RD000000NOPE00', 'confirmed')).status).toBe(404);
    expect((await moveTo(99999999, 'confirmed')).status).toBe(404);
  });
});

describe('npm run orders:status', () => {
  it('moves an order by code or id through the same service', async () => {
    const order = await place();
    expect(await runStatusCommand(shop.db, [order.code, 'confirmed', 'Packed', 'today'], new Date())).toEqual({
      exitCode: 0,
      output: `Order ${order.code} (#${order.id}): Order placed -> Confirmed`,
    });
    const history = await shop.db.selectFrom('order_status_history').select(['status', 'note']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(history).toEqual([
      { status: 'placed', note: null },
      { status: 'confirmed', note: 'Packed today' },
    ]);
    expect((await runStatusCommand(shop.db, [String(order.id), 'shipped'], new Date())).exitCode).toBe(0);
  });

  it('explains a refused move or bad arguments', async () => {
    const order = await place();
    expect(await runStatusCommand(shop.db, [order.code, 'delivered'], new Date())).toEqual({
      exitCode: 1,
      output: 'Cannot move an order from placed to delivered',
    });
    expect(await runStatusCommand(shop.db, ['RD000000NOPE00', 'confirmed'], new Date())).toEqual({ exitCode: 1, output: 'Order not found' });
    expect(await runStatusCommand(shop.db, [order.code, 'lost'], new Date())).toEqual({ exitCode: 2, output: STATUS_COMMAND_USAGE });
    expect(await runStatusCommand(shop.db, [], new Date())).toEqual({ exitCode: 2, output: STATUS_COMMAND_USAGE });
  });
});
