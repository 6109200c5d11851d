import type { Db } from '@/server/db/connection';
import { createSignedInUser, type SignedIn } from '../support/fixtures';

// Customers and guests made directly in the database, with a bearer token, so that account tests
// do not depend on the sign-up endpoints.

let sequence = 0;

export interface TestCustomer extends SignedIn {
  email: string;
  phone: string;
  token: string;
}

function nextNumber(): string {
  sequence += 1;
  return String(sequence).padStart(6, '0');
}

export async function createCustomer(db: Db, name = 'Test Customer'): Promise<TestCustomer> {
  const number = nextNumber();
  const email = `customer${number}@account.test`;
  const phone = `01819${number}`;
  const now = new Date();
  const verifiedAt = now.toISOString();
  const signedIn = await createSignedInUser(
    db,
    {
      user_type: 'customer',
      name,
      email,
      phone,
      password_hash: 'not-a-real-hash',
      password_update: 1,
      affiliate_status: 0,
      affiliate: 0,
      email_verified_at: verifiedAt,
      phone_verified_at: verifiedAt,
    },
    now,
  );
  return { ...signedIn, email, phone };
}

export function createGuest(db: Db): Promise<SignedIn> {
  return createSignedInUser(db, {
    user_type: 'guest',
    temp_guest_user_no: `guest-${nextNumber()}-${Math.random().toString(36).slice(2)}`,
    password_update: 0,
    affiliate_status: 0,
    affiliate: 0,
  });
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
