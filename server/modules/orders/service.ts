import type { Db } from '@/server/db/connection';
import { HttpError, NotFoundError } from '@/server/http/errors';
import { canCancelOrder } from '@/utils/orderStatus';
import { toOrderDetail, toOrderItem, toOrderSummary } from './presenter';
import {
  countItemsOfOrders,
  countOrdersOfUser,
  findCouponCode,
  findOrderItems,
  findOrderOfUser,
  findOrdersOfUser,
  findPendingPayment,
  findPickupPoint,
  findStatusHistory,
} from './repository';
import { changeOrderStatus, inTransaction, OrderTransitionRefused } from './statusService';

// A shopper's own orders: history, detail, items and cancelling. Another user's order is not found.

export const ORDERS_PER_PAGE = 10;
export const CANCELLED_MESSAGE = 'Your order has been cancelled';
const NOT_CANCELLABLE_MESSAGE = 'This order can no longer be cancelled';
const CANCELLED_BY_CUSTOMER_NOTE = 'Cancelled by the customer';

async function findOwnOrder(db: Db, userId: number, orderId: number) {
  const order = await findOrderOfUser(db, orderId, userId);
  if (!order) throw new NotFoundError('Order not found');
  return order;
}

export async function listOrderHistory(db: Db, userId: number, page: number) {
  const [orders, total] = await Promise.all([
    findOrdersOfUser(db, userId, (page - 1) * ORDERS_PER_PAGE, ORDERS_PER_PAGE),
    countOrdersOfUser(db, userId),
  ]);
  const itemCounts = await countItemsOfOrders(
    db,
    orders.map((order) => order.id),
  );
  return { orders: orders.map((order) => toOrderSummary(order, itemCounts.get(order.id) ?? 0)), total };
}

export async function getOrderDetail(db: Db, userId: number, orderId: number) {
  const order = await findOwnOrder(db, userId, orderId);
  const [itemCounts, pickupPoint, couponCode, pendingPayment, history] = await Promise.all([
    countItemsOfOrders(db, [order.id]),
    order.pickup_point_id === null ? null : findPickupPoint(db, order.pickup_point_id),
    order.coupon_id === null ? null : findCouponCode(db, order.coupon_id),
    findPendingPayment(db, order.id),
    findStatusHistory(db, order.id),
  ]);
  return toOrderDetail({
    order,
    itemCount: itemCounts.get(order.id) ?? 0,
    pickupPoint: pickupPoint ?? null,
    couponCode,
    pendingReference: pendingPayment?.gateway_reference ?? null,
    history,
  });
}

export async function getOrderItems(db: Db, userId: number, orderId: number) {
  const order = await findOwnOrder(db, userId, orderId);
  return (await findOrderItems(db, order.id)).map(toOrderItem);
}

function notCancellable(): HttpError {
  return new HttpError(422, NOT_CANCELLABLE_MESSAGE);
}

/** The shopper cancels an order that has not shipped; everything it held is given back. */
export async function cancelOwnOrder(db: Db, userId: number, orderId: number, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const order = await findOwnOrder(trx, userId, orderId);
    if (!canCancelOrder(order.status)) throw notCancellable();
    try {
      await changeOrderStatus(trx, order.id, 'cancelled', CANCELLED_BY_CUSTOMER_NOTE, now);
    } catch (error) {
      // Shipped by the shop in the meantime.
      if (error instanceof OrderTransitionRefused) throw notCancellable();
      throw error;
    }
  });
}
