import type { Db } from '@/server/db/connection';
import { issueAccessToken, TOKEN_LIFETIME_SECONDS } from '@/server/security/tokens';

// Customers and guests made directly in the database, with a bearer token, so that account tests
// do not depend on the sign-up endpoints.

let sequence = 0;

export interface TestCustomer {
  userId: number;
  email: string;
  phone: string;
  token: string;
  headers: Record<string, string>;
}

function nextNumber(): string {
  sequence += 1;
  return String(sequence).padStart(6, '0');
}

export async function signIn(db: Db, userId: number): Promise<{ token: string; headers: Record<string, string> }> {
  const { token } = await issueAccessToken(db, userId, TOKEN_LIFETIME_SECONDS.session, new Date());
  return { token, headers: { Authorization: `Bearer ${token}` } };
}

export async function createCustomer(db: Db, name = 'Test Customer'): Promise<TestCustomer> {
  const number = nextNumber();
  const email = `customer${number}@account.test`;
  const phone = `01819${number}`;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      user_type: 'customer',
      name,
      email,
      phone,
      password_hash: 'not-a-real-hash',
      password_update: 1,
      affiliate_status: 0,
      affiliate: 0,
      email_verified_at: now,
      phone_verified_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: id, email, phone, ...(await signIn(db, id)) };
}

export async function createGuest(db: Db): Promise<{ userId: number; headers: Record<string, string> }> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      user_type: 'guest',
      temp_guest_user_no: `guest-${nextNumber()}-${Math.random().toString(36).slice(2)}`,
      password_update: 0,
      affiliate_status: 0,
      affiliate: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: id, headers: (await signIn(db, id)).headers };
}

/** Ids of the seeded places an address needs: Dhaka division, Dhaka district and one of its thanas. */
export async function dhakaPlaces(db: Db) {
  const country = await db.selectFrom('countries').select('id').where('code', '=', 'BD').executeTakeFirstOrThrow();
  const state = await db.selectFrom('states').select('id').where('name', '=', 'Dhaka').executeTakeFirstOrThrow();
  const city = await db.selectFrom('cities').select('id').where('name', '=', 'Dhaka').executeTakeFirstOrThrow();
  const area = await db
    .selectFrom('areas')
    .select('id')
    .where('city_id', '=', city.id)
    .where('name', '=', 'Dhanmondi')
    .executeTakeFirstOrThrow();
  return { countryId: country.id, stateId: state.id, cityId: city.id, areaId: area.id };
}
