import { useCallback, useEffect, useState } from 'react';
import type { CartSummary, ShippingChoice } from '@/contract/cart';
import { getCartSummary } from '@/services/cart';
import { selectBagLines } from '@/store/bagSlice';
import { selectCoupon } from '@/store/couponSlice';
import { selectGiftCard } from '@/store/giftCardSlice';
import { useAppSelector } from '@/store/hooks';
import { selectMembership } from '@/store/membershipSlice';
import { useRequestOptions } from './useRequestOptions';

/** Changes that land together (a card applied, then the bag rebuilt) cost one request. */
const REFRESH_DELAY_MS = 50;

export interface CheckoutSummary {
  /** The last summary the server gave; kept on screen while a fresher one loads. */
  summary: CartSummary | null;
  /** `ready` when `summary` matches the bag and the choices on screen. */
  status: 'loading' | 'ready' | 'failed';
  /** Fetches the summary again. */
  retry: () => void;
  /** Shows a summary the server sent with a refusal (a 409 `price_changed`). */
  replace: (summary: CartSummary) => void;
}

/**
 * The server's totals for the bag with the checkout's delivery choice, fetched again whenever the bag,
 * the coupon, a card or the choice changes.
 */
export function useCheckoutSummary(choice: ShippingChoice): CheckoutSummary {
  const requestOptions = useRequestOptions();
  const lines = useAppSelector(selectBagLines);
  const { coupon, coupon_applied } = useAppSelector(selectCoupon);
  const { membership_applied, membership_amount } = useAppSelector(selectMembership);
  const { gift_card_applied, gift_card_amount } = useAppSelector(selectGiftCard);
  const [state, setState] = useState<Pick<CheckoutSummary, 'summary' | 'status'>>({ summary: null, status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const choiceKey = JSON.stringify(choice);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading' }));
    const timer = setTimeout(() => {
      getCartSummary({ ...requestOptions, signal: controller.signal }, JSON.parse(choiceKey) as ShippingChoice)
        .then((summary) => setState({ summary, status: 'ready' }))
        .catch(() => {
          if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'failed' }));
        });
    }, REFRESH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [requestOptions, lines, coupon, coupon_applied, membership_applied, membership_amount, gift_card_applied, gift_card_amount, choiceKey, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((summary: CartSummary) => setState({ summary, status: 'ready' }), []);
  return { ...state, retry, replace };
}
