import type { Db } from '@/server/db/connection';
import { type FieldErrors, NotFoundError, ValidationError } from '@/server/http/errors';
import { formatTaka, poishaToTaka } from '@/utils/money';
import { withdrawableBalance } from './commissionRules';
import { sumEarnings } from './earningRepository';
import { paymentSettingsOf, payoutMethodOf } from './paymentSettings';
import {
  decidePendingWithdrawRequest,
  findWithdrawRequest,
  hasPendingWithdrawRequest,
  insertPayment,
  insertWithdrawRequest,
  sumPayments,
  sumWithdrawRequests,
  type WithdrawDecision,
} from './payoutRepository';
import { type AffiliateRow, findAffiliateById, lockAffiliate, type PaymentSettings, savePaymentSettings } from './repository';
import { readAffiliateSettings } from './settings';

// The affiliate's money: what was earned, what may be withdrawn, how they are paid, and the
// shop's payout or rejection of a withdraw request.

export const PAYOUT_MESSAGES = {
  paymentSettingsSaved: 'Payment settings saved',
  withdrawRequested: 'Your withdraw request has been sent',
  overBalance: 'The amount is more than your balance',
  pendingRequest: 'You already have a pending withdraw request',
  paymentSettingsFirst: 'Please save your payment settings first',
  requestNotFound: 'Withdraw request not found',
  requestNotPending: 'This withdraw request is not pending',
  paid: 'Withdraw request paid',
  rejected: 'Withdraw request rejected',
} as const;

function minimumWithdrawMessage(minimum: number): string {
  return `The minimum withdrawal is ${formatTaka(poishaToTaka(minimum))}`;
}

/** In poisha. */
export interface AffiliateBalance {
  balance: number;
  pendingEarnings: number;
  totalEarned: number;
  totalWithdrawn: number;
}

/** Approved earnings less withdraw requests paid or waiting; pending earnings apart; paid out is what the shop sent. */
export async function findBalance(db: Db, affiliateId: number): Promise<AffiliateBalance> {
  const [approvedEarnings, pendingEarnings, requestedWithdrawals, totalWithdrawn] = await Promise.all([
    sumEarnings(db, affiliateId, 'approved'),
    sumEarnings(db, affiliateId, 'pending'),
    sumWithdrawRequests(db, affiliateId, ['approved', 'pending']),
    sumPayments(db, affiliateId),
  ]);
  return {
    balance: withdrawableBalance({ approvedEarnings, requestedWithdrawals }),
    pendingEarnings,
    totalEarned: approvedEarnings,
    totalWithdrawn,
  };
}

export interface PaymentSettingsView extends PaymentSettings {
  /** Poisha. */
  minimumWithdraw: number;
}

export async function findPaymentSettings(db: Db, affiliate: AffiliateRow): Promise<PaymentSettingsView> {
  const settings = await readAffiliateSettings(db);
  return { ...paymentSettingsOf(affiliate), minimumWithdraw: settings.minimumWithdraw };
}

/** The settings replace the saved ones: details left out are cleared. */
export async function replacePaymentSettings(db: Db, affiliate: AffiliateRow, settings: PaymentSettings, now: Date): Promise<void> {
  await savePaymentSettings(db, affiliate.id, settings, now);
}

async function amountRefusal(trx: Db, affiliateId: number, amount: number, minimumWithdraw: number): Promise<string | null> {
  if (await hasPendingWithdrawRequest(trx, affiliateId)) return PAYOUT_MESSAGES.pendingRequest;
  if (amount < minimumWithdraw) return minimumWithdrawMessage(minimumWithdraw);
  if (amount > (await findBalance(trx, affiliateId)).balance) return PAYOUT_MESSAGES.overBalance;
  return null;
}

/**
 * Asks the shop to pay `amount` (poisha) by the saved payment method, whose details the request
 * keeps. The affiliate's profile is locked first, so that two requests at once are checked one
 * after the other (one pending at a time, never more than the balance).
 */
export async function requestWithdrawal(db: Db, affiliateId: number, amount: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockAffiliate(trx, affiliateId);
    const payout = payoutMethodOf(paymentSettingsOf(await findAffiliateById(trx, affiliateId)));
    const { minimumWithdraw } = await readAffiliateSettings(trx);
    const errors: FieldErrors = payout ? {} : { payment_method: [PAYOUT_MESSAGES.paymentSettingsFirst] };
    const refusal = await amountRefusal(trx, affiliateId, amount, minimumWithdraw);
    if (refusal) errors.amount = [refusal];
    if (payout === null || Object.keys(errors).length > 0) throw new ValidationError(errors);
    await insertWithdrawRequest(trx, { affiliateId, amount, paymentMethod: payout.method, paymentDetails: JSON.stringify(payout.details) }, now);
  });
}

/** The pending request, now decided; 404 for an unknown one, 422 for one decided already (or by a concurrent call). */
async function decidePendingRequest(trx: Db, requestId: number, decision: WithdrawDecision, now: Date) {
  const request = await findWithdrawRequest(trx, requestId);
  if (!request) throw new NotFoundError(PAYOUT_MESSAGES.requestNotFound);
  if (!(await decidePendingWithdrawRequest(trx, requestId, decision, now))) throw new ValidationError({ status: [PAYOUT_MESSAGES.requestNotPending] });
  return request;
}

export interface DecidedWithdrawal {
  requestId: number;
  userId: number;
  amount: number;
}

export interface PaidWithdrawal extends DecidedWithdrawal {
  paymentId: number;
}

/**
 * The shop paid a pending request: the request is approved and the payment recorded. The earnings
 * stay approved; the balance already counts the request.
 */
export async function payWithdrawRequest(db: Db, requestId: number, reference: string, now: Date): Promise<PaidWithdrawal> {
  return db.transaction().execute(async (trx) => {
    const request = await decidePendingRequest(trx, requestId, { status: 'approved' }, now);
    const paymentId = await insertPayment(
      trx,
      { affiliateId: request.affiliate_user_id, withdrawRequestId: requestId, amount: request.amount, paymentMethod: request.payment_method, reference },
      now,
    );
    const affiliate = await findAffiliateById(trx, request.affiliate_user_id);
    return { requestId, paymentId, userId: affiliate.user_id, amount: request.amount };
  });
}

/** The shop turned a pending request down: its amount counts in the balance again, and the affiliate sees the reason. */
export async function rejectWithdrawRequest(db: Db, requestId: number, note: string, now: Date): Promise<DecidedWithdrawal> {
  return db.transaction().execute(async (trx) => {
    const request = await decidePendingRequest(trx, requestId, { status: 'rejected', note }, now);
    const affiliate = await findAffiliateById(trx, request.affiliate_user_id);
    return { requestId, userId: affiliate.user_id, amount: request.amount };
  });
}
