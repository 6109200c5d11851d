import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useBrowserSession } from '@/hooks/useBrowserSession';
import { useGuestSession } from '@/hooks/useGuestSession';
import { makeStore, type AppStore } from '@/store/store';
import { signInCookies } from './support/browser';
import { API, RED_SAREE } from './support/fakeShop';
import { serveFakeShop } from './support/fakeShopServer';

const backend = serveFakeShop();

function wrapperFor(store: AppStore) {
  return function StoreProvider({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
}

describe('useBrowserSession', () => {
  it('brings back the stored guest session after the first render, then syncs the bag and its summary', async () => {
    window.localStorage.setItem('token', 'guest-token');
    window.localStorage.setItem('gci', '41');
    backend.shop.putInBag(RED_SAREE, 2);
    const store = makeStore();
    const { result } = renderHook(() => useBrowserSession(store), { wrapper: wrapperFor(store) });

    await waitFor(() => expect(result.current).toBe(true));
    expect(store.getState().auth).toMatchObject({ token: 'guest-token', guest_user_id: 41 });
    await waitFor(() => expect(store.getState().bag.lines.map((line) => line.quantity)).toEqual([2]));
    await waitFor(() => expect(store.getState().bagSummary.summary?.grand_total).toBe(8400));
  });

  it('brings the stored session back in the task after the one that runs the effects of hydration', async () => {
    window.localStorage.setItem('token', 'guest-token');
    const store = makeStore();
    const { result } = renderHook(() => useBrowserSession(store), { wrapper: wrapperFor(store) });

    expect(store.getState().auth.token).toBeNull();
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(store.getState().auth.token).toBe('guest-token');
  });

  it('brings back a signed-in customer’s wishlist from the server', async () => {
    signInCookies();
    backend.shop.putOnWishlist(12);
    backend.shop.putOnWishlist(30);
    const store = makeStore();
    renderHook(() => useBrowserSession(store), { wrapper: wrapperFor(store) });

    await waitFor(() => expect(store.getState().wishlist.productIds).toEqual([12, 30]));
    expect(backend.shop.requestsTo('/api/v2/wishlists')[0].authorization).toBe('Bearer customer-token');
  });

  it('asks the server nothing for a new visitor', async () => {
    const store = makeStore();
    const { result } = renderHook(() => useBrowserSession(store), { wrapper: wrapperFor(store) });

    await waitFor(() => expect(result.current).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(backend.shop.requests).toEqual([]);
    expect('api' in store.getState()).toBe(false);
  });
});

describe('useGuestSession', () => {
  function renderGuestSession(store: AppStore, onFailure?: (notice: { message: string }) => void) {
    return renderHook(({ path }) => useGuestSession(path, true, onFailure), {
      wrapper: wrapperFor(store),
      initialProps: { path: '/' },
    });
  }

  it('starts a guest session for a new visitor', async () => {
    const store = makeStore();
    renderGuestSession(store);
    await waitFor(() => expect(store.getState().auth.token).toBe('guest-token'));
  });

  it('tries again at the next route change after a failure, which it reports', async () => {
    backend.server.use(http.post(`${API}/v2/auth/signin-guest-user`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    const failures: string[] = [];
    const store = makeStore();
    const { rerender } = renderGuestSession(store, (notice) => failures.push(notice.message));
    await waitFor(() => expect(failures).toEqual(['Something went wrong']));

    rerender({ path: '/details/cotton-panjabi' });
    await waitFor(() => expect(store.getState().auth.token).toBe('guest-token'));
    expect(backend.shop.requestsTo('/api/v2/auth/signin-guest-user')).toHaveLength(1);
  });

  it('leaves an existing session alone on route changes', async () => {
    const store = makeStore({ auth: { ...makeStore().getState().auth, token: 'guest-token', guest_user_id: 41 } });
    const { rerender } = renderGuestSession(store);
    rerender({ path: '/cart' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.shop.requests).toEqual([]);
  });
});
