/**
 * @jest-environment node
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setTokenGetter } from '@/services/http';
import { getBusinessSettings } from '@/services/settings';

const seen: { url: string; authorization: string | null }[] = [];

const server = setupServer(
  ...['http://127.0.0.1:3100/api', 'https://backend.example.com/api'].map((base) =>
    mswHttp.get(`${base}/v2/business-settings`, ({ request }) => {
      seen.push({ url: request.url, authorization: request.headers.get('Authorization') });
      return HttpResponse.json({ success: true, status: 200, data: [] });
    }),
  ),
);
const originalEnvironment = { ...process.env };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  delete process.env.API_INTERNAL_URL;
  delete process.env.NEXT_PUBLIC_API_BASE_URL;
  process.env.PORT = '3100';
});
afterAll(() => {
  server.close();
  process.env = originalEnvironment;
});

describe('the service layer during server-side rendering', () => {
  it('calls this app’s API over loopback on its own port', async () => {
    await getBusinessSettings();
    expect(seen.map((request) => request.url)).toEqual(['http://127.0.0.1:3100/api/v2/business-settings']);
  });

  it('calls the separate backend the browser calls when NEXT_PUBLIC_API_BASE_URL names one', async () => {
    process.env.NEXT_PUBLIC_API_BASE_URL = 'https://backend.example.com/api';
    await getBusinessSettings();
    expect(seen.map((request) => request.url)).toEqual(['https://backend.example.com/api/v2/business-settings']);
  });

  it('never uses the browser’s token getter, which would leak one visitor’s token to another', async () => {
    setTokenGetter(() => 'someone-elses-token');
    await getBusinessSettings();
    expect(seen[0].authorization).toBeNull();
  });

  it('sends the token forwarded for this request', async () => {
    await getBusinessSettings({ token: 'visitor-token' });
    expect(seen[0].authorization).toBe('Bearer visitor-token');
  });
});
