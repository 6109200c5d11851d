import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { createInProcessApi } from '@/server/http/inProcess';
import { http, installApiTransport, isHttpError, type HttpResponse } from '@/services/http';
import { startApiServer, type ApiServer } from '../hardening/apiServers';
import { setUpTestShop } from '../support/testApi';

// Server-side rendering calls the embedded API in process: every answer (status, JSON, failures as a
// failed request) must be the one the same call gets over HTTP through the Next adapter.

interface Outcome {
  status: number;
  data: unknown;
  cacheControl: unknown;
  error?: { name: string; message: string; config: unknown; code?: string };
}

const shop = setUpTestShop();
let server: ApiServer;
const originalPort = process.env.PORT;

beforeAll(async () => {
  server = await startApiServer(shop.db, () => new Date());
  // The service client's default server-side base is http://127.0.0.1:$PORT/api: the test server.
  process.env.PORT = new URL(server.baseUrl).port;
});

afterAll(async () => {
  installApiTransport(null);
  process.env.PORT = originalPort;
  await server.close();
});

function outcomeOf(response: HttpResponse<unknown>): Outcome {
  return { status: response.status, data: response.data, cacheControl: response.headers['cache-control'] ?? null };
}

async function settle(call: () => Promise<HttpResponse<unknown>>): Promise<Outcome> {
  try {
    return outcomeOf(await call());
  } catch (error) {
    if (!isHttpError(error) || !error.response) throw error;
    return { ...outcomeOf(error.response), error: { name: error.name, message: error.message, config: error.config, code: error.code } };
  }
}

/** The same call over HTTP and in process. */
async function bothWays(call: () => Promise<HttpResponse<unknown>>): Promise<{ overHttp: Outcome; inProcess: Outcome }> {
  installApiTransport(null);
  const overHttp = await settle(call);
  const transport = jest.fn(createInProcessApi(async () => ({ db: shop.db, now: () => new Date() })));
  installApiTransport(transport);
  try {
    const inProcess = await settle(call);
    expect(transport).toHaveBeenCalledTimes(1);
    return { overHttp, inProcess };
  } finally {
    installApiTransport(null);
  }
}

async function customerToken(): Promise<string> {
  const answer = await http.post<{ access_token: string }>('/v2/auth/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  return answer.data.access_token;
}

describe('in-process API calls', () => {
  it('answers a catalog listing with query parameters as HTTP does', async () => {
    const { overHttp, inProcess } = await bothWays(() => http.get('/v3/products', { params: { limit: 3, sort_by: 'price_low_to_high' } }));
    expect(overHttp.status).toBe(200);
    expect(inProcess).toEqual(overHttp);
  });

  it('answers a product by slug, and an unknown one with the same 404', async () => {
    const listing = await http.get<{ data: { slug: string }[] }>('/v3/products', { params: { limit: 1 } });
    const slug = listing.data.data[0].slug;
    const found = await bothWays(() => http.get(`/v2/productsBySlug/${encodeURIComponent(slug)}`));
    expect(found.overHttp.status).toBe(200);
    expect(found.inProcess).toEqual(found.overHttp);

    const missing = await bothWays(() => http.get('/v2/productsBySlug/no-such-product'));
    expect(missing.overHttp.status).toBe(404);
    expect(missing.inProcess).toEqual(missing.overHttp);
  });

  it('refuses a customer endpoint without a valid bearer with the same 401, and serves it with one', async () => {
    const anonymous = await bothWays(() => http.get('/v2/auth/user'));
    expect(anonymous.overHttp.status).toBe(401);
    expect(anonymous.inProcess).toEqual(anonymous.overHttp);

    const forged = await bothWays(() => http.get('/v2/auth/user', { headers: { Authorization: 'Bearer not-a-token' } }));
    expect(forged.overHttp.status).toBe(401);
    expect(forged.inProcess).toEqual(forged.overHttp);

    const token = await customerToken();
    const signedIn = await bothWays(() => http.get('/v2/auth/user', { headers: { Authorization: `Bearer ${token}` } }));
    expect(signedIn.overHttp.status).toBe(200);
    expect(signedIn.inProcess).toEqual(signedIn.overHttp);
  });

  it('refuses an invalid body or query with the same 422 and field errors', async () => {
    const body = await bothWays(() => http.post('/v2/auth/signup', { name: '', email_or_phone: 'nope' }));
    expect(body.overHttp.status).toBe(422);
    expect(body.inProcess).toEqual(body.overHttp);

    const query = await bothWays(() => http.get('/v3/products', { params: { page: 0 } }));
    expect(query.overHttp.status).toBe(422);
    expect(query.inProcess).toEqual(query.overHttp);
  });

  it('answers an unknown endpoint with the same 404', async () => {
    const { overHttp, inProcess } = await bothWays(() => http.delete('/v2/no-such-endpoint'));
    expect(overHttp.status).toBe(404);
    expect(inProcess).toEqual(overHttp);
  });

  it('leaves calls to another base (a separate backend) to HTTP', async () => {
    const transport = jest.fn(createInProcessApi(async () => ({ db: shop.db, now: () => new Date() })));
    installApiTransport(transport);
    try {
      const answer = await http.get('/v3/products', { baseURL: server.baseUrl.replace('127.0.0.1', 'localhost'), params: { limit: 1 } });
      expect(answer.status).toBe(200);
      expect(transport).not.toHaveBeenCalled();
    } finally {
      installApiTransport(null);
    }
  });
});
