import { useEffect, useState } from 'react';
import { selectToken, selectUser } from '@/store/authSlice';
import { loadBagReads } from '@/store/bagChanges';
import { startBrowserSession, type BrowserSession } from '@/store/browserSession';
import type { AppStore } from '@/store/store';
import { loadWishlistChanges } from '@/store/wishlistChanges';

/**
 * Brings back what the browser stored once the page has hydrated, then syncs the bag and the
 * wishlist with the server. Answers whether the stored data is back.
 */
export function useBrowserSession(store: AppStore): boolean {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let active = true;
    let session: BrowserSession | undefined;
    // In a task of its own: the stored session renders the page again (the header, the bag), and that
    // render then does not lengthen the task that runs the effects of hydration.
    const start = window.setTimeout(() => {
      session = startBrowserSession(store);
      void session.restored.then(() => {
        if (!active) return;
        setRestored(true);
        // A visitor without a stored session has nothing to sync, and the api stays unloaded.
        const state = store.getState();
        if (selectToken(state)) void loadBagReads().then((reads) => reads.refreshBag(store));
        if (selectUser(state)) void loadWishlistChanges().then((wishlist) => wishlist.refreshWishlist(store));
      });
    }, 0);
    return () => {
      active = false;
      window.clearTimeout(start);
      session?.persistor.pause();
    };
  }, [store]);
  return restored;
}
