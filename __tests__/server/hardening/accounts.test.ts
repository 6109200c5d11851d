import type { KyselyPlugin } from 'kysely';
import { handleApiRequest } from '@/server/app';
import type { MessageDelivery, OutboxMessage } from '@/server/modules/outbox/delivery';
import { createClock, recordingDelivery } from '../auth/authTestKit';
import { createTestApi, type TestApi, setUpTestShop } from '../support/testApi';
import { startApiServer } from './apiServers';

// Accounts under attack: answers that do not reveal who has an account, wrong-password and
// wrong-code throttles that hold across app instances (two APIs over one database), and tokens
// that die on logout, password change and account deletion.

const PASSWORD = 'Original@123';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('hardening: accounts', () => {
  const clock = createClock(new Date('2031-03-01T09:00:00.000Z'));
  const shop = setUpTestShop(clock.now);
  const outbox = recordingDelivery();
  let firstInstance: TestApi;
  let secondInstance: TestApi;
  beforeAll(() => {
    firstInstance = createTestApi(shop.db, clock.now, { messageDelivery: outbox.delivery });
    secondInstance = createTestApi(shop.db, clock.now, { messageDelivery: outbox.delivery });
  });
  // Every test starts after the throttle windows of the one before.
  beforeEach(() => clock.advanceSeconds(2 * 3600));

  let customerCount = 0;
  const signUp = async (identifier?: string) => {
    customerCount += 1;
    const email = identifier ?? `hardened${customerCount}@example.com`;
    const response = await firstInstance.post('/v2/auth/signup', {
      name: 'Hardened Customer',
      email_or_phone: email,
      register_by: 'email',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(response.status).toBe(200);
    return { email, token: response.body.access_token as string };
  };
  const login = (api: TestApi, email: string, password: string) => api.post('/v2/auth/login', { email, password });
  const forget = (api: TestApi, email_or_phone: string, send_code_by = 'email') =>
    api.post('/v2/auth/password/forget_request', { email_or_phone, send_code_by });
  const check = (api: TestApi, email_or_phone: string, verification_code: string) =>
    api.post('/v2/auth/password/check_verify', { email_or_phone, send_code_by: 'email', verification_code });
  const answer = (response: { status: number; body: unknown }) => ({ status: response.status, body: response.body });
  const isSignedIn = async (token: string) => (await firstInstance.get('/v2/auth/user', bearer(token))).status === 200;
  const waitUntil = async (condition: () => Promise<boolean>) => {
    for (let tries = 0; !(await condition()); tries += 1) {
      if (tries === 100) throw new Error('the condition never held');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  describe('answers that do not reveal whether an account exists', () => {
    it.each([
      ['an e-mail', (known: string) => known, 'nobody-here@example.com'],
      ['an e-mail in other case and spacing', (known: string) => ` ${known.toUpperCase()} `, ' NOBODY-HERE@EXAMPLE.COM '],
      ['a phone number', () => '01711000001', '01799999999'],
    ])('login with a wrong password for %s answers like an unknown account', async (_, knownForm, unknown) => {
      const { email } = await signUp();
      const known = await login(firstInstance, knownForm(email), 'Wrong@12345');
      const stranger = await login(firstInstance, unknown, 'Wrong@12345');
      expect(known.status).toBe(401);
      expect(answer(known)).toEqual(answer(stranger));
      expect(known.body).toEqual({ result: false, message: 'Invalid login credentials', user: null });
    });

    it('login of a Google-only account (no password) answers like an unknown account', async () => {
      const { email } = await signUp();
      await shop.db.updateTable('users').set({ password_hash: null }).where('email', '=', email).execute();
      expect(answer(await login(firstInstance, email, PASSWORD))).toEqual(answer(await login(firstInstance, 'ghost@example.com', PASSWORD)));
    });

    it('forget_request answers a known and an unknown identifier alike, and sends only to the known one', async () => {
      const { email } = await signUp();
      const sentBefore = outbox.messages.length;
      const known = await forget(firstInstance, email);
      const stranger = await forget(firstInstance, 'nobody-forgets@example.com');
      const strangerPhone = await forget(firstInstance, '01799999998', 'phone');
      expect(known.status).toBe(200);
      expect(answer(known)).toEqual(answer(stranger));
      expect(answer(known)).toEqual(answer(strangerPhone));
      expect(outbox.messages.length).toBe(sentBefore + 1);
    });

    it('forget_request does the same queries before it answers for a known and an unknown identifier, and sends the code after', async () => {
      const { email } = await signUp();
      const statements: string[] = [];
      // Records the SQL of every query the API sends through this handle, without its values.
      const recorder: KyselyPlugin = {
        transformQuery: (args) => {
          statements.push(shop.db.getExecutor().compileQuery(args.node, args.queryId).sql);
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      const recordedDb = shop.db.withPlugin(recorder);
      const sentBefore = outbox.messages.length;
      const workBeforeAnswer = async (identifier: string) => {
        statements.length = 0;
        const response = await handleApiRequest(
          {
            method: 'POST',
            path: '/v2/auth/password/forget_request',
            query: {},
            headers: {},
            body: { email_or_phone: identifier, send_code_by: 'email' },
          },
          { db: recordedDb, now: clock.now, messageDelivery: outbox.delivery },
        );
        return { answer: answer(response), statements: [...statements], afterAnswer: response.afterAnswer };
      };

      const known = await workBeforeAnswer(email);
      const unknown = await workBeforeAnswer('nobody-timed@example.com');
      expect(known.answer).toEqual(unknown.answer);
      expect(known.statements).toEqual(unknown.statements);
      // Only the throttle counters: whether the account exists is not looked at before the answer.
      expect(known.statements.length).toBeGreaterThan(0);
      expect(known.statements.every((statement) => /rate_limit_counters/.test(statement))).toBe(true);
      expect(outbox.messages.length).toBe(sentBefore);

      await known.afterAnswer!();
      await unknown.afterAnswer!();
      expect(outbox.messages.slice(sentBefore).map((message) => message.recipient)).toEqual([email]);
      expect(statements.some((statement) => /"users"/.test(statement))).toBe(true);
    });

    it('forget_request answers over HTTP while the message is still being delivered', async () => {
      const { email } = await signUp();
      const handedOver: OutboxMessage[] = [];
      const releases: Array<() => void> = [];
      // A gateway that holds every message until the test lets it go.
      const slowGateway: MessageDelivery = {
        deliver: (message) =>
          new Promise((resolve) => {
            handedOver.push(message);
            releases.push(() => resolve('sent'));
          }),
      };
      const server = await startApiServer(shop.db, clock.now, { messageDelivery: slowGateway });
      try {
        const response = await fetch(`${server.baseUrl}/v2/auth/password/forget_request`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email_or_phone: email, send_code_by: 'email' }),
          signal: AbortSignal.timeout(3000),
        });
        // Answered although the gateway has not let any message go.
        expect(response.status).toBe(200);
        await waitUntil(async () => handedOver.length === 1);
        expect(handedOver[0].recipient).toBe(email);
      } finally {
        for (const release of releases) release();
        await server.close();
      }
    });

    it('check_verify answers a wrong code for a known account like any code for an unknown one', async () => {
      const { email } = await signUp();
      await forget(firstInstance, email);
      await forget(firstInstance, 'nobody-checks@example.com');
      const code = outbox.latestCodeFor(email);
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const known = await check(firstInstance, email, wrongCode);
      const stranger = await check(firstInstance, 'nobody-checks@example.com', wrongCode);
      expect(known.status).toBe(422);
      expect(answer(known)).toEqual(answer(stranger));
    });

    it('check_verify runs out of tries alike for a known and an unknown account', async () => {
      const { email } = await signUp();
      await forget(firstInstance, email);
      const code = outbox.latestCodeFor(email);
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const knownAnswers = [];
      const strangerAnswers = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        knownAnswers.push(answer(await check(firstInstance, email, wrongCode)));
        strangerAnswers.push(answer(await check(firstInstance, 'nobody-retries@example.com', wrongCode)));
      }
      expect(knownAnswers).toEqual(strangerAnswers);
      expect(knownAnswers.at(-1)!.body).toMatchObject({ errors: { verification_code: ['Too many wrong codes. Please request a new code.'] } });
    });

    it('sign-up says only which field is taken, in the Laravel wording', async () => {
      const { email } = await signUp();
      const response = await firstInstance.post('/v2/auth/signup', {
        name: 'Someone Else',
        email_or_phone: email,
        register_by: 'email',
        password: 'Another@123',
        password_confirmation: 'Another@123',
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ email_or_phone: ['The email has already been taken.'] });
      expect(JSON.stringify(response.body)).not.toMatch(/Hardened Customer|"id"|user_id|access_token/);
    });
  });

  describe('throttles with counters in the database, across app instances', () => {
    it('refuses the 6th wrong password within a minute, counted on two instances, even the right password', async () => {
      const { email } = await signUp();
      const statuses = [];
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const instance = attempt % 2 === 0 ? secondInstance : firstInstance;
        statuses.push((await login(instance, email, `Wrong@${attempt}1234`)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const sixth = await login(secondInstance, email, PASSWORD);
      expect(sixth.status).toBe(429);
      expect(sixth.body.result).toBe(false);
      expect(JSON.stringify(sixth.body)).not.toContain('access_token');
      clock.advanceSeconds(60);
      expect((await login(firstInstance, email, PASSWORD)).status).toBe(200);
    });

    it('throttles an unknown identifier exactly like a known one', async () => {
      const { email } = await signUp();
      const known = [];
      const stranger = [];
      for (let attempt = 1; attempt <= 7; attempt += 1) {
        const instance = attempt % 2 === 0 ? secondInstance : firstInstance;
        known.push(answer(await login(instance, email, 'Wrong@12345')));
        stranger.push(answer(await login(instance, 'nobody-throttled@example.com', 'Wrong@12345')));
      }
      expect(known).toEqual(stranger);
      expect(known.map((response) => response.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    });

    it('counts 20 parallel wrong passwords on two instances without losing one', async () => {
      const { email } = await signUp();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => login(index % 2 === 0 ? firstInstance : secondInstance, email, 'Wrong@12345')),
      );
      expect(responses.filter((response) => response.status === 401)).toHaveLength(5);
      expect(responses.filter((response) => response.status === 429)).toHaveLength(15);
    });

    it('counts wrong recovery codes across instances: the 6th try, even the right code, is refused', async () => {
      const { email } = await signUp();
      await forget(firstInstance, email);
      const code = outbox.latestCodeFor(email);
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const instance = attempt % 2 === 0 ? secondInstance : firstInstance;
        expect((await check(instance, email, wrongCode)).status).toBe(422);
      }
      const right = await check(secondInstance, email, code);
      expect(right.status).toBe(422);
      expect(right.body.errors).toEqual({ verification_code: ['Too many wrong codes. Please request a new code.'] });
    });

    it('limits code requests to 5 an hour per identifier across instances', async () => {
      const { email } = await signUp();
      const statuses = [];
      for (let attempt = 1; attempt <= 6; attempt += 1) {
        statuses.push((await forget(attempt % 2 === 0 ? secondInstance : firstInstance, email)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('token revocation', () => {
    it('logout ends only the token it was called with', async () => {
      const { email, token: first } = await signUp();
      const second = (await login(firstInstance, email, PASSWORD)).body.access_token as string;
      expect((await secondInstance.post('/v2/auth/logout', {}, bearer(first))).status).toBe(200);
      expect(await isSignedIn(first)).toBe(false);
      expect(await isSignedIn(second)).toBe(true);
      expect((await firstInstance.get('/v2/purchase-history', bearer(first))).status).toBe(401);
    });

    it('a password change ends every other session and keeps this one', async () => {
      const { email, token: current } = await signUp();
      const others = [
        (await login(firstInstance, email, PASSWORD)).body.access_token as string,
        (await login(secondInstance, email, PASSWORD)).body.access_token as string,
      ];
      const change = await firstInstance.post(
        '/v2/password/update',
        { old_password: PASSWORD, password: 'Changed@123', password_confirmation: 'Changed@123' },
        bearer(current),
      );
      expect(change.status).toBe(200);
      expect(await isSignedIn(current)).toBe(true);
      for (const token of others) expect(await isSignedIn(token)).toBe(false);
      expect((await login(firstInstance, email, PASSWORD)).status).toBe(401);
    });

    it('a password reset by code ends every session', async () => {
      const { email, token } = await signUp();
      await forget(firstInstance, email);
      const verified = await check(firstInstance, email, outbox.latestCodeFor(email));
      expect(verified.status).toBe(200);
      const reset = await firstInstance.post('/v2/auth/password/new_pass', {
        email_or_phone: email,
        send_code_by: 'email',
        reset_token: verified.body.reset_token,
        password: 'Reset@12345',
        password_confirmation: 'Reset@12345',
      });
      expect(reset.status).toBe(200);
      expect(await isSignedIn(token)).toBe(false);
    });

    it('account deletion ends every session, and the account cannot sign in again', async () => {
      const { email, token } = await signUp();
      const other = (await login(secondInstance, email, PASSWORD)).body.access_token as string;
      expect((await firstInstance.request('DELETE', '/v2/customer/delete', undefined, bearer(token))).status).toBe(200);
      expect(await isSignedIn(token)).toBe(false);
      expect(await isSignedIn(other)).toBe(false);
      const again = await login(firstInstance, email, PASSWORD);
      expect(answer(again)).toEqual(answer(await login(firstInstance, 'never-existed@example.com', PASSWORD)));
    });
  });
});
