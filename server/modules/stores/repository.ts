import type { Db } from '../../db/connection';

// City names match whatever their letter case, so `?city=dhaka` finds the Dhaka stores.
export function listStores(db: Db, city?: string) {
  let query = db
    .selectFrom('stores')
    .select([
      'id',
      'name',
      'city',
      'area',
      'address',
      'phone',
      'email',
      'opening_hours',
      'latitude',
      'longitude',
      'map_link',
    ])
    .orderBy('position')
    .orderBy('id');
  if (city !== undefined) {
    query = query.where((eb) => eb(eb.fn('lower', ['city']), '=', eb.fn('lower', [eb.val(city)])));
  }
  return query.execute();
}

export async function listStoreCities(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('stores').select('city').distinct().execute();
  return rows.map((row) => row.city);
}
