import { http, HttpResponse } from 'msw';
import Cookies from 'js-cookie';
import { selectNeedsGuestSession } from '@/store/authSlice';
import { chooseDefaultAddress, deleteAccount, logout, signIn, signInGuest } from '@/store/authThunks';
import { makeStore, type PreloadedState } from '@/store/store';
import { CUSTOMER_SESSION, GUEST_SESSION, signInCookies } from './support/browser';
import { API, CUSTOMER, DHANMONDI_ADDRESS, eventually, WHITE_PANJABI } from './support/fakeShop';
import { serveFakeShop } from './support/fakeShopServer';
import { SAREE_LINE } from '../components/common/support/fixtures';

const backend = serveFakeShop();

/** A signed-in customer with something in every part of the state a sign-out clears. */
const FULL_CUSTOMER_STATE: PreloadedState = {
  auth: CUSTOMER_SESSION,
  bag: {
    lines: [{ ...SAREE_LINE, id: 500, color: null }],
  },
  coupon: { coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 100, tax: 0, free_shipping: false },
  wishlist: { productIds: [12] },
};

describe('signInGuest', () => {
  it('starts a guest session when there is no guest id, user or token', async () => {
    const store = makeStore();
    await store.dispatch(signInGuest());
    expect(store.getState().auth).toMatchObject({ token: 'guest-token', tempId: 'GUEST-0001', guest_user_id: 41 });
    expect(window.localStorage.getItem('token')).toBe('guest-token');
    expect(window.localStorage.getItem('tempId')).toBe('GUEST-0001');
    expect(window.localStorage.getItem('gci')).toBe('41');
  });

  it('starts only one session when route changes ask twice at once', async () => {
    const store = makeStore();
    await Promise.all([store.dispatch(signInGuest()), store.dispatch(signInGuest())]);
    expect(backend.shop.requestsTo('/api/v2/auth/signin-guest-user')).toHaveLength(1);
  });

  it('does nothing while a session exists', async () => {
    await makeStore({ auth: GUEST_SESSION }).dispatch(signInGuest());
    expect(backend.shop.requests).toEqual([]);
  });

  it('answers "Something went wrong" on failure and lets the next route change try again', async () => {
    backend.server.use(http.post(`${API}/v2/auth/signin-guest-user`, () => new HttpResponse(null, { status: 500 })));
    const store = makeStore();
    const action = await store.dispatch(signInGuest());
    expect(action.payload).toEqual({ message: 'Something went wrong', tone: 'error' });
    expect(selectNeedsGuestSession(store.getState())).toBe(true);
  });
});

describe('signIn', () => {
  it('sends the guest’s number, keeps the customer, drops the number and loads their bag and wishlist', async () => {
    backend.shop.putInBag(WHITE_PANJABI, 1);
    backend.shop.putOnWishlist(30);
    const store = makeStore({ auth: GUEST_SESSION });
    const outcome = await store.dispatch(signIn({ email: 'customer@demo.shop', password: 'Customer@123', remember: false })).unwrap();

    expect(outcome).toEqual({ message: 'Successfully logged in', tone: 'success' });
    expect(backend.shop.requestsTo('/api/v2/auth/login')[0].body).toEqual({
      email: 'customer@demo.shop',
      password: 'Customer@123',
      remember_me: false,
      temp_guest_user_no: 'GUEST-0001',
    });
    expect(store.getState().auth).toMatchObject({ token: 'customer-token', user: CUSTOMER, tempId: null, logout: false });
    await eventually(() => store.getState().bag.lines.length === 1 && store.getState().wishlist.productIds.length === 1);
    expect(backend.shop.requestsTo('/api/v2/carts')[0].authorization).toBe('Bearer customer-token');
  });

  it("keeps the sign-in's device token, sends it with the next sign-in, and keeps it after signing out", async () => {
    const store = makeStore({ auth: GUEST_SESSION });
    await store.dispatch(signIn({ email: 'customer@demo.shop', password: 'Customer@123', remember: false }));
    expect(backend.shop.requestsTo('/api/v2/auth/login')[0].body).not.toHaveProperty('device_token');
    expect(window.localStorage.getItem('device_token')).toBe('device-token-1');

    await store.dispatch(logout());
    expect(window.localStorage.getItem('device_token')).toBe('device-token-1');
    await store.dispatch(signIn({ email: 'customer@demo.shop', password: 'Wrong@12345', remember: false }));
    await store.dispatch(signIn({ email: 'customer@demo.shop', password: 'Customer@123', remember: false }));
    const [, wrong, right] = backend.shop.requestsTo('/api/v2/auth/login');
    expect(wrong.body).toMatchObject({ device_token: 'device-token-1' });
    expect(right.body).toMatchObject({ device_token: 'device-token-1' });
    expect(window.localStorage.getItem('device_token')).toBe('device-token-2');
  });

  it('keeps the token and user in cookies and in storage', async () => {
    const store = makeStore({ auth: GUEST_SESSION });
    await store.dispatch(signIn({ email: '01711000001', password: 'Customer@123', remember: true }));
    expect(Cookies.get('token')).toBe('customer-token');
    expect(JSON.parse(Cookies.get('user_data') ?? 'null')).toEqual(CUSTOMER);
    expect(window.localStorage.getItem('token')).toBe('customer-token');
    expect(JSON.parse(window.localStorage.getItem('user_data') ?? 'null')).toEqual(CUSTOMER);
    expect(window.localStorage.getItem('tempId')).toBeNull();
  });

  it('hands back the server’s message and field errors', async () => {
    backend.server.use(
      http.post(`${API}/v2/auth/login`, () =>
        HttpResponse.json({ result: false, message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } }, { status: 422 }),
      ),
    );
    const store = makeStore({ auth: GUEST_SESSION });
    const action = await store.dispatch(signIn({ email: '', password: 'x', remember: false }));
    expect(action.payload).toEqual({ message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } });
    expect(store.getState().auth).toEqual(GUEST_SESSION);
  });

  it('says "Invalid login credentials" for a wrong password', async () => {
    const action = await makeStore({ auth: GUEST_SESSION }).dispatch(signIn({ email: 'customer@demo.shop', password: 'wrong', remember: false }));
    expect(action.payload).toMatchObject({ message: 'Invalid login credentials' });
  });
});

describe('logout', () => {
  it('revokes the token, clears the state, cookies and storage, and sets the logout flag', async () => {
    signInCookies();
    const store = makeStore(FULL_CUSTOMER_STATE);
    window.localStorage.setItem('user_data', JSON.stringify(CUSTOMER));

    await expect(store.dispatch(logout()).unwrap()).resolves.toEqual({ message: 'logout successfully', tone: 'success', redirectTo: '/' });

    expect(backend.shop.requestsTo('/api/v2/auth/logout')[0].authorization).toBe('Bearer customer-token');
    const state = store.getState();
    expect(state.auth).toMatchObject({ token: null, user: null, tempId: null, guest_user_id: null, logout: true });
    expect(state.bag.lines).toEqual([]);
    expect(state.coupon.coupon_applied).toBe(false);
    expect(state.wishlist.productIds).toEqual([]);
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('user_data')).toBeUndefined();
    expect(window.localStorage.getItem('user_data')).toBeNull();
    expect(selectNeedsGuestSession(state)).toBe(true);
  });

  it('clears the state even when the server cannot be reached', async () => {
    backend.server.use(http.post(`${API}/v2/auth/logout`, () => HttpResponse.error()));
    const store = makeStore(FULL_CUSTOMER_STATE);
    await store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({ user: null, logout: true });
  });
});

describe('deleteAccount', () => {
  it('clears the state with the logout flag off when data.status is true', async () => {
    signInCookies();
    const store = makeStore(FULL_CUSTOMER_STATE);
    await expect(store.dispatch(deleteAccount()).unwrap()).resolves.toEqual({
      message: 'Account deleted successfully',
      tone: 'success',
      redirectTo: '/',
    });
    expect(store.getState().auth).toMatchObject({ token: null, user: null, logout: false });
    expect(store.getState().bag.lines).toEqual([]);
    expect(Cookies.get('user_data')).toBeUndefined();
  });

  it('changes nothing and shows nothing when data.status is not true', async () => {
    backend.server.use(http.get(`${API}/v2/customer/delete`, () => HttpResponse.json({ result: false, message: 'No', data: { status: false } })));
    const store = makeStore(FULL_CUSTOMER_STATE);
    const before = store.getState();
    const action = await store.dispatch(deleteAccount());
    expect(deleteAccount.rejected.match(action)).toBe(true);
    expect(action.payload).toBeNull();
    expect(store.getState()).toBe(before);
  });

  it('changes nothing when the request fails', async () => {
    backend.server.use(http.get(`${API}/v2/customer/delete`, () => new HttpResponse(null, { status: 500 })));
    const store = makeStore(FULL_CUSTOMER_STATE);
    const before = store.getState();
    expect((await store.dispatch(deleteAccount())).payload).toBeNull();
    expect(store.getState()).toBe(before);
  });
});

describe('chooseDefaultAddress', () => {
  it('updates the stored user’s default address', async () => {
    signInCookies();
    const address = DHANMONDI_ADDRESS;
    backend.server.use(
      http.post(`${API}/v2/user/shipping/make_default`, () =>
        HttpResponse.json({ result: true, message: 'Default address updated', data: address, user: { ...CUSTOMER, default_address: address } }),
      ),
    );
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await store.dispatch(chooseDefaultAddress(7));
    expect(store.getState().auth.user?.default_address).toEqual(address);
    expect(JSON.parse(Cookies.get('user_data') ?? 'null').default_address).toEqual(address);
    expect(JSON.parse(window.localStorage.getItem('user_data') ?? 'null').default_address).toEqual(address);
  });
});
