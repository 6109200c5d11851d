import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { TOKEN_LIFETIME_SECONDS } from '@/server/security/tokens';
import { createTestApi, type TestApi, setUpTestShop } from '../support/testApi';
import { bearer } from '../support/fixtures';
import { createClock } from './authTestKit';
import { createGoogleTestSigner, TEST_GOOGLE_CLIENT_ID } from './googleTestTokens';

const CLIENT_ID_VARIABLES = ['GOOGLE_CLIENT_ID', 'NEXT_PUBLIC_GOOGLE_CLIENT_ID'] as const;

describe('POST /v2/auth/social-login (Google)', () => {
  const clock = createClock(new Date('2030-09-01T09:00:00.000Z'));
  const shop = setUpTestShop(clock.now);
  const google = createGoogleTestSigner();
  let api: TestApi;
  const savedVariables = Object.fromEntries(CLIENT_ID_VARIABLES.map((name) => [name, process.env[name]]));

  beforeAll(() => {
    api = createTestApi(shop.db, clock.now, { googleKeys: google.keys });
  });
  beforeEach(() => {
    for (const name of CLIENT_ID_VARIABLES) delete process.env[name];
    process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID = TEST_GOOGLE_CLIENT_ID;
  });
  afterAll(() => {
    for (const name of CLIENT_ID_VARIABLES) {
      if (savedVariables[name] === undefined) delete process.env[name];
      else process.env[name] = savedVariables[name];
    }
  });

  const socialLogin = (idToken: string, extra: Record<string, unknown> = {}) =>
    api.post('/v2/auth/social-login', { social_provider: 'google', id_token: idToken, ...extra });
  const usersWithEmail = (email: string) => shop.db.selectFrom('users').selectAll().where('email', '=', email).execute();

  it('creates a customer for a new Google account and signs them in', async () => {
    const response = await socialLogin(google.token(clock.now()));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: 'Successfully logged in',
      access_token: expect.any(String),
      token_type: 'Bearer',
      device_token: expect.any(String),
      expires_at: new Date(clock.now().getTime() + TOKEN_LIFETIME_SECONDS.session * 1000).toISOString(),
      user: expect.objectContaining({
        type: 'customer',
        name: 'Rahim Uddin',
        email: 'rahim.google@gmail.com',
        phone: null,
        referral_code: null,
      }),
    });
    const [stored] = await usersWithEmail('rahim.google@gmail.com');
    expect(stored).toMatchObject({ google_id: '110169484474386276334', password_hash: null, email_verified_at: clock.now().toISOString() });
    expect((await api.get('/v2/auth/user', bearer(response.body.access_token))).body.user.id).toBe(stored.id);
  });

  it('finds the same customer again by Google id, even after the e-mail changed', async () => {
    const first = await socialLogin(google.token(clock.now()));
    const again = await socialLogin(google.token(clock.now(), { email: 'rahim.new.address@gmail.com' }), { remember_me: true });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(new Date(again.body.expires_at).getTime() - clock.now().getTime()).toBe(TOKEN_LIFETIME_SECONDS.remembered * 1000);
    expect(await usersWithEmail('rahim.new.address@gmail.com')).toEqual([]);
  });

  it("links a Google account to the customer with that verified e-mail", async () => {
    const response = await socialLogin(google.token(clock.now(), { sub: 'demo-customer-google-id', email: DEMO_CUSTOMER.email.toUpperCase() }));
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone, name: DEMO_CUSTOMER.name });
    const [stored] = await usersWithEmail(DEMO_CUSTOMER.email);
    expect(stored.google_id).toBe('demo-customer-google-id');
    // The password still works alongside Google.
    expect((await api.post('/v2/auth/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).status).toBe(200);
  });

  it('takes the password and sessions away from whoever registered the e-mail without proving it', async () => {
    const squatter = await api.post('/v2/auth/signup', {
      name: 'Squatter',
      email_or_phone: 'nadia.owner@gmail.com',
      register_by: 'email',
      password: 'Squatter@123',
      password_confirmation: 'Squatter@123',
    });
    const response = await socialLogin(google.token(clock.now(), { sub: 'nadia-google-id', email: 'nadia.owner@gmail.com', name: 'Nadia' }));
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(squatter.body.user.id);
    expect((await api.get('/v2/auth/user', bearer(squatter.body.access_token))).status).toBe(401);
    expect((await api.post('/v2/auth/login', { email: 'nadia.owner@gmail.com', password: 'Squatter@123' })).status).toBe(401);
    expect((await api.get('/v2/auth/user', bearer(response.body.access_token))).status).toBe(200);
    // With no password left, the owner sets one without an old password.
    const setPassword = await api.post(
      '/v2/password/update',
      { password: 'Nadia@12345', password_confirmation: 'Nadia@12345' },
      bearer(response.body.access_token),
    );
    expect(setPassword.status).toBe(200);
    expect((await api.post('/v2/auth/login', { email: 'nadia.owner@gmail.com', password: 'Nadia@12345' })).status).toBe(200);
  });

  it('refuses a second Google account claiming an e-mail already linked to another', async () => {
    const response = await socialLogin(google.token(clock.now(), { sub: 'someone-else', email: DEMO_CUSTOMER.email }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ result: false, message: 'This email address is linked to another Google account.' });
  });

  it.each([
    ['a token for another client id', { aud: 'another-app.apps.googleusercontent.com' }, 'Invalid Google sign-in'],
    ['an expired token', { exp: Math.floor(new Date('2030-09-01T08:00:00.000Z').getTime() / 1000) }, 'Invalid Google sign-in'],
    [
      'an unverified e-mail',
      { email: 'unverified@gmail.com', sub: 'unverified-sub', email_verified: false },
      'Your Google account email address is not verified.',
    ],
  ])('refuses %s with 401 and creates no one', async (_, claims, message) => {
    const before = await shop.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const response = await socialLogin(google.token(clock.now(), claims));
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ result: false, message, user: null });
    const after = await shop.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    expect(Number(after.total)).toBe(Number(before.total));
  });

  it('refuses a token with a bad signature', async () => {
    const [header, , signature] = google.token(clock.now()).split('.');
    const forgedClaims = google.claims(clock.now(), { email: 'intruder@gmail.com', sub: 'intruder' });
    const claims = Buffer.from(JSON.stringify(forgedClaims)).toString('base64url');
    const response = await socialLogin(`${header}.${claims}.${signature}`);
    expect(response.status).toBe(401);
    expect(await usersWithEmail('intruder@gmail.com')).toEqual([]);
  });

  it('never trusts an e-mail the client sends alongside the token', async () => {
    const response = await api.post('/v2/auth/social-login', {
      social_provider: 'google',
      email: DEMO_CUSTOMER.email,
      name: 'Impostor',
      provider: 'google',
      id_token: 'forged',
    });
    expect(response.status).toBe(401);
    const withoutToken = await api.post('/v2/auth/social-login', { social_provider: 'google', email: DEMO_CUSTOMER.email });
    expect(withoutToken.status).toBe(422);
    expect(withoutToken.body.errors).toEqual({ id_token: ['The id_token field is required.'] });
  });

  it('accepts the client id from GOOGLE_CLIENT_ID too', async () => {
    delete process.env.NEXT_PUBLIC_GOOGLE_CLIENT_ID;
    process.env.GOOGLE_CLIENT_ID = 'server-side-id.apps.googleusercontent.com';
    expect((await socialLogin(google.token(clock.now(), { aud: 'server-side-id.apps.googleusercontent.com' }))).status).toBe(200);
    expect((await socialLogin(google.token(clock.now()))).status).toBe(401);
  });

  it('is not available without a client id', async () => {
    for (const name of CLIENT_ID_VARIABLES) delete process.env[name];
    const response = await socialLogin(google.token(clock.now()));
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ result: false, message: 'Google sign-in is not available' });
  });

  it('refuses other providers', async () => {
    const response = await api.post('/v2/auth/social-login', { social_provider: 'facebook', id_token: 'x' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ social_provider: ['The selected social_provider is invalid.'] });
  });

  it('answers 503 when Google keys cannot be fetched', async () => {
    const offline = createTestApi(shop.db, clock.now, { googleKeys: { findKey: () => Promise.reject(new Error('offline')) } });
    const response = await offline.post('/v2/auth/social-login', { social_provider: 'google', id_token: google.token(clock.now()) });
    expect(response.status).toBe(503);
  });
});
