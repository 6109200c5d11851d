import { setUpTestShop } from '../support/testApi';

describe('POST /v2/subscribe', () => {
  const shop = setUpTestShop();

  const subscribers = () => shop.db.selectFrom('subscribers').select(['email', 'phone']).orderBy('id').execute();

  it('subscribes an email without a token, lower-cased and trimmed', async () => {
    const response = await shop.api.post('/v2/subscribe', { email: '  Rahim.Uddin@Example.COM ', phone: '' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: true, status: 'success', message: 'Subscribe successfully' });
    expect(await subscribers()).toContainEqual({ email: 'rahim.uddin@example.com', phone: null });
  });

  it('subscribes a phone of exactly 11 digits', async () => {
    const response = await shop.api.post('/v2/subscribe', { phone: '01911222333' });
    expect(response.body).toEqual({ result: true, status: 'success', message: 'Subscribe successfully' });
    expect(await subscribers()).toContainEqual({ email: null, phone: '01911222333' });
  });

  it('answers a repeated email, in any case, with the friendly message and no new row', async () => {
    const before = await subscribers();
    const response = await shop.api.post('/v2/subscribe', { email: 'RAHIM.UDDIN@example.com' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: true, status: 'success', message: 'You are already subscribed' });
    expect(await subscribers()).toEqual(before);
  });

  it('answers a repeated phone with the friendly message and no new row', async () => {
    const before = await subscribers();
    const response = await shop.api.post('/v2/subscribe', { email: null, phone: '01911222333' });
    expect(response.body).toEqual({ result: true, status: 'success', message: 'You are already subscribed' });
    expect(await subscribers()).toEqual(before);
  });

  it('keeps a new phone on the row of an already subscribed email and says the email was there', async () => {
    const count = (await subscribers()).length;
    const response = await shop.api.post('/v2/subscribe', { email: 'rahim.uddin@example.com', phone: '01711555666' });
    expect(response.body).toEqual({ result: true, status: 'success', message: 'Subscribed your phone; your email was already subscribed' });
    const rows = await subscribers();
    expect(rows).toHaveLength(count);
    expect(rows).toContainEqual({ email: 'rahim.uddin@example.com', phone: '01711555666' });
  });

  it('keeps a new email on the row of an already subscribed phone and says the phone was there', async () => {
    const count = (await subscribers()).length;
    const response = await shop.api.post('/v2/subscribe', { email: 'Karim@Example.com', phone: '01911222333' });
    expect(response.body.message).toBe('Subscribed your email; your phone was already subscribed');
    const rows = await subscribers();
    expect(rows).toHaveLength(count);
    expect(rows).toContainEqual({ email: 'karim@example.com', phone: '01911222333' });
  });

  it('never replaces a contact already on the row: a new phone beside a known email gets a row of its own', async () => {
    const before = await subscribers();
    const response = await shop.api.post('/v2/subscribe', { email: 'karim@example.com', phone: '01811000999' });
    expect(response.body.message).toBe('Subscribed your phone; your email was already subscribed');
    expect(await subscribers()).toEqual([...before, { email: null, phone: '01811000999' }]);
  });

  it('subscribes a new email sent with a phone listed on a row that has another email', async () => {
    const before = await subscribers();
    const response = await shop.api.post('/v2/subscribe', { email: 'farhana@example.com', phone: '01911222333' });
    expect(response.body.message).toBe('Subscribed your email; your phone was already subscribed');
    expect(await subscribers()).toEqual([...before, { email: 'farhana@example.com', phone: null }]);

    const again = await shop.api.post('/v2/subscribe', { email: 'farhana@example.com' });
    expect(again.body.message).toBe('You are already subscribed');
  });

  it('answers "You are already subscribed" when both contacts are listed, even on different rows', async () => {
    const before = await subscribers();
    const response = await shop.api.post('/v2/subscribe', { email: 'farhana@example.com', phone: '01711555666' });
    expect(response.body.message).toBe('You are already subscribed');
    expect(await subscribers()).toEqual(before);
  });

  describe('two identical subscriptions at once', () => {
    const rowsHolding = async (email: string, phone: string) => {
      const rows = await subscribers();
      return { email: rows.filter((row) => row.email === email).length, phone: rows.filter((row) => row.phone === phone).length };
    };

    it('store a new pair once', async () => {
      const body = { email: 'twins@example.com', phone: '01511000111' };
      const answers = await Promise.all([shop.api.post('/v2/subscribe', body), shop.api.post('/v2/subscribe', body)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.message).sort()).toEqual(['Subscribe successfully', 'You are already subscribed']);
      expect(await rowsHolding(body.email, body.phone)).toEqual({ email: 1, phone: 1 });
    });

    it('store a new email beside a known phone once, whether it joins the phone row or gets its own', async () => {
      await shop.api.post('/v2/subscribe', { phone: '01511000222' });
      await shop.api.post('/v2/subscribe', { email: 'taken@example.com', phone: '01511000333' });
      for (const body of [
        { email: 'joins@example.com', phone: '01511000222' },
        { email: 'own-row@example.com', phone: '01511000333' },
      ]) {
        const answers = await Promise.all([shop.api.post('/v2/subscribe', body), shop.api.post('/v2/subscribe', body)]);
        expect(answers.map((answer) => answer.body.message).sort()).toEqual([
          'Subscribed your email; your phone was already subscribed',
          'You are already subscribed',
        ]);
        expect(await rowsHolding(body.email, body.phone)).toEqual({ email: 1, phone: 1 });
      }
    });
  });

  it('stores a new email and phone together on one row', async () => {
    await shop.api.post('/v2/subscribe', { email: 'nusrat@example.com', phone: '01611444555' });
    expect(await subscribers()).toContainEqual({ email: 'nusrat@example.com', phone: '01611444555' });
  });

  it.each([
    [{ email: 'not-an-email' }, { email: ['Email is invalid'] }],
    [{ email: 'two words@example.com', phone: '01711000001' }, { email: ['Email is invalid'] }],
    [{ phone: '0171100000' }, { phone: ['Phone is invalid'] }],
    [{ phone: '+8801711000001' }, { phone: ['Phone is invalid'] }],
    [{ phone: 1711000001 }, { phone: ['Phone is invalid'] }],
    [{ email: 'bad@', phone: '123' }, { email: ['Email is invalid'], phone: ['Phone is invalid'] }],
    [{}, { email: ['Please enter an email or a phone number'] }],
    [{ email: '   ', phone: '' }, { email: ['Please enter an email or a phone number'] }],
  ])('refuses %p with 422', async (body, errors) => {
    const before = await subscribers();
    const response = await shop.api.post('/v2/subscribe', body);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ result: false, success: false, message: Object.values(errors)[0][0], errors });
    expect(await subscribers()).toEqual(before);
  });

  it('treats a body that is not an object as empty', async () => {
    const response = await shop.api.post('/v2/subscribe', 'email=x');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: ['Please enter an email or a phone number'] });
  });
});
