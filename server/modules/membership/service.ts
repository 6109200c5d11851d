import type { OwnMembership } from '@/contract/cart';
import type { Db } from '@/server/db/connection';
import { HttpError, ValidationError } from '@/server/http/errors';
import { removeAppliedCard, saveAppliedCard } from '@/server/modules/cart/adjustmentRepository';
import { priceBag } from '@/server/modules/cart/service';
import { redeemCardCode, sendCardCode } from '@/server/modules/cardCodes/service';
import type { MessageDelivery } from '@/server/modules/outbox/delivery';
import { CARD_MESSAGES, membershipRefusal } from '@/utils/cardRules';
import { findActiveCardTypes, findMembershipByNumber, findUserMemberships } from './repository';

// Applying a membership card to the caller's bag: a code goes to the card's holder, and the card
// counts once that code is confirmed. The card may be applied to several bags.

const FIELD = 'membership_no';

function refused(message: string): ValidationError {
  return new ValidationError({ [FIELD]: [message] });
}

async function findUsableMembership(db: Db, membershipNo: string, now: Date) {
  const membership = await findMembershipByNumber(db, membershipNo);
  if (!membership) throw refused(CARD_MESSAGES.membershipNotFound);
  const refusal = membershipRefusal(membership, now);
  if (refusal !== null) throw refused(refusal);
  return membership;
}

/** Answers the message naming where the code went. */
export async function requestMembershipCode(db: Db, membershipNo: string, now: Date, delivery?: MessageDelivery): Promise<string> {
  const membership = await findUsableMembership(db, membershipNo, now);
  return sendCardCode(
    db,
    { purpose: 'membership', cardNo: membership.membership_no, holder: membership, field: FIELD, cardLabel: 'membership card' },
    now,
    delivery,
  );
}

export interface MembershipApplication {
  membershipNo: string;
  /** In poisha. */
  membershipDiscount: number;
  tax: number;
}

export async function applyMembership(db: Db, userId: number, membershipNo: string, code: string, now: Date): Promise<MembershipApplication> {
  const membership = await findUsableMembership(db, membershipNo, now);
  await redeemCardCode(db, 'membership', membership.membership_no, code, now, (trx) =>
    saveAppliedCard(trx, userId, 'membership', membership.id, now),
  );
  const bag = await priceBag(db, userId, now);
  return { membershipNo: membership.membership_no, membershipDiscount: bag.totals.membershipDiscount, tax: bag.totals.tax };
}

export async function removeMembership(db: Db, userId: number): Promise<void> {
  if (!(await removeAppliedCard(db, userId, 'membership'))) throw new HttpError(422, 'No membership card applied');
}

/** The customer's own cards, newest first; a card past its end date reads as expired. */
export async function listOwnMemberships(db: Db, userId: number, now: Date): Promise<OwnMembership[]> {
  const memberships = await findUserMemberships(db, userId);
  return memberships.map((membership) => ({
    ...membership,
    status: membership.status === 'active' && new Date(membership.expires_at) <= now ? 'expired' : membership.status,
  }));
}

/** The card types on sale, cheapest first. */
export async function listCardTypes(db: Db) {
  return findActiveCardTypes(db);
}
