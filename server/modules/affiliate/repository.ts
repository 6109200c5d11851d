import type { Selectable } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { AffiliateUsersTable } from '@/server/db/types';

// Affiliate profiles (`affiliate_users`, one per customer) and the affiliate flags and referral
// code of their user rows. Every query takes `db`, which may be a transaction.

export type AffiliateRow = Selectable<AffiliateUsersTable>;
export type ApplicationStatus = AffiliateRow['status'];
export type PaymentMethod = NonNullable<AffiliateRow['payment_method']>;

export interface PaymentSettings {
  payment_method: PaymentMethod | null;
  bkash_number: string | null;
  nagad_number: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_branch: string | null;
}

export interface Application extends PaymentSettings {
  name: string;
  phone: string;
  promotion_plan: string | null;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

/** The affiliate's own history tables, each with a row a record and `affiliate_user_id`. */
export type AffiliateHistoryTable = 'affiliate_clicks' | 'affiliate_earnings' | 'affiliate_payments' | 'affiliate_withdraw_requests';

/** How many rows of one history table belong to the affiliate (the length of its paged list). */
export async function countAffiliateRows(db: Db, table: AffiliateHistoryTable, affiliateId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('affiliate_user_id', '=', affiliateId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findAffiliateByUserId(db: Db, userId: number): Promise<AffiliateRow | undefined> {
  return db.selectFrom('affiliate_users').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findAffiliateById(db: Db, affiliateId: number): Promise<AffiliateRow> {
  return db.selectFrom('affiliate_users').selectAll().where('id', '=', affiliateId).executeTakeFirstOrThrow();
}

/** Answers false when the customer already has an application (one per customer, enforced by a unique index). */
export async function insertApplication(db: Db, userId: number, application: Application, now: Date): Promise<boolean> {
  const time = now.toISOString();
  const row = await db
    .insertInto('affiliate_users')
    .values({ ...application, user_id: userId, status: 'pending', created_at: time, updated_at: time })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Approved affiliates of live accounts, by their users' referral codes. */
export async function findApprovedAffiliatesByCodes(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .selectFrom('affiliate_users')
    .innerJoin('users', 'users.id', 'affiliate_users.user_id')
    .select(['affiliate_users.id', 'affiliate_users.user_id', 'users.referral_code'])
    .where('users.referral_code', 'in', [...codes])
    .where('users.deleted_at', 'is', null)
    .where('affiliate_users.status', '=', 'approved')
    .execute();
}

export async function savePaymentSettings(db: Db, affiliateId: number, settings: PaymentSettings, now: Date): Promise<void> {
  await db
    .updateTable('affiliate_users')
    .set({ ...settings, updated_at: now.toISOString() })
    .where('id', '=', affiliateId)
    .execute();
}

/**
 * A no-op write on the profile: inside a transaction, other money moves of the same affiliate wait
 * until it ends (a row lock on PostgreSQL, the single writer on SQLite).
 */
export async function lockAffiliate(db: Db, affiliateId: number): Promise<void> {
  await db
    .updateTable('affiliate_users')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', affiliateId)
    .execute();
}

export async function findUserReferral(db: Db, userId: number) {
  return db.selectFrom('users').select(['referral_code', 'affiliate_status']).where('id', '=', userId).executeTakeFirst();
}

/** A customer account that has not been deleted. */
export async function findLiveCustomer(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'referral_code'])
    .where('id', '=', userId)
    .where('user_type', '=', 'customer')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Approval keeps the first approval's time. */
export async function setApplicationStatus(db: Db, affiliateId: number, status: ApplicationStatus, now: Date): Promise<void> {
  const time = now.toISOString();
  await db
    .updateTable('affiliate_users')
    .set((eb) => ({
      status,
      updated_at: time,
      ...(status === 'approved' && { approved_at: eb.fn.coalesce('approved_at', eb.val(time)) }),
    }))
    .where('id', '=', affiliateId)
    .execute();
}

export async function setUserAffiliateFlags(db: Db, userId: number, isAffiliate: boolean, now: Date): Promise<void> {
  const flag = isAffiliate ? 1 : 0;
  await db.updateTable('users').set({ affiliate_status: flag, affiliate: flag, updated_at: now.toISOString() }).where('id', '=', userId).execute();
}

export async function isReferralCodeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('referral_code', '=', code).executeTakeFirst();
  return row !== undefined;
}

/** Gives the user the code unless they already have one. */
export async function setReferralCodeIfNone(db: Db, userId: number, code: string): Promise<void> {
  await db.updateTable('users').set({ referral_code: code }).where('id', '=', userId).where('referral_code', 'is', null).execute();
}
