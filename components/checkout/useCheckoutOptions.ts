import dynamic from 'next/dynamic';
import { createElement, useState, type ReactElement } from 'react';
import type { DeliveryMethod, PaymentType, PickupPoint } from '@/contract/checkout';
import type { Address } from '@/contract/account';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

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

// Asked for by a module loaded after hydration, so the api stays out of the checkout's first load.
const CheckoutOptionsQueries = dynamic(() => import('./CheckoutOptionsQueries'), { ssr: false });

/**
 * What the shopper chooses from: payment types, delivery speeds, pickup points and saved addresses,
 * asked for once `wanted` (the session is known and may check out), while the bag loads; with the
 * element that asks for them (render it anywhere on the page).
 */
export function useCheckoutOptions(
  signedIn: boolean,
  wanted: boolean,
): { options: CheckoutOptionsState; optionsQueries: ReactElement | null } {
  const token = useAppSelector(selectToken);
  const [options, setOptions] = useState<CheckoutOptionsState>({ status: 'loading' });
  const customerToken = signedIn ? token : null;
  return {
    options,
    optionsQueries: wanted ? createElement(CheckoutOptionsQueries, { customerToken, onLoaded: setOptions }) : null,
  };
}
