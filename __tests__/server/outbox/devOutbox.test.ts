import { register } from '@/instrumentation';
import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { enqueueMessage } from '@/server/modules/outbox/service';
import { createTestApi, type TestApi, setUpTestShop } from '../support/testApi';
import { recordingDelivery } from '../auth/authTestKit';
import { type ApiServer, PEER_ADDRESS_HEADER, startApiServer } from '../hardening/apiServers';

describe('GET /v2/dev/outbox/latest', () => {
  const shop = setUpTestShop();
  let api: TestApi;
  beforeAll(() => {
    api = createTestApi(shop.db, () => new Date(), { messageDelivery: recordingDelivery().delivery });
  });
  afterEach(() => jest.restoreAllMocks());

  const requestCode = () => api.post('/v2/auth/password/forget_request', { email_or_phone: DEMO_CUSTOMER.phone, send_code_by: 'phone' });

  it('shows the newest message to a recipient with its code', async () => {
    await requestCode();
    await requestCode();
    const response = await api.get(`/v2/dev/outbox/latest?recipient=${encodeURIComponent(`+88${DEMO_CUSTOMER.phone}`)}`);
    expect(response.status).toBe(200);
    const newest = await shop.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', DEMO_CUSTOMER.phone)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(response.body).toEqual({
      success: true,
      status: 200,
      data: {
        channel: 'sms',
        recipient: DEMO_CUSTOMER.phone,
        subject: 'Your password reset code',
        body: newest.body,
        code: newest.body.match(/\b\d{6}\b/)![0],
        created_at: newest.created_at,
      },
    });
    // The code shown is the live one.
    const verified = await api.post('/v2/auth/password/check_verify', {
      email_or_phone: DEMO_CUSTOMER.phone,
      send_code_by: 'phone',
      verification_code: response.body.data.code,
    });
    expect(verified.status).toBe(200);
  });

  it('answers 404 for a recipient without messages and 422 without a recipient', async () => {
    const none = await api.get('/v2/dev/outbox/latest?recipient=nobody@example.com');
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ result: false, message: 'No message for this recipient' });
    const missing = await api.get('/v2/dev/outbox/latest');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ recipient: ['The recipient field is required.'] });
  });

  it('does not exist in production', async () => {
    await requestCode();
    jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    const response = await api.get(`/v2/dev/outbox/latest?recipient=${DEMO_CUSTOMER.phone}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual((await api.get('/v2/no/such/path')).body);
    expect(JSON.stringify(response.body)).not.toMatch(/\d{6}/);
  });

  it('exists in production when ENABLE_DEV_OUTBOX=1', async () => {
    await requestCode();
    jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    process.env.ENABLE_DEV_OUTBOX = '1';
    try {
      const response = await api.get(`/v2/dev/outbox/latest?recipient=${DEMO_CUSTOMER.phone}`);
      expect(response.status).toBe(200);
      expect(response.body.data.code).toMatch(/^\d{6}$/);
    } finally {
      delete process.env.ENABLE_DEV_OUTBOX;
    }
  });
});

describe('GET /v2/dev/outbox/latest over HTTP: this machine only', () => {
  const shop = setUpTestShop();
  const RECIPIENT = 'outbox-reader@example.com';
  let server: ApiServer;
  let unknownPath: unknown;
  beforeAll(async () => {
    server = await startApiServer(shop.db, () => new Date(), { messageDelivery: recordingDelivery().delivery });
    const message = { channel: 'email' as const, recipient: RECIPIENT, subject: 'Your password reset code', body: 'Your password reset code is 482913.' };
    await enqueueMessage(shop.db, message, new Date(), recordingDelivery().delivery);
    unknownPath = await (await fetch(`${server.baseUrl}/v2/no/such/path`)).json();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    process.env.ENABLE_DEV_OUTBOX = '1';
    // Even a proxy the shop trusts for client addresses cannot vouch for a request being local.
    process.env.TRUST_PROXY = '1';
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete process.env.ENABLE_DEV_OUTBOX;
    delete process.env.TRUST_PROXY;
  });

  const read = async (peer: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.baseUrl}/v2/dev/outbox/latest?recipient=${RECIPIENT}`, { headers: { [PEER_ADDRESS_HEADER]: peer, ...headers } });
    return { status: response.status, text: await response.text() };
  };

  it.each([
    ['IPv4 loopback', '127.0.0.1', {}],
    ['IPv6 loopback', '::1', {}],
    ['IPv4 loopback on a dual-stack socket', '::ffff:127.0.0.1', {}],
    ['another loopback address', '127.0.0.2', {}],
    ['loopback with the X-Forwarded-For that Next fills in', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
  ])('answers a request from this machine: %s', async (_, peer, headers) => {
    const answer = await read(peer, headers);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).data.code).toBe('482913');
  });

  it.each([
    ['an outside address', '203.0.113.9', {}],
    ['an address on the local network', '192.168.1.20', {}],
    ['an outside IPv4 address on a dual-stack socket', '::ffff:203.0.113.9', {}],
    ['an outside IPv6 address', '2001:db8::1', {}],
    ['an outside address that claims loopback in X-Forwarded-For', '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
    ['an outside address that claims loopback in X-Real-IP and Forwarded', '203.0.113.9', { 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' }],
    ['a proxy on this machine passing on an outside client', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
    ['a proxy on this machine, after a forged loopback entry', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' }],
    ['a proxy on this machine naming the client in X-Real-IP', '127.0.0.1', { 'x-real-ip': '203.0.113.9' }],
    ['a proxy on this machine naming the client in Forwarded', '::1', { forwarded: 'for="[2001:db8::1]:4711";proto=https' }],
    ['a proxy on this machine hiding the client', '127.0.0.1', { forwarded: 'for=unknown' }],
    ['a proxy on this machine with a malformed header', '127.0.0.1', { 'x-forwarded-for': 'localhost' }],
  ])('answers like an unknown path to %s', async (_, peer, headers) => {
    const answer = await read(peer, headers);
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual(unknownPath);
    expect(answer.text).not.toContain('482913');
  });

  it('answers outside production to this machine only as well', async () => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'development');
    delete process.env.ENABLE_DEV_OUTBOX;
    expect((await read('203.0.113.9')).status).toBe(404);
    expect((await read('127.0.0.1')).status).toBe(200);
  });
});

describe('starting a server with the development outbox on', () => {
  const WARNING = 'Warning: the development outbox is on (ENABLE_DEV_OUTBOX=1, or not a production build): GET /api/v2/dev/outbox/latest shows requests from this machine every one-time code the shop sends. Never leave it on in a live shop.';
  beforeEach(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
    // A separate API: the start leaves this process's API transport as it is.
    process.env.API_INTERNAL_URL = 'http://127.0.0.1:9/api';
    // A production secret, so that the only warning left to hear is the outbox's.
    process.env.APP_SECRET = 'f'.repeat(64);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    for (const name of ['NEXT_RUNTIME', 'API_INTERNAL_URL', 'ENABLE_DEV_OUTBOX', 'APP_SECRET']) delete process.env[name];
  });

  it.each([
    ['a production build with ENABLE_DEV_OUTBOX=1', 'production', '1', [[WARNING]]],
    ['a development server', 'development', undefined, [[WARNING]]],
    ['a production build', 'production', undefined, []],
    ['a production build with ENABLE_DEV_OUTBOX=0', 'production', '0', []],
  ] as const)('warns for %s', async (_, nodeEnvironment, enabled, warnings) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.replaceProperty(process.env, 'NODE_ENV', nodeEnvironment);
    if (enabled !== undefined) process.env.ENABLE_DEV_OUTBOX = enabled;
    await register();
    expect(warn.mock.calls).toEqual(warnings);
  });
});
