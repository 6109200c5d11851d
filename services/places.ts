import { http, requestConfig, type RequestOptions } from './http';
import type { City, Place } from '@/contract/account';

async function listPlaces(path: string, options?: RequestOptions): Promise<Place[]> {
  const response = await http.get(path, requestConfig(options), 'places');
  return response.data.data;
}

export function listCountries(options?: RequestOptions): Promise<Place[]> {
  return listPlaces('/v2/countries', options);
}

export function listStates(countryId: number, options?: RequestOptions): Promise<Place[]> {
  return listPlaces(`/v2/states-by-country/${countryId}`, options);
}

export async function listCities(stateId: number, options?: RequestOptions): Promise<City[]> {
  const response = await http.get(`/v2/cities-by-state/${stateId}`, requestConfig(options), 'cities');
  return response.data.data;
}

export function listAreas(cityId: number, options?: RequestOptions): Promise<Place[]> {
  return listPlaces(`/v2/areas-by-city/${cityId}`, options);
}
