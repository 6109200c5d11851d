import {
  canCancelOrder,
  canMoveOrder,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  orderTransitionRefusal,
} from '@/utils/orderStatus';

const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['placed', 'confirmed'],
  ['placed', 'cancelled'],
  ['confirmed', 'shipped'],
  ['confirmed', 'cancelled'],
  ['shipped', 'delivered'],
];

describe('order status transitions', () => {
  it.each(ALLOWED)('moves from %s to %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
    expect(orderTransitionRefusal(from, to)).toBeNull();
  });

  it('refuses every other move, staying put included', () => {
    const allowed = new Set(ALLOWED.map(([from, to]) => `${from}>${to}`));
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        if (allowed.has(`${from}>${to}`)) continue;
        expect(canMoveOrder(from, to)).toBe(false);
        expect(orderTransitionRefusal(from, to)).toBe(`Cannot move an order from ${from} to ${to}`);
      }
    }
  });

  it('lets only placed and confirmed orders be cancelled', () => {
    expect(ORDER_STATUSES.filter(canCancelOrder)).toEqual(['placed', 'confirmed']);
  });

  it('knows the five statuses and nothing else', () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('pending')).toBe(false);
    expect(isOrderStatus('Placed')).toBe(false);
  });
});

describe('order status labels', () => {
  it('names each status for the shopper', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      placed: 'Order placed',
      confirmed: 'Confirmed',
      shipped: 'Shipped',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
    });
  });
});
