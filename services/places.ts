import { http, requestConfig, type RequestOptions } from './http';
import type { AreasOfCity, CitiesOfState, City, Place, StatesOfCountry } from '@/contract/account';

async function listPlaces(path: string, options?: RequestOptions): Promise<Place[]> {
  const response = await http.get(path, requestConfig(options), 'places');
  return response.data.data;
}

export function listCountries(options?: RequestOptions): Promise<Place[]> {
  return listPlaces('/v2/countries', options);
}

export function listStates(countryId: number, options?: RequestOptions): Promise<Place[]> {
  const country: StatesOfCountry = { country_id: countryId };
  return listPlaces(`/v2/states-by-country/${country.country_id}`, options);
}

export async function listCities(stateId: number, options?: RequestOptions): Promise<City[]> {
  const state: CitiesOfState = { state_id: stateId };
  const response = await http.get(`/v2/cities-by-state/${state.state_id}`, requestConfig(options), 'cities');
  return response.data.data;
}

export function listAreas(cityId: number, options?: RequestOptions): Promise<Place[]> {
  const city: AreasOfCity = { city_id: cityId };
  return listPlaces(`/v2/areas-by-city/${city.city_id}`, options);
}
