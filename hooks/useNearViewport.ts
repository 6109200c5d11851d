import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

// Content starts loading 200px before it scrolls into view (the route prefetch margin).
export const NEAR_VIEWPORT_MARGIN = '200px';

const noSubscription = () => () => undefined;
const canObserve = () => typeof IntersectionObserver !== 'undefined';
// Every browser the shop supports has IntersectionObserver, so the server's render assumes one.
const onServer = () => true;

/** Becomes true once the element comes within the margin of the viewport, and stays true. */
export function useNearViewport(ref: RefObject<Element | null>, margin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(false);
  // Browsers without IntersectionObserver load everything at once rather than never.
  const observable = useSyncExternalStore(noSubscription, canObserve, onServer);

  useEffect(() => {
    const element = ref.current;
    if (near || !observable || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near, observable]);

  return near || !observable;
}
