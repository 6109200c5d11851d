import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { hashToken } from '@/server/security/tokens';
import { createTestApi, type TestApi, setUpTestShop } from '../support/testApi';
import { bearer } from '../support/fixtures';
import { createClock, recordingDelivery } from './authTestKit';

const SENT = { result: true, message: 'If an account exists, a verification code has been sent.' };

describe('password recovery', () => {
  const clock = createClock(new Date('2030-08-01T09:00:00.000Z'));
  const shop = setUpTestShop(clock.now);
  const outbox = recordingDelivery();
  let api: TestApi;
  beforeAll(() => {
    api = createTestApi(shop.db, clock.now, { messageDelivery: outbox.delivery });
  });
  // Every test starts after the hourly request windows and the 15-minute code lifetime.
  beforeEach(() => clock.advanceSeconds(3600));

  const createCustomer = async (email: string, password = 'Original@123') => {
    const response = await api.post('/v2/auth/signup', {
      name: 'Recovering Customer',
      email_or_phone: email,
      register_by: 'email',
      password,
      password_confirmation: password,
    });
    expect(response.status).toBe(200);
    return response.body as { access_token: string; user: { id: number } };
  };
  const forget = (email_or_phone: string, send_code_by = 'email') =>
    api.post('/v2/auth/password/forget_request', { email_or_phone, send_code_by });
  const check = (email_or_phone: string, verification_code: unknown, send_code_by = 'email') =>
    api.post('/v2/auth/password/check_verify', { email_or_phone, send_code_by, verification_code });
  const newPassword = (email_or_phone: string, password: string, reset_token?: string, send_code_by = 'email') =>
    api.post('/v2/auth/password/new_pass', { email_or_phone, send_code_by, reset_token, password, password_confirmation: password });
  /** Requests a code for the identifier and verifies it: the reset token. */
  const verifiedResetToken = async (email: string) => {
    await forget(email);
    const verified = await check(email, outbox.latestCodeFor(email));
    expect(verified.status).toBe(200);
    return verified.body.reset_token as string;
  };
  const storedPasswordHash = async (email: string) =>
    (await shop.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow()).password_hash;
  const login = (email: string, password: string) => api.post('/v2/auth/login', { email, password });
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('POST /v2/auth/password/forget_request', () => {
    it('sends a 6-digit code by e-mail through the outbox', async () => {
      await createCustomer('mitu@example.com');
      const response = await forget(' MITU@example.com');
      expect(response.status).toBe(200);
      expect(response.body).toEqual(SENT);
      const message = outbox.messages.at(-1)!;
      expect(message).toMatchObject({ channel: 'email', recipient: 'mitu@example.com', subject: 'Your password reset code' });
      expect(message.body).toMatch(/\b\d{6}\b/);
      const stored = await shop.db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ channel: 'email', recipient: 'mitu@example.com', body: message.body, status: 'sent' });
    });

    it('sends by SMS to a phone number, and stores the code only hashed', async () => {
      const response = await forget(`+88${DEMO_CUSTOMER.phone}`, 'phone');
      expect(response.body).toEqual(SENT);
      const code = outbox.latestCodeFor(DEMO_CUSTOMER.phone);
      expect(outbox.messages.at(-1)).toMatchObject({ channel: 'sms', recipient: DEMO_CUSTOMER.phone });
      const stored = await shop.db.selectFrom('verification_codes').selectAll().where('identifier', '=', DEMO_CUSTOMER.phone).execute();
      expect(stored.at(-1)).toMatchObject({ channel: 'phone', purpose: 'password_reset', attempts: 0, verified_at: null, consumed_at: null });
      expect(JSON.stringify(stored)).not.toContain(code);
    });

    it('answers the same for an unknown account and sends nothing', async () => {
      const before = outbox.messages.length;
      const unknown = await forget('nobody@example.com');
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(SENT);
      expect(outbox.messages).toHaveLength(before);
      expect(await shop.db.selectFrom('verification_codes').selectAll().where('identifier', '=', 'nobody@example.com').execute()).toEqual([]);
    });

    it('allows 5 requests per identifier per hour, known or not', async () => {
      await createCustomer('often@example.com');
      for (const identifier of ['often@example.com', 'unknown.often@example.com']) {
        for (let request = 1; request <= 5; request += 1) expect((await forget(identifier)).status).toBe(200);
        const sixth = await forget(identifier);
        expect(sixth.status).toBe(429);
        expect(sixth.body).toMatchObject({ result: false, message: 'Too many code requests. Please try again in 60 minutes.' });
      }
      clock.advanceSeconds(3600);
      expect((await forget('often@example.com')).status).toBe(200);
    });

    it.each([
      ['an unknown channel', { email_or_phone: 'a@example.com', send_code_by: 'fax' }, { send_code_by: ['The selected send_code_by is invalid.'] }],
      ['no identifier', { send_code_by: 'email' }, { email_or_phone: ['The email_or_phone field is required.'] }],
      [
        'a phone sent by e-mail',
        { email_or_phone: '01711000001', send_code_by: 'email' },
        { email_or_phone: ['The email_or_phone field must be a valid email address.'] },
      ],
      [
        'an e-mail sent by phone',
        { email_or_phone: 'a@example.com', send_code_by: 'phone' },
        { email_or_phone: ['The email_or_phone field must be a valid Bangladeshi mobile number.'] },
      ],
    ])('answers 422 for %s', async (_, body, errors) => {
      const response = await api.post('/v2/auth/password/forget_request', body);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ result: false, errors });
    });
  });

  describe('the whole flow', () => {
    it('verifies the code for a reset token, sets the new password with it once and ends every session', async () => {
      const customer = await createCustomer('flow@example.com');
      await forget('flow@example.com');
      const code = outbox.latestCodeFor('flow@example.com');

      const verified = await check('flow@example.com', code);
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ result: true, message: 'Verified successfully', reset_token: expect.stringMatching(/^[\w-]{43}$/) });
      const resetToken = verified.body.reset_token as string;

      const changed = await newPassword('flow@example.com', 'Renewed@123', resetToken);
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({ result: true, message: 'Password changed successfully' });

      expect((await login('flow@example.com', 'Original@123')).status).toBe(401);
      expect((await login('flow@example.com', 'Renewed@123')).status).toBe(200);
      expect((await api.get('/v2/auth/user', bearer(customer.access_token))).status).toBe(401);
      const stored = await shop.db.selectFrom('users').selectAll().where('id', '=', customer.user.id).executeTakeFirstOrThrow();
      expect(stored.password_update).toBe(1);
      // Receiving the code proved the customer owns the address.
      expect(stored.email_verified_at).toBe(clock.now().toISOString());

      // The token and the code are used up: neither step accepts them again.
      const reused = await newPassword('flow@example.com', 'Another@123', resetToken);
      expect(reused.status).toBe(422);
      expect(reused.body).toMatchObject({ result: false, errors: { email_or_phone: ['Please verify the code we sent you first.'] } });
      expect((await check('flow@example.com', code)).status).toBe(422);
      expect((await login('flow@example.com', 'Renewed@123')).status).toBe(200);
    });

    it('stores the reset token only as its SHA-256 hash, bound to the account', async () => {
      const customer = await createCustomer('hashed@example.com');
      const resetToken = await verifiedResetToken('hashed@example.com');
      const rows = await shop.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', customer.user.id).execute();
      expect(rows).toEqual([
        {
          id: expect.any(Number),
          user_id: customer.user.id,
          token_hash: hashToken(resetToken),
          expires_at: new Date(clock.now().getTime() + 15 * 60 * 1000).toISOString(),
          consumed_at: null,
          created_at: clock.now().toISOString(),
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain(resetToken);
    });

    it('refuses an attacker who watched the victim verify: no token, a wrong token, another account\'s token', async () => {
      await createCustomer('victim@example.com');
      await createCustomer('attacker@example.com');
      const attackersToken = await verifiedResetToken('attacker@example.com');
      const victimsToken = await verifiedResetToken('victim@example.com');
      const before = await storedPasswordHash('victim@example.com');

      for (const forged of [undefined, '', 'x'.repeat(43), victimsToken.slice(0, -1), `${victimsToken}A`, attackersToken]) {
        const response = await newPassword('victim@example.com', 'Hijacked@123', forged);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ result: false, errors: { email_or_phone: ['Please verify the code we sent you first.'] } });
      }
      expect(await storedPasswordHash('victim@example.com')).toBe(before);
      expect((await login('victim@example.com', 'Hijacked@123')).status).toBe(401);

      // The victim's token was left alone by all that, and works once.
      expect((await newPassword('victim@example.com', 'Victim@Own1', victimsToken)).status).toBe(200);
      expect((await newPassword('victim@example.com', 'Victim@Own2', victimsToken)).status).toBe(422);
      expect((await login('victim@example.com', 'Victim@Own1')).status).toBe(200);
      // The attacker's own token sets only the attacker's own password.
      expect((await newPassword('attacker@example.com', 'Attacker@Own1', attackersToken)).status).toBe(200);
    });

    it('of 10 parallel resets with one token, exactly one sets its password', async () => {
      await createCustomer('racing@example.com');
      const resetToken = await verifiedResetToken('racing@example.com');
      const passwords = Array.from({ length: 10 }, (_, index) => `Racing@${index}000`);
      const answers = await Promise.all(passwords.map((password) => newPassword('racing@example.com', password, resetToken)));
      const winners = passwords.filter((_, index) => answers[index].status === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 422)).toHaveLength(9);
      expect((await login('racing@example.com', winners[0])).status).toBe(200);
      expect((await login('racing@example.com', passwords.find((password) => password !== winners[0])!)).status).toBe(401);
    });

    it('keeps only the newest reset token of an account alive', async () => {
      await createCustomer('twice.verified@example.com');
      const older = await verifiedResetToken('twice.verified@example.com');
      clock.advanceSeconds(60);
      const newer = await verifiedResetToken('twice.verified@example.com');
      expect((await newPassword('twice.verified@example.com', 'Older@12345', older)).status).toBe(422);
      expect((await newPassword('twice.verified@example.com', 'Newer@12345', newer)).status).toBe(200);
    });

    it('refuses the tries without the live token after 10 in 15 minutes, and never the customer who holds it', async () => {
      await createCustomer('blocked.reset@example.com');
      const resetToken = await verifiedResetToken('blocked.reset@example.com');
      const refused = [];
      for (let attempt = 1; attempt <= 11; attempt += 1) {
        refused.push((await newPassword('blocked.reset@example.com', 'Guessed@1234', `guess-${attempt}`)).status);
      }
      expect(refused).toEqual([...Array(10).fill(422), 429]);
      const tooMany = await newPassword('blocked.reset@example.com', 'Guessed@1234', 'guess-12');
      expect(tooMany.body).toMatchObject({ result: false, message: 'Too many password reset attempts. Please try again in 15 minutes.' });
      expect((await newPassword('blocked.reset@example.com', 'Rightful@123', resetToken)).status).toBe(200);
    });

    it('lifts the login throttle of the account', async () => {
      await createCustomer('locked.out@example.com');
      for (let attempt = 1; attempt <= 5; attempt += 1) await login('locked.out@example.com', 'Guessing@123');
      expect((await login('locked.out@example.com', 'Original@123')).status).toBe(429);
      const resetToken = await verifiedResetToken('locked.out@example.com');
      expect((await newPassword('locked.out@example.com', 'Unlocked@123', resetToken)).status).toBe(200);
      expect((await login('locked.out@example.com', 'Unlocked@123')).status).toBe(200);
    });

    it('accepts the code as a JSON number and by phone', async () => {
      await forget(DEMO_CUSTOMER.phone, 'phone');
      const code = outbox.latestCodeFor(DEMO_CUSTOMER.phone);
      expect((await check(DEMO_CUSTOMER.phone, Number(code), 'phone')).status).toBe(200);
    });

    it('refuses a new password before the code is verified', async () => {
      await createCustomer('hasty@example.com');
      await forget('hasty@example.com');
      const response = await newPassword('hasty@example.com', 'Hasty@12345');
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ email_or_phone: ['Please verify the code we sent you first.'] });
      expect((await login('hasty@example.com', 'Original@123')).status).toBe(200);
    });

    it('validates the new password', async () => {
      const response = await api.post('/v2/auth/password/new_pass', {
        email_or_phone: 'x@example.com',
        send_code_by: 'email',
        password: 'Long@enough1',
        password_confirmation: 'Other@enough1',
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ password: ['The password confirmation does not match.'] });
      const short = await newPassword('x@example.com', 'short');
      expect(short.body.errors).toEqual({ password: ['The password field must be at least 8 characters.'] });
    });
  });

  describe('POST /v2/auth/password/check_verify', () => {
    it('expires a code after 15 minutes', async () => {
      await createCustomer('slow@example.com');
      await forget('slow@example.com');
      const code = outbox.latestCodeFor('slow@example.com');
      clock.advanceSeconds(15 * 60);
      const response = await check('slow@example.com', code);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        result: false,
        errors: { verification_code: ['The verification code is invalid or has expired.'] },
      });
    });

    it('lets the reset token lapse after 15 minutes', async () => {
      await createCustomer('lapsed@example.com');
      const resetToken = await verifiedResetToken('lapsed@example.com');
      clock.advanceSeconds(15 * 60);
      expect((await newPassword('lapsed@example.com', 'Lapsed@12345', resetToken)).status).toBe(422);
      expect((await login('lapsed@example.com', 'Original@123')).status).toBe(200);
    });

    it('kills a code after 5 wrong tries', async () => {
      await createCustomer('guesser@example.com');
      await forget('guesser@example.com');
      const code = outbox.latestCodeFor('guesser@example.com');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await check('guesser@example.com', wrongCodeFor(code));
        expect(wrong.status).toBe(422);
        expect(wrong.body.errors).toEqual({ verification_code: ['The verification code is invalid or has expired.'] });
      }
      const right = await check('guesser@example.com', code);
      expect(right.status).toBe(422);
      expect(right.body.errors).toEqual({ verification_code: ['Too many wrong codes. Please request a new code.'] });
    });

    it('still accepts the right code after 4 wrong tries', async () => {
      await createCustomer('almost@example.com');
      await forget('almost@example.com');
      const code = outbox.latestCodeFor('almost@example.com');
      for (let attempt = 1; attempt <= 4; attempt += 1) await check('almost@example.com', wrongCodeFor(code));
      expect((await check('almost@example.com', code)).status).toBe(200);
    });

    it('invalidates the older code when a new one is requested', async () => {
      await createCustomer('twice@example.com');
      await forget('twice@example.com');
      const first = outbox.latestCodeFor('twice@example.com');
      await forget('twice@example.com');
      const second = outbox.latestCodeFor('twice@example.com');
      const older = await shop.db
        .selectFrom('verification_codes')
        .select('consumed_at')
        .where('identifier', '=', 'twice@example.com')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(older.consumed_at).toBe(clock.now().toISOString());
      // One time in a million both codes are the same digits; the new code is then the right answer.
      expect((await check('twice@example.com', first)).status).toBe(first === second ? 200 : 422);
      expect((await check('twice@example.com', second)).status).toBe(200);
    });

    it("does not accept one identifier's code for another", async () => {
      await createCustomer('owner@example.com');
      await createCustomer('other@example.com');
      await forget('owner@example.com');
      await forget('other@example.com');
      const ownerCode = outbox.latestCodeFor('owner@example.com');
      const response = await check('other@example.com', ownerCode);
      expect(response.status).toBe(ownerCode === outbox.latestCodeFor('other@example.com') ? 200 : 422);
    });

    it.each([
      ['a code that is not 6 digits', '12345', { verification_code: ['The verification_code field must be 6 digits.'] }],
      ['letters', 'abcdef', { verification_code: ['The verification_code field must be 6 digits.'] }],
      ['no code', undefined, { verification_code: ['The verification_code field is required.'] }],
    ])('answers 422 for %s', async (_, code, errors) => {
      const response = await check('someone@example.com', code);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
    });

    it('answers an unknown account like a wrong code', async () => {
      const response = await check('nobody@example.com', '123456');
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ verification_code: ['The verification code is invalid or has expired.'] });
    });
  });

  describe('POST /v2/password/update', () => {
    const update = (token: string, body: Record<string, unknown>) => api.post('/v2/password/update', body, bearer(token));

    it('changes the password with the old one, keeping this session and ending the others', async () => {
      const customer = await createCustomer('changer@example.com');
      const otherSession = await login('changer@example.com', 'Original@123');
      const body = { old_password: 'Original@123', password: 'Changed@123', password_confirmation: 'Changed@123' };
      const response = await update(customer.access_token, body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ result: true, message: 'Password updated successfully' });
      expect((await api.get('/v2/auth/user', bearer(customer.access_token))).status).toBe(200);
      expect((await api.get('/v2/auth/user', bearer(otherSession.body.access_token))).status).toBe(401);
      expect((await login('changer@example.com', 'Changed@123')).status).toBe(200);
    });

    it('sets password_update back to 1', async () => {
      const customer = await createCustomer('forced@example.com');
      await shop.db.updateTable('users').set({ password_update: 0 }).where('id', '=', customer.user.id).execute();
      await update(customer.access_token, { old_password: 'Original@123', password: 'Forced@1234', password_confirmation: 'Forced@1234' });
      const me = await api.get('/v2/auth/user', bearer(customer.access_token));
      expect(me.body.user.password_update).toBe(1);
    });

    it('refuses a wrong or missing old password', async () => {
      const customer = await createCustomer('careful@example.com');
      const newPasswordFields = { password: 'Changed@123', password_confirmation: 'Changed@123' };
      const wrong = await update(customer.access_token, { old_password: 'Wrong@12345', ...newPasswordFields });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ result: false, errors: { old_password: ['The old password is incorrect.'] } });
      const missing = await update(customer.access_token, newPasswordFields);
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ old_password: ['The old password field is required.'] });
      expect((await login('careful@example.com', 'Original@123')).status).toBe(200);
    });

    it("accepts the reset token of a code verified for the customer's own e-mail instead of the old password, once", async () => {
      const customer = await createCustomer('forgetful@example.com');
      const resetToken = await verifiedResetToken('forgetful@example.com');
      const body = { reset_token: resetToken, password: 'Remembered@1', password_confirmation: 'Remembered@1' };
      expect((await update(customer.access_token, body)).status).toBe(200);
      expect((await login('forgetful@example.com', 'Remembered@1')).status).toBe(200);
      const again = await update(customer.access_token, { ...body, password: 'Again@12345', password_confirmation: 'Again@12345' });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ old_password: ['The old password field is required.'] });
    });

    it('does not take a verified code in place of the old password without its reset token', async () => {
      const customer = await createCustomer('tokenless@example.com');
      await verifiedResetToken('tokenless@example.com');
      for (const reset_token of [undefined, 'not-the-token']) {
        const response = await update(customer.access_token, { reset_token, password: 'Tokenless@1', password_confirmation: 'Tokenless@1' });
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({ old_password: ['The old password field is required.'] });
      }
      expect((await login('tokenless@example.com', 'Original@123')).status).toBe(200);
    });

    it('does not accept the reset token of someone else', async () => {
      const customer = await createCustomer('sly@example.com');
      await createCustomer('victim.of.sly@example.com');
      const victimsToken = await verifiedResetToken('victim.of.sly@example.com');
      const body = { reset_token: victimsToken, password: 'Stolen@1234', password_confirmation: 'Stolen@1234' };
      const response = await update(customer.access_token, body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ old_password: ['The old password field is required.'] });
      expect((await login('sly@example.com', 'Original@123')).status).toBe(200);
      // Still the victim's, and still live.
      expect((await newPassword('victim.of.sly@example.com', 'Victim@12345', victimsToken)).status).toBe(200);
    });

    it('validates the new password', async () => {
      const customer = await createCustomer('validating@example.com');
      const body = { old_password: 'Original@123', password: 'Changed@123', password_confirmation: 'Changed@124' };
      const response = await update(customer.access_token, body);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ password: ['The password confirmation does not match.'] });
    });

    it('answers 401 to guests and anonymous callers', async () => {
      const guest = await api.post('/v2/auth/signin-guest-user');
      const body = { password: 'Changed@123', password_confirmation: 'Changed@123' };
      expect((await update(guest.body.access_token, body)).status).toBe(401);
      const anonymous = await api.post('/v2/password/update', body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ result: false, message: 'Unauthenticated.' });
    });
  });
});
