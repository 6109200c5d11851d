import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Address } from '@/contract/account';
import { addressesApi, useAddressesQuery } from '@/store/api/addressesApi';
import { selectToken } from '@/store/authSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

type AddressBookLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; addresses: Address[] };

export interface AddressBook {
  load: AddressBookLoad;
  /** Loads again after a failure. */
  retry: () => void;
  /** Fetches the list again after a change made elsewhere, keeping the current one on screen meanwhile. */
  refresh: () => void;
}

/** The customer's saved addresses, default first, loaded in the browser with the session's token. */
export function useAddressBook(): AddressBook {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  const query = useAddressesQuery(token ? { token } : skipToken);
  const load: AddressBookLoad = query.currentData
    ? { state: 'ready', addresses: query.currentData }
    : query.isError
      ? { state: 'failed' }
      : { state: 'loading' };
  return {
    load,
    retry: () => void query.refetch(),
    refresh: () => void dispatch(addressesApi.util.invalidateTags(['Address'])),
  };
}
