import { http, requestConfig, type RequestOptions } from './http';
import type { StoreLocator, StoreLocatorQuery } from '@/contract/stores';

export type { Store } from '@/contract/stores';

/** `GET /v2/store-locator?city=`: the stores, in one city when `city` is given (case ignored). */
export async function getStoreLocator(city?: string, options?: RequestOptions): Promise<StoreLocator> {
  const query: StoreLocatorQuery = city ? { city } : {};
  const response = await http.get('/v2/store-locator', requestConfig(options, { params: query }), 'storeLocator');
  return { stores: response.data.data, cities: response.data.cities };
}
