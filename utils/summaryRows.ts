import type { OrderDetail } from '@/contract/orders';
import type { CartSummary } from '@/contract/cart';
import { poishaToTaka, takaToPoisha } from './money';

// The rows of every money summary (bag page, checkout, order confirmation and details), in taka.
// They add up as read: the sub total at regular prices, less each discount once, plus shipping and
// tax, is the total; the total less the gift card is what is left to pay.

export interface SummaryFigures {
  /** The lines at their regular (crossed-out) prices, before any discount. */
  regularSubTotal: number;
  /** The lines after every discount of their own: product or flash deal, promotion and membership. */
  subTotal: number;
  membershipDiscount: number;
  couponDiscount: number;
  shipping: number;
  tax: number;
  total: number;
  giftCardAmount: number;
  amountToPay: number;
}

export type SummaryRowKey =
  | 'sub_total'
  | 'product_discount'
  | 'membership'
  | 'coupon'
  | 'shipping'
  | 'tax'
  | 'total'
  | 'gift_card'
  | 'amount_to_pay';

export interface SummaryRow {
  key: SummaryRowKey;
  amount: number;
  /** Taken off (shown with a minus sign). */
  deduction: boolean;
}

/**
 * The summary's rows. The product discount is what separates the regular prices from the lines'
 * selling prices (crossed-out price, product or flash-deal discount and promotion), so that no
 * discount is counted in the sub total and again below it. A discount of 0 and a gift card that pays
 * nothing have no row.
 */
export function summaryRows(figures: SummaryFigures): SummaryRow[] {
  const productDiscount = takaToPoisha(figures.regularSubTotal) - takaToPoisha(figures.subTotal) - takaToPoisha(figures.membershipDiscount);
  const deductions: Array<[SummaryRowKey, number]> = [
    ['product_discount', poishaToTaka(productDiscount)],
    ['membership', figures.membershipDiscount],
    ['coupon', figures.couponDiscount],
  ];
  return [
    { key: 'sub_total', amount: figures.regularSubTotal, deduction: false },
    ...deductions.filter(([, amount]) => amount > 0).map(([key, amount]) => ({ key, amount, deduction: true })),
    { key: 'shipping', amount: figures.shipping, deduction: false },
    { key: 'tax', amount: figures.tax, deduction: false },
    { key: 'total', amount: figures.total, deduction: false },
    ...(figures.giftCardAmount > 0 ? [{ key: 'gift_card' as const, amount: figures.giftCardAmount, deduction: true }] : []),
    { key: 'amount_to_pay', amount: figures.amountToPay, deduction: false },
  ];
}

/**
 * The figures of the server's cart summary. A summary without the regular sub total (another
 * backend) starts from its sub total with the membership's discount added back.
 */
export function cartSummaryFigures(summary: CartSummary): SummaryFigures {
  const membershipDiscount = summary.membership_applied ? (summary.membership_discount ?? 0) : 0;
  return {
    regularSubTotal: summary.regular_sub_total ?? poishaToTaka(takaToPoisha(summary.sub_total) + takaToPoisha(membershipDiscount)),
    subTotal: summary.sub_total,
    membershipDiscount,
    couponDiscount: summary.discount,
    shipping: summary.shipping_cost,
    tax: summary.tax,
    total: summary.grand_total,
    giftCardAmount: summary.gift_card_applied ? (summary.gift_card_amount ?? 0) : 0,
    amountToPay: summary.amount_to_pay ?? summary.grand_total,
  };
}

type OrderFigures = Pick<
  OrderDetail,
  | 'regular_sub_total'
  | 'sub_total'
  | 'membership_discount'
  | 'coupon_discount'
  | 'shipping_cost'
  | 'tax'
  | 'grand_total'
  | 'gift_card_amount'
  | 'amount_to_pay'
>;

export function orderSummaryFigures(order: OrderFigures): SummaryFigures {
  return {
    regularSubTotal: order.regular_sub_total,
    subTotal: order.sub_total,
    membershipDiscount: order.membership_discount,
    couponDiscount: order.coupon_discount,
    shipping: order.shipping_cost,
    tax: order.tax,
    total: order.grand_total,
    giftCardAmount: order.gift_card_amount,
    amountToPay: order.amount_to_pay,
  };
}
