import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { CartSummary, PromotionSelection, ServerCartGroup, ShippingChoice } from '@/contract/cart';
import { getCartSummary, getPromotionSelection, listCart } from '@/services/cart';
import { rebuiltFromServer } from '../bagSlice';
import { bagSummaryFetched } from '../bagSummarySlice';
import type { AppStore } from '../store';
import { fromService, serveStore, shopApi } from './shopApi';

export interface BagSummaryArg {
  token: string | null;
  choice: ShippingChoice;
  /**
   * The server prices its own copy of the bag; this names the browser's (its lines, coupon and cards,
   * and how often the shopper asked again), so that each has its own cache entry and a change asks again.
   */
  key: string;
}

// The last read of the bag asked for in each store (known by its dispatch): an earlier one that answers
// after it carries a bag from before a later change, and the lines do not follow it.
const lastBagRead = new WeakMap<BaseQueryApi['dispatch'], number>();

/**
 * Reads the bag as the server holds it, with its final prices, and rebuilds the store's lines from it
 * unless a later read was asked meanwhile. A change of the lines calls it directly: a read of the query
 * under way was asked before the change, and RTK Query would have a new one join it.
 */
export async function rebuildBag(dispatch: BaseQueryApi['dispatch'], token: string, signal?: AbortSignal): Promise<ServerCartGroup[]> {
  const asked = (lastBagRead.get(dispatch) ?? 0) + 1;
  lastBagRead.set(dispatch, asked);
  const groups = await listCart({ token, signal });
  if (lastBagRead.get(dispatch) === asked) dispatch(rebuiltFromServer(groups));
  return groups;
}

const bagApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The promotion's progress for the session's bag, asked for again after each change of its lines. */
    promotion: build.query<PromotionSelection, { token: string }>({
      queryFn: fromService(({ token }, signal) => getPromotionSelection({ token, signal })),
      providesTags: ['Bag'],
    }),
    /** The bag as the server holds it, with its final prices: the store's lines are rebuilt from each answer. */
    bag: build.query<ServerCartGroup[], { token: string }>({
      queryFn: fromService(({ token }, signal, api) => rebuildBag(api.dispatch, token, signal)),
    }),
    /** The server's totals for the bag (coupon and cards included), which the bag page and panel show. */
    bagTotals: build.query<CartSummary, { token: string }>({
      queryFn: fromService(async ({ token }, signal, api) => {
        const summary = await getCartSummary({ token, signal });
        api.dispatch(bagSummaryFetched(summary));
        return summary;
      }),
    }),
    /** The server's totals for the bag, priced with a delivery choice. */
    bagSummary: build.query<CartSummary, BagSummaryArg>({
      queryFn: fromService(({ token, choice }, signal) => getCartSummary({ token: token ?? undefined, signal }, choice)),
    }),
  }),
});

export const { usePromotionQuery, useBagSummaryQuery, useBagQuery } = bagApi;

/** Rebuilds the store's lines from the server's copy of the bag, once it has a session; answers whether it could. */
export async function refreshBag(store: AppStore): Promise<boolean> {
  const { token } = store.getState().auth;
  if (!token) return false;
  const read = await serveStore(store).dispatch(bagApi.endpoints.bag.initiate({ token }, { subscribe: false, forceRefetch: true }));
  return !read.isError;
}

/**
 * Reads the server's totals again after a change, for a bag with lines; a failure leaves the totals on
 * screen as they are. A read under way was asked before the change: it is called off rather than joined.
 */
export async function refreshBagTotals(store: AppStore): Promise<void> {
  const { auth, bag } = store.getState();
  if (!auth.token || bag.lines.length === 0) return;
  const { dispatch } = serveStore(store);
  const earlier = dispatch(bagApi.util.getRunningQueryThunk('bagTotals', { token: auth.token }));
  earlier?.abort();
  await earlier;
  await dispatch(bagApi.endpoints.bagTotals.initiate({ token: auth.token }, { subscribe: false, forceRefetch: true }));
}
