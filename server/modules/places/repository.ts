import type { Db } from '@/server/db/connection';

// Bangladesh's places for the address pickers: countries, divisions (states), districts (cities)
// and thanas (areas). An unknown parent id simply has no children.

export interface Place {
  id: number;
  name: string;
}

export interface CityPlace extends Place {
  is_inside_dhaka: number;
}

export async function findCountries(db: Db): Promise<Place[]> {
  return db.selectFrom('countries').select(['id', 'name']).execute();
}

export async function findStatesOfCountry(db: Db, countryId: number): Promise<Place[]> {
  return db.selectFrom('states').select(['id', 'name']).where('country_id', '=', countryId).execute();
}

/** The cities of one state, or every city when no state is given. */
export async function findCities(db: Db, stateId?: number): Promise<CityPlace[]> {
  return db
    .selectFrom('cities')
    .select(['id', 'name', 'is_inside_dhaka'])
    .$if(stateId !== undefined, (query) => query.where('state_id', '=', stateId!))
    .execute();
}

export async function findAreasOfCity(db: Db, cityId: number): Promise<Place[]> {
  return db.selectFrom('areas').select(['id', 'name']).where('city_id', '=', cityId).execute();
}

export async function findCountry(db: Db, countryId: number) {
  return db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
}

export async function findState(db: Db, stateId: number) {
  return db.selectFrom('states').select(['id', 'country_id']).where('id', '=', stateId).executeTakeFirst();
}

export async function findCity(db: Db, cityId: number) {
  return db.selectFrom('cities').select(['id', 'state_id']).where('id', '=', cityId).executeTakeFirst();
}

export async function findArea(db: Db, areaId: number) {
  return db.selectFrom('areas').select(['id', 'city_id']).where('id', '=', areaId).executeTakeFirst();
}
