// Kept apart from the coupon box's thunks (couponThunks.ts): every quantity change needs this one, the
// product page's too, while only the bag and checkout apply or remove coupons.
import { checkCoupon } from '@/services/coupon';
import { answerFieldErrors } from '@/services/http';
import { MESSAGES, notice, type Notice } from './notices';
import { createAppAsyncThunk, withToken } from './withTypes';

/**
 * A quantity change takes the applied coupon off; this says so as a warning, with the server's reason
 * when the coupon no longer fits the changed bag (its minimum spend, the items it covers). Any other
 * failure of the check still says "Coupon Removed".
 */
export const explainRemovedCoupon = createAppAsyncThunk<Notice, string>('coupon/explainRemoved', async (couponCode, { getState }) => {
  try {
    await checkCoupon(couponCode, withToken(getState()));
    return notice(MESSAGES.couponRemoved, 'warning');
  } catch (error) {
    const reason = answerFieldErrors(error).coupon_code?.[0];
    const removed = notice(MESSAGES.couponRemoved, 'warning');
    return reason ? { ...removed, reason } : removed;
  }
});
