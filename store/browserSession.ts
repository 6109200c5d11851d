import { persistStore, type Persistor } from 'redux-persist';
import { setTokenGetter } from '@/services/http';
import { restoredFromStorage } from './authSlice';
import { isCacheClearDue, markCacheCleared } from './browserCookies';
import { clearCachedData, readStoredAuth } from './persistence';
import type { AppStore } from './store';

export interface BrowserSession {
  persistor: Persistor;
  /** Settles once every stored slice is back in the store. */
  restored: Promise<void>;
}

/**
 * Connects a browser tab's store to browser storage and cookies. Call it after hydration (see
 * hooks/useBrowserSession): the first render then matches the server's, and stored data follows.
 */
export function startBrowserSession(store: AppStore): BrowserSession {
  if (isCacheClearDue()) {
    clearCachedData();
    markCacheCleared();
  }
  store.dispatch(restoredFromStorage(readStoredAuth()));
  setTokenGetter(() => store.getState().auth.token ?? undefined);
  let markRestored: () => void = () => undefined;
  const restored = new Promise<void>((resolve) => {
    markRestored = resolve;
  });
  const persistor = persistStore(store, undefined, () => markRestored());
  return { persistor, restored };
}
