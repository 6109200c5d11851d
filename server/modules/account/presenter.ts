import type { Address, User as UserAnswer } from '@/contract/account';
import type { Db } from '../../db/connection';
import type { User } from '../../db/types';

// The user object as every auth and account answer carries it.

function addressQuery(db: Db) {
  return db
    .selectFrom('addresses')
    .leftJoin('countries', 'countries.id', 'addresses.country_id')
    .leftJoin('states', 'states.id', 'addresses.state_id')
    .leftJoin('cities', 'cities.id', 'addresses.city_id')
    .leftJoin('areas', 'areas.id', 'addresses.area_id')
    .select([
      'addresses.id',
      'addresses.name',
      'addresses.phone',
      'addresses.email',
      'addresses.address',
      'addresses.country_id',
      'countries.name as country_name',
      'addresses.state_id',
      'states.name as state_name',
      'addresses.city_id',
      'cities.name as city_name',
      'addresses.area_id',
      'areas.name as area_name',
      'addresses.postal_code',
      'addresses.is_default',
    ]);
}

type AddressRow = Awaited<ReturnType<ReturnType<typeof addressQuery>['executeTakeFirstOrThrow']>>;

function presentAddress({ is_default, ...address }: AddressRow): Address {
  return { ...address, set_default: is_default === 1 ? 1 : 0 };
}

/** A user's addresses, default first; always filtered by the owner. */
export async function listUserAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await addressQuery(db)
    .where('addresses.user_id', '=', userId)
    .orderBy('addresses.is_default', 'desc')
    .orderBy('addresses.id')
    .execute();
  return rows.map(presentAddress);
}

export async function findUserAddress(db: Db, userId: number, addressId: number): Promise<Address | null> {
  const row = await addressQuery(db)
    .where('addresses.user_id', '=', userId)
    .where('addresses.id', '=', addressId)
    .executeTakeFirst();
  return row ? presentAddress(row) : null;
}

export async function presentUser(db: Db, user: User): Promise<UserAnswer> {
  const defaultAddress = user.default_address_id ? await findUserAddress(db, user.id, user.default_address_id) : null;
  return {
    id: user.id,
    type: user.user_type,
    name: user.name,
    email: user.email,
    phone: user.phone,
    password_update: user.password_update,
    affiliate_status: user.affiliate_status,
    affiliate: user.affiliate,
    referral_code: user.referral_code,
    default_address: defaultAddress,
  };
}

export async function findActiveUser(db: Db, userId: number): Promise<User | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return user ?? null;
}
