import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';

/**
 * Moves a listing to another filter state through its URL, so the result can be shared and survives a
 * reload: the page's getServerSideProps answers again for the new query while the shopper stays where
 * they are on the page. `loading` is true until the new listing has arrived.
 */
export function useListingNavigation() {
  const router = useRouter();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const start = () => setLoading(true);
    const stop = () => setLoading(false);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', stop);
    router.events.on('routeChangeError', stop);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', stop);
      router.events.off('routeChangeError', stop);
    };
  }, [router.events]);

  // Loading starts with the request itself, so the caller's state and this flag change in one render.
  const showListing = useCallback(
    (href: string) => {
      setLoading(true);
      return router.push(href, undefined, { scroll: false }).finally(() => setLoading(false));
    },
    [router],
  );

  return { showListing, loading };
}
