import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { isUnauthorized, setUnauthorizedNavigator } from '@/services/http';
import { getCartSummary } from '@/services/cart';
import { removeCoupon } from '@/services/coupon';

const API = 'http://localhost/api';
const unauthenticated = () => HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 });

const server = setupServer(
  mswHttp.get(`${API}/v2/cart-summary`, unauthenticated),
  mswHttp.post(`${API}/v2/coupon-remove`, unauthenticated),
);
const navigations: string[] = [];

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  setUnauthorizedNavigator((path) => navigations.push(path));
});
beforeEach(() => {
  navigations.length = 0;
});
afterAll(() => {
  server.close();
  setUnauthorizedNavigator(null);
});

describe('a 401 answer', () => {
  it('to a GET sends the browser to /login and still fails the call', async () => {
    const failure = await getCartSummary().catch((error: unknown) => error);
    expect(isUnauthorized(failure)).toBe(true);
    expect(navigations).toEqual(['/login']);
  });

  it('to any other method is returned to the caller without a redirect', async () => {
    const failure = await removeCoupon(9).catch((error: unknown) => error);
    expect(isUnauthorized(failure)).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('to a GET on the login page itself does not send the browser there again', async () => {
    window.history.pushState({}, '', '/login');
    await getCartSummary().catch(() => undefined);
    window.history.pushState({}, '', '/');
    expect(navigations).toEqual([]);
  });

  it('other failures of a GET never redirect', async () => {
    server.use(mswHttp.get(`${API}/v2/cart-summary`, () => new HttpResponse(null, { status: 500 })));
    await getCartSummary().catch(() => undefined);
    expect(navigations).toEqual([]);
  });
});
