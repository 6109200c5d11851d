import type { NextRouter } from 'next/router';
import { useEffect, useRef } from 'react';

function withoutHash(url: string): string {
  return url.split('#')[0];
}

function pathnameOf(url: string): string {
  return withoutHash(url).split('?')[0];
}

/**
 * Going back (or forward) to a visited route brings back where the visitor had
 * scrolled to on it; arriving on another route starts at the top. The browser's own restoration is
 * turned off because it runs before the new page has rendered. Positions are kept per route path.
 */
export function useScrollRestoration(router: NextRouter): void {
  const firstPath = useRef(router.asPath);
  useEffect(() => {
    const { history } = window;
    const browserRestoration = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const positions = new Map<string, number>();
    let currentPath = withoutHash(firstPath.current);
    let traversingHistory = false;

    const noteHistoryTraversal = () => {
      traversingHistory = true;
    };
    const rememberPosition = () => {
      positions.set(currentPath, window.scrollY);
    };
    const placeNewPage = (url: string) => {
      const previousPath = currentPath;
      currentPath = withoutHash(url);
      const saved = traversingHistory ? positions.get(currentPath) : undefined;
      traversingHistory = false;
      if (saved !== undefined) window.scrollTo(0, saved);
      // A query change on the same page (filters, paging) keeps the scroll its caller chose.
      else if (pathnameOf(previousPath) !== pathnameOf(currentPath)) window.scrollTo(0, 0);
    };
    const forgetTraversal = () => {
      traversingHistory = false;
    };

    window.addEventListener('popstate', noteHistoryTraversal);
    router.events.on('routeChangeStart', rememberPosition);
    router.events.on('routeChangeComplete', placeNewPage);
    router.events.on('routeChangeError', forgetTraversal);
    return () => {
      window.removeEventListener('popstate', noteHistoryTraversal);
      router.events.off('routeChangeStart', rememberPosition);
      router.events.off('routeChangeComplete', placeNewPage);
      router.events.off('routeChangeError', forgetTraversal);
      history.scrollRestoration = browserRestoration;
    };
  }, [router.events]);
}
