import { buildCreateApi, coreModule, fakeBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSelector, type useDispatch, type useStore } from 'react-redux';
import { answerFieldErrors, answerMessage, failureStatus } from '@/services/http';
import { useAppStore } from '../hooks';
import type { AppStore } from '../store';

/** How every failed request of the api reads in the store: serialisable, whatever the service threw. */
export interface ApiFailure {
  /** The status the API answered with; null when it never answered. */
  status: number | null;
  /** The API's own message, when its answer carried one. */
  message: string | null;
  /** Field errors of a refused form, by field. */
  fieldErrors: Record<string, string[]>;
}

function apiFailure(error: unknown): ApiFailure {
  return { status: failureStatus(error) ?? null, message: answerMessage(error) ?? null, fieldErrors: answerFieldErrors(error) };
}

/**
 * An endpoint's `queryFn` over a `services/` function, so that answers are parsed in one place: the
 * call gets RTK Query's abort signal, and whatever it throws becomes an ApiFailure.
 */
export function fromService<Arg, Result>(call: (arg: Arg, signal: AbortSignal) => Promise<Result>) {
  return async (arg: Arg, { signal }: { signal: AbortSignal }): Promise<{ data: Result } | { error: ApiFailure }> => {
    try {
      return { data: await call(arg, signal) };
    } catch (error) {
      return { error: apiFailure(error) };
    }
  };
}

// The api arrives with the first chunk that uses it; each store gets its reducer and middleware then.
const storesServed = new WeakSet<AppStore>();

function useServedStore(): AppStore {
  const store = useAppStore();
  if (!storesServed.has(store)) {
    storesServed.add(store);
    store.rootReducer.inject(shopApi);
    store.addMiddleware(shopApi.middleware);
  }
  return store;
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
  tagTypes: ['Order', 'Address', 'Membership', 'StockRequest', 'Affiliate'],
  endpoints: () => ({}),
});
