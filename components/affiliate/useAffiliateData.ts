import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { failureStatus, type RequestOptions } from '@/services/http';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

/**
 * An affiliate page's data: loading, ready, or why not: `denied` (403, the customer is not an approved
 * affiliate), `closed` (404, the programme is switched off) or `failed` (anything else).
 */
type AffiliateLoad<T> =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'denied' }
  | { state: 'closed' }
  | { state: 'ready'; data: T };

export interface AffiliateData<T> {
  load: AffiliateLoad<T>;
  /** Loads again after a failure, showing the loading state meanwhile. */
  retry: () => void;
  /** Loads again after a change (a saved form), keeping the current data on screen until the new arrives. */
  refresh: () => void;
}

function failureOf(error: unknown): AffiliateLoad<never> {
  const status = failureStatus(error);
  if (status === 403) return { state: 'denied' };
  if (status === 404) return { state: 'closed' };
  return { state: 'failed' };
}

/**
 * Fetches with the session's token once it is known, again whenever `key` (what the data depends on,
 * such as the page number) changes; an answer for an older key is never shown.
 */
export function useAffiliateData<T>(key: string, fetchData: (options: RequestOptions) => Promise<T>): AffiliateData<T> {
  const token = useAppSelector(selectToken);
  const [attempt, setAttempt] = useState(0);
  const [revision, setRevision] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; load: AffiliateLoad<T> } | null>(null);
  const currentKey = `${key}|${attempt}`;
  const fetchCurrent = useEffectEvent(fetchData);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    fetchCurrent({ token, signal: controller.signal })
      .then((data) => setLoaded({ key: currentKey, load: { state: 'ready', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A refresh that fails leaves the data already shown.
        setLoaded((shown) => (shown?.key === currentKey && shown.load.state === 'ready' ? shown : { key: currentKey, load: failureOf(error) }));
      });
    return () => controller.abort();
  }, [token, currentKey, revision]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const refresh = useCallback(() => setRevision((current) => current + 1), []);
  return { load: loaded?.key === currentKey ? loaded.load : { state: 'loading' }, retry, refresh };
}
