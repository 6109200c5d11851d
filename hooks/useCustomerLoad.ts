import { useEffect, useRef, useState } from 'react';
import type { RequestOptions } from '@/services/http';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

export type Load<Data> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: Data; refreshing: boolean };

interface Loaded<Data> {
  token: string;
  key: string;
  load: Load<Data>;
}

/**
 * Personal data fetched with the session's token once it is back after hydration, and again whenever
 * `key` changes. While a new key loads, the last answer for the same session stays on screen.
 */
export function useCustomerLoad<Data>(fetchData: (options: RequestOptions) => Promise<Data>, key: string): Load<Data> {
  const token = useAppSelector(selectToken);
  const [loaded, setLoaded] = useState<Loaded<Data> | null>(null);
  const latestFetch = useRef(fetchData);

  // Declared first, so the fetch below always calls the caller's latest function.
  useEffect(() => {
    latestFetch.current = fetchData;
  });

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    latestFetch
      .current({ token, signal: controller.signal })
      .then((data) => setLoaded({ token, key, load: { state: 'ready', data, refreshing: false } }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ token, key, load: { state: 'failed' } });
      });
    return () => controller.abort();
  }, [token, key]);

  if (!loaded || loaded.token !== token) return { state: 'loading' };
  if (loaded.key === key) return loaded.load;
  return loaded.load.state === 'ready' ? { ...loaded.load, refreshing: true } : { state: 'loading' };
}
