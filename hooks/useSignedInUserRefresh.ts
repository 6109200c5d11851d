import { useEffect, useRef } from 'react';
import { selectIsSignedIn } from '@/store/authSlice';
import { refreshSignedInUser } from '@/store/authThunks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { isUserRefreshDue } from '@/utils/userRefresh';

/**
 * The signed-in customer is fetched again once the stored session is back on a page load, and when the
 * window regains focus, at most once a minute.
 */
export function useSignedInUserRefresh(sessionRestored: boolean): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const lastRefreshAt = useRef<number | null>(null);

  useEffect(() => {
    if (!sessionRestored || !signedIn) return undefined;
    const refresh = () => {
      const now = Date.now();
      if (!isUserRefreshDue(lastRefreshAt.current, now)) return;
      lastRefreshAt.current = now;
      void dispatch(refreshSignedInUser());
    };
    refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [sessionRestored, signedIn, dispatch]);
}
