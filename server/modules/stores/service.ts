import type * as z from 'zod/mini';
import type { storeLocator } from '@/contract/stores';
import type { Db } from '../../db/connection';
import { directionsLink, sortCities } from './directions';
import { listStoreCities, listStores } from './repository';

type StoreLocator = z.input<typeof storeLocator>;

export async function getStoreLocator(db: Db, city?: string): Promise<{ stores: StoreLocator['data']; cities: StoreLocator['cities'] }> {
  const [stores, cities] = await Promise.all([listStores(db, city), listStoreCities(db)]);
  return {
    stores: stores.map((store) => ({ ...store, map_link: directionsLink(store) })),
    cities: sortCities(cities),
  };
}
