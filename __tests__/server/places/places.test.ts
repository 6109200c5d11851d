import { DISTRICTS_BY_DIVISION, THANAS_BY_DISTRICT } from '@/server/db/seed/places';
import { sortByName } from '@/server/modules/places/service';
import { setUpTestShop } from '../support/testApi';

const DIVISIONS = ['Barishal', 'Chattogram', 'Dhaka', 'Khulna', 'Mymensingh', 'Rajshahi', 'Rangpur', 'Sylhet'];

describe('place pickers', () => {
  const shop = setUpTestShop();

  async function idOf(table: 'countries' | 'states' | 'cities', name: string): Promise<number> {
    const row = await shop.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow();
    return row.id;
  }

  it('lists the countries', async () => {
    const response = await shop.api.get('/v2/countries');
    expect(response.status).toBe(200);
    const bangladesh = { id: await idOf('countries', 'Bangladesh'), name: 'Bangladesh' };
    expect(response.body).toEqual({ success: true, status: 200, data: [bangladesh] });
  });

  it("lists a country's eight divisions by name", async () => {
    const response = await shop.api.get(`/v2/states-by-country/${await idOf('countries', 'Bangladesh')}`);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.data.map((state: { name: string }) => state.name)).toEqual(DIVISIONS);
    for (const state of response.body.data) expect(Object.keys(state).sort()).toEqual(['id', 'name']);
  });

  it("lists a division's districts by name, with whether they are inside Dhaka", async () => {
    const response = await shop.api.get(`/v2/cities-by-state/${await idOf('states', 'Dhaka')}`);
    expect(response.status).toBe(200);
    const cities = response.body.data;
    expect(cities.map((city: { name: string }) => city.name)).toEqual([...DISTRICTS_BY_DIVISION.Dhaka].sort());
    expect(cities[0]).toEqual({ id: expect.any(Number), name: 'Dhaka', is_inside_dhaka: 1 });
    expect(cities.filter((city: { is_inside_dhaka: number }) => city.is_inside_dhaka === 1)).toHaveLength(1);
    expect(cities.find((city: { name: string }) => city.name === 'Gazipur').is_inside_dhaka).toBe(0);
  });

  it('orders names with punctuation the same way on every database', async () => {
    const response = await shop.api.get(`/v2/cities-by-state/${await idOf('states', 'Chattogram')}`);
    expect(response.body.data.map((city: { name: string }) => city.name)).toEqual([
      'Bandarban',
      'Brahmanbaria',
      'Chandpur',
      'Chattogram',
      "Cox's Bazar",
      'Cumilla',
      'Feni',
      'Khagrachhari',
      'Lakshmipur',
      'Noakhali',
      'Rangamati',
    ]);
  });

  it('answers the same districts by query string', async () => {
    const stateId = await idOf('states', 'Sylhet');
    const [byPath, byQuery] = await Promise.all([
      shop.api.get(`/v2/cities-by-state/${stateId}`),
      shop.api.get(`/v2/cities?state_id=${stateId}`),
    ]);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body).toEqual(byPath.body);
    expect(byQuery.body.data.map((city: { name: string }) => city.name)).toEqual(['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet']);
  });

  it('lists all 64 districts by name without a state', async () => {
    for (const path of ['/v2/cities', '/v2/cities?state_id=']) {
      const response = await shop.api.get(path);
      expect(response.status).toBe(200);
      const names = response.body.data.map((city: { name: string }) => city.name);
      expect(names).toHaveLength(64);
      expect(names[0]).toBe('Bagerhat');
      expect(names.at(-1)).toBe('Thakurgaon');
    }
  });

  it("lists a district's thanas by name", async () => {
    const response = await shop.api.get(`/v2/areas-by-city/${await idOf('cities', 'Narayanganj')}`);
    expect(response.status).toBe(200);
    expect(response.body.data.map((area: { name: string }) => area.name)).toEqual([...THANAS_BY_DISTRICT.Narayanganj].sort());
    for (const area of response.body.data) expect(Object.keys(area).sort()).toEqual(['id', 'name']);
  });

  it('answers an empty list for a district without thanas and for unknown parents', async () => {
    const feni = await idOf('cities', 'Feni');
    const paths = [
      `/v2/areas-by-city/${feni}`,
      '/v2/areas-by-city/999999',
      '/v2/cities-by-state/999999',
      '/v2/cities?state_id=999999',
      '/v2/states-by-country/999999',
    ];
    for (const path of paths) {
      const response = await shop.api.get(path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, status: 200, data: [] });
    }
  });

  it.each([
    ['/v2/states-by-country/abc', 'country_id', 'The country id field must be a whole number.'],
    ['/v2/states-by-country/0', 'country_id', 'The country id field must be at least 1.'],
    ['/v2/cities-by-state/1.5', 'state_id', 'The state id field must be a whole number.'],
    ['/v2/cities-by-state/-3', 'state_id', 'The state id field must be a whole number.'],
    ['/v2/cities?state_id=dhaka', 'state_id', 'The state id field must be a whole number.'],
    ['/v2/cities?state_id=1&state_id=2', 'state_id', 'The state id field must be a single value.'],
    ['/v2/cities-by-state/99999999999', 'state_id', 'The state id field must not be greater than 2147483647.'],
    ['/v2/areas-by-city/x1', 'city_id', 'The city id field must be a whole number.'],
  ])('refuses %s with a field error', async (path, field, message) => {
    const response = await shop.api.get(path);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ result: false, success: false, message, errors: { [field]: [message] } });
  });

  it('needs no sign-in', async () => {
    const response = await shop.api.get('/v2/countries', { Authorization: 'Bearer not-a-token' });
    expect(response.status).toBe(200);
  });
});

describe('sortByName', () => {
  it('sorts without regard to letter case and keeps equal names in id order', () => {
    const places = [
      { id: 3, name: 'banani' },
      { id: 1, name: 'Badda' },
      { id: 4, name: 'Bandar' },
      { id: 2, name: 'Bandar' },
      { id: 5, name: 'Adabor' },
    ];
    expect(sortByName(places).map((place) => place.id)).toEqual([5, 1, 3, 2, 4]);
    expect(places[0].id).toBe(3);
  });
});
