import type { DeliveryStatus, OrderDetail, OrderSummary, OrderTimelineEntry, PaymentStatus } from '@/contract/orders';
import { DEFAULT_LOCALE, dateFormat, formatDate, localizeDigits, type Locale } from './locale';
import { ORDER_STATUS_LABELS } from './orderStatus';
import { orderSummaryFigures, type SummaryRowKey, summaryRows } from './summaryRows';

// How an order reads to the shopper: dates, labels, what happens next, the status timeline, the totals.

export const ORDERS_PATH = '/orders';
const CASH_ON_DELIVERY = 'cash_on_delivery';

export function orderPath(id: number): string {
  return `${ORDERS_PATH}/${id}`;
}

/** The `?page=` of the order history; page 1 has none. */
export function ordersPagePath(page: number): string {
  return page > 1 ? `${ORDERS_PATH}?page=${page}` : ORDERS_PATH;
}

type QueryValue = string | string[] | undefined;

function firstValue(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A route's `[id]`: a positive whole number, else null (which reads as "not found"). */
export function orderIdFromQuery(value: QueryValue): number | null {
  const text = firstValue(value);
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** `?page=`: a positive whole number, 1 when absent or malformed. */
export function pageFromQuery(value: QueryValue): number {
  const text = firstValue(value);
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The shop is in Bangladesh: an order placed at 1 a.m. in Dhaka is dated that day wherever the page renders.
const DHAKA_PARTS: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function dhakaParts(iso: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const parts = Object.fromEntries(dateFormat('en-US', DHAKA_PARTS).formatToParts(time).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** `2026-11-22T08:30:00Z` -> `22 Nov 2026` (Dhaka time), `২২ নভে, ২০২৬` in Bangla; an unreadable date -> empty text. */
export function formatOrderDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale !== 'en') return formatDate(iso, locale, 'day');
  const parts = dhakaParts(iso);
  return parts ? `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}` : '';
}

/** `2026-11-22T08:30:00Z` -> `22 Nov 2026, 14:30` (Dhaka time, 24-hour clock), `২২ নভে, ২০২৬, ১৪:৩০` in Bangla. */
export function formatOrderDateTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const parts = dhakaParts(iso);
  if (!parts) return '';
  const clock = localizeDigits(`${parts.hour}:${parts.minute}`, locale);
  return `${formatOrderDate(iso, locale)}, ${clock}`;
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

export type StatusTone = 'neutral' | 'progress' | 'success' | 'warning' | 'danger';

export const DELIVERY_STATUS_TONES: Record<DeliveryStatus, StatusTone> = {
  placed: 'neutral',
  confirmed: 'progress',
  shipped: 'progress',
  delivered: 'success',
  cancelled: 'danger',
};

export const PAYMENT_STATUS_TONES: Record<PaymentStatus, StatusTone> = {
  unpaid: 'warning',
  paid: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

export const DELIVERY_METHOD_LABELS: Record<'regular' | 'express', string> = {
  regular: 'Regular delivery',
  express: 'Express delivery',
};

/** What the shopper has to do about paying, as the confirmation page tells it. */
export type PaymentOutcome = 'cash_on_delivery' | 'paid' | 'declined' | 'refunded' | 'awaiting_payment';

export function paymentOutcome(order: Pick<OrderSummary, 'payment_type' | 'payment_status'>): PaymentOutcome {
  if (order.payment_status === 'failed') return 'declined';
  if (order.payment_status === 'paid') return 'paid';
  if (order.payment_status === 'refunded') return 'refunded';
  return order.payment_type === CASH_ON_DELIVERY ? 'cash_on_delivery' : 'awaiting_payment';
}

const ORDER_PROGRESS: readonly DeliveryStatus[] = ['placed', 'confirmed', 'shipped', 'delivered'];

export interface TimelineStep {
  status: DeliveryStatus;
  label: string;
  reached: boolean;
  /** The step the order is at now. */
  current: boolean;
  /** When the order first reached the step (ISO), when the history says. */
  date: string | null;
  /** The latest note recorded at this step, such as "Paid by bKash" or "Payment declined". */
  note: string | null;
}

function stepOf(status: DeliveryStatus, history: OrderTimelineEntry[], reached: boolean, current: boolean): TimelineStep {
  const entries = history.filter((entry) => entry.status === status);
  const notes = entries.map((entry) => entry.note).filter((note): note is string => Boolean(note));
  return {
    status,
    label: ORDER_STATUS_LABELS[status],
    reached,
    current,
    date: entries[0]?.date ?? null,
    note: notes.at(-1) ?? null,
  };
}

/**
 * The timeline: placed, confirmed, shipped, delivered with the steps reached so far; a cancelled
 * order shows the steps it reached before, then "Cancelled".
 */
export function timelineSteps(status: DeliveryStatus, history: OrderTimelineEntry[]): TimelineStep[] {
  if (status === 'cancelled') {
    const before = ORDER_PROGRESS.filter((step) => step === 'placed' || history.some((entry) => entry.status === step));
    return [...before.map((step) => stepOf(step, history, true, false)), stepOf('cancelled', history, true, true)];
  }
  const at = ORDER_PROGRESS.indexOf(status);
  return ORDER_PROGRESS.map((step, index) => stepOf(step, history, index <= at, index === at));
}

export interface TotalRow {
  key: SummaryRowKey;
  label: string;
  amount: number;
  /** Taken off (shown with a minus sign). */
  deduction: boolean;
  /** The grand total and what is left to pay. */
  emphasis?: boolean;
  /** Nothing to charge: shipping reads "Free". */
  free?: boolean;
}

type OrderTotals = Pick<
  OrderDetail,
  | 'regular_sub_total'
  | 'sub_total'
  | 'coupon_code'
  | 'coupon_discount'
  | 'membership_discount'
  | 'shipping_cost'
  | 'tax'
  | 'grand_total'
  | 'gift_card_amount'
  | 'amount_to_pay'
  | 'payment_status'
  | 'delivery_status'
>;

// The last row names what happened to the money; a cancelled order that was never paid owes nothing.
const SETTLEMENT_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Amount to pay',
  failed: 'Amount to pay',
  paid: 'Amount paid',
  refunded: 'Amount refunded',
};

const ROW_LABELS: Record<Exclude<SummaryRowKey, 'amount_to_pay'>, string> = {
  sub_total: 'Sub total',
  product_discount: 'Product discount',
  membership: 'Membership discount',
  coupon: 'Coupon',
  shipping: 'Shipping',
  tax: 'Tax',
  total: 'Total',
  gift_card: 'Gift card',
};

/** The order's totals in receipt order (utils/summaryRows.ts), named for the order and its payment. */
export function orderTotalRows(order: OrderTotals): TotalRow[] {
  const owesNothing = order.delivery_status === 'cancelled' && (order.payment_status === 'unpaid' || order.payment_status === 'failed');
  return summaryRows(orderSummaryFigures(order)).flatMap((row): TotalRow[] => {
    if (row.key === 'amount_to_pay') {
      return owesNothing ? [] : [{ ...row, label: SETTLEMENT_LABELS[order.payment_status], emphasis: true }];
    }
    if (row.key === 'coupon' && order.coupon_code) return [{ ...row, label: `Coupon (${order.coupon_code})` }];
    if (row.key === 'shipping') return [{ ...row, label: ROW_LABELS.shipping, free: row.amount === 0 }];
    return [{ ...row, label: ROW_LABELS[row.key], emphasis: row.key === 'total' }];
  });
}
