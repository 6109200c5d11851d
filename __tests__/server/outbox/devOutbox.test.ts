import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { createTestApi, type TestApi, useTestShop } from '../support/testApi';
import { recordingDelivery } from '../auth/authTestKit';

describe('GET /v2/dev/outbox/latest', () => {
  const shop = useTestShop();
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
