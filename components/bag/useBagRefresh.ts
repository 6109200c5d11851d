import { useCallback, useEffect, useState } from 'react';
import { selectToken } from '@/store/authSlice';
import { fetchBag } from '@/store/bagThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

export type BagRefresh = 'loading' | 'loaded' | 'failed';

interface Outcome {
  token: string;
  attempt: number;
  failed: boolean;
}

/**
 * Rebuilds the bag from the server once the session's token is known (after hydration, or when the
 * guest session starts or the customer signs in). Answers how that went, and a way to try again.
 */
export function useBagRefresh(): { status: BagRefresh; retry: () => void } {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let active = true;
    void dispatch(fetchBag()).then((action) => {
      if (active) setOutcome({ token, attempt, failed: fetchBag.rejected.match(action) });
    });
    return () => {
      active = false;
    };
  }, [dispatch, token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (!token || outcome?.token !== token || outcome.attempt !== attempt) return { status: 'loading', retry };
  return { status: outcome.failed ? 'failed' : 'loaded', retry };
}
