import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { isRefusalAnswer } from '@/contract/envelope';
import { apiBaseUrl, describeBackend, describeRequestError, externalApiBaseUrl, setTokenGetter } from '@/services/http';
import { getBusinessSettings } from '@/services/settings';

const settingsBody = { success: true, status: 200, data: [{ type: 'site_motto', value: 'Wear the season' }] };

interface SeenRequest {
  url: string;
  authorization: string | null;
  accept: string | null;
}

let seen: SeenRequest[] = [];

function answerSettingsAt(url: string) {
  return mswHttp.get(url, ({ request }) => {
    seen.push({
      url: request.url,
      authorization: request.headers.get('Authorization'),
      accept: request.headers.get('Accept'),
    });
    return HttpResponse.json(settingsBody);
  });
}

const server = setupServer(answerSettingsAt('http://localhost/api/v2/business-settings'));
const originalEnvironment = { ...process.env };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen = [];
  setTokenGetter(() => undefined);
  process.env = { ...originalEnvironment };
});
afterAll(() => server.close());

describe('base URL', () => {
  it('is this app’s /api in the browser unless NEXT_PUBLIC_API_BASE_URL points elsewhere', () => {
    delete process.env.NEXT_PUBLIC_API_BASE_URL;
    expect(apiBaseUrl('browser')).toBe('/api');
    process.env.NEXT_PUBLIC_API_BASE_URL = 'https://backend.example.com/api';
    expect(apiBaseUrl('browser')).toBe('https://backend.example.com/api');
  });

  it('is the loopback address of this app on the server unless API_INTERNAL_URL is set', () => {
    delete process.env.API_INTERNAL_URL;
    delete process.env.PORT;
    expect(apiBaseUrl('server')).toBe('http://127.0.0.1:3000/api');
    process.env.PORT = '3100';
    expect(apiBaseUrl('server')).toBe('http://127.0.0.1:3100/api');
    process.env.API_INTERNAL_URL = 'http://api.internal:8080/api';
    expect(apiBaseUrl('server')).toBe('http://api.internal:8080/api');
  });

  it('follows an absolute NEXT_PUBLIC_API_BASE_URL on the server too, so that both render one shop', () => {
    delete process.env.API_INTERNAL_URL;
    process.env.PORT = '3100';
    process.env.NEXT_PUBLIC_API_BASE_URL = 'https://backend.example.com/api';
    expect(apiBaseUrl('server')).toBe('https://backend.example.com/api');
    process.env.NEXT_PUBLIC_API_BASE_URL = 'http://10.0.0.9:8000/api';
    expect(apiBaseUrl('server')).toBe('http://10.0.0.9:8000/api');
  });

  it('lets API_INTERNAL_URL give the server an internal address of the same backend', () => {
    process.env.NEXT_PUBLIC_API_BASE_URL = 'https://backend.example.com/api';
    process.env.API_INTERNAL_URL = 'http://backend.internal:8000/api';
    expect(apiBaseUrl('server')).toBe('http://backend.internal:8000/api');
    expect(apiBaseUrl('browser')).toBe('https://backend.example.com/api');
  });

  it('keeps the server on this app’s API while the public base is relative', () => {
    delete process.env.API_INTERNAL_URL;
    process.env.PORT = '3100';
    process.env.NEXT_PUBLIC_API_BASE_URL = '/api';
    expect(apiBaseUrl('server')).toBe('http://127.0.0.1:3100/api');
    expect(externalApiBaseUrl()).toBeUndefined();
    process.env.NEXT_PUBLIC_API_BASE_URL = 'ftp://backend.example.com/api';
    expect(externalApiBaseUrl()).toBeUndefined();
  });

  it('is told at start: the backend and how server-side rendering reaches it', () => {
    delete process.env.NEXT_PUBLIC_API_BASE_URL;
    delete process.env.API_INTERNAL_URL;
    expect(describeBackend()).toBe('Backend: the embedded API at /api, server-side rendering calls it inside this process');
    process.env.API_INTERNAL_URL = 'http://api.internal:8080/api';
    expect(describeBackend()).toBe('Backend: the embedded API at /api, server-side rendering calls it at http://api.internal:8080/api');
    process.env.NEXT_PUBLIC_API_BASE_URL = 'https://backend.example.com/api';
    expect(describeBackend()).toBe(
      'Backend: https://backend.example.com/api, server-side rendering reaches it at http://api.internal:8080/api; the embedded API is not mounted',
    );
    delete process.env.API_INTERNAL_URL;
    expect(describeBackend()).toBe('Backend: https://backend.example.com/api; the embedded API is not mounted');
  });

  it('sends browser requests to the page’s own /api asking for JSON', async () => {
    delete process.env.NEXT_PUBLIC_API_BASE_URL;
    await expect(getBusinessSettings()).resolves.toEqual(settingsBody.data);
    expect(seen).toEqual([
      { url: 'http://localhost/api/v2/business-settings', authorization: null, accept: 'application/json' },
    ]);
  });

  it('sends browser requests to another backend when NEXT_PUBLIC_API_BASE_URL is set', async () => {
    process.env.NEXT_PUBLIC_API_BASE_URL = 'https://backend.example.com/api';
    server.use(answerSettingsAt('https://backend.example.com/api/v2/business-settings'));
    await getBusinessSettings();
    expect(seen.map((request) => request.url)).toEqual(['https://backend.example.com/api/v2/business-settings']);
  });
});

describe('bearer token', () => {
  it('adds the token from the registered getter', async () => {
    setTokenGetter(() => 'guest-token-123');
    await getBusinessSettings();
    expect(seen[0].authorization).toBe('Bearer guest-token-123');
  });

  it('reads the getter on every request, so a new sign-in takes effect at once', async () => {
    let token: string | undefined = 'guest-token';
    setTokenGetter(() => token);
    await getBusinessSettings();
    token = 'customer-token';
    await getBusinessSettings();
    token = undefined;
    await getBusinessSettings();
    expect(seen.map((request) => request.authorization)).toEqual([
      'Bearer guest-token',
      'Bearer customer-token',
      null,
    ]);
  });

  it('prefers a token passed for one call over the registered getter', async () => {
    setTokenGetter(() => 'stored-token');
    await getBusinessSettings({ token: 'forwarded-token' });
    expect(seen[0].authorization).toBe('Bearer forwarded-token');
  });
});

describe('describeRequestError', () => {
  it('names the method, the full URL and the status of a failed request in one line', async () => {
    server.use(mswHttp.get('http://localhost/api/v2/business-settings', () => new HttpResponse(null, { status: 502 })));
    const failure = await getBusinessSettings().catch((error: unknown) => error);
    expect(describeRequestError(failure)).toBe('GET http://localhost/api/v2/business-settings answered 502');
  });

  it('falls back to the message of any other error', () => {
    expect(describeRequestError(new Error('socket hang up'))).toBe('socket hang up');
  });
});

describe('isRefusalAnswer', () => {
  it('reads result, success or status set to false as a refusal', () => {
    expect(isRefusalAnswer({ result: false, message: 'Stock out' })).toBe(true);
    expect(isRefusalAnswer({ success: false, message: ['Stock out'] })).toBe(true);
    expect(isRefusalAnswer({ status: false })).toBe(true);
    expect(isRefusalAnswer({ result: true, success: false })).toBe(true);
  });

  it('leaves answers alone whose flags are true, missing or not booleans', () => {
    expect(isRefusalAnswer({ result: true, message: 'Added to cart' })).toBe(false);
    expect(isRefusalAnswer({ success: true, status: 200, data: [] })).toBe(false);
    expect(isRefusalAnswer({ status: 'success', message: 'Subscribed' })).toBe(false);
    expect(isRefusalAnswer({ result: [] })).toBe(false);
    expect(isRefusalAnswer({ result: 0 })).toBe(false);
    expect(isRefusalAnswer([])).toBe(false);
    expect(isRefusalAnswer(null)).toBe(false);
    expect(isRefusalAnswer('false')).toBe(false);
  });
});
