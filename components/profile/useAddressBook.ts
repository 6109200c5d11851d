import { useCallback, useEffect, useState } from 'react';
import { listAddresses } from '@/services/account';
import type { Address } from '@/services/types';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

export type AddressBookLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; addresses: Address[] };

export interface AddressBook {
  load: AddressBookLoad;
  /** Loads again after a failure. */
  retry: () => void;
  /** Fetches the list again after a change, keeping the current one on screen meanwhile. */
  refresh: () => Promise<void>;
  /** Shows the list a change answered with. */
  replace: (addresses: Address[]) => void;
}

/** The customer's saved addresses, default first, loaded in the browser with the session's token. */
export function useAddressBook(): AddressBook {
  const token = useAppSelector(selectToken);
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<AddressBookLoad>({ state: 'loading' });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    listAddresses({ token, signal: controller.signal })
      .then((addresses) => setLoad({ state: 'ready', addresses }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((current) => current + 1);
  }, []);

  const refresh = useCallback(async () => {
    try {
      setLoad({ state: 'ready', addresses: await listAddresses(token ? { token } : undefined) });
    } catch {
      // The change itself went through; the list on screen stays until the next load.
    }
  }, [token]);

  const replace = useCallback((addresses: Address[]) => setLoad({ state: 'ready', addresses }), []);

  return { load, retry, refresh, replace };
}
