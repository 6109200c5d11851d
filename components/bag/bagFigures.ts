import type { CartSummary } from '@/services/types';
import type { CouponState } from '@/store/couponSlice';
import type { CartTotals } from '@/utils/cart';
import type { AppliedCoupon } from './CouponBox';

/** The numbers of the bag's order summary, in taka. */
export interface BagFigures {
  subTotal: number;
  coupon: AppliedCoupon | null;
  /** The coupon's discount. */
  discount: number;
  /** Included in the sub total already; shown as what the membership saves. */
  membership: { number: string | null; discount: number } | null;
  tax: number;
  total: number;
  giftCard: { number: string | null; amount: number } | null;
  /** What is left to pay after the gift card. */
  amountToPay: number;
}

/** The server's summary once it is known; before it, the bag's own totals and the coupon the browser kept. */
export function bagFigures(summary: CartSummary | null, local: CartTotals, coupon: CouponState): BagFigures {
  if (!summary) {
    return {
      subTotal: local.subTotal,
      coupon: coupon.coupon_applied && coupon.coupon ? { code: coupon.coupon, discount: local.discount } : null,
      discount: local.discount,
      membership: null,
      tax: local.tax,
      total: local.total,
      giftCard: null,
      amountToPay: local.total,
    };
  }
  const membershipDiscount = summary.membership_discount ?? 0;
  const giftCardAmount = summary.gift_card_amount ?? 0;
  return {
    subTotal: summary.sub_total,
    coupon: summary.coupon_applied && summary.coupon_code ? { code: summary.coupon_code, discount: summary.discount } : null,
    discount: summary.discount,
    membership: summary.membership_applied && membershipDiscount > 0 ? { number: summary.membership_no ?? null, discount: membershipDiscount } : null,
    tax: summary.tax,
    total: summary.grand_total,
    giftCard: summary.gift_card_applied && giftCardAmount > 0 ? { number: summary.gift_card_no ?? null, amount: giftCardAmount } : null,
    amountToPay: summary.amount_to_pay ?? summary.grand_total,
  };
}
