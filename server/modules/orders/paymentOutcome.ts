import type { Db } from '@/server/db/connection';
import { canCancelOrder } from '@/utils/orderStatus';
import { restoreOrderToBag } from './bagRestore';
import { addStatusHistory, findOrder, movePaymentStatus, setOrderPaymentStatus } from './repository';
import { changeOrderStatus } from './statusService';

// What the gateway's verdict on an order's online payment does to the order. The payments module
// settles the charge itself, once, and calls these inside the same transaction.

const PAYMENT_DECLINED_NOTE = 'Payment declined';

/** The order is paid; its history says how. */
export async function markOrderPaid(trx: Db, orderId: number, note: string, now: Date): Promise<void> {
  const order = await findOrder(trx, orderId);
  if (!order) return;
  await movePaymentStatus(trx, orderId, 'unpaid', 'paid', now);
  await addStatusHistory(trx, orderId, order.status, note, now);
}

/**
 * The payment failed: an order that has not shipped is cancelled (giving back what it held) and its
 * lines go back into the shopper's bag.
 */
export async function failOrderPayment(trx: Db, orderId: number, now: Date): Promise<void> {
  const order = await findOrder(trx, orderId);
  if (!order) return;
  await setOrderPaymentStatus(trx, orderId, 'failed', now);
  if (!canCancelOrder(order.status)) {
    await addStatusHistory(trx, orderId, order.status, PAYMENT_DECLINED_NOTE, now);
    return;
  }
  await changeOrderStatus(trx, orderId, 'cancelled', PAYMENT_DECLINED_NOTE, now);
  if (order.user_id !== null) await restoreOrderToBag(trx, orderId, order.user_id, now);
}
