import { hashToken, TOKEN_LIFETIME_SECONDS } from '@/server/security/tokens';
import { requireCaller, requireCustomer } from '@/server/http/auth';
import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { createTestApi, setUpTestShop } from '../support/testApi';
import { bearer, USER_FIELDS } from '../support/fixtures';
import { createClock } from './authTestKit';

const UNAUTHENTICATED = { result: false, message: 'Unauthenticated.' };

describe('guest sessions, login, the current user and logout', () => {
  const clock = createClock(new Date('2030-06-01T09:00:00.000Z'));
  const shop = setUpTestShop(clock.now);

  const logIn = (body: Record<string, unknown>) => shop.api.post('/v2/auth/login', body);
  const demoLogin = (extra: Record<string, unknown> = {}) => logIn({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, ...extra });
  const secondsUntil = (isoDate: string) => (new Date(isoDate).getTime() - clock.now().getTime()) / 1000;
  const callerRequest = (token: string) => ({
    method: 'GET',
    path: '/',
    query: {},
    body: {},
    params: {},
    headers: { authorization: `Bearer ${token}` },
  });
  const context = () => ({ db: shop.db, now: clock.now });

  describe('POST /v2/auth/signin-guest-user', () => {
    it('creates a guest with an unguessable number and a guest-lifetime token', async () => {
      const response = await shop.api.post('/v2/auth/signin-guest-user');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        result: true,
        message: 'Guest session started',
        temp_guest_user_no: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        access_token: expect.any(String),
        guest_user_id: expect.any(Number),
        token_type: 'Bearer',
        expires_at: new Date(clock.now().getTime() + TOKEN_LIFETIME_SECONDS.guest * 1000).toISOString(),
      });
      const guest = await shop.db.selectFrom('users').selectAll().where('id', '=', response.body.guest_user_id).executeTakeFirstOrThrow();
      expect(guest).toMatchObject({ user_type: 'guest', temp_guest_user_no: response.body.temp_guest_user_no, email: null, phone: null });
      const another = await shop.api.post('/v2/auth/signin-guest-user');
      expect(another.body.temp_guest_user_no).not.toBe(response.body.temp_guest_user_no);
      expect(another.body.guest_user_id).not.toBe(response.body.guest_user_id);
    });

    it('gives a token that is a caller but not a customer', async () => {
      const { body } = await shop.api.post('/v2/auth/signin-guest-user');
      await expect(requireCaller(callerRequest(body.access_token), context())).resolves.toMatchObject({
        userId: body.guest_user_id,
        userType: 'guest',
      });
      await expect(requireCustomer(callerRequest(body.access_token), context())).rejects.toMatchObject({ status: 401 });
      const userResponse = await shop.api.get('/v2/auth/user', bearer(body.access_token));
      expect(userResponse.status).toBe(401);
      expect(userResponse.body).toMatchObject(UNAUTHENTICATED);
    });
  });

  describe('POST /v2/auth/login', () => {
    it('signs in by e-mail with a session-long token and the user object', async () => {
      const response = await demoLogin();
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        result: true,
        message: 'Successfully logged in',
        access_token: expect.any(String),
        token_type: 'Bearer',
        device_token: expect.any(String),
        expires_at: expect.any(String),
        user: expect.objectContaining({ type: 'customer', name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone }),
      });
      expect(Object.keys(response.body.user).sort()).toEqual(USER_FIELDS);
      expect(secondsUntil(response.body.expires_at)).toBe(TOKEN_LIFETIME_SECONDS.session);
      await expect(requireCustomer(callerRequest(response.body.access_token), context())).resolves.toMatchObject({ userType: 'customer' });
    });

    it('keeps a remembered login for the remembered lifetime', async () => {
      const remembered = await demoLogin({ remember_me: true });
      expect(secondsUntil(remembered.body.expires_at)).toBe(TOKEN_LIFETIME_SECONDS.remembered);
      const notRemembered = await demoLogin({ remember_me: false });
      expect(secondsUntil(notRemembered.body.expires_at)).toBe(TOKEN_LIFETIME_SECONDS.session);
    });

    it.each([
      ['the phone number', DEMO_CUSTOMER.phone],
      ['the phone number with the country code', `+88${DEMO_CUSTOMER.phone}`],
      ['the e-mail in capitals with spaces', `  ${DEMO_CUSTOMER.email.toUpperCase()} `],
    ])('signs in with %s', async (_, identifier) => {
      const response = await logIn({ email: identifier, password: DEMO_CUSTOMER.password });
      expect(response.status).toBe(200);
      expect(response.body.user.email).toBe(DEMO_CUSTOMER.email);
    });

    it('stores only the hash of the token', async () => {
      const { body } = await demoLogin();
      const stored = await shop.db.selectFrom('access_tokens').selectAll().where('user_id', '=', body.user.id).execute();
      expect(stored.some((row) => row.token_hash === hashToken(body.access_token))).toBe(true);
      expect(JSON.stringify(stored)).not.toContain(body.access_token);
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const wrongPassword = await logIn({ email: 'affiliate@demo.shop', password: 'Wrong@Password1' });
      const unknownAccount = await logIn({ email: 'nobody@demo.shop', password: 'Wrong@Password1' });
      const unknownPhone = await logIn({ email: '01899999999', password: 'Wrong@Password1' });
      for (const response of [wrongPassword, unknownAccount, unknownPhone]) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ result: false, message: 'Invalid login credentials', user: null });
      }
    });

    it('takes about as long for an unknown account as for a wrong password', async () => {
      const timeOf = async (email: string) => {
        const started = process.hrtime.bigint();
        for (let attempt = 0; attempt < 3; attempt += 1) await logIn({ email, password: 'Wrong@Password1' });
        return Number(process.hrtime.bigint() - started);
      };
      const wrongPassword = await timeOf(DEMO_CUSTOMER.email);
      const unknownAccount = await timeOf('nobody.timing@demo.shop');
      // Both run one scrypt verification; skipping it would make the unknown account many times faster.
      expect(unknownAccount).toBeGreaterThan(wrongPassword * 0.3);
      clock.advanceSeconds(15 * 60);
    });

    it('refuses guests and deleted accounts', async () => {
      const guest = await shop.api.post('/v2/auth/signin-guest-user');
      const asGuestNumber = await logIn({ email: guest.body.temp_guest_user_no, password: 'whatever-password' });
      expect(asGuestNumber.status).toBe(401);

      const signUp = await shop.api.post('/v2/auth/signup', {
        name: 'Soon Gone',
        email_or_phone: 'soon.gone@example.com',
        register_by: 'email',
        password: 'Gone@12345',
        password_confirmation: 'Gone@12345',
      });
      expect(signUp.status).toBe(200);
      await shop.db.updateTable('users').set({ deleted_at: clock.now().toISOString() }).where('id', '=', signUp.body.user.id).execute();
      const deleted = await logIn({ email: 'soon.gone@example.com', password: 'Gone@12345' });
      expect(deleted.status).toBe(401);
      expect(deleted.body).toEqual({ result: false, message: 'Invalid login credentials', user: null });
      expect((await shop.api.get('/v2/auth/user', bearer(signUp.body.access_token))).status).toBe(401);
    });

    it('answers 422 with field errors for missing fields', async () => {
      const response = await logIn({ remember_me: 'sometimes' });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        result: false,
        errors: {
          email: ['The email field is required.'],
          password: ['The password field is required.'],
          remember_me: ['The remember_me field must be true or false.'],
        },
      });
    });
  });

  describe('login throttling', () => {
    const attacked = { email: 'affiliate@demo.shop' };
    // Each test starts after every earlier window has closed.
    beforeEach(() => clock.advanceSeconds(15 * 60));

    it('refuses the 6th failure within a minute, even with the right password, across API instances', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const response = await logIn({ ...attacked, password: `Wrong@${attempt}xxxx` });
        expect(response.status).toBe(401);
      }
      const freshInstance = createTestApi(shop.db, clock.now);
      const sixth = await freshInstance.post('/v2/auth/login', { email: ' AFFILIATE@demo.shop', password: 'Affiliate@123' });
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ result: false, message: 'Too many login attempts. Please try again in 1 minute.' });
      // Other identifiers are not affected.
      expect((await demoLogin()).status).toBe(200);

      clock.advanceSeconds(60);
      expect((await logIn({ ...attacked, password: 'Affiliate@123' })).status).toBe(200);
    });

    it('throttles unknown identifiers the same way', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await logIn({ email: 'ghost@demo.shop', password: 'Wrong@12345' })).status).toBe(401);
      }
      expect((await logIn({ email: 'ghost@demo.shop', password: 'Wrong@12345' })).status).toBe(429);
    });

    it('starts counting again after a successful login', async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) await logIn({ email: DEMO_CUSTOMER.phone, password: 'Wrong@12345' });
      expect((await logIn({ email: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password })).status).toBe(200);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await logIn({ email: DEMO_CUSTOMER.phone, password: 'Wrong@12345' })).status).toBe(401);
      }
      expect((await logIn({ email: DEMO_CUSTOMER.phone, password: 'Wrong@12345' })).status).toBe(429);
    });
  });

  describe('GET /v2/auth/user', () => {
    it('answers the signed-in customer', async () => {
      const { body } = await demoLogin();
      const response = await shop.api.get('/v2/auth/user', bearer(body.access_token));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ result: true, user: body.user });
    });

    it('answers 401 without a token or with an unknown one', async () => {
      for (const headers of [{}, bearer('not-a-real-token'), { Authorization: 'Basic abc' }]) {
        const response = await shop.api.get('/v2/auth/user', headers);
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject(UNAUTHENTICATED);
      }
    });

    it('answers 401 once the token has expired', async () => {
      const { body } = await demoLogin();
      clock.advanceSeconds(TOKEN_LIFETIME_SECONDS.session - 1);
      expect((await shop.api.get('/v2/auth/user', bearer(body.access_token))).status).toBe(200);
      clock.advanceSeconds(1);
      expect((await shop.api.get('/v2/auth/user', bearer(body.access_token))).status).toBe(401);
    });
  });

  describe('logout', () => {
    it.each(['GET', 'POST'])('%s revokes the token and only that one', async (method) => {
      const first = await demoLogin();
      const second = await demoLogin();
      const response = await shop.api.request(method, '/v2/auth/logout', undefined, bearer(first.body.access_token));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ result: true, message: 'Successfully logged out' });
      expect((await shop.api.get('/v2/auth/user', bearer(first.body.access_token))).status).toBe(401);
      expect((await shop.api.get('/v2/auth/user', bearer(second.body.access_token))).status).toBe(200);
      const again = await shop.api.request(method, '/v2/auth/logout', undefined, bearer(first.body.access_token));
      expect(again.status).toBe(401);
    });

    it('ends a guest session too', async () => {
      const guest = await shop.api.post('/v2/auth/signin-guest-user');
      expect((await shop.api.get('/v2/auth/logout', bearer(guest.body.access_token))).status).toBe(200);
      await expect(requireCaller(callerRequest(guest.body.access_token), context())).rejects.toMatchObject({ status: 401 });
    });

    it('answers 401 without a token', async () => {
      const response = await shop.api.get('/v2/auth/logout');
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(UNAUTHENTICATED);
    });
  });
});
