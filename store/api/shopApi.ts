import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fakeBaseQuery, reactHooksModule, type BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector, type useDispatch, type useStore } from 'react-redux';
import { answerFieldErrors, answerMessage, failureStatus, isRefused } from '@/services/http';
import { useAppStore } from '../hooks';
import type { AppStore, RootState } from '../store';

/** How every failed request of the api reads in the store: serialisable, whatever the service threw. */
export interface ApiFailure {
  /** The status the API answered with; null when it never answered. */
  status: number | null;
  /** The API's own message, when its answer carried one. */
  message: string | null;
  /** The API answered and refused in its answer's envelope (`result: false`), whatever the status. */
  refused: boolean;
  /** Field errors of a refused form, by field. */
  fieldErrors: Record<string, string[]>;
}

function apiFailure(error: unknown): ApiFailure {
  return {
    status: failureStatus(error) ?? null,
    message: answerMessage(error) ?? null,
    refused: isRefused(error),
    fieldErrors: answerFieldErrors(error),
  };
}

/**
 * An endpoint's `queryFn` over a `services/` function, so that answers are parsed in one place: the
 * call gets RTK Query's abort signal (and the store's dispatch and state, for a change the bag follows),
 * and whatever it throws becomes an ApiFailure.
 */
export function fromService<Arg, Result>(call: (arg: Arg, signal: AbortSignal, api: BaseQueryApi) => Promise<Result>) {
  return async (arg: Arg, api: BaseQueryApi): Promise<{ data: Result } | { error: ApiFailure }> => {
    try {
      return { data: await call(arg, api.signal, api) };
    } catch (error) {
      return { error: apiFailure(error) };
    }
  };
}

/** The store's state as an endpoint's `queryFn` sees it (RTK Query types it as unknown). */
export function stateOf(api: BaseQueryApi): RootState {
  return api.getState() as RootState;
}

// The api arrives with the first chunk that uses it; each store gets its reducer and middleware then.
const storesServed = new WeakSet<AppStore>();

/** The first action the api's middleware sees registers it and creates the api's state. */
const apiServed = createAction('shop/apiServed');

function hasApiState(store: AppStore): boolean {
  return shopApi.reducerPath in store.getState();
}

/**
 * Gives a store the api's reducer and middleware, once. Outside a render (a click, an effect) the
 * api's state is created at once; during one (a page the server renders) it waits for the next action.
 */
export function serveStore(store: AppStore, rendering = false): AppStore {
  if (!storesServed.has(store)) {
    storesServed.add(store);
    store.rootReducer.inject(shopApi);
    store.addMiddleware(shopApi.middleware);
  }
  if (!rendering && !hasApiState(store)) store.dispatch(apiServed());
  return store;
}

function useServedStore(): AppStore {
  return serveStore(useAppStore(), true);
}

/**
 * Renders its children once the store has the api's state, which it creates in an effect. A component
 * loaded after hydration sits in it, so that the api's first action, which changes the store every
 * mounted component reads, never comes while React renders.
 */
export function ServedApi({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const served = useSyncExternalStore(subscribe, () => hasApiState(store), () => false);
  useEffect(() => {
    serveStore(store);
  }, [store]);
  return served ? children : null;
}

function useServedDispatch() {
  return useServedStore().dispatch;
}

// Until the next action, a store that has just received the api has no state for it: read it as empty.
function useServedSelector<Selected>(selector: (state: unknown) => Selected, options?: Parameters<typeof useSelector>[1]) {
  const { rootReducer } = useServedStore();
  const select = useMemo(() => rootReducer.selector(selector), [rootReducer, selector]);
  return useSelector(select, options);
}

const createShopApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: {
      useDispatch: useServedDispatch as typeof useDispatch,
      useSelector: useServedSelector as typeof useSelector,
      useStore: useServedStore as unknown as typeof useStore,
    },
  }),
);

/**
 * The one api of server data in the browser. Endpoints live beside their feature (`ordersApi.ts`, …)
 * and join it with `injectEndpoints`, so a page's chunk carries only the endpoints it uses.
 */
export const shopApi = createShopApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiFailure>(),
  tagTypes: ['Order', 'Address', 'Membership', 'StockRequest', 'Affiliate', 'Bag', 'Wishlist'],
  endpoints: () => ({}),
});
