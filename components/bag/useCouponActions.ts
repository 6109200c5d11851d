import { useRouter } from 'next/router';
import { loginPathFor } from '@/components/app/loginRedirect';
import { failureNotice, showNotice } from '@/components/common/showNotice';
import { LOGIN_PATH } from '@/services/http';
import { loadBagChanges } from '@/store/bagChanges';
import { useAppStore } from '@/store/hooks';

/**
 * Applying and taking off the bag's coupon, for the bag page and the checkout: the server's notice
 * is shown, a refused code's reason is handed back for its field, and "Please Login" leads to the
 * login page, which brings the shopper back to `returnPath`.
 */
export function useCouponActions(returnPath: string) {
  const store = useAppStore();
  const router = useRouter();

  /** Null once the code is applied, else why it was refused. */
  async function apply(code: string): Promise<string | null> {
    try {
      showNotice(await (await loadBagChanges()).applyCoupon(store, code.trim()));
      return null;
    } catch (failure) {
      return failureNotice(failure).message;
    }
  }

  /** Whether the coupon came off; a refusal is shown instead. */
  async function remove(): Promise<boolean> {
    try {
      showNotice(await (await loadBagChanges()).removeCoupon(store));
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
