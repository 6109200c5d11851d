import { Activity, memo, useEffect, type ReactNode } from 'react';
import { PART_HYDRATED_EVENT } from './submissionsHeldUntilReady';

/** Renders nothing; its effect runs once everything before it in the part has hydrated. */
function PartHydrated() {
  useEffect(() => {
    document.dispatchEvent(new Event(PART_HYDRATED_EVENT));
  }, []);
  return null;
}

/**
 * A part of a server-rendered page that React hydrates on its own: a visible Activity boundary. React
 * hydrates what lies outside it first, then each part in a later pass that yields to the browser, so that
 * a page's hydration is not one long task. Until then the part's server HTML stays in place, and a tap on
 * it hydrates it at once. Unlike a Suspense boundary, the server writes the part in place whatever its
 * size (React's server moves a large Suspense boundary to the end of the page, shown by a script), so the
 * page reads the same without scripts. A form sent in it before then is handed on once the part has
 * hydrated (submissionsHeldUntilReady).
 *
 * Memoised: a part that has not hydrated yet must receive no new children, or React hydrates it at once;
 * a parent passes the same children element while nothing in it changed.
 */
export const HydrationPart = memo(function HydrationPart({ children }: { children: ReactNode }) {
  return (
    <Activity mode="visible">
      {children}
      <PartHydrated />
    </Activity>
  );
});
