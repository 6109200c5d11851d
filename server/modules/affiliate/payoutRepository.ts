import type { Selectable } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { AffiliateWithdrawRequestsTable } from '@/server/db/types';
import { countAffiliateRows, type PageWindow, type PaymentMethod } from './repository';

// Withdraw requests (`affiliate_withdraw_requests`) and the shop's payments of them (`affiliate_payments`).

export type WithdrawRequestRow = Selectable<AffiliateWithdrawRequestsTable>;
export type WithdrawRequestStatus = WithdrawRequestRow['status'];

export interface NewWithdrawRequest {
  affiliateId: number;
  /** Poisha. */
  amount: number;
  paymentMethod: PaymentMethod;
  paymentDetails: string;
}

export async function sumWithdrawRequests(db: Db, affiliateId: number, statuses: readonly WithdrawRequestStatus[]): Promise<number> {
  const row = await db
    .selectFrom('affiliate_withdraw_requests')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('affiliate_user_id', '=', affiliateId)
    .where('status', 'in', [...statuses])
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

export async function hasPendingWithdrawRequest(db: Db, affiliateId: number): Promise<boolean> {
  const row = await db
    .selectFrom('affiliate_withdraw_requests')
    .select('id')
    .where('affiliate_user_id', '=', affiliateId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertWithdrawRequest(db: Db, request: NewWithdrawRequest, now: Date): Promise<void> {
  await db
    .insertInto('affiliate_withdraw_requests')
    .values({
      affiliate_user_id: request.affiliateId,
      amount: request.amount,
      payment_method: request.paymentMethod,
      payment_details: request.paymentDetails,
      status: 'pending',
      created_at: now.toISOString(),
    })
    .execute();
}

export async function findWithdrawRequest(db: Db, requestId: number): Promise<WithdrawRequestRow | undefined> {
  return db.selectFrom('affiliate_withdraw_requests').selectAll().where('id', '=', requestId).executeTakeFirst();
}

/** What the shop decided on a pending request: paid (approved), or rejected with the reason the affiliate sees. */
export type WithdrawDecision = { status: 'approved' } | { status: 'rejected'; note: string };

/** Pending to decided in one conditional update: answers false when another call settled it first. */
export async function decidePendingWithdrawRequest(db: Db, requestId: number, decision: WithdrawDecision, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('affiliate_withdraw_requests')
    .set({ ...decision, processed_at: now.toISOString() })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewPayment {
  affiliateId: number;
  withdrawRequestId: number;
  amount: number;
  paymentMethod: PaymentMethod;
  reference: string;
}

export async function insertPayment(db: Db, payment: NewPayment, now: Date): Promise<number> {
  const row = await db
    .insertInto('affiliate_payments')
    .values({
      affiliate_user_id: payment.affiliateId,
      withdraw_request_id: payment.withdrawRequestId,
      amount: payment.amount,
      payment_method: payment.paymentMethod,
      reference: payment.reference,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function sumPayments(db: Db, affiliateId: number): Promise<number> {
  const row = await db
    .selectFrom('affiliate_payments')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('affiliate_user_id', '=', affiliateId)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

export async function findPaymentPage(db: Db, affiliateId: number, page: PageWindow) {
  return db
    .selectFrom('affiliate_payments')
    .select(['id', 'amount', 'payment_method', 'reference', 'created_at'])
    .where('affiliate_user_id', '=', affiliateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type PaymentRow = Awaited<ReturnType<typeof findPaymentPage>>[number];

export function countPayments(db: Db, affiliateId: number): Promise<number> {
  return countAffiliateRows(db, 'affiliate_payments', affiliateId);
}

export async function findWithdrawRequestPage(db: Db, affiliateId: number, page: PageWindow): Promise<WithdrawRequestRow[]> {
  return db
    .selectFrom('affiliate_withdraw_requests')
    .selectAll()
    .where('affiliate_user_id', '=', affiliateId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function countWithdrawRequests(db: Db, affiliateId: number): Promise<number> {
  return countAffiliateRows(db, 'affiliate_withdraw_requests', affiliateId);
}
