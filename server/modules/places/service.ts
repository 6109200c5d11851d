import type { City, Place as PlaceAnswer } from '@/contract/account';
import type { Db } from '@/server/db/connection';
import { type FieldErrors, ValidationError } from '@/server/http/errors';
import {
  findArea,
  findAreasOfCity,
  findCities,
  findCity,
  findCountries,
  findCountry,
  findState,
  findStatesOfCountry,
  type Place,
} from './repository';

const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

/** Pickers list places alphabetically, the same way on SQLite and PostgreSQL whatever their collation. */
export function sortByName<Item extends Place>(places: Item[]): Item[] {
  return [...places].sort((first, second) => NAME_ORDER.compare(first.name, second.name) || first.id - second.id);
}

export async function listCountries(db: Db): Promise<PlaceAnswer[]> {
  return sortByName(await findCountries(db));
}

export async function listStates(db: Db, countryId: number): Promise<PlaceAnswer[]> {
  return sortByName(await findStatesOfCountry(db, countryId));
}

export async function listCities(db: Db, stateId?: number): Promise<City[]> {
  return sortByName(await findCities(db, stateId));
}

export async function listAreas(db: Db, cityId: number): Promise<PlaceAnswer[]> {
  return sortByName(await findAreasOfCity(db, cityId));
}

export interface AddressPlaces {
  countryId?: number;
  stateId: number;
  cityId: number;
  areaId?: number;
}

export interface CheckedAddressPlaces {
  countryId: number;
  stateId: number;
  cityId: number;
  areaId: number | null;
}

/**
 * The places of an address must exist and belong together: the state in the country, the city in
 * the state, the area in the city. Without a country, the state's country is taken.
 */
export async function checkAddressPlaces(db: Db, places: AddressPlaces): Promise<CheckedAddressPlaces> {
  const country = places.countryId === undefined ? undefined : await findCountry(db, places.countryId);
  const state = await findState(db, places.stateId);
  const city = await findCity(db, places.cityId);
  const area = places.areaId === undefined ? undefined : await findArea(db, places.areaId);
  const errors: FieldErrors = {};
  if (places.countryId !== undefined && !country) errors.country_id = ['The selected country id is invalid.'];
  if (!state || (country && state.country_id !== country.id)) errors.state_id = ['The selected state id is invalid.'];
  if (!city || (state && city.state_id !== state.id)) errors.city_id = ['The selected city id is invalid.'];
  if (places.areaId !== undefined && (!area || (city && area.city_id !== city.id))) errors.area_id = ['The selected area id is invalid.'];
  if (!state || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { countryId: state.country_id, stateId: places.stateId, cityId: places.cityId, areaId: places.areaId ?? null };
}
