export interface StoreLocation {
  name: string;
  address: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  map_link: string | null;
}

const GOOGLE_MAPS_DIRECTIONS = 'https://www.google.com/maps/dir/';

/** The stored map link, else Google Maps directions to the coordinates, else to the written address. */
export function directionsLink(store: StoreLocation): string {
  if (store.map_link) return store.map_link;
  const hasCoordinates = store.latitude !== null && store.longitude !== null;
  const destination = hasCoordinates
    ? `${store.latitude},${store.longitude}`
    : `${store.name}, ${store.address}, ${store.city}`;
  return `${GOOGLE_MAPS_DIRECTIONS}?${new URLSearchParams({ api: '1', destination })}`;
}

/** Alphabetical and independent of the database's collation, so both dialects agree. */
export function sortCities(cities: string[]): string[] {
  return [...new Set(cities)].sort((first, second) => first.localeCompare(second, 'en'));
}
