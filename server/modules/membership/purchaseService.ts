import { randomInt } from 'node:crypto';
import type { Db } from '@/server/db/connection';
import { type FieldErrors, ValidationError } from '@/server/http/errors';
import { enqueueMessage } from '@/server/modules/outbox/service';
import { findGateway, newGatewayReference } from '@/server/modules/payments/gateway';
import { MEMBER_DISCOUNT_PERCENT } from '@/utils/checkoutPricing';
import {
  findActiveCardType,
  findActivePaymentType,
  findBuyer,
  findPurchaseByReference,
  insertMembership,
  insertPurchase,
  linkPurchaseToMembership,
  membershipNumberExists,
  settlePendingPurchase,
} from './repository';

// Buying a membership card online: the purchase waits for the payment gateway; an approved payment
// creates the card, a declined one fails the purchase. The payments module reports the outcome.

const DAY_MILLISECONDS = 24 * 60 * 60 * 1000;
const MEMBERSHIP_NUMBER_ATTEMPTS = 20;
const PAID_ONLINE_MESSAGE = 'A membership card is paid online.';

export interface MembershipPurchaseStart {
  purchaseId: number;
  /** In poisha. */
  amount: number;
  paymentUrl: string;
}

/** A pending purchase of the card type, paid through the gateway of an online payment type. */
export async function startMembershipPurchase(
  db: Db,
  userId: number,
  request: { cardTypeId: number; paymentType: string },
  now: Date,
): Promise<MembershipPurchaseStart> {
  const [cardType, paymentType] = await Promise.all([
    findActiveCardType(db, request.cardTypeId),
    findActivePaymentType(db, request.paymentType),
  ]);
  const gateway = paymentType ? findGateway(paymentType.payment_type_key) : null;
  const errors: FieldErrors = {};
  if (!cardType) errors.card_type_id = ['The selected card type id is invalid.'];
  if (paymentType && paymentType.payment_type !== 'online') errors.payment_type = [PAID_ONLINE_MESSAGE];
  else if (!gateway) errors.payment_type = ['The selected payment type is invalid.'];
  if (!cardType || !paymentType || !gateway) throw new ValidationError(errors);
  const gatewayReference = newGatewayReference();
  const purchaseId = await insertPurchase(
    db,
    { userId, cardTypeId: cardType.id, amount: cardType.price, paymentType: paymentType.payment_type_key, gatewayReference },
    now,
  );
  return { purchaseId, amount: cardType.price, paymentUrl: gateway.pageUrl(gatewayReference) };
}

function purchaseReturnPath(purchaseId: number): string {
  return `/membership?purchase=${purchaseId}`;
}

async function newMembershipNumber(db: Db): Promise<string> {
  for (let attempt = 0; attempt < MEMBERSHIP_NUMBER_ATTEMPTS; attempt += 1) {
    const membershipNo = `MEM-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!(await membershipNumberExists(db, membershipNo))) return membershipNo;
  }
  throw new Error('No free membership number found');
}

type SettledPurchase = NonNullable<Awaited<ReturnType<typeof findPurchaseByReference>>>;

/** The card for the buyer, active from now for the card type's validity; its number goes to the holder. */
async function createPurchasedMembership(trx: Db, purchase: SettledPurchase, now: Date): Promise<void> {
  const buyer = purchase.user_id === null ? undefined : await findBuyer(trx, purchase.user_id);
  const membershipNo = await newMembershipNumber(trx);
  const expiresAt = new Date(now.getTime() + purchase.validity_days * DAY_MILLISECONDS).toISOString();
  const membershipId = await insertMembership(trx, {
    card_type_id: purchase.card_type_id,
    user_id: purchase.user_id,
    membership_no: membershipNo,
    holder_name: buyer?.name || 'Member',
    holder_phone: buyer?.phone ?? null,
    holder_email: buyer?.email ?? null,
    discount_percent: MEMBER_DISCOUNT_PERCENT,
    status: 'active',
    starts_at: now.toISOString(),
    expires_at: expiresAt,
    created_at: now.toISOString(),
  });
  await linkPurchaseToMembership(trx, purchase.id, membershipId);
  const recipient = buyer?.phone ?? buyer?.email;
  if (!recipient) return;
  await enqueueMessage(
    trx,
    {
      channel: buyer?.phone ? 'sms' : 'email',
      recipient,
      subject: `Your ${purchase.card_name} membership card`,
      body: `Your ${purchase.card_name} membership card ${membershipNo} is active until ${expiresAt.slice(0, 10)}. Apply it at checkout for member prices.`,
    },
    now,
  );
}

export interface MembershipSettlement {
  status: 'paid' | 'failed';
  returnPath: string;
  /** In poisha. */
  amount: number;
}

/**
 * Records the gateway's outcome for a membership purchase, once: a purchase settled before answers
 * its settled status unchanged. Null when no purchase has this reference. Run it in a transaction.
 */
export async function settleMembershipPurchase(
  trx: Db,
  gatewayReference: string,
  outcome: 'approved' | 'declined',
  now: Date,
): Promise<MembershipSettlement | null> {
  const purchase = await findPurchaseByReference(trx, gatewayReference);
  if (!purchase) return null;
  const answer = (status: 'paid' | 'failed') => ({ status, returnPath: purchaseReturnPath(purchase.id), amount: purchase.amount });
  const status = outcome === 'approved' ? 'paid' : 'failed';
  if (!(await settlePendingPurchase(trx, purchase.id, status, now))) {
    const settled = await findPurchaseByReference(trx, gatewayReference);
    return answer(settled?.payment_status === 'paid' ? 'paid' : 'failed');
  }
  if (status === 'paid') await createPurchasedMembership(trx, purchase, now);
  return answer(status);
}

export interface MembershipCharge {
  method: string;
  /** In poisha. */
  amount: number;
  description: string;
  status: 'pending' | 'paid' | 'failed';
  returnPath: string;
}

/** The membership purchase behind a gateway reference, as the gateway's page shows it. */
export async function findMembershipCharge(db: Db, gatewayReference: string): Promise<MembershipCharge | undefined> {
  const purchase = await findPurchaseByReference(db, gatewayReference);
  if (!purchase) return undefined;
  return {
    method: purchase.payment_type,
    amount: purchase.amount,
    description: `${purchase.card_name} membership card`,
    status: purchase.payment_status,
    returnPath: purchaseReturnPath(purchase.id),
  };
}
