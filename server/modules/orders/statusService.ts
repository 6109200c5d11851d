import type { Db } from '@/server/db/connection';
import { NotFoundError, ValidationError } from '@/server/http/errors';
import { approveOrderEarnings, cancelOrderEarnings } from '@/server/modules/affiliate/commissionService';
import { type OrderStatus, orderTransitionRefusal } from '@/utils/orderStatus';
import {
  deleteCouponUses,
  findGiftCardSpending,
  findHeldItems,
  lowerCouponUsedCount,
  lowerSales,
  refundGiftCard,
  returnStock,
} from './holdingsRepository';
import {
  addStatusHistory,
  findOrder,
  findOrderByCode,
  moveOrderStatus,
  movePaymentStatus,
  type OrderRow,
  settlePendingPayments,
} from './repository';

// The one place an order's status changes, with what each move brings along: a cancelled order
// gives back what it held, a delivered order's affiliate commissions are approved and a delivered
// cash-on-delivery order is paid.

const CASH_ON_DELIVERY = 'cash_on_delivery';

export class OrderTransitionRefused extends ValidationError {
  constructor(message: string) {
    super({ status: [message] });
  }
}

/** Runs the work in the caller's transaction, or in a new one. */
export function inTransaction<Result>(db: Db, work: (trx: Db) => Promise<Result>): Promise<Result> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** An order by its id (a number, or digits) or its code. */
export async function findOrderByReference(db: Db, orderRef: number | string): Promise<OrderRow | undefined> {
  if (typeof orderRef === 'number') return findOrder(db, orderRef);
  const reference = orderRef.trim();
  if (/^\d{1,9}$/.test(reference)) return findOrder(db, Number(reference));
  return findOrderByCode(db, reference);
}

function quantitiesByProduct(items: readonly { product_id: number; quantity: number }[]): [number, number][] {
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
  return [...quantities].sort(([first], [second]) => first - second);
}

/**
 * Gives back everything the order holds: stock (and its counted sales), what it took from gift cards
 * (a positive transaction) and its coupon use, and cancels its affiliate commissions. Call it once
 * per order, when it stops being live.
 * Rows are locked in the order placement locks them (variants by id, coupon, gift card, products by
 * id), so that a release and a placement never wait on each other in a circle.
 */
async function releaseOrderHoldings(trx: Db, orderId: number, now: Date): Promise<void> {
  const items = await findHeldItems(trx, orderId);
  for (const item of items) await returnStock(trx, item.variant_id, item.quantity);
  for (const couponId of await deleteCouponUses(trx, orderId)) await lowerCouponUsedCount(trx, couponId);
  for (const spending of await findGiftCardSpending(trx, orderId)) {
    await refundGiftCard(trx, spending.giftCardId, orderId, spending.spent, now);
  }
  for (const [productId, quantity] of quantitiesByProduct(items)) await lowerSales(trx, productId, quantity);
  await cancelOrderEarnings(trx, orderId, now);
}

/** Moves the order as one conditional update; another request moving it first is seen and re-checked. */
async function moveOnce(trx: Db, order: OrderRow, status: OrderStatus, now: Date): Promise<OrderRow> {
  let current = order;
  for (;;) {
    const refusal = orderTransitionRefusal(current.status, status);
    if (refusal) throw new OrderTransitionRefused(refusal);
    if (await moveOrderStatus(trx, current.id, current.status, status, now)) return current;
    // Statuses only move forward, so this ends.
    const reread = await findOrder(trx, current.id);
    if (!reread) throw new NotFoundError('Order not found');
    current = reread;
  }
}

async function afterMove(trx: Db, order: OrderRow, status: OrderStatus, now: Date): Promise<void> {
  if (status === 'cancelled') {
    await releaseOrderHoldings(trx, order.id, now);
    await settlePendingPayments(trx, order.id, 'failed', now);
    // A paid order that is cancelled owes the shopper the money back.
    await movePaymentStatus(trx, order.id, 'paid', 'refunded', now);
  }
  if (status === 'delivered') await approveOrderEarnings(trx, order.id, now);
  if (status === 'delivered' && order.payment_type === CASH_ON_DELIVERY) {
    await movePaymentStatus(trx, order.id, 'unpaid', 'paid', now);
    await settlePendingPayments(trx, order.id, 'paid', now);
  }
}

export interface MovedOrder {
  id: number;
  code: string;
  status: OrderStatus;
  previousStatus: OrderStatus;
}

/**
 * Moves an order along `placed -> confirmed -> shipped -> delivered` (or to cancelled from placed or
 * confirmed) and records the step in its history. 404 for an unknown order, 422 for a move the
 * transitions do not allow. Joins the caller's transaction when given one.
 */
export async function changeOrderStatus(
  db: Db,
  orderRef: number | string,
  status: OrderStatus,
  note: string | null,
  now: Date,
): Promise<MovedOrder> {
  return inTransaction(db, async (trx) => {
    const order = await findOrderByReference(trx, orderRef);
    if (!order) throw new NotFoundError('Order not found');
    const moved = await moveOnce(trx, order, status, now);
    await addStatusHistory(trx, moved.id, status, note, now);
    await afterMove(trx, moved, status, now);
    return { id: moved.id, code: moved.code, status, previousStatus: moved.status };
  });
}
