import type { Db } from '../../db/connection';
import { directionsLink, sortCities } from './directions';
import { listStoreCities, listStores } from './repository';

export async function getStoreLocator(db: Db, city?: string) {
  const [stores, cities] = await Promise.all([listStores(db, city), listStoreCities(db)]);
  return {
    stores: stores.map((store) => ({ ...store, map_link: directionsLink(store) })),
    cities: sortCities(cities),
  };
}
