import { showNotice } from '@/components/common/showNotice';
import { loadBagChanges } from '@/store/bagChanges';
import { useAppStore } from '@/store/hooks';

/**
 * Wraps a quantity change: every one takes the applied coupon off, and the shopper is then told so,
 * with the server's reason when the coupon no longer fits the changed bag.
 */
export function useCouponRemovalNotice() {
  const store = useAppStore();

  return async function withCouponRemovalNotice<Result>(change: () => Promise<Result>): Promise<Result> {
    const before = store.getState().coupon;
    const appliedCode = before.coupon_applied ? before.coupon : null;
    const result = await change();
    if (appliedCode !== null && !store.getState().coupon.coupon_applied) {
      showNotice(await (await loadBagChanges()).explainRemovedCoupon(store, appliedCode));
    }
    return result;
  };
}
