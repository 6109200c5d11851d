import { setUpTestShop } from '../support/testApi';
import { createCustomer, createGuest, dhakaPlaces, type TestCustomer } from './customers';

const ADDRESS_FIELDS = [
  'address',
  'area_id',
  'area_name',
  'city_id',
  'city_name',
  'country_id',
  'country_name',
  'email',
  'id',
  'name',
  'phone',
  'postal_code',
  'set_default',
  'state_id',
  'state_name',
];

describe('address book', () => {
  const shop = setUpTestShop();
  let places: Awaited<ReturnType<typeof dhakaPlaces>>;

  beforeAll(async () => {
    places = await dhakaPlaces(shop.db);
  });

  function addressBody(overrides: Record<string, unknown> = {}) {
    return {
      name: 'Nusrat Jahan',
      phone: '01712345678',
      email: 'nusrat@example.com',
      address: 'House 12, Road 5',
      country_id: places.countryId,
      state_id: places.stateId,
      city_id: places.cityId,
      area_id: places.areaId,
      postal_code: '1205',
      ...overrides,
    };
  }

  async function create(customer: TestCustomer, overrides: Record<string, unknown> = {}) {
    const response = await shop.api.post('/v2/user/shipping/create', addressBody(overrides), customer.headers);
    expect(response.status).toBe(200);
    return response.body.data as { id: number; set_default: number };
  }

  async function list(customer: TestCustomer) {
    const response = await shop.api.get('/v2/user/shipping/address', customer.headers);
    expect(response.status).toBe(200);
    return response.body.data as Array<{ id: number; set_default: number; name: string }>;
  }

  async function defaultAddressId(userId: number) {
    const row = await shop.db.selectFrom('users').select('default_address_id').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.default_address_id;
  }

  describe('listing and creating', () => {
    it('starts empty', async () => {
      const customer = await createCustomer(shop.db);
      const response = await shop.api.get('/v2/user/shipping/address', customer.headers);
      expect(response.body).toEqual({ success: true, status: 200, data: [] });
    });

    it('saves the first address as the default and answers it with the fresh user', async () => {
      const customer = await createCustomer(shop.db);
      const response = await shop.api.post(
        '/v2/user/shipping/create',
        addressBody({ name: ' Nusrat Jahan ', phone: '+880 1712-345678', email: 'Nusrat@Example.com' }),
        customer.headers,
      );
      expect(response.status).toBe(200);
      const address = {
        id: expect.any(Number),
        name: 'Nusrat Jahan',
        phone: '01712345678',
        email: 'nusrat@example.com',
        address: 'House 12, Road 5',
        country_id: places.countryId,
        country_name: 'Bangladesh',
        state_id: places.stateId,
        state_name: 'Dhaka',
        city_id: places.cityId,
        city_name: 'Dhaka',
        area_id: places.areaId,
        area_name: 'Dhanmondi',
        postal_code: '1205',
        set_default: 1,
      };
      expect(response.body).toEqual({
        result: true,
        message: 'Shipping information has been added successfully',
        data: address,
        user: expect.objectContaining({ id: customer.userId, email: customer.email, default_address: address }),
      });
      expect(Object.keys(response.body.data).sort()).toEqual(ADDRESS_FIELDS);
      expect(await list(customer)).toEqual([address]);
      expect(await defaultAddressId(customer.userId)).toBe(response.body.data.id);
    });

    it('keeps the default when more addresses are added, listing the default first', async () => {
      const customer = await createCustomer(shop.db);
      const first = await create(customer);
      const second = await create(customer, { name: 'Office' });
      expect(second.set_default).toBe(0);
      const third = await create(customer, { name: 'Parents' });
      await shop.api.post('/v2/user/shipping/make_default', { id: third.id }, customer.headers);
      expect((await list(customer)).map((address) => [address.id, address.set_default])).toEqual([
        [third.id, 1],
        [first.id, 0],
        [second.id, 0],
      ]);
    });

    it('takes the country from the state and leaves out the optional fields', async () => {
      const customer = await createCustomer(shop.db);
      const response = await shop.api.post(
        '/v2/user/shipping/create',
        {
          name: 'Rafi',
          phone: '01812345678',
          address: 'Mirpur 10',
          state_id: String(places.stateId),
          city_id: places.cityId,
          email: '',
          area_id: null,
        },
        customer.headers,
      );
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        email: null,
        country_id: places.countryId,
        country_name: 'Bangladesh',
        area_id: null,
        area_name: null,
        postal_code: null,
      });
    });

    it('accepts a district without thanas', async () => {
      const customer = await createCustomer(shop.db);
      const sylhetDivision = await shop.db.selectFrom('states').select('id').where('name', '=', 'Sylhet').executeTakeFirstOrThrow();
      const habiganj = await shop.db.selectFrom('cities').select('id').where('name', '=', 'Habiganj').executeTakeFirstOrThrow();
      const address = await create(customer, {
        state_id: sylhetDivision.id,
        city_id: habiganj.id,
        area_id: undefined,
        country_id: undefined,
      });
      expect(address).toMatchObject({ state_name: 'Sylhet', city_name: 'Habiganj', area_id: null });
    });

    it('refuses a 21st address', async () => {
      const customer = await createCustomer(shop.db);
      for (let index = 0; index < 20; index += 1) await create(customer, { name: `Address ${index + 1}` });
      const response = await shop.api.post('/v2/user/shipping/create', addressBody(), customer.headers);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        result: false,
        success: false,
        message: 'You can save at most 20 addresses.',
        errors: { addresses: ['You can save at most 20 addresses.'] },
      });
      expect(await list(customer)).toHaveLength(20);
    });
    it('keeps one default and at most 20 addresses when requests arrive together', async () => {
      const customer = await createCustomer(shop.db);
      const firstBatch = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          shop.api.post('/v2/user/shipping/create', addressBody({ name: `Together ${index}` }), customer.headers),
        ),
      );
      expect(firstBatch.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
      const afterFirstBatch = await list(customer);
      expect(afterFirstBatch.filter((address) => address.set_default === 1)).toHaveLength(1);
      expect(await defaultAddressId(customer.userId)).toBe(afterFirstBatch[0].id);

      for (let index = 5; index < 18; index += 1) await create(customer, { name: `Address ${index}` });
      const lastBatch = await Promise.all(
        Array.from({ length: 4 }, () => shop.api.post('/v2/user/shipping/create', addressBody(), customer.headers)),
      );
      expect(lastBatch.map((response) => response.status).sort()).toEqual([200, 200, 422, 422]);
      expect(await list(customer)).toHaveLength(20);
    });
  });

  describe('validation', () => {
    it('names every missing required field', async () => {
      const customer = await createCustomer(shop.db);
      const response = await shop.api.post('/v2/user/shipping/create', { email: '' }, customer.headers);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        result: false,
        success: false,
        message: 'The name field is required.',
        errors: {
          name: ['The name field is required.'],
          phone: ['The phone field is required.'],
          address: ['The address field is required.'],
          state_id: ['The state id field is required.'],
          city_id: ['The city id field is required.'],
        },
      });
    });

    it.each([
      ['a name over 100 characters', { name: 'n'.repeat(101) }, { name: ['The name field must not be greater than 100 characters.'] }],
      ['a landline phone', { phone: '029661920' }, { phone: ['The phone field must be a valid Bangladeshi mobile number.'] }],
      ['a malformed email', { email: 'nusrat@' }, { email: ['The email field must be a valid email address.'] }],
      [
        'an address over 500 characters',
        { address: 'a'.repeat(501) },
        { address: ['The address field must not be greater than 500 characters.'] },
      ],
      [
        'a long postal code',
        { postal_code: '12345678901' },
        { postal_code: ['The postal code field must not be greater than 10 characters.'] },
      ],
      ['a non-numeric state', { state_id: 'dhaka' }, { state_id: ['The state id field must be a whole number.'] }],
      ['a fractional city', { city_id: 1.5 }, { city_id: ['The city id field must be a whole number.'] }],
      ['a zero area', { area_id: 0 }, { area_id: ['The selected area id is invalid.'] }],
      ['an unknown state', { state_id: 999999 }, { state_id: ['The selected state id is invalid.'] }],
      ['an unknown country', { country_id: 999999 }, { country_id: ['The selected country id is invalid.'] }],
      ['an unknown area', { area_id: 999999 }, { area_id: ['The selected area id is invalid.'] }],
    ])('refuses %s', async (_label, overrides, errors) => {
      const customer = await createCustomer(shop.db);
      const response = await shop.api.post('/v2/user/shipping/create', addressBody(overrides), customer.headers);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ result: false, success: false, message: Object.values(errors)[0][0], errors });
      expect(await list(customer)).toEqual([]);
    });

    it('refuses a city of another division and an area of another district', async () => {
      const customer = await createCustomer(shop.db);
      const sylhet = await shop.db.selectFrom('cities').select('id').where('name', '=', 'Sylhet').executeTakeFirstOrThrow();
      const cityResponse = await shop.api.post(
        '/v2/user/shipping/create',
        addressBody({ city_id: sylhet.id, area_id: undefined }),
        customer.headers,
      );
      expect(cityResponse.status).toBe(422);
      expect(cityResponse.body.errors).toEqual({ city_id: ['The selected city id is invalid.'] });

      const dhanmondi = places.areaId;
      const gazipur = await shop.db.selectFrom('cities').select('id').where('name', '=', 'Gazipur').executeTakeFirstOrThrow();
      const areaResponse = await shop.api.post(
        '/v2/user/shipping/create',
        addressBody({ city_id: gazipur.id, area_id: dhanmondi }),
        customer.headers,
      );
      expect(areaResponse.status).toBe(422);
      expect(areaResponse.body.errors).toEqual({ area_id: ['The selected area id is invalid.'] });
      expect(await list(customer)).toEqual([]);
    });
  });

  describe('updating', () => {
    it('replaces the fields and answers the address with the fresh user', async () => {
      const customer = await createCustomer(shop.db);
      const address = await create(customer);
      const gazipur = await shop.db.selectFrom('cities').select('id').where('name', '=', 'Gazipur').executeTakeFirstOrThrow();
      const tongi = await shop.db.selectFrom('areas').select('id').where('name', '=', 'Tongi').executeTakeFirstOrThrow();
      const response = await shop.api.post(
        '/v2/user/shipping/update',
        addressBody({ id: address.id, name: 'Office', address: 'Station Road', city_id: gazipur.id, area_id: tongi.id, postal_code: '' }),
        customer.headers,
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        result: true,
        message: 'Shipping information has been updated successfully',
        data: {
          id: address.id,
          name: 'Office',
          address: 'Station Road',
          city_name: 'Gazipur',
          area_name: 'Tongi',
          postal_code: null,
          set_default: 1,
        },
        user: { id: customer.userId, default_address: { id: address.id, name: 'Office', city_name: 'Gazipur' } },
      });
    });

    it('needs the id of the address', async () => {
      const customer = await createCustomer(shop.db);
      for (const [id, message] of [
        [undefined, 'The id field is required.'],
        ['first', 'The id field must be a whole number.'],
      ]) {
        const response = await shop.api.post('/v2/user/shipping/update', addressBody({ id }), customer.headers);
        expect(response.status).toBe(422);
        expect(response.body.errors).toEqual({ id: [message] });
      }
    });

    it('answers 404 for an unknown address', async () => {
      const customer = await createCustomer(shop.db);
      const response = await shop.api.post('/v2/user/shipping/update', addressBody({ id: 999999 }), customer.headers);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ result: false, success: false, message: 'Address not found' });
    });
  });

  describe('the default address', () => {
    it('moves the default to the chosen address, keeping a single one', async () => {
      const customer = await createCustomer(shop.db);
      const first = await create(customer);
      const second = await create(customer, { name: 'Office' });
      const response = await shop.api.post('/v2/user/shipping/make_default', { id: String(second.id) }, customer.headers);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        result: true,
        message: 'Default shipping information has been updated',
        data: { id: second.id, set_default: 1 },
        user: { default_address: { id: second.id, name: 'Office', set_default: 1 } },
      });
      const addresses = await list(customer);
      expect(addresses.filter((address) => address.set_default === 1).map((address) => address.id)).toEqual([second.id]);
      expect(addresses.find((address) => address.id === first.id)?.set_default).toBe(0);
      expect(await defaultAddressId(customer.userId)).toBe(second.id);
    });

    it('refuses a missing or non-numeric id and answers 404 for an unknown one', async () => {
      const customer = await createCustomer(shop.db);
      const missing = await shop.api.post('/v2/user/shipping/make_default', {}, customer.headers);
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ id: ['The id field is required.'] });
      const nonNumeric = await shop.api.post('/v2/user/shipping/make_default', { id: 'home' }, customer.headers);
      expect(nonNumeric.status).toBe(422);
      const unknown = await shop.api.post('/v2/user/shipping/make_default', { id: 999999 }, customer.headers);
      expect(unknown.status).toBe(404);
    });
  });

  describe('deleting', () => {
    it('deletes an address that is not the default and keeps the default', async () => {
      const customer = await createCustomer(shop.db);
      const first = await create(customer);
      const second = await create(customer, { name: 'Office' });
      const response = await shop.api.post(`/v2/user/shipping/delete/${second.id}`, {}, customer.headers);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        result: true,
        message: 'Shipping information has been deleted',
        data: [expect.objectContaining({ id: first.id, set_default: 1 })],
        user: expect.objectContaining({ default_address: expect.objectContaining({ id: first.id }) }),
      });
      expect(await defaultAddressId(customer.userId)).toBe(first.id);
    });

    it('hands the default to the oldest address left, then to none', async () => {
      const customer = await createCustomer(shop.db);
      const first = await create(customer);
      const second = await create(customer, { name: 'Office' });
      const third = await create(customer, { name: 'Parents' });
      const afterFirst = await shop.api.get(`/v2/user/shipping/delete/${first.id}`, customer.headers);
      expect(afterFirst.body.user.default_address.id).toBe(second.id);
      expect((await list(customer)).map((address) => [address.id, address.set_default])).toEqual([
        [second.id, 1],
        [third.id, 0],
      ]);
      await shop.api.request('DELETE', `/v2/user/shipping/delete/${third.id}`, undefined, customer.headers);
      const afterLast = await shop.api.request('DELETE', `/v2/user/shipping/delete/${second.id}`, undefined, customer.headers);
      expect(afterLast.status).toBe(200);
      expect(afterLast.body.data).toEqual([]);
      expect(afterLast.body.user.default_address).toBeNull();
      expect(await defaultAddressId(customer.userId)).toBeNull();
      expect((await create(customer)).set_default).toBe(1);
    });

    it('refuses a non-numeric id and answers 404 for an unknown or already deleted one', async () => {
      const customer = await createCustomer(shop.db);
      const address = await create(customer);
      const nonNumeric = await shop.api.get('/v2/user/shipping/delete/home', customer.headers);
      expect(nonNumeric.status).toBe(422);
      expect(nonNumeric.body.errors).toEqual({ id: ['The id field must be a whole number.'] });
      expect((await shop.api.get(`/v2/user/shipping/delete/${address.id}`, customer.headers)).status).toBe(200);
      const again = await shop.api.get(`/v2/user/shipping/delete/${address.id}`, customer.headers);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ result: false, success: false, message: 'Address not found' });
    });
  });

  describe("another customer's addresses", () => {
    it('are never listed, changed, made default or deleted', async () => {
      const owner = await createCustomer(shop.db);
      const intruder = await createCustomer(shop.db);
      const first = await create(owner);
      const second = await create(owner, { name: 'Office' });
      const intruderOwn = await create(intruder, { name: 'Intruder home' });

      expect((await list(intruder)).map((address) => address.id)).toEqual([intruderOwn.id]);

      const update = await shop.api.post('/v2/user/shipping/update', addressBody({ id: second.id, name: 'Hijacked' }), intruder.headers);
      expect(update.status).toBe(404);
      expect(update.body).toEqual({ result: false, success: false, message: 'Address not found' });

      const makeDefault = await shop.api.post('/v2/user/shipping/make_default', { id: second.id }, intruder.headers);
      expect(makeDefault.status).toBe(404);
      expect(makeDefault.body).toEqual({ result: false, success: false, message: 'Address not found' });

      for (const method of ['GET', 'POST', 'DELETE']) {
        const remove = await shop.api.request(method, `/v2/user/shipping/delete/${first.id}`, undefined, intruder.headers);
        expect(remove.status).toBe(404);
        expect(remove.body).toEqual({ result: false, success: false, message: 'Address not found' });
      }

      expect((await list(owner)).map((address) => [address.id, address.name, address.set_default])).toEqual([
        [first.id, 'Nusrat Jahan', 1],
        [second.id, 'Office', 0],
      ]);
      expect(await defaultAddressId(intruder.userId)).toBe(intruderOwn.id);
    });
  });

  it('answers 401 to guests and to requests without a token', async () => {
    const guest = await createGuest(shop.db);
    const requests: Array<[string, string, unknown]> = [
      ['GET', '/v2/user/shipping/address', undefined],
      ['POST', '/v2/user/shipping/create', addressBody()],
      ['POST', '/v2/user/shipping/update', addressBody({ id: 1 })],
      ['POST', '/v2/user/shipping/make_default', { id: 1 }],
      ['GET', '/v2/user/shipping/delete/1', undefined],
      ['POST', '/v2/user/shipping/delete/1', undefined],
      ['DELETE', '/v2/user/shipping/delete/1', undefined],
    ];
    for (const [method, path, body] of requests) {
      for (const headers of [guest.headers, {}]) {
        const response = await shop.api.request(method, path, body, headers);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ result: false, success: false, message: 'Unauthenticated.' });
      }
    }
    const guestAddresses = await shop.db.selectFrom('addresses').select('id').where('user_id', '=', guest.userId).execute();
    expect(guestAddresses).toEqual([]);
  });
});
