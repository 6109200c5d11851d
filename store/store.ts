import { combineSlices, configureStore, createDynamicMiddleware, createListenerMiddleware } from '@reduxjs/toolkit';
import { authSlice, type AuthState } from './authSlice';
import { bagSlice, type BagState } from './bagSlice';
import { bagSummarySlice, type BagSummaryState } from './bagSummarySlice';
import { couponSlice, type CouponState } from './couponSlice';
import { giftCardSlice, type GiftCardState } from './giftCardSlice';
import { registerListeners } from './listeners';
import { membershipSlice, type MembershipState } from './membershipSlice';
import { persisted, PERSIST_ACTION_TYPES } from './persistence';
import { newerSettings, settingsSlice, type SettingsState } from './settingsSlice';
import { STORAGE_KEYS } from './storageKeys';
import { wishlistSlice, type WishlistState } from './wishlistSlice';

// The session lives in separate storage entries (listeners.ts); the summary is never stored. Slices
// loaded with a later chunk (the server data of store/api) are injected into a store when first used.
function createRootReducer() {
  return combineSlices({
    auth: authSlice.reducer,
    bag: persisted(STORAGE_KEYS.bag, bagSlice.reducer),
    bagSummary: bagSummarySlice.reducer,
    coupon: persisted(STORAGE_KEYS.coupon, couponSlice.reducer),
    membership: persisted(STORAGE_KEYS.membership, membershipSlice.reducer),
    giftCard: persisted(STORAGE_KEYS.giftCard, giftCardSlice.reducer),
    wishlist: persisted(STORAGE_KEYS.wishlist, wishlistSlice.reducer),
    // Settings rendered by the server for this page win over an older stored snapshot.
    settings: persisted(STORAGE_KEYS.globalSettings, settingsSlice.reducer, newerSettings),
  });
}

export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;

/** What a page may render the store with (for instance settings fetched in getServerSideProps). */
export interface PreloadedState {
  auth?: AuthState;
  bag?: BagState;
  bagSummary?: BagSummaryState;
  coupon?: CouponState;
  membership?: MembershipState;
  giftCard?: GiftCardState;
  wishlist?: WishlistState;
  settings?: SettingsState;
}

/**
 * A new store: one per server request and one per browser tab, never a module-level store shared
 * between visitors. Browser storage is read only once startBrowserSession runs after hydration.
 */
export function makeStore(preloadedState?: PreloadedState) {
  const listenerMiddleware = createListenerMiddleware();
  // Per store, like the reducer: middleware added later must serve this store only and go with it.
  const lazyMiddleware = createDynamicMiddleware();
  const rootReducer = createRootReducer();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState> | undefined,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ serializableCheck: { ignoredActions: PERSIST_ACTION_TYPES } }).prepend(
        listenerMiddleware.middleware,
      ).concat(lazyMiddleware.middleware),
  });
  const appStore = Object.assign(store, { rootReducer, addMiddleware: lazyMiddleware.addMiddleware });
  registerListeners(listenerMiddleware.startListening.withTypes<RootState, AppDispatch>(), appStore);
  return appStore;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
