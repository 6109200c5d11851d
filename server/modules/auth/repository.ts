import type { Db } from '@/server/db/connection';
import type { User } from '@/server/db/types';
import type { Identifier } from './identifiers';

// Users as the auth endpoints see them: only live (not deleted) customers can sign in.

function liveCustomers(db: Db) {
  return db.selectFrom('users').selectAll().where('user_type', '=', 'customer').where('deleted_at', 'is', null);
}

export async function findLiveCustomerByIdentifier(db: Db, identifier: Identifier): Promise<User | null> {
  const user = await liveCustomers(db).where(identifier.kind, '=', identifier.value).executeTakeFirst();
  return user ?? null;
}

export async function findLiveCustomerByGoogleId(db: Db, googleId: string): Promise<User | null> {
  const user = await liveCustomers(db).where('google_id', '=', googleId).executeTakeFirst();
  return user ?? null;
}

export async function findLiveGuestId(db: Db, tempGuestUserNo: string): Promise<number | null> {
  const guest = await db
    .selectFrom('users')
    .select('id')
    .where('temp_guest_user_no', '=', tempGuestUserNo)
    .where('user_type', '=', 'guest')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return guest?.id ?? null;
}

export async function insertGuest(db: Db, tempGuestUserNo: string, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const row = await db
    .insertInto('users')
    .values({ user_type: 'guest', temp_guest_user_no: tempGuestUserNo, password_update: 1, created_at: nowIso, updated_at: nowIso })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewCustomer {
  name: string;
  email: string | null;
  phone: string | null;
  passwordHash: string | null;
  googleId: string | null;
  emailVerifiedAt: string | null;
}

export async function insertCustomer(db: Db, customer: NewCustomer, now: Date): Promise<User> {
  const nowIso = now.toISOString();
  return db
    .insertInto('users')
    .values({
      user_type: 'customer',
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      password_hash: customer.passwordHash,
      password_update: 1,
      google_id: customer.googleId,
      email_verified_at: customer.emailVerifiedAt,
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface GoogleLink {
  googleId: string;
  /** Drops the stored password as well. */
  clearPassword: boolean;
}

/** Google has verified the e-mail address, so it counts as verified from now on. */
export async function linkGoogleAccount(db: Db, user: User, link: GoogleLink, now: Date): Promise<User> {
  return db
    .updateTable('users')
    .set({
      google_id: link.googleId,
      email_verified_at: user.email_verified_at ?? now.toISOString(),
      password_hash: link.clearPassword ? null : user.password_hash,
      updated_at: now.toISOString(),
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Receiving a code at the address proves the customer owns it. */
export async function markContactVerified(db: Db, userId: number, identifier: Identifier, now: Date): Promise<void> {
  const column = identifier.kind === 'email' ? 'email_verified_at' : 'phone_verified_at';
  await db.updateTable('users').set({ [column]: now.toISOString() }).where('id', '=', userId).where(column, 'is', null).execute();
}

export async function setPassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_update: 1, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

export async function revokeOtherTokens(db: Db, userId: number, keptTokenId: number, now: Date): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('id', '!=', keptTokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A unique index refused the row (SQLite and PostgreSQL report it differently). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
