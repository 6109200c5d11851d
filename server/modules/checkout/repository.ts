import type { Db } from '@/server/db/connection';

// What the checkout reads: payment types, the guest checkout setting, the caller's saved
// addresses and the places an address names.

export async function findActivePaymentTypes(db: Db) {
  return db
    .selectFrom('payment_types')
    .select(['payment_type', 'payment_type_key', 'image', 'name', 'title'])
    .where('status', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export type PaymentTypeRow = Awaited<ReturnType<typeof findActivePaymentTypes>>[number];

export async function findSettingValue(db: Db, type: string): Promise<string | null> {
  const row = await db.selectFrom('business_settings').select('value').where('type', '=', type).executeTakeFirst();
  return row?.value ?? null;
}

/** One of the caller's saved addresses with the names of its places; another user's is not found. */
export async function findOwnAddressWithPlaces(db: Db, userId: number, addressId: number) {
  return db
    .selectFrom('addresses')
    .leftJoin('countries', 'countries.id', 'addresses.country_id')
    .leftJoin('states', 'states.id', 'addresses.state_id')
    .leftJoin('cities', 'cities.id', 'addresses.city_id')
    .leftJoin('areas', 'areas.id', 'addresses.area_id')
    .select([
      'addresses.name',
      'addresses.phone',
      'addresses.email',
      'addresses.address',
      'addresses.city_id',
      'addresses.postal_code',
      'countries.name as country_name',
      'states.name as state_name',
      'cities.name as city_name',
      'areas.name as area_name',
    ])
    .where('addresses.user_id', '=', userId)
    .where('addresses.id', '=', addressId)
    .executeTakeFirst();
}

export type SavedAddressRow = NonNullable<Awaited<ReturnType<typeof findOwnAddressWithPlaces>>>;

export async function findCountryName(db: Db, countryId: number) {
  return db.selectFrom('countries').select(['id', 'name']).where('id', '=', countryId).executeTakeFirst();
}

export async function findDivision(db: Db, stateId: number) {
  return db.selectFrom('states').select(['id', 'name', 'country_id']).where('id', '=', stateId).executeTakeFirst();
}

export async function findDistrict(db: Db, cityId: number) {
  return db.selectFrom('cities').select(['id', 'name', 'state_id']).where('id', '=', cityId).executeTakeFirst();
}

export async function findThana(db: Db, areaId: number | null) {
  if (areaId === null) return undefined;
  return db.selectFrom('areas').select(['id', 'name', 'city_id']).where('id', '=', areaId).executeTakeFirst();
}

export async function districtHasThanas(db: Db, districtId: number): Promise<boolean> {
  const row = await db.selectFrom('areas').select('id').where('city_id', '=', districtId).executeTakeFirst();
  return row !== undefined;
}
