import type { Insertable } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { MembershipsTable } from '@/server/db/types';

// Membership card types, the cards (memberships) and their online purchases.

export async function findActiveCardTypes(db: Db) {
  return db
    .selectFrom('membership_card_types')
    .select(['id', 'name', 'image', 'price', 'stroked_price', 'validity_days'])
    .where('status', '=', 1)
    .orderBy('price')
    .orderBy('id')
    .execute();
}

export async function findActiveCardType(db: Db, cardTypeId: number) {
  return db
    .selectFrom('membership_card_types')
    .select(['id', 'name', 'price', 'validity_days'])
    .where('id', '=', cardTypeId)
    .where('status', '=', 1)
    .executeTakeFirst();
}

export async function findActivePaymentType(db: Db, paymentTypeKey: string) {
  return db
    .selectFrom('payment_types')
    .select(['payment_type_key', 'payment_type', 'name'])
    .where('payment_type_key', '=', paymentTypeKey)
    .where('status', '=', 1)
    .executeTakeFirst();
}

export interface NewPurchase {
  userId: number;
  cardTypeId: number;
  amount: number;
  paymentType: string;
  gatewayReference: string;
}

export async function insertPurchase(db: Db, purchase: NewPurchase, now: Date): Promise<number> {
  const time = now.toISOString();
  const row = await db
    .insertInto('membership_purchases')
    .values({
      user_id: purchase.userId,
      card_type_id: purchase.cardTypeId,
      amount: purchase.amount,
      payment_type: purchase.paymentType,
      payment_status: 'pending',
      gateway_reference: purchase.gatewayReference,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findPurchaseByReference(db: Db, gatewayReference: string) {
  return db
    .selectFrom('membership_purchases')
    .innerJoin('membership_card_types', 'membership_card_types.id', 'membership_purchases.card_type_id')
    .select([
      'membership_purchases.id',
      'membership_purchases.user_id',
      'membership_purchases.card_type_id',
      'membership_purchases.amount',
      'membership_purchases.payment_type',
      'membership_purchases.payment_status',
      'membership_card_types.name as card_name',
      'membership_card_types.validity_days',
    ])
    .where('membership_purchases.gateway_reference', '=', gatewayReference)
    .executeTakeFirst();
}

/** Moves a pending purchase to its outcome; false when it was settled already. */
export async function settlePendingPurchase(db: Db, purchaseId: number, status: 'paid' | 'failed', now: Date): Promise<boolean> {
  const result = await db
    .updateTable('membership_purchases')
    .set({ payment_status: status, updated_at: now.toISOString() })
    .where('id', '=', purchaseId)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function linkPurchaseToMembership(db: Db, purchaseId: number, membershipId: number): Promise<void> {
  await db.updateTable('membership_purchases').set({ membership_id: membershipId }).where('id', '=', purchaseId).execute();
}

export async function findBuyer(db: Db, userId: number) {
  return db.selectFrom('users').select(['name', 'phone', 'email']).where('id', '=', userId).executeTakeFirst();
}

export async function membershipNumberExists(db: Db, membershipNo: string): Promise<boolean> {
  const row = await db.selectFrom('memberships').select('id').where('membership_no', '=', membershipNo).executeTakeFirst();
  return row !== undefined;
}

export async function insertMembership(db: Db, membership: Insertable<MembershipsTable>): Promise<number> {
  const row = await db.insertInto('memberships').values(membership).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findMembershipByNumber(db: Db, membershipNo: string) {
  return db
    .selectFrom('memberships')
    .select(['id', 'membership_no', 'holder_phone', 'holder_email', 'status', 'starts_at', 'expires_at'])
    .where('membership_no', '=', membershipNo)
    .executeTakeFirst();
}

export async function findUserMemberships(db: Db, userId: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('membership_card_types', 'membership_card_types.id', 'memberships.card_type_id')
    .leftJoin('membership_purchases', 'membership_purchases.membership_id', 'memberships.id')
    .select([
      'memberships.membership_no',
      'membership_card_types.name as card_name',
      'memberships.status',
      'memberships.expires_at',
      'membership_purchases.id as purchase_id',
    ])
    .where('memberships.user_id', '=', userId)
    .orderBy('memberships.id', 'desc')
    .execute();
}
