import dynamic from 'next/dynamic';
import { createElement, useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import type { CartSummary, ShippingChoice } from '@/contract/cart';
import type { BagSummaryArg } from '@/store/api/bagApi';
import { selectToken } from '@/store/authSlice';
import { selectBagLines } from '@/store/bagSlice';
import { selectCoupon } from '@/store/couponSlice';
import { selectGiftCard } from '@/store/giftCardSlice';
import { useAppSelector } from '@/store/hooks';
import { selectMembership } from '@/store/membershipSlice';

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

/** What the query hands on: where it stands for the summary it was last asked for. */
export interface LoadedSummary extends Pick<CheckoutSummary, 'summary' | 'status'> {
  arg: BagSummaryArg;
}

// Asked for by a module loaded after hydration, so the api stays out of the checkout's first load.
const CheckoutSummaryQuery = dynamic(() => import('./CheckoutSummaryQuery'), { ssr: false });

/**
 * The server's totals for the bag with the checkout's delivery choice, asked for again whenever the
 * bag, the coupon, a card or the choice changes; with the element that asks (render it anywhere).
 */
export function useCheckoutSummary(choice: ShippingChoice): CheckoutSummary & { summaryQuery: ReactElement | null } {
  const token = useAppSelector(selectToken);
  const lines = useAppSelector(selectBagLines);
  const { coupon, coupon_applied } = useAppSelector(selectCoupon);
  const { membership_applied, membership_amount } = useAppSelector(selectMembership);
  const { gift_card_applied, gift_card_amount } = useAppSelector(selectGiftCard);
  const [attempt, setAttempt] = useState(0);
  const choiceKey = JSON.stringify(choice);

  const wanted = useMemo<BagSummaryArg>(
    () => ({
      token,
      choice: JSON.parse(choiceKey) as ShippingChoice,
      key: JSON.stringify([lines, coupon, coupon_applied, membership_applied, membership_amount, gift_card_applied, gift_card_amount, attempt]),
    }),
    [token, choiceKey, lines, coupon, coupon_applied, membership_applied, membership_amount, gift_card_applied, gift_card_amount, attempt],
  );
  const [asked, setAsked] = useState<BagSummaryArg | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  const [loaded, setLoaded] = useState<LoadedSummary | null>(null);
  // The server's own summary, sent with a refusal, stays on screen until one for a later bag is ready.
  const [replaced, setReplaced] = useState<LoadedSummary | null>(null);
  const onLoaded = useCallback((next: LoadedSummary) => {
    setLoaded(next);
    if (next.status === 'ready') setReplaced((current) => (current?.arg === next.arg ? current : null));
  }, []);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback(
    (summary: CartSummary) => {
      if (asked) setReplaced({ arg: asked, summary, status: 'ready' });
    },
    [asked],
  );

  let status: CheckoutSummary['status'] = 'loading';
  if (asked === wanted && replaced?.arg === asked) status = 'ready';
  else if (asked === wanted && loaded?.arg === asked) status = loaded.status;
  return {
    summary: replaced?.summary ?? loaded?.summary ?? null,
    status,
    retry,
    replace,
    summaryQuery: asked && createElement(CheckoutSummaryQuery, { arg: asked, onLoaded }),
  };
}
