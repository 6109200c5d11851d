import dynamic from 'next/dynamic';
import { createElement, useCallback, useState, type ReactElement } from 'react';
import { selectToken } from '@/store/authSlice';
import { useAppSelector } from '@/store/hooks';

export type BagRefresh = 'loading' | 'loaded' | 'failed';

interface Outcome {
  token: string;
  attempt: number;
  failed: boolean;
}

// Asked for by a module loaded after hydration, so the api stays out of the first load of the pages.
const BagQuery = dynamic(() => import('./BagQuery'), { ssr: false });

/**
 * Rebuilds the bag from the server once the session's token is known (after hydration, or when the
 * guest session starts or the customer signs in) and the page wants it. Answers how that went, a way
 * to try again, and the element that asks (render it anywhere).
 */
export function useBagRefresh(wanted = true): { status: BagRefresh; retry: () => void; bagQuery: ReactElement | null } {
  const token = useAppSelector(selectToken);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onSettled = useCallback(
    (failed: boolean) => {
      if (token) setOutcome({ token, attempt, failed });
    },
    [token, attempt],
  );
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const bagQuery = token && wanted ? createElement(BagQuery, { key: `${token} ${attempt}`, token, onSettled }) : null;
  if (!token || outcome?.token !== token || outcome.attempt !== attempt) return { status: 'loading', retry, bagQuery };
  return { status: outcome.failed ? 'failed' : 'loaded', retry, bagQuery };
}
