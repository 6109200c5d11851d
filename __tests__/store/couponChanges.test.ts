import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setUnauthorizedNavigator } from '@/services/http';
import { applyCoupon, removeCoupon } from '@/store/api/bagChangesApi';
import { makeStore } from '@/store/store';
import { CUSTOMER_SESSION, resetBrowser } from './support/browser';
import { API, createFakeShop, type FakeShop } from './support/fakeShop';

const server = setupServer();
let shop: FakeShop;
const navigations: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setUnauthorizedNavigator((path) => navigations.push(path));
});
beforeEach(() => {
  resetBrowser();
  navigations.length = 0;
  shop = createFakeShop();
  server.use(...shop.handlers);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  setUnauthorizedNavigator(null);
});

function storeWithCoupon() {
  return makeStore({
    auth: CUSTOMER_SESSION,
    coupon: { coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 100, tax: 0, free_shipping: false },
  });
}

describe('applyCoupon', () => {
  it('keeps the applied coupon with its amount, tax and free shipping, and shows the server’s message', async () => {
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await expect(applyCoupon(store, 'WELCOME10')).resolves.toEqual({ message: 'Coupon applied', tone: 'success' });
    expect(store.getState().coupon).toMatchObject({ coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 100, tax: 0, free_shipping: false });
    expect(shop.requestsTo('/api/v2/coupon-apply')[0].body).toEqual({ coupon_code: 'WELCOME10', user_id: 9 });
  });

  it('shows why a coupon does not apply, keeping no coupon', async () => {
    const store = makeStore({ auth: CUSTOMER_SESSION });
    await expect(applyCoupon(store, 'EXPIRED50')).rejects.toHaveProperty('notice', { message: 'Invalid coupon code', tone: 'error' });
    expect(store.getState().coupon.coupon_applied).toBe(false);
  });
});

describe('removeCoupon', () => {
  it('says "Coupon Removed" and resets the coupon', async () => {
    const store = storeWithCoupon();
    await expect(removeCoupon(store)).resolves.toEqual({ message: 'Coupon Removed', tone: 'success' });
    expect(store.getState().coupon).toMatchObject({ coupon: null, coupon_applied: false, coupon_amount: 0, free_shipping: false });
  });

  it('says "Coupon not Removed" when the server answers result false, keeping the coupon', async () => {
    server.use(http.post(`${API}/v2/coupon-remove`, () => HttpResponse.json({ result: false, message: 'No' })));
    const store = storeWithCoupon();
    await expect(removeCoupon(store)).rejects.toHaveProperty('notice', { message: 'Coupon not Removed', tone: 'error' });
    expect(store.getState().coupon.coupon_applied).toBe(true);
  });

  it('says "Please Login" and points to /login on a 401, without the GET redirect', async () => {
    server.use(http.post(`${API}/v2/coupon-remove`, () => HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 })));
    await expect(removeCoupon(storeWithCoupon())).rejects.toHaveProperty('notice', { message: 'Please Login', tone: 'error', redirectTo: '/login' });
    expect(navigations).toEqual([]);
  });

  it('says "please try Again" on any other failure', async () => {
    server.use(http.post(`${API}/v2/coupon-remove`, () => new HttpResponse(null, { status: 500 })));
    await expect(removeCoupon(storeWithCoupon())).rejects.toHaveProperty('notice', { message: 'please try Again', tone: 'error' });
  });
});
