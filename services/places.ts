import { http, requestConfig, type RequestOptions } from './http';
import type { City, Place, ReadResponse } from './types';

async function listPlaces<T extends Place>(path: string, options?: RequestOptions): Promise<T[]> {
  const response = await http.get<ReadResponse<T[]>>(path, requestConfig(options));
  return response.data.data;
}

export function listCountries(options?: RequestOptions): Promise<Place[]> {
  return listPlaces('/v2/countries', options);
}

export function listStates(countryId: number, options?: RequestOptions): Promise<Place[]> {
  return listPlaces(`/v2/states-by-country/${countryId}`, options);
}

export function listCities(stateId: number, options?: RequestOptions): Promise<City[]> {
  return listPlaces<City>(`/v2/cities-by-state/${stateId}`, options);
}

export function listAreas(cityId: number, options?: RequestOptions): Promise<Place[]> {
  return listPlaces(`/v2/areas-by-city/${cityId}`, options);
}
