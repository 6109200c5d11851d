// How an order moves: placed -> confirmed -> shipped -> delivered, and placed or confirmed -> cancelled.

import { DEFAULT_LOCALE, type Locale } from './locale';

export const ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Order placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const ORDER_STATUS_BANGLA_LABELS: Record<OrderStatus, string> = {
  placed: 'অর্ডার করা হয়েছে',
  confirmed: 'কনফার্ম হয়েছে',
  shipped: 'পাঠানো হয়েছে',
  delivered: 'ডেলিভারি হয়েছে',
  cancelled: 'বাতিল হয়েছে',
};

/** The status as the shopper reads it, in their language (the API's `delivery_status_label` is English). */
export function orderStatusLabel(status: OrderStatus, locale: Locale = DEFAULT_LOCALE): string {
  return (locale === 'bn' ? ORDER_STATUS_BANGLA_LABELS : ORDER_STATUS_LABELS)[status];
}

const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Only an order that has not left the warehouse can be cancelled. */
export function canCancelOrder(status: OrderStatus): boolean {
  return canMoveOrder(status, 'cancelled');
}

/** Why an order cannot move from one status to the other, or null when it can. */
export function orderTransitionRefusal(from: OrderStatus, to: OrderStatus): string | null {
  return canMoveOrder(from, to) ? null : `Cannot move an order from ${from} to ${to}`;
}
