import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { refreshWishlist, toggleWishlist } from '@/store/api/wishlistApi';
import { makeStore } from '@/store/store';
import { selectIsOnWishlist } from '@/store/wishlistSlice';
import { CUSTOMER_SESSION, GUEST_SESSION, signInCookies } from './support/browser';
import { API, eventually } from './support/fakeShop';
import { serveFakeShop } from './support/fakeShopServer';

const backend = serveFakeShop();

const TOGGLES = '/api/v2/wishlists?platform=web';

describe('toggleWishlist', () => {
  it('asks a visitor without the user_data cookie to log in first, calling nothing', async () => {
    const store = makeStore({ auth: GUEST_SESSION });
    await expect(toggleWishlist(store, 12)).rejects.toHaveProperty('notice', { message: 'Please Login First', tone: 'warning' });
    expect(backend.shop.requests).toEqual([]);
  });

  it('says "Added To List" when the server answers 200, and lists the product', async () => {
    signInCookies();
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await expect(toggleWishlist(store, 12)).resolves.toEqual({ message: 'Added To List', tone: 'success' });
    expect(selectIsOnWishlist(store.getState(), 12)).toBe(true);
    const [toggle] = backend.shop.requestsTo(TOGGLES);
    expect(toggle).toMatchObject({ body: { user_id: 9, product_id: 12 }, authorization: 'Bearer customer-token' });
  });

  it('says "Removed From List" as a warning when the server answers 201, and unlists the product', async () => {
    signInCookies();
    backend.shop.putOnWishlist(12);
    const store = makeStore({ auth: CUSTOMER_SESSION, wishlist: { productIds: [12, 30] } });
    await expect(toggleWishlist(store, 12)).resolves.toEqual({ message: 'Removed From List', tone: 'warning' });
    expect(store.getState().wishlist.productIds).toEqual([30]);
  });

  it('follows the server when the list in the browser was out of date', async () => {
    signInCookies();
    const store = makeStore({ auth: CUSTOMER_SESSION, wishlist: { productIds: [12] } });
    await toggleWishlist(store, 12);
    expect(selectIsOnWishlist(store.getState(), 12)).toBe(true);
  });

  it('says "Try Again" on an HTTP error, leaving the list as it was', async () => {
    signInCookies();
    backend.server.use(http.post(`${API}/v2/wishlists`, () => new HttpResponse(null, { status: 500 })));
    const store = makeStore({ auth: CUSTOMER_SESSION, wishlist: { productIds: [30] } });
    await expect(toggleWishlist(store, 12)).rejects.toHaveProperty('notice', { message: 'Try Again', tone: 'error' });
    expect(store.getState().wishlist.productIds).toEqual([30]);
  });

  it('says "Try Again" when the server refuses in its answer, leaving the list as it was', async () => {
    signInCookies();
    backend.server.use(http.post(`${API}/v2/wishlists`, () => HttpResponse.json({ result: false, message: 'Product not found' })));
    const store = makeStore({ auth: CUSTOMER_SESSION, wishlist: { productIds: [12, 30] } });
    await expect(toggleWishlist(store, 12)).rejects.toHaveProperty('notice', { message: 'Try Again', tone: 'error' });
    expect(store.getState().wishlist.productIds).toEqual([12, 30]);
  });

  it('keeps the wishlisted ids in the wishList cookie', async () => {
    signInCookies();
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await toggleWishlist(store, 12);
    expect(JSON.parse(Cookies.get('wishList') ?? '[]')).toEqual([12]);
  });

  it('ends with the later toggle’s answer when two quick toggles are answered out of order', async () => {
    signInCookies();
    // The server takes the toggles in the order they were sent (on, then off) but the first answer is late.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let toggles = 0;
    backend.server.use(
      http.post(`${API}/v2/wishlists`, async () => {
        toggles += 1;
        if (toggles === 1) {
          await firstHeld;
          return HttpResponse.json({ result: true, message: 'Added To List' }, { status: 200 });
        }
        return HttpResponse.json({ result: true, message: 'Removed From List' }, { status: 201 });
      }),
    );
    const store = makeStore({ auth: CUSTOMER_SESSION });
    const first = toggleWishlist(store, 12);
    await eventually(() => toggles === 1);
    await expect(toggleWishlist(store, 12)).resolves.toEqual({ message: 'Removed From List', tone: 'warning' });
    releaseFirst();
    await expect(first).resolves.toEqual({ message: 'Added To List', tone: 'success' });
    expect(selectIsOnWishlist(store.getState(), 12)).toBe(false);
  });
});

describe('refreshWishlist', () => {
  it('keeps the ids of the customer’s listed products', async () => {
    backend.shop.putOnWishlist(12);
    backend.shop.putOnWishlist(30);
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await refreshWishlist(store);
    expect(store.getState().wishlist.productIds).toEqual([12, 30]);
  });

  it('asks the server each time, not a cached answer', async () => {
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await refreshWishlist(store);
    backend.shop.putOnWishlist(30);
    await refreshWishlist(store);
    expect(store.getState().wishlist.productIds).toEqual([30]);
    expect(backend.shop.requestsTo('/api/v2/wishlists')).toHaveLength(2);
  });

  it('leaves the ids as they were when the list cannot be read', async () => {
    backend.server.use(http.get(`${API}/v2/wishlists`, () => new HttpResponse(null, { status: 500 })));
    const store = makeStore({ auth: CUSTOMER_SESSION, wishlist: { productIds: [30] } });
    await refreshWishlist(store);
    expect(store.getState().wishlist.productIds).toEqual([30]);
  });

  it('does nothing for a visitor who has not signed in', async () => {
    await refreshWishlist(makeStore({ auth: GUEST_SESSION }));
    expect(backend.shop.requests).toEqual([]);
  });
});
