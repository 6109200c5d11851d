import { setUpTestShop } from '../support/testApi';

const STORE_FIELDS = ['address', 'area', 'city', 'email', 'id', 'latitude', 'longitude', 'map_link', 'name', 'opening_hours', 'phone'];

describe('GET /v2/store-locator', () => {
  const shop = setUpTestShop();

  it('lists every store with the cities to filter by', async () => {
    const response = await shop.api.get('/v2/store-locator');
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const stores = response.body.data;
    expect(stores).toHaveLength(8);
    for (const store of stores) {
      expect(Object.keys(store).sort()).toEqual(STORE_FIELDS);
      expect(store.map_link).toMatch(/^https:\/\//);
    }
    const cities = response.body.cities;
    expect(cities).toEqual([...new Set(stores.map((store: { city: string }) => store.city))].sort());
    expect(cities.length).toBeGreaterThan(1);
  });

  it('filters by city whatever its letter case, keeping all cities on offer', async () => {
    const all = await shop.api.get('/v2/store-locator');
    const response = await shop.api.get('/v2/store-locator?city=dhaka');
    const dhakaStores = all.body.data.filter((store: { city: string }) => store.city === 'Dhaka');
    expect(dhakaStores.length).toBeGreaterThan(1);
    expect(response.body.data).toEqual(dhakaStores);
    expect(response.body.cities).toEqual(all.body.cities);
  });

  it('answers an empty list for a city without stores', async () => {
    const response = await shop.api.get('/v2/store-locator?city=Atlantis');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
    expect(response.body.cities.length).toBeGreaterThan(1);
  });

  it('treats an empty city as no filter', async () => {
    const [all, empty] = await Promise.all([shop.api.get('/v2/store-locator'), shop.api.get('/v2/store-locator?city=')]);
    expect(empty.body.data).toEqual(all.body.data);
  });

  it('gives a store without a stored map link Google Maps directions to its coordinates', async () => {
    const { id } = await shop.db
      .insertInto('stores')
      .values({ name: 'Rajshahi Store', city: 'Rajshahi', address: 'Shaheb Bazar', latitude: 24.375, longitude: 88.625 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await shop.api.get('/v2/store-locator?city=Rajshahi');
    expect(response.body.data).toEqual([
      expect.objectContaining({ id, map_link: 'https://www.google.com/maps/dir/?api=1&destination=24.375%2C88.625' }),
    ]);
    expect(response.body.cities).toContain('Rajshahi');
    await shop.db.deleteFrom('stores').where('id', '=', id).execute();
  });

  it('refuses a repeated city parameter with a field error', async () => {
    const response = await shop.api.get('/v2/store-locator?city=Dhaka&city=Sylhet');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ result: false, errors: { city: [expect.any(String)] } });
  });
});
