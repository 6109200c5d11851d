import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type * as BackendAdapter from '@/services/backendAdapter';
import { getSignedInUser } from '@/services/auth';
import { changeCartQuantity } from '@/services/cart';
import { listPickupPoints } from '@/services/checkout';
import { http } from '@/services/http';
import { getBusinessSettings } from '@/services/settings';
import { CUSTOMER } from '../store/support/fakeShop';

// A brand whose backend differs in one entry of each kind: the storefront's services are called as
// they are, and the differences must be applied between them and the network.
jest.mock('@/services/backendAdapter', () => {
  const actual = jest.requireActual<typeof BackendAdapter>('@/services/backendAdapter');
  const brand: BackendAdapter.BackendDifferences = {
    ...actual.BACKEND_DIFFERENCES,
    paths: [{ from: '/v2/carts/change-quantity', to: '/v2/carts/process' }],
    fields: [
      { endpoint: '/v2/auth/user', from: 'data', to: 'user' },
      { endpoint: '/v2/pickup-list', from: 'data.title', to: 'name' },
    ],
  };
  return { ...actual, BACKEND_DIFFERENCES: brand };
});

const PAGE_API = 'http://localhost/api';
const BACKEND_API = 'https://backend.example.com/api';
const OTHER_ORIGIN = 'https://images.example.com';

interface Seen {
  url: string;
  systemKey: string | null;
}

let seen: Seen[] = [];

function record(request: Request): void {
  seen.push({ url: request.url, systemKey: request.headers.get('System-Key') });
}

const settings = { success: true, status: 200, data: [{ type: 'site_motto', value: 'Wear the season' }] };

const server = setupServer(
  mswHttp.post(`${PAGE_API}/v2/carts/process`, ({ request }) => {
    record(request);
    return HttpResponse.json({ result: true, message: 'Cart updated' });
  }),
  mswHttp.post(`${PAGE_API}/v2/carts/change-quantity`, ({ request }) => {
    record(request);
    return HttpResponse.json({ result: false, message: 'Not here' }, { status: 404 });
  }),
  mswHttp.get(`${PAGE_API}/v2/auth/user`, () =>
    HttpResponse.json({ result: true, data: { ...CUSTOMER, id: 7, name: 'Nusrat Jahan', email: 'nusrat@example.com' } }),
  ),
  mswHttp.get(`${PAGE_API}/v2/pickup-list`, () =>
    HttpResponse.json({
      success: true,
      status: 200,
      data: [
        { id: 1, title: 'Dhanmondi store', address: 'Road 27', phone: '01700000001', city: 'Dhaka' },
        { id: 2, title: 'Agrabad store', address: 'Agrabad C/A', phone: '01700000002', city: 'Chattogram' },
      ],
    }),
  ),
  mswHttp.get(`${PAGE_API}/v2/business-settings`, ({ request }) => {
    record(request);
    return HttpResponse.json(settings);
  }),
  mswHttp.get(`${BACKEND_API}/v2/business-settings`, ({ request }) => {
    record(request);
    return HttpResponse.json(settings);
  }),
  mswHttp.get(`${OTHER_ORIGIN}/banner.json`, ({ request }) => {
    record(request);
    return HttpResponse.json({ success: true });
  }),
  mswHttp.get('http://localhost/media/banner.json', ({ request }) => {
    record(request);
    return HttpResponse.json({ success: true });
  }),
);
const originalEnvironment = { ...process.env };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen = [];
  process.env = { ...originalEnvironment };
});
afterAll(() => server.close());

describe('a path the backend serves elsewhere', () => {
  it('is called at its new path, never at the storefront’s', async () => {
    await expect(changeCartQuantity('KRT-RED-M', 2)).resolves.toEqual({ result: true, message: 'Cart updated' });
    expect(seen.map(({ url }) => url)).toEqual([`${PAGE_API}/v2/carts/process`]);
  });
});

describe('a field the backend names differently', () => {
  it('reaches the storefront under the name the storefront reads', async () => {
    await expect(getSignedInUser()).resolves.toEqual({ ...CUSTOMER, id: 7, name: 'Nusrat Jahan', email: 'nusrat@example.com' });
  });

  it('is renamed in every element of a list', async () => {
    const points = await listPickupPoints();
    expect(points.map((point) => point.name)).toEqual(['Dhanmondi store', 'Agrabad store']);
    expect(points.some((point) => 'title' in point)).toBe(false);
  });
});

describe('the System-Key header', () => {
  it('is not sent while no key is set', async () => {
    delete process.env.NEXT_PUBLIC_API_SYSTEM_KEY;
    await getBusinessSettings();
    expect(seen).toEqual([{ url: `${PAGE_API}/v2/business-settings`, systemKey: null }]);
  });

  it('goes with every call to the backend once the key is set', async () => {
    process.env.NEXT_PUBLIC_API_SYSTEM_KEY = 'brand-app-key';
    await getBusinessSettings();
    await changeCartQuantity('KRT-RED-M', 2);
    expect(seen.map(({ systemKey }) => systemKey)).toEqual(['brand-app-key', 'brand-app-key']);
  });

  it('goes to a separate backend named by NEXT_PUBLIC_API_BASE_URL', async () => {
    process.env.NEXT_PUBLIC_API_SYSTEM_KEY = 'brand-app-key';
    process.env.NEXT_PUBLIC_API_BASE_URL = BACKEND_API;
    await getBusinessSettings();
    expect(seen).toEqual([{ url: `${BACKEND_API}/v2/business-settings`, systemKey: 'brand-app-key' }]);
  });

  it('never goes to another origin, not even the shop’s own pages while the backend is separate', async () => {
    process.env.NEXT_PUBLIC_API_SYSTEM_KEY = 'brand-app-key';
    await http.get(`${OTHER_ORIGIN}/banner.json`);
    process.env.NEXT_PUBLIC_API_BASE_URL = BACKEND_API;
    await http.get('http://localhost/media/banner.json');
    await http.get(`${OTHER_ORIGIN}/banner.json`);
    expect(seen).toEqual([
      { url: `${OTHER_ORIGIN}/banner.json`, systemKey: null },
      { url: 'http://localhost/media/banner.json', systemKey: null },
      { url: `${OTHER_ORIGIN}/banner.json`, systemKey: null },
    ]);
  });

  it('keeps a System-Key the call sets itself', async () => {
    process.env.NEXT_PUBLIC_API_SYSTEM_KEY = 'brand-app-key';
    await http.get('/v2/business-settings', { headers: { 'System-Key': 'per-call-key' } });
    expect(seen).toEqual([{ url: `${PAGE_API}/v2/business-settings`, systemKey: 'per-call-key' }]);
  });
});

describe('the shop’s own backend', () => {
  it('differs in nothing but an optional System-Key', () => {
    const { BACKEND_DIFFERENCES } = jest.requireActual<typeof BackendAdapter>('@/services/backendAdapter');
    expect(BACKEND_DIFFERENCES.paths).toEqual([]);
    expect(BACKEND_DIFFERENCES.fields).toEqual([]);
    expect(BACKEND_DIFFERENCES.headers.map(({ name }) => name)).toEqual(['System-Key']);
  });
});
