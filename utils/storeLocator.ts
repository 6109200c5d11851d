// The store locator's city filter: the API matches cities without regard to case, and so does this,
// so that `?city=dhaka` and `?city=Dhaka` show the same stores.

function sameCity(left: string, right: string): boolean {
  return left.trim().toLocaleLowerCase('en') === right.trim().toLocaleLowerCase('en');
}

/** The city as the shop spells it, or null when nothing or an unknown city was asked for. */
export function matchingCity(cities: string[], requested: string | null | undefined): string | null {
  if (!requested?.trim()) return null;
  return cities.find((city) => sameCity(city, requested)) ?? null;
}

/** The stores in `city`, in their order; every store when no city is chosen. */
export function storesInCity<Store extends { city: string | null }>(stores: Store[], city: string | null): Store[] {
  if (!city) return stores;
  return stores.filter((store) => store.city !== null && sameCity(store.city, city));
}
