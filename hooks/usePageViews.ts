import type { NextRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { pageViewEvent, pushToDataLayer } from '@/utils/analytics';

/** Pushes a page_view to the data layer for the page first opened and after every route change. */
export function usePageViews(router: NextRouter): void {
  const firstPath = useRef(router.asPath);
  const firstViewSent = useRef(false);
  useEffect(() => {
    // Strict mode mounts effects twice: the first page is still counted once.
    if (!firstViewSent.current) {
      firstViewSent.current = true;
      pushToDataLayer(pageViewEvent(firstPath.current));
    }
    const pushPageView = (url: string) => pushToDataLayer(pageViewEvent(url));
    router.events.on('routeChangeComplete', pushPageView);
    return () => router.events.off('routeChangeComplete', pushPageView);
  }, [router.events]);
}
