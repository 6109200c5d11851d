import { useEffect, useRef } from 'react';
import { signInGuest } from '@/store/authThunks';
import { useAppDispatch } from '@/store/hooks';
import type { Notice } from '@/store/notices';

/**
 * With no guest id, user or token, a guest session starts at each route change (the
 * thunk does nothing otherwise). Pass the route path and whether stored data is back
 * (useBrowserSession); `onFailure` receives "Something went wrong" to show.
 */
export function useGuestSession(routePath: string, restored: boolean, onFailure?: (notice: Notice) => void): void {
  const dispatch = useAppDispatch();
  const failureHandler = useRef(onFailure);
  useEffect(() => {
    failureHandler.current = onFailure;
  });
  useEffect(() => {
    if (!restored) return;
    void dispatch(signInGuest()).then((action) => {
      if (signInGuest.rejected.match(action) && action.payload) failureHandler.current?.(action.payload);
    });
  }, [dispatch, routePath, restored]);
}
