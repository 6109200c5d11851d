import type { CartSummary } from '@/contract/cart';
import type { CouponState } from '@/store/couponSlice';
import type { BagAmounts } from '@/utils/bag';
import { cartSummaryFigures, type SummaryFigures } from '@/utils/summaryRows';
import type { AppliedCoupon } from './CouponBox';

/** The numbers of the bag's order summary, in taka. */
export interface BagFigures extends SummaryFigures {
  coupon: AppliedCoupon | null;
  membershipNumber: string | null;
  giftCardNumber: string | null;
}

/** The server's summary once it is known; before it, the bag's own totals and the coupon the browser kept. */
export function bagFigures(summary: CartSummary | null, local: BagAmounts, regularSubTotal: number, coupon: CouponState): BagFigures {
  if (!summary) {
    return {
      regularSubTotal,
      subTotal: local.subTotal,
      membershipDiscount: 0,
      couponDiscount: local.discount,
      shipping: local.shipping,
      tax: local.tax,
      total: local.total,
      giftCardAmount: 0,
      amountToPay: local.total,
      coupon: coupon.coupon_applied && coupon.coupon ? { code: coupon.coupon, discount: local.discount } : null,
      membershipNumber: null,
      giftCardNumber: null,
    };
  }
  return serverBagFigures(summary);
}

/** The figures of the server's summary, with the coupon and the cards it names. */
export function serverBagFigures(summary: CartSummary): BagFigures {
  return {
    ...cartSummaryFigures(summary),
    coupon: summary.coupon_applied && summary.coupon_code ? { code: summary.coupon_code, discount: summary.discount } : null,
    membershipNumber: summary.membership_no ?? null,
    giftCardNumber: summary.gift_card_no ?? null,
  };
}
