import { useRouter } from 'next/router';
import { loginPathFor } from '@/components/app/loginRedirect';
import { failureNotice, showNotice } from '@/components/common/showNotice';
import { LOGIN_PATH } from '@/services/http';
import { applyCoupon, removeCoupon } from '@/store/couponThunks';
import { useAppDispatch } from '@/store/hooks';

/**
 * Applying and taking off the bag's coupon, for the bag page and the checkout: the server's notice
 * is shown, a refused code's reason is handed back for its field, and "Please Login" leads to the
 * login page, which brings the shopper back to `returnPath`.
 */
export function useCouponActions(returnPath: string) {
  const dispatch = useAppDispatch();
  const router = useRouter();

  /** Null once the code is applied, else why it was refused. */
  async function apply(code: string): Promise<string | null> {
    try {
      showNotice(await dispatch(applyCoupon(code.trim())).unwrap());
      return null;
    } catch (failure) {
      return failureNotice(failure).message;
    }
  }

  /** Whether the coupon came off; a refusal is shown instead. */
  async function remove(): Promise<boolean> {
    try {
      showNotice(await dispatch(removeCoupon()).unwrap());
      return true;
    } catch (failure) {
      const { redirectTo, ...shown } = failureNotice(failure);
      showNotice(shown);
      if (redirectTo) void router.push(redirectTo === LOGIN_PATH ? loginPathFor(returnPath) : redirectTo);
      return false;
    }
  }

  return { apply, remove };
}
