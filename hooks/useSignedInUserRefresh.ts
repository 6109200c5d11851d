import { useEffect, useRef } from 'react';
import { selectIsSignedIn } from '@/store/authSlice';
import { useAppSelector, useAppStore } from '@/store/hooks';
import { loadSignedInUserRead } from '@/store/signedInUserRead';
import { isUserRefreshDue } from '@/utils/userRefresh';

/**
 * The signed-in customer is fetched again once the stored session is back on a page load, and when the
 * window regains focus, at most once a minute.
 */
export function useSignedInUserRefresh(sessionRestored: boolean): void {
  const store = useAppStore();
  const signedIn = useAppSelector(selectIsSignedIn);
  const lastRefreshAt = useRef<number | null>(null);

  useEffect(() => {
    if (!sessionRestored || !signedIn) return undefined;
    const refresh = () => {
      const now = Date.now();
      if (!isUserRefreshDue(lastRefreshAt.current, now)) return;
      lastRefreshAt.current = now;
      void loadSignedInUserRead().then((read) => read.refreshSignedInUser(store));
    };
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [sessionRestored, signedIn, store]);
}
