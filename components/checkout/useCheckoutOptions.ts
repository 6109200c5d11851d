import { useCallback, useEffect, useState } from 'react';
import { listAddresses } from '@/services/account';
import type { DeliveryMethod, PaymentType, PickupPoint } from '@/contract/checkout';
import { listDeliveryMethods, listPaymentTypes, listPickupPoints } from '@/services/checkout';
import type { Address } from '@/contract/account';
import { useRequestOptions } from './useRequestOptions';

export interface CheckoutOptions {
  paymentTypes: PaymentType[];
  deliveryMethods: DeliveryMethod[];
  pickupPoints: PickupPoint[];
  /** The customer's address book, default first; empty for guests. */
  savedAddresses: Address[];
}

export type CheckoutOptionsState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; options: CheckoutOptions };

/**
 * What the shopper chooses from: payment types, delivery speeds, pickup points and saved addresses,
 * fetched once `wanted` (the session is known and may check out), while the bag loads.
 */
export function useCheckoutOptions(signedIn: boolean, wanted: boolean): CheckoutOptionsState {
  const requestOptions = useRequestOptions();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CheckoutOptionsState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const options = { ...requestOptions };
    setState({ status: 'loading' });
    // The address book is a convenience: without it the shopper types the address.
    const savedAddresses = signedIn ? listAddresses(options).catch(() => []) : Promise.resolve([]);
    Promise.all([listPaymentTypes(options), listDeliveryMethods(options), listPickupPoints(options), savedAddresses])
      .then(([paymentTypes, deliveryMethods, pickupPoints, addresses]) => {
        if (active) setState({ status: 'ready', options: { paymentTypes, deliveryMethods, pickupPoints, savedAddresses: addresses } });
      })
      .catch(() => {
        if (active) setState({ status: 'failed', retry });
      });
    return () => {
      active = false;
    };
  }, [requestOptions, signedIn, wanted, attempt, retry]);

  return state;
}
