import type { Db } from '@/server/db/connection';
import type { AddressesTable } from '@/server/db/types';
import type { Insertable } from 'kysely';

// Address rows, always filtered by their owner.

export type AddressFields = Omit<Insertable<AddressesTable>, 'id' | 'user_id' | 'is_default' | 'created_at' | 'updated_at'>;

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function isOwnAddress(db: Db, userId: number, addressId: number): Promise<boolean> {
  const row = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).where('id', '=', addressId).executeTakeFirst();
  return row !== undefined;
}

export async function findDefaultAddressId(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('default_address_id').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.default_address_id;
}

/** The address that takes over as default: the oldest one left. */
export async function findOldestAddressId(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('id').limit(1).executeTakeFirst();
  return row?.id ?? null;
}

export async function insertAddress(db: Db, userId: number, fields: AddressFields, now: string): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ ...fields, user_id: userId, is_default: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the customer has no such address. */
export async function updateAddress(db: Db, userId: number, addressId: number, fields: AddressFields, now: string): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set({ ...fields, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', addressId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAddress(db: Db, userId: number, addressId: number): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', addressId).execute();
}

/** One default per customer: the flag on the address and the user's pointer agree. */
export async function setDefaultAddress(db: Db, userId: number, addressId: number | null, now: string): Promise<void> {
  await db.updateTable('addresses').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1).execute();
  if (addressId !== null) {
    await db.updateTable('addresses').set({ is_default: 1 }).where('user_id', '=', userId).where('id', '=', addressId).execute();
  }
  await db.updateTable('users').set({ default_address_id: addressId, updated_at: now }).where('id', '=', userId).execute();
}
