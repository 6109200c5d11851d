/**
 * @jest-environment node
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { isUnauthorized, setUnauthorizedNavigator } from '@/services/http';
import { listWishlist } from '@/services/wishlist';

const server = setupServer(
  mswHttp.get('http://127.0.0.1:3100/api/v2/wishlists', () => HttpResponse.json({ result: false, message: 'Unauthenticated.' }, { status: 401 })),
);
const navigations: string[] = [];
const originalEnvironment = { ...process.env };

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  process.env.PORT = '3100';
  delete process.env.API_INTERNAL_URL;
  setUnauthorizedNavigator((path) => navigations.push(path));
});
afterAll(() => {
  server.close();
  setUnauthorizedNavigator(null);
  process.env = originalEnvironment;
});

it('a 401 to a GET during server rendering fails the call for the page to handle, with no redirect', async () => {
  const failure = await listWishlist({ token: 'expired-token' }).catch((error: unknown) => error);
  expect(isUnauthorized(failure)).toBe(true);
  expect(navigations).toEqual([]);
});
