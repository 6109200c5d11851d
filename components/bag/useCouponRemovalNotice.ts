import { showNotice } from '@/components/common/showNotice';
import { explainRemovedCoupon } from '@/store/couponRemovalThunk';
import { useAppDispatch, useAppStore } from '@/store/hooks';

/**
 * Wraps a quantity change: every one takes the applied coupon off, and the shopper is then told so,
 * with the server's reason when the coupon no longer fits the changed bag.
 */
export function useCouponRemovalNotice() {
  const dispatch = useAppDispatch();
  const store = useAppStore();

  return async function withCouponRemovalNotice<Result>(change: () => Promise<Result>): Promise<Result> {
    const before = store.getState().coupon;
    const appliedCode = before.coupon_applied ? before.coupon : null;
    const result = await change();
    if (appliedCode !== null && !store.getState().coupon.coupon_applied) {
      showNotice(await dispatch(explainRemovedCoupon(appliedCode)).unwrap());
    }
    return result;
  };
}
