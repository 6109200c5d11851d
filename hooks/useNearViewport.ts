import { useEffect, useState, type RefObject } from 'react';

// Content starts loading 200px before it scrolls into view (the route prefetch margin).
export const NEAR_VIEWPORT_MARGIN = '200px';

/** Becomes true once the element comes within the margin of the viewport, and stays true. */
export function useNearViewport(ref: RefObject<Element | null>, margin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    // Browsers without IntersectionObserver load everything at once rather than never.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);

  return near;
}
