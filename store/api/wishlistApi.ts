import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { ProductListItem } from '@/contract/catalog';
import * as wishlistService from '@/services/wishlist';
import { hasUserCookie } from '../browserCookies';
import { MESSAGES, notice, RefusedChange, type Notice } from '../notices';
import type { AppStore } from '../store';
import { withToken } from '../withTypes';
import { productToggled, wishlistLoaded } from '../wishlistSlice';
import { fromService, serveStore, shopApi, stateOf } from './shopApi';

// The customer's wishlist. The list is a read that every toggle makes stale; the ids the hearts show
// stay in wishlistSlice, which follows each answer. This module loads with the first heart pressed or
// the first list asked for, so the pages with a heart show without RTK Query in their first load.

// The last toggle asked for in each store (known by its dispatch) and, per product, the latest one whose
// answer the store followed: an earlier toggle answering after a later one tells of a list that is gone.
const lastToggle = new WeakMap<BaseQueryApi['dispatch'], { asked: number; followed: Map<number, number> }>();

function toggleNumbers(api: BaseQueryApi) {
  const numbers = lastToggle.get(api.dispatch) ?? { asked: 0, followed: new Map<number, number>() };
  lastToggle.set(api.dispatch, numbers);
  return numbers;
}

async function toggle(productId: number, signal: AbortSignal, api: BaseQueryApi): Promise<{ added: boolean }> {
  const numbers = toggleNumbers(api);
  numbers.asked += 1;
  const asked = numbers.asked;
  const state = stateOf(api);
  const { added } = await wishlistService.toggleWishlist(productId, state.auth.user?.id, { ...withToken(state), signal });
  if (asked > (numbers.followed.get(productId) ?? 0)) {
    numbers.followed.set(productId, asked);
    api.dispatch(productToggled({ productId, added }));
  }
  return { added };
}

const wishlistApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The listed products for display; the store keeps their ids for every heart on the site. */
    wishlist: build.query<ProductListItem[], { token: string }>({
      queryFn: fromService(async ({ token }, signal, api) => {
        const entries = await wishlistService.listWishlist({ token, signal });
        api.dispatch(wishlistLoaded(entries.map((entry) => entry.product.id)));
        return entries.map((entry) => entry.product);
      }),
      providesTags: ['Wishlist'],
    }),
    /** Puts the product on the list, or takes it off when it is there; a refused toggle changes nothing. */
    toggleWishlist: build.mutation<{ added: boolean }, number>({
      queryFn: fromService(toggle),
      invalidatesTags: (result) => (result ? ['Wishlist'] : []),
    }),
  }),
});

export const { useWishlistQuery } = wishlistApi;

const { endpoints } = wishlistApi;

/**
 * "Added To List" (success) or "Removed From List" (warning); rejects with a RefusedChange carrying
 * "Please Login First" for a visitor without the user_data cookie (nothing is asked), or "Try Again".
 */
export async function toggleWishlist(store: AppStore, productId: number): Promise<Notice> {
  if (!hasUserCookie()) throw new RefusedChange(notice(MESSAGES.pleaseLoginFirst, 'warning'));
  try {
    const { added } = await serveStore(store).dispatch(endpoints.toggleWishlist.initiate(productId, { track: false })).unwrap();
    return added ? notice(MESSAGES.addedToList, 'success') : notice(MESSAGES.removedFromList, 'warning');
  } catch {
    throw new RefusedChange(notice(MESSAGES.tryAgain, 'error'));
  }
}

/** Asks for a signed-in customer's list again (after a sign-in, or once the stored session is back). */
export async function refreshWishlist(store: AppStore): Promise<void> {
  const { auth } = store.getState();
  if (!auth.user || !auth.token) return;
  await serveStore(store).dispatch(endpoints.wishlist.initiate({ token: auth.token }, { subscribe: false, forceRefetch: true }));
}
