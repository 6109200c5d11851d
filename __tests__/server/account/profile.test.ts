import { USER_FIELDS } from '../support/fixtures';
import { setUpTestShop } from '../support/testApi';
import { createCustomer, createGuest } from './customers';

describe('POST /v2/profile/update', () => {
  const shop = setUpTestShop();

  async function storedUser(userId: number) {
    return shop.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  }

  it('saves the name, email and phone and answers the fresh user', async () => {
    const customer = await createCustomer(shop.db);
    const response = await shop.api.post(
      '/v2/profile/update',
      { name: '  Nusrat Jahan ', email: ' Nusrat.Jahan@Example.COM ', phone: '+880 1912-345678' },
      customer.headers,
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      result: true,
      message: 'Profile updated successfully',
      user: {
        id: customer.userId,
        type: 'customer',
        name: 'Nusrat Jahan',
        email: 'nusrat.jahan@example.com',
        phone: '01912345678',
        password_update: 1,
        affiliate_status: 0,
        affiliate: 0,
        referral_code: null,
        default_address: null,
      },
    });
    expect(Object.keys(response.body.user).sort()).toEqual(USER_FIELDS);
    const stored = await storedUser(customer.userId);
    expect(stored).toMatchObject({ name: 'Nusrat Jahan', email: 'nusrat.jahan@example.com', phone: '01912345678' });
  });

  it('marks a changed email or phone as not verified and keeps an unchanged one verified', async () => {
    const customer = await createCustomer(shop.db);
    await shop.api.post('/v2/profile/update', { name: 'Rafi', email: customer.email, phone: '01912000111' }, customer.headers);
    const stored = await storedUser(customer.userId);
    expect(stored.email_verified_at).not.toBeNull();
    expect(stored.phone_verified_at).toBeNull();
  });

  it('keeps a left-out email or phone and removes a blank one', async () => {
    const customer = await createCustomer(shop.db);
    const keep = await shop.api.post('/v2/profile/update', { name: 'Only Name' }, customer.headers);
    expect(keep.status).toBe(200);
    expect(keep.body.user).toMatchObject({ name: 'Only Name', email: customer.email, phone: customer.phone });

    const clear = await shop.api.post('/v2/profile/update', { name: 'Only Name', email: '', phone: customer.phone }, customer.headers);
    expect(clear.status).toBe(200);
    expect(clear.body.user).toMatchObject({ email: null, phone: customer.phone });

    const clearPhone = await shop.api.post(
      '/v2/profile/update',
      { name: 'Only Name', email: 'back@example.com', phone: null },
      customer.headers,
    );
    expect(clearPhone.body.user).toMatchObject({ email: 'back@example.com', phone: null });
    expect(await storedUser(customer.userId)).toMatchObject({ email: 'back@example.com', phone: null });
  });

  it('refuses to leave the account without an email and a phone', async () => {
    const customer = await createCustomer(shop.db);
    const response = await shop.api.post('/v2/profile/update', { name: 'Nobody', email: '', phone: ' ' }, customer.headers);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      result: false,
      success: false,
      message: 'Please enter an email or a phone number.',
      errors: { email: ['Please enter an email or a phone number.'] },
    });
    expect(await storedUser(customer.userId)).toMatchObject({ name: 'Test Customer', email: customer.email, phone: customer.phone });
  });

  it('refuses an email or phone another account uses, whatever the letter case', async () => {
    const customer = await createCustomer(shop.db);
    const other = await createCustomer(shop.db);
    const response = await shop.api.post(
      '/v2/profile/update',
      { name: 'Copycat', email: other.email.toUpperCase(), phone: `+88${other.phone}` },
      customer.headers,
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      result: false,
      success: false,
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'], phone: ['The phone has already been taken.'] },
    });
    expect(await storedUser(customer.userId)).toMatchObject({ name: 'Test Customer', email: customer.email });
  });

  it("refuses the demo customer's seeded email", async () => {
    const customer = await createCustomer(shop.db);
    const response = await shop.api.post('/v2/profile/update', { name: 'Copycat', email: 'customer@demo.shop' }, customer.headers);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('accepts the customer’s own email and phone again', async () => {
    const customer = await createCustomer(shop.db);
    const response = await shop.api.post(
      '/v2/profile/update',
      { name: 'Same Contacts', email: customer.email, phone: customer.phone },
      customer.headers,
    );
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ name: 'Same Contacts', email: customer.email, phone: customer.phone });
  });

  it('frees an email once its account is deleted', async () => {
    const leaving = await createCustomer(shop.db);
    const staying = await createCustomer(shop.db);
    expect((await shop.api.get('/v2/customer/delete', leaving.headers)).status).toBe(200);
    const response = await shop.api.post(
      '/v2/profile/update',
      { name: 'New Owner', email: leaving.email, phone: leaving.phone },
      staying.headers,
    );
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: leaving.email, phone: leaving.phone });
  });

  it.each([
    ['no name', {}, { name: ['The name field is required.'] }],
    ['a blank name', { name: '   ' }, { name: ['The name field is required.'] }],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, { name: ['The name field must not be greater than 100 characters.'] }],
    ['a name that is a number', { name: 42 }, { name: ['The name field must be a string.'] }],
    ['a malformed email', { name: 'Ok', email: 'not-an-email' }, { email: ['The email field must be a valid email address.'] }],
    [
      'an email of 262 characters',
      { name: 'Ok', email: `${'a'.repeat(250)}@example.com` },
      { email: ['The email field must not be greater than 255 characters.'] },
    ],
    ['an 012 phone', { name: 'Ok', phone: '01211000001' }, { phone: ['The phone field must be a valid Bangladeshi mobile number.'] }],
    ['a phone sent as a number', { name: 'Ok', phone: 1711000001 }, { phone: ['The phone field must be a string.'] }],
  ])('refuses %s with field errors', async (_label, body, errors) => {
    const customer = await createCustomer(shop.db);
    const response = await shop.api.post('/v2/profile/update', body, customer.headers);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ result: false, success: false, message: Object.values(errors)[0][0], errors });
    expect(await storedUser(customer.userId)).toMatchObject({ name: 'Test Customer', email: customer.email, phone: customer.phone });
  });

  it('treats a body that is not an object as empty', async () => {
    const customer = await createCustomer(shop.db);
    const response = await shop.api.post('/v2/profile/update', 'name=Rafi', customer.headers);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: ['The name field is required.'] });
  });

  it('answers 401 to guests and to missing or unknown tokens', async () => {
    const guest = await createGuest(shop.db);
    for (const headers of [guest.headers, {}, { Authorization: 'Bearer nonsense' }]) {
      const response = await shop.api.post('/v2/profile/update', { name: 'Guest' }, headers);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ result: false, success: false, message: 'Unauthenticated.' });
    }
  });
});
