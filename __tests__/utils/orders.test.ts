import type { OrderTimelineEntry } from '@/contract/orders';
import {
  formatOrderDate,
  formatOrderDateTime,
  orderIdFromQuery,
  orderTotalRows,
  ordersPagePath,
  pageFromQuery,
  paymentOutcome,
  timelineSteps,
} from '@/utils/orders';

describe('orderIdFromQuery', () => {
  it('reads a positive whole number', () => {
    expect(orderIdFromQuery('42')).toBe(42);
    expect(orderIdFromQuery(['7', '8'])).toBe(7);
  });

  it.each([undefined, '', '0', '-3', '4.5', 'abc', '12abc', '1e3'])('answers null for %p', (value) => {
    expect(orderIdFromQuery(value)).toBeNull();
  });
});

describe('pageFromQuery and ordersPagePath', () => {
  it('reads ?page=, 1 when absent or malformed', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(undefined)).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('two')).toBe(1);
  });

  it('links page 1 without a query', () => {
    expect(ordersPagePath(1)).toBe('/orders');
    expect(ordersPagePath(2)).toBe('/orders?page=2');
  });
});

describe('order dates', () => {
  it('writes the day, short month and year in Dhaka time', () => {
    expect(formatOrderDate('2026-11-22T08:30:00.000Z')).toBe('22 Nov 2026');
    // 20:30 UTC is already the next morning in Dhaka (UTC+6).
    expect(formatOrderDate('2026-09-04T20:30:00.000Z')).toBe('5 Sep 2026');
  });

  it('adds the 24-hour time for the timeline', () => {
    expect(formatOrderDateTime('2026-11-22T08:05:00.000Z')).toBe('22 Nov 2026, 14:05');
  });

  it('answers empty text for an unreadable date', () => {
    expect(formatOrderDate('soon')).toBe('');
  });
});

describe('paymentOutcome', () => {
  it.each([
    ['cash_on_delivery', 'unpaid', 'cash_on_delivery'],
    ['cash_on_delivery', 'paid', 'paid'],
    ['bkash', 'paid', 'paid'],
    ['bkash', 'failed', 'declined'],
    ['nagad', 'unpaid', 'awaiting_payment'],
    ['sslcommerz', 'refunded', 'refunded'],
  ] as const)('%s %s -> %s', (payment_type, payment_status, outcome) => {
    expect(paymentOutcome({ payment_type, payment_status })).toBe(outcome);
  });
});

const entry = (status: OrderTimelineEntry['status'], date: string, note: string | null = null): OrderTimelineEntry => ({
  status,
  label: status,
  note,
  date,
});

describe('timelineSteps', () => {
  it('marks the steps reached with their first dates and the current one', () => {
    const steps = timelineSteps('shipped', [
      entry('placed', '2026-11-20T04:00:00Z'),
      entry('placed', '2026-11-20T04:05:00Z', 'Paid by bKash'),
      entry('confirmed', '2026-11-21T04:00:00Z'),
      entry('shipped', '2026-11-22T04:00:00Z', 'Handed to the courier'),
    ]);
    expect(steps.map(({ label, reached, current, date, note }) => ({ label, reached, current, date, note }))).toEqual([
      { label: 'Order placed', reached: true, current: false, date: '2026-11-20T04:00:00Z', note: 'Paid by bKash' },
      { label: 'Confirmed', reached: true, current: false, date: '2026-11-21T04:00:00Z', note: null },
      { label: 'Shipped', reached: true, current: true, date: '2026-11-22T04:00:00Z', note: 'Handed to the courier' },
      { label: 'Delivered', reached: false, current: false, date: null, note: null },
    ]);
  });

  it('ends a cancelled order with "Cancelled" after the steps it reached', () => {
    const steps = timelineSteps('cancelled', [entry('placed', '2026-11-20T04:00:00Z'), entry('cancelled', '2026-11-20T05:00:00Z', 'Payment declined')]);
    expect(steps.map((step) => [step.status, step.reached, step.current, step.note])).toEqual([
      ['placed', true, false, null],
      ['cancelled', true, true, 'Payment declined'],
    ]);
  });
});

describe('orderTotalRows', () => {
  const order = {
    regular_sub_total: 3000,
    sub_total: 2700,
    product_discount: 300,
    coupon_code: 'WELCOME10',
    coupon_discount: 270,
    membership_discount: 0,
    shipping_cost: 60,
    tax: 0,
    grand_total: 2490,
    gift_card_amount: 1000,
    amount_to_pay: 1490,
    payment_status: 'unpaid' as const,
    delivery_status: 'placed' as const,
  };

  it('lists the totals in receipt order, leaving out discounts that did not apply', () => {
    expect(orderTotalRows(order).map((row) => [row.label, row.amount])).toEqual([
      ['Sub total', 3000],
      ['Product discount', 300],
      ['Coupon (WELCOME10)', 270],
      ['Shipping', 60],
      ['Tax', 0],
      ['Total', 2490],
      ['Gift card', 1000],
      ['Amount to pay', 1490],
    ]);
  });

  it('takes the membership discount off once: the product discount is what is left between regular and selling prices', () => {
    const member = { ...order, sub_total: 2580, membership_discount: 120, coupon_discount: 258, grand_total: 2382, gift_card_amount: 0, amount_to_pay: 2382 };
    expect(orderTotalRows(member).map((row) => [row.key, row.deduction ? -row.amount : row.amount])).toEqual([
      ['sub_total', 3000],
      ['product_discount', -300],
      ['membership', -120],
      ['coupon', -258],
      ['shipping', 60],
      ['tax', 0],
      ['total', 2382],
      ['amount_to_pay', 2382],
    ]);
  });

  it('reads "Free" for shipping that costs nothing', () => {
    expect(orderTotalRows({ ...order, shipping_cost: 0, grand_total: 2430 }).find((row) => row.key === 'shipping')).toMatchObject({ free: true });
  });

  it('says "Amount paid" once the order is paid, and "Amount refunded" once refunded', () => {
    expect(orderTotalRows({ ...order, payment_status: 'paid' }).at(-1)).toMatchObject({ label: 'Amount paid', amount: 1490 });
    expect(orderTotalRows({ ...order, payment_status: 'refunded', delivery_status: 'cancelled' }).at(-1)).toMatchObject({
      label: 'Amount refunded',
      amount: 1490,
    });
  });

  it('asks nothing of a cancelled order that was never paid', () => {
    expect(orderTotalRows({ ...order, delivery_status: 'cancelled' }).map((row) => row.label)).not.toContain('Amount to pay');
    expect(orderTotalRows({ ...order, payment_status: 'failed', delivery_status: 'cancelled' }).at(-1)).toMatchObject({ label: 'Gift card' });
  });
});
