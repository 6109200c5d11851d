import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { toast } from '@/components/common/toast';
import { loginPathFor } from '@/components/app/loginRedirect';
import { useText } from '@/hooks/useLocale';
import type { BagChangedAnswer, PlacedOrder, PlaceOrderRequest } from '@/contract/checkout';
import { placeOrder } from '@/services/checkout';
import { answerFieldErrors, answerMessage, failureStatus, isHttpError } from '@/services/http';
import type { CartSummary } from '@/contract/cart';
import { loadBagReads } from '@/store/bagChanges';
import { cleared } from '@/store/bagSlice';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { MESSAGES } from '@/store/notices';
import { formErrorsFromServer, isOutcomeUnknown, orderAttemptFor, type CheckoutFieldErrors, type OrderAttempt } from '@/utils/checkoutForm';
import { CHECKOUT_PATH } from '@/utils/sitePaths';
import { useRequestOptions } from './useRequestOptions';

const PLACEMENT_MESSAGES = {
  placed: 'Your order has been placed',
  checkFields: 'Please check the details marked above.',
  unreachable: 'We could not reach the shop. Check your connection and press Place order again.',
  failed: 'Your order could not be placed. Please press Place order again.',
} as const;

export type PlacementProblem =
  | { kind: 'message'; message: string; details: string[] }
  | { kind: 'price_changed'; message: string }
  | { kind: 'stock_changed'; message: string; unavailable: NonNullable<BagChangedAnswer['unavailable']> };

function orderConfirmationPath(orderId: number): string {
  return `/order-confirmation/${orderId}`;
}

interface PlaceOrderHandlers {
  /** The server's 422 field errors, to show beside the fields. */
  onFieldErrors: (errors: CheckoutFieldErrors) => void;
  /** The totals the server priced the bag at when it refused a changed price. */
  onNewSummary: (summary: CartSummary) => void;
  /** The bag was reloaded after a refusal of a changed price or stock: its totals are due again. */
  onBagReloaded: () => void;
  /** The order exists: the page stops offering the form before the bag empties. */
  onPlaced: (order: PlacedOrder) => void;
}

/** A 409's answer: `price_changed` and `stock_changed` carry what changed; a card's refusal only its message. */
function conflictAnswer(error: unknown): Partial<BagChangedAnswer> | null {
  if (!isHttpError(error) || error.response?.status !== 409) return null;
  const body: unknown = error.response.data;
  return typeof body === 'object' && body !== null ? body : {};
}

/**
 * Places the order. Each new request gets a new idempotency key; a request whose outcome is unknown
 * (no answer, or a server failure) keeps its key, so pressing Place order again cannot order twice.
 */
export function usePlaceOrder({ onFieldErrors, onNewSummary, onBagReloaded, onPlaced }: PlaceOrderHandlers) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();
  const requestOptions = useRequestOptions();
  const t = useText('checkout');
  const unsettledAttempt = useRef<OrderAttempt | null>(null);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<PlacementProblem | null>(null);

  const reloadBag = () => loadBagReads().then((reads) => reads.refreshBag(store));

  function explainRefusal(error: unknown): PlacementProblem | null {
    const status = failureStatus(error);
    if (status === 401) {
      toast.error(t(MESSAGES.pleaseLogin));
      void router.push(loginPathFor(CHECKOUT_PATH));
      return null;
    }
    const conflict = conflictAnswer(error);
    const message = answerMessage(error) ?? PLACEMENT_MESSAGES.failed;
    if (conflict?.code === 'price_changed') {
      if (conflict.summary) onNewSummary(conflict.summary);
      void reloadBag().then(onBagReloaded);
      return { kind: 'price_changed', message };
    }
    if (conflict?.code === 'stock_changed') {
      void reloadBag().then(onBagReloaded);
      return { kind: 'stock_changed', message, unavailable: conflict.unavailable ?? [] };
    }
    if (status === 422) {
      const { fields, others } = formErrorsFromServer(answerFieldErrors(error));
      if (Object.keys(fields).length > 0) {
        onFieldErrors(fields);
        return { kind: 'message', message: PLACEMENT_MESSAGES.checkFields, details: others };
      }
      return { kind: 'message', message, details: others.filter((other) => other !== message) };
    }
    if (status === undefined) return { kind: 'message', message: PLACEMENT_MESSAGES.unreachable, details: [] };
    return { kind: 'message', message, details: [] };
  }

  async function place(body: PlaceOrderRequest): Promise<void> {
    const attempt = orderAttemptFor(body, unsettledAttempt.current);
    unsettledAttempt.current = attempt;
    setPlacing(true);
    setProblem(null);
    try {
      const answer = await placeOrder(body, attempt.key, requestOptions);
      unsettledAttempt.current = null;
      onPlaced(answer.data);
      dispatch(cleared());
      toast.success(t(answer.message || PLACEMENT_MESSAGES.placed));
      // The payment page is a site-relative address today, but a real gateway lives elsewhere.
      if (answer.data.payment_url) window.location.assign(answer.data.payment_url);
      else void router.push(orderConfirmationPath(answer.data.order_id));
    } catch (error) {
      const status = failureStatus(error);
      if (!isOutcomeUnknown(status)) unsettledAttempt.current = null;
      setProblem(explainRefusal(error));
      setPlacing(false);
    }
  }

  return { place, placing, problem };
}
