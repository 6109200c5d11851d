import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { makeStore } from '@/store/store';
import { selectIsOnWishlist } from '@/store/wishlistSlice';
import { loadWishlist, toggleWishlist } from '@/store/wishlistThunks';
import { CUSTOMER_SESSION, GUEST_SESSION, signInCookies } from './support/browser';
import { API } from './support/fakeShop';
import { serveFakeShop } from './support/fakeShopServer';

const backend = serveFakeShop();

describe('toggleWishlist', () => {
  it('asks a visitor without the user_data cookie to log in first, calling nothing', async () => {
    const store = makeStore({ auth: GUEST_SESSION });
    const action = await store.dispatch(toggleWishlist(12));
    expect(action.payload).toEqual({ message: 'Please Login First', tone: 'warning' });
    expect(backend.shop.requests).toEqual([]);
  });

  it('says "Added To List" when the server answers 200, and lists the product', async () => {
    signInCookies();
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await expect(store.dispatch(toggleWishlist(12)).unwrap()).resolves.toEqual({ message: 'Added To List', tone: 'success' });
    expect(selectIsOnWishlist(store.getState(), 12)).toBe(true);
    const [toggle] = backend.shop.requestsTo('/api/v2/wishlists?platform=web');
    expect(toggle).toMatchObject({ body: { user_id: 9, product_id: 12 }, authorization: 'Bearer customer-token' });
  });

  it('says "Removed From List" as a warning when the server answers 201, and unlists the product', async () => {
    signInCookies();
    backend.shop.putOnWishlist(12);
    const store = makeStore({ auth: CUSTOMER_SESSION, wishlist: { productIds: [12, 30] } });
    await expect(store.dispatch(toggleWishlist(12)).unwrap()).resolves.toEqual({ message: 'Removed From List', tone: 'warning' });
    expect(store.getState().wishlist.productIds).toEqual([30]);
  });

  it('follows the server when the list in the browser was out of date', async () => {
    signInCookies();
    const store = makeStore({ auth: CUSTOMER_SESSION, wishlist: { productIds: [12] } });
    await store.dispatch(toggleWishlist(12));
    expect(selectIsOnWishlist(store.getState(), 12)).toBe(true);
  });

  it('says "Try Again" when the request fails', async () => {
    signInCookies();
    backend.server.use(http.post(`${API}/v2/wishlists`, () => new HttpResponse(null, { status: 500 })));
    const action = await makeStore({ auth: CUSTOMER_SESSION }).dispatch(toggleWishlist(12));
    expect(action.payload).toEqual({ message: 'Try Again', tone: 'error' });
  });

  it('keeps the wishlisted ids in the wishList cookie', async () => {
    signInCookies();
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await store.dispatch(toggleWishlist(12));
    expect(JSON.parse(Cookies.get('wishList') ?? '[]')).toEqual([12]);
  });
});

describe('loadWishlist', () => {
  it('keeps the ids of the customer’s listed products', async () => {
    backend.shop.putOnWishlist(12);
    backend.shop.putOnWishlist(30);
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await store.dispatch(loadWishlist());
    expect(store.getState().wishlist.productIds).toEqual([12, 30]);
  });

  it('does nothing for a guest', async () => {
    await makeStore({ auth: GUEST_SESSION }).dispatch(loadWishlist());
    expect(backend.shop.requests).toEqual([]);
  });
});
