import { http, requestConfig, type RequestOptions } from './http';
import type { ReadResponse } from '@/contract/envelope';

/** One shop of `GET /v2/store-locator`. */
export interface Store {
  id: number;
  name: string;
  city: string | null;
  area: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  opening_hours: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The stored directions link, or Google Maps directions to the coordinates. */
  map_link: string | null;
}

export interface StoreLocator {
  stores: Store[];
  /** Every city that has a store, sorted, whatever the filter. */
  cities: string[];
}

/** `GET /v2/store-locator?city=`: the stores, in one city when `city` is given (case ignored). */
export async function getStoreLocator(city?: string, options?: RequestOptions): Promise<StoreLocator> {
  const response = await http.get<ReadResponse<Store[]> & { cities: string[] }>(
    '/v2/store-locator',
    requestConfig(options, { params: city ? { city } : {} }),
  );
  return { stores: response.data.data, cities: response.data.cities };
}
