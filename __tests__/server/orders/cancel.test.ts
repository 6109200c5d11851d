import { changeOrderStatus } from '@/server/modules/orders/statusService';
import { setUpTestShop } from '../support/testApi';
import { createProduct, createShopper, type ProductFixture, type Shopper } from '../cart/shopFixtures';
import { giftCardTransactions, orderRow, paymentStatus, placeHoldingOrder, shopHoldings } from './orderFixtures';

const shop = setUpTestShop();

let product: ProductFixture;
let customer: Shopper;

beforeAll(async () => {
  product = await createProduct(shop.db, { unitPrice: 100000, variants: [{ stock: 50 }] });
  customer = await createShopper(shop.db, 'customer');
});

async function placeWithEverything(paymentType = 'cash_on_delivery') {
  const placed = await placeHoldingOrder(shop.db, {
    userId: customer.userId,
    lines: [{ barcode: product.barcodes[0], quantity: 3 }],
    paymentType,
    couponDiscount: 20000,
    giftCardBalance: 30000,
  });
  const held = await shopHoldings(shop.db, product.barcodes[0], placed.couponCode, placed.giftCardNo);
  return { ...placed, held };
}

describe('POST /v2/order/cancel/:id', () => {
  it('cancels a placed order and gives back stock, sales, the gift card money and the coupon use', async () => {
    const { order, couponCode, giftCardNo, before, held } = await placeWithEverything();
    expect(held).toEqual({
      stock: before.stock - 3,
      sales: before.sales + 3,
      couponUsedCount: 1,
      couponUses: 1,
      giftCardBalance: 0,
    });

    const answer = await shop.api.post(`/v2/order/cancel/${order.id}`, {}, customer.headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: true, message: 'Your order has been cancelled' });

    expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(before);
    expect(await giftCardTransactions(shop.db, order.id)).toEqual([{ amount: -30000 }, { amount: 30000 }]);
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'cancelled', payment_status: 'unpaid' });

    const detail = (await shop.api.get(`/v2/purchase-history-details/${order.id}`, customer.headers)).body.data[0];
    expect(detail).toMatchObject({ delivery_status: 'cancelled', delivery_status_label: 'Cancelled', can_cancel: false, payment_url: null });
    expect(detail.timeline.map((step: { status: string; label: string; note: string | null }) => [step.status, step.label, step.note])).toEqual([
      ['placed', 'Order placed', null],
      ['cancelled', 'Cancelled', 'Cancelled by the customer'],
    ]);
  });

  it('cancels a confirmed order too', async () => {
    const { order, couponCode, giftCardNo, before } = await placeWithEverything();
    await changeOrderStatus(shop.db, order.id, 'confirmed', null, new Date());
    expect((await shop.api.post(`/v2/order/cancel/${order.id}`, {}, customer.headers)).status).toBe(200);
    expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(before);
  });

  it('refuses a shipped order with 422 and keeps everything it holds', async () => {
    const { order, couponCode, giftCardNo, held } = await placeWithEverything();
    await changeOrderStatus(shop.db, order.code, 'confirmed', null, new Date());
    await changeOrderStatus(shop.db, order.code, 'shipped', null, new Date());

    const answer = await shop.api.post(`/v2/order/cancel/${order.id}`, {}, customer.headers);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ result: false, message: 'This order can no longer be cancelled' });
    expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(held);
    expect(await orderRow(shop.db, order.id)).toEqual({ status: 'shipped', payment_status: 'unpaid' });
  });

  it('gives back only once: a second cancel is refused', async () => {
    const { order, couponCode, giftCardNo, before } = await placeWithEverything();
    expect((await shop.api.post(`/v2/order/cancel/${order.id}`, {}, customer.headers)).status).toBe(200);
    const again = await shop.api.post(`/v2/order/cancel/${order.id}`, {}, customer.headers);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('This order can no longer be cancelled');
    expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(before);
  });

  it('gives back only once when cancels arrive together', async () => {
    const { order, couponCode, giftCardNo, before } = await placeWithEverything();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => shop.api.post(`/v2/order/cancel/${order.id}`, {}, customer.headers)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422, 422, 422, 422, 422]);
    expect(await shopHoldings(shop.db, product.barcodes[0], couponCode, giftCardNo)).toEqual(before);
    expect(await giftCardTransactions(shop.db, order.id)).toEqual([{ amount: -30000 }, { amount: 30000 }]);
  });

  it('marks a paid order refunded, and fails the charge still waiting at the gateway of an unpaid one', async () => {
    const paid = await placeWithEverything('bkash');
    await shop.db.updateTable('orders').set({ payment_status: 'paid' }).where('id', '=', paid.order.id).execute();
    await shop.db.updateTable('payments').set({ status: 'paid' }).where('order_id', '=', paid.order.id).execute();
    expect((await shop.api.post(`/v2/order/cancel/${paid.order.id}`, {}, customer.headers)).status).toBe(200);
    expect(await orderRow(shop.db, paid.order.id)).toEqual({ status: 'cancelled', payment_status: 'refunded' });

    const unpaid = await placeWithEverything('bkash');
    expect((await shop.api.post(`/v2/order/cancel/${unpaid.order.id}`, {}, customer.headers)).status).toBe(200);
    expect(await orderRow(shop.db, unpaid.order.id)).toEqual({ status: 'cancelled', payment_status: 'unpaid' });
    expect(await paymentStatus(shop.db, unpaid.order.id)).toBe('failed');
  });

  it('answers 401 without a token', async () => {
    const { order } = await placeWithEverything();
    expect((await shop.api.post(`/v2/order/cancel/${order.id}`, {})).status).toBe(401);
  });
});
