import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Address } from '@/contract/account';
import { useAddressesQuery } from '@/store/api/addressesApi';
import { useDeliveryMethodsQuery, usePaymentTypesQuery, usePickupPointsQuery } from '@/store/api/checkoutApi';
import type { CheckoutOptionsState } from './useCheckoutOptions';

interface CheckoutOptionsQueriesProps {
  /** The customer's token; null for a guest, who has no address book. */
  customerToken: string | null;
  onLoaded: (state: CheckoutOptionsState) => void;
}

const NO_ADDRESSES: Address[] = [];

/** Asks for the payment types, delivery speeds, pickup points and address book; shows nothing itself. */
export default function CheckoutOptionsQueries({ customerToken, onLoaded }: CheckoutOptionsQueriesProps) {
  const paymentTypes = usePaymentTypesQuery();
  const deliveryMethods = useDeliveryMethodsQuery();
  const pickupPoints = usePickupPointsQuery();
  const addresses = useAddressesQuery(customerToken ? { token: customerToken } : skipToken);
  const failed = paymentTypes.isError || deliveryMethods.isError || pickupPoints.isError;
  // The address book is a convenience: without it the shopper types the address.
  const addressesSettled = customerToken === null || addresses.data !== undefined || addresses.isError;
  const savedAddresses = addresses.data ?? NO_ADDRESSES;

  const { refetch: refetchPaymentTypes } = paymentTypes;
  const { refetch: refetchDeliveryMethods } = deliveryMethods;
  const { refetch: refetchPickupPoints } = pickupPoints;
  const retry = useCallback(() => {
    void refetchPaymentTypes();
    void refetchDeliveryMethods();
    void refetchPickupPoints();
  }, [refetchPaymentTypes, refetchDeliveryMethods, refetchPickupPoints]);

  const [payment, delivery, pickup] = [paymentTypes.data, deliveryMethods.data, pickupPoints.data];
  const state = useMemo<CheckoutOptionsState>(() => {
    if (failed) return { status: 'failed', retry };
    if (!payment || !delivery || !pickup || !addressesSettled) return { status: 'loading' };
    return { status: 'ready', options: { paymentTypes: payment, deliveryMethods: delivery, pickupPoints: pickup, savedAddresses } };
  }, [failed, retry, payment, delivery, pickup, addressesSettled, savedAddresses]);

  useEffect(() => {
    onLoaded(state);
  }, [onLoaded, state]);
  return null;
}
