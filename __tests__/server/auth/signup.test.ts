import { DEMO_AFFILIATE, DEMO_CUSTOMER } from '@/server/db/seed/users';
import { verifyPassword } from '@/server/security/password';
import { TOKEN_LIFETIME_SECONDS } from '@/server/security/tokens';
import { setUpTestShop } from '../support/testApi';
import { bearer, USER_FIELDS } from '../support/fixtures';
import { createClock } from './authTestKit';

describe('POST /v2/auth/signup', () => {
  const clock = createClock(new Date('2030-07-01T09:00:00.000Z'));
  const shop = setUpTestShop(clock.now);
  const signUp = (body: Record<string, unknown>) => shop.api.post('/v2/auth/signup', body);
  const valid = { name: 'Nusrat Jahan', password: 'Nusrat@2030', password_confirmation: 'Nusrat@2030' };
  const storedUser = (id: number) => shop.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('registers by e-mail and signs the customer in at once', async () => {
    const response = await signUp({ ...valid, email_or_phone: ' Nusrat.Jahan@Example.com ', register_by: 'email' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: 'Registration successful',
      access_token: expect.any(String),
      token_type: 'Bearer',
      device_token: expect.any(String),
      expires_at: new Date(clock.now().getTime() + TOKEN_LIFETIME_SECONDS.session * 1000).toISOString(),
      user: {
        id: expect.any(Number),
        type: 'customer',
        name: 'Nusrat Jahan',
        email: 'nusrat.jahan@example.com',
        phone: null,
        password_update: 1,
        affiliate_status: 0,
        affiliate: 0,
        referral_code: null,
        default_address: null,
      },
    });
    expect(Object.keys(response.body.user).sort()).toEqual(USER_FIELDS);
    const me = await shop.api.get('/v2/auth/user', bearer(response.body.access_token));
    expect(me.body.user).toEqual(response.body.user);
    const stored = await storedUser(response.body.user.id);
    expect(stored.password_hash).not.toContain('Nusrat@2030');
    expect(await verifyPassword('Nusrat@2030', stored.password_hash)).toBe(true);
    const login = await shop.api.post('/v2/auth/login', { email: 'nusrat.jahan@example.com', password: 'Nusrat@2030' });
    expect(login.status).toBe(200);
  });

  it('registers by phone, storing the 11 digits', async () => {
    const response = await signUp({ ...valid, name: 'Karim', email_or_phone: '+8801911223344', register_by: 'phone' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ name: 'Karim', email: null, phone: '01911223344' });
  });

  it('guesses the kind of identifier when register_by is left out', async () => {
    const response = await signUp({ ...valid, name: 'Guessed', email_or_phone: '01611223344' });
    expect(response.status).toBe(200);
    expect(response.body.user.phone).toBe('01611223344');
  });

  it('accepts email and phone fields instead of email_or_phone', async () => {
    const response = await signUp({ ...valid, name: 'Both Fields', email: 'both@example.com', phone: '01511223344', register_by: 'email' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: 'both@example.com', phone: '01511223344' });
  });

  it('refuses an e-mail or phone a live customer already has', async () => {
    const takenEmail = await signUp({ ...valid, email_or_phone: DEMO_CUSTOMER.email.toUpperCase(), register_by: 'email' });
    expect(takenEmail.status).toBe(422);
    expect(takenEmail.body).toMatchObject({
      result: false,
      message: 'The email has already been taken.',
      errors: { email_or_phone: ['The email has already been taken.'] },
    });
    const takenPhone = await signUp({ ...valid, email_or_phone: DEMO_AFFILIATE.phone, register_by: 'phone' });
    expect(takenPhone.body).toMatchObject({ errors: { email_or_phone: ['The phone has already been taken.'] } });
    const separateFields = await signUp({ ...valid, email: DEMO_CUSTOMER.email, phone: DEMO_CUSTOMER.phone });
    expect(separateFields.body.errors).toEqual({ email: ['The email has already been taken.'], phone: ['The phone has already been taken.'] });
  });

  it("lets a new customer use a deleted account's e-mail", async () => {
    const first = await signUp({ ...valid, email_or_phone: 'reused@example.com', register_by: 'email' });
    expect((await shop.api.get('/v2/customer/delete', bearer(first.body.access_token))).status).toBe(200);
    const second = await signUp({ ...valid, email_or_phone: 'reused@example.com', register_by: 'email' });
    expect(second.status).toBe(200);
    expect(second.body.user.id).not.toBe(first.body.user.id);
    expect((await storedUser(first.body.user.id)).email).toBeNull();
  });

  it('answers one 422 per wrong field', async () => {
    const response = await signUp({
      name: '',
      email_or_phone: 'not-an-email',
      register_by: 'email',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      result: false,
      errors: {
        name: ['The name field is required.'],
        password: ['The password field must be at least 8 characters.'],
      },
    });
    const mismatch = await signUp({ ...valid, email_or_phone: 'mismatch@example.com', password_confirmation: 'Different@2030' });
    expect(mismatch.body).toMatchObject({
      message: 'The password confirmation does not match.',
      errors: { password: ['The password confirmation does not match.'] },
    });
    const badIdentifier = await signUp({ ...valid, email_or_phone: 'rahim@example', register_by: 'email' });
    expect(badIdentifier.body.errors).toEqual({ email_or_phone: ['The email_or_phone field must be a valid email address.'] });
    const emailAsPhone = await signUp({ ...valid, email_or_phone: 'rahim@example.com', register_by: 'phone' });
    expect(emailAsPhone.body.errors).toEqual({ email_or_phone: ['The email_or_phone field must be a valid Bangladeshi mobile number.'] });
  });

  it.each([
    ['no identifier at all', {}, { email_or_phone: ['The email_or_phone field is required.'] }],
    ['an unknown register_by', { email_or_phone: 'x@example.com', register_by: 'fax' }, { register_by: ['The selected register_by is invalid.'] }],
    [
      'a name over 100 characters',
      { name: 'ন'.repeat(101), email_or_phone: 'long@example.com' },
      { name: ['The name field must not be greater than 100 characters.'] },
    ],
    [
      'a password over 100 characters',
      { email_or_phone: 'long@example.com', password: 'p'.repeat(101), password_confirmation: 'p'.repeat(101) },
      { password: ['The password field must not be greater than 100 characters.'] },
    ],
    ['register_by naming a field left out', { phone: '01311223344', register_by: 'email' }, { email: ['The email field is required.'] }],
    ['a number as name', { name: 42, email_or_phone: 'num@example.com' }, { name: ['The name field must be a string.'] }],
  ])('refuses %s', async (_, override, errors) => {
    const response = await signUp({ ...valid, ...override });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
  });

  it('refuses a body that is not an object without failing', async () => {
    const response = await shop.api.post('/v2/auth/signup', 'name=x');
    expect(response.status).toBe(422);
    expect(response.body.errors.name).toEqual(['The name field is required.']);
  });
});
