import { useEffect, useState } from 'react';
import { startBrowserSession } from '@/store/browserSession';
import { fetchBag } from '@/store/bagThunks';
import type { AppStore } from '@/store/store';
import { loadWishlist } from '@/store/wishlistThunks';

/**
 * Brings back what the browser stored once the page has hydrated, then syncs the bag and the
 * wishlist with the server. Answers whether the stored data is back.
 */
export function useBrowserSession(store: AppStore): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let active = true;
    const session = startBrowserSession(store);
    void session.restored.then(() => {
      if (!active) return;
      setRestored(true);
      void store.dispatch(fetchBag());
      void store.dispatch(loadWishlist());
    });
    return () => {
      active = false;
      session.persistor.pause();
    };
  }, [store]);
  return restored;
}
