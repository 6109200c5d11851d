import { isAnyOf } from '@reduxjs/toolkit';
import { accountDeleted, defaultAddressChanged, restoredFromStorage, signedIn, signedOut, userUpdated } from './authSlice';
import { removeSignInCookies, writeSignInCookies, writeUserCookie, writeWishlistCookie } from './browserCookies';
import { loadBagReads } from './bagChanges';
import { changeEnded, itemAdded, itemDecremented, lineRemoved } from './bagSlice';
import { writeStoredAuth } from './persistence';
import type { AppStore } from './store';
import { loadWishlistChanges } from './wishlistChanges';
import type { AppStartListening } from './withTypes';

/** Changes that land together (the server's rebuild of the bag and the change's end) cost one summary request. */
export const SUMMARY_REFRESH_DELAY_MS = 50;

// A bag change shows its local step at once, then rebuilds the bag from the server and ends: the summary
// waits for the end, however slow the network, rather than being fetched for the local step as well.
const bagChangeUnderway = isAnyOf(itemAdded, itemDecremented, lineRemoved);

/** The server's summary is fetched again whenever the bag or the coupon changes while the bag is not empty. */
function refreshSummaryOnChange(startListening: AppStartListening, store: AppStore): void {
  startListening({
    predicate: (action, current, previous) =>
      changeEnded.match(action) ||
      (!bagChangeUnderway(action) && (current.bag.lines !== previous.bag.lines || current.coupon !== previous.coupon)),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      await listenerApi.delay(SUMMARY_REFRESH_DELAY_MS);
      if (listenerApi.getState().bag.lines.length > 0) await (await loadBagReads()).refreshBagTotals(store);
    },
  });
}

/** A customer's bag (the guest's merged in) and wishlist load as soon as they sign in. */
function loadCustomerDataOnSignIn(startListening: AppStartListening, store: AppStore): void {
  startListening({
    actionCreator: signedIn,
    effect: async () => {
      await Promise.allSettled([
        loadBagReads().then((reads) => reads.refreshBag(store)),
        loadWishlistChanges().then((wishlist) => wishlist.refreshWishlist(store)),
      ]);
    },
  });
}

/**
 * The session's values are separate storage entries (token, user_data, tempId, gci), kept in step with
 * the state; a restore writes them too, dropping an expired sign-in.
 */
function storeSessionOnChange(startListening: AppStartListening): void {
  startListening({
    predicate: (action, current, previous) =>
      restoredFromStorage.match(action) ||
      current.auth.token !== previous.auth.token ||
      current.auth.user !== previous.auth.user ||
      current.auth.tempId !== previous.auth.tempId ||
      current.auth.guest_user_id !== previous.auth.guest_user_id,
    effect: (_action, listenerApi) => writeStoredAuth(listenerApi.getState().auth),
  });
}

function keepSignInCookies(startListening: AppStartListening): void {
  startListening({
    actionCreator: signedIn,
    effect: ({ payload }) => writeSignInCookies(payload.token, payload.user, payload.remember),
  });
  startListening({
    matcher: isAnyOf(userUpdated, defaultAddressChanged),
    effect: (_action, listenerApi) => {
      const { user, remember } = listenerApi.getState().auth;
      if (user) writeUserCookie(user, remember);
    },
  });
  startListening({ matcher: isAnyOf(signedOut, accountDeleted), effect: () => removeSignInCookies() });
}

function keepWishlistCookie(startListening: AppStartListening): void {
  startListening({
    predicate: (_action, current, previous) => current.wishlist.productIds !== previous.wishlist.productIds,
    effect: (_action, listenerApi) => writeWishlistCookie(listenerApi.getState().wishlist.productIds),
  });
}

/** The reactions between the slices; those that read the server load the api into the store first. */
export function registerListeners(startListening: AppStartListening, store: AppStore): void {
  refreshSummaryOnChange(startListening, store);
  loadCustomerDataOnSignIn(startListening, store);
  storeSessionOnChange(startListening);
  keepSignInCookies(startListening);
  keepWishlistCookie(startListening);
}
