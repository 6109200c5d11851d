import { sql } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { UserUpdate } from '@/server/db/types';

// The customer's own user row. Email and phone are unique columns, so any other row holding one
// of them blocks it, compared without regard to letter case for emails.

export async function isEmailTakenByAnotherUser(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isPhoneTakenByAnotherUser(db: Db, phone: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).where('id', '!=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function updateUser(db: Db, userId: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Writing the user row first makes concurrent changes of one account wait for each other; false once it is deleted. */
export async function lockActiveUser(db: Db, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ updated_at: now })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
