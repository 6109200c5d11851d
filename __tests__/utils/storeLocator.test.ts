import { matchingCity, storesInCity } from '@/utils/storeLocator';

const CITIES = ['Chattogram', 'Dhaka', 'Sylhet'];
const STORES = [
  { id: 1, city: 'Dhaka' },
  { id: 2, city: 'Sylhet' },
  { id: 3, city: 'Dhaka' },
  { id: 4, city: null },
];

describe('matchingCity', () => {
  it("answers the shop's spelling of a city asked for in any case", () => {
    expect(matchingCity(CITIES, 'dhaka')).toBe('Dhaka');
    expect(matchingCity(CITIES, ' SYLHET ')).toBe('Sylhet');
  });

  it('answers null for no city, a blank one or one without a store', () => {
    expect(matchingCity(CITIES, undefined)).toBeNull();
    expect(matchingCity(CITIES, '  ')).toBeNull();
    expect(matchingCity(CITIES, 'Rajshahi')).toBeNull();
  });
});

describe('storesInCity', () => {
  it('keeps the stores of the city in their order', () => {
    expect(storesInCity(STORES, 'Dhaka').map((store) => store.id)).toEqual([1, 3]);
    expect(storesInCity(STORES, 'dhaka').map((store) => store.id)).toEqual([1, 3]);
  });

  it('keeps every store when no city is chosen', () => {
    expect(storesInCity(STORES, null)).toEqual(STORES);
  });
});
