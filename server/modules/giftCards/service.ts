import type { Db } from '@/server/db/connection';
import { HttpError, ValidationError } from '@/server/http/errors';
import { removeAppliedCard, saveAppliedCard } from '@/server/modules/cart/adjustmentRepository';
import { priceBag } from '@/server/modules/cart/service';
import { redeemCardCode, sendCardCode } from '@/server/modules/cardCodes/service';
import type { MessageDelivery } from '@/server/modules/outbox/delivery';
import { CARD_MESSAGES, giftCardRefusal } from '@/utils/cardRules';
import { findGiftCardByNumber } from './repository';

// Applying a gift card to the caller's bag: a code goes to the card's holder, and the card pays once
// that code is confirmed. Its balance is only taken when an order is placed.

const FIELD = 'gift_card_no';

function refused(message: string): ValidationError {
  return new ValidationError({ [FIELD]: [message] });
}

async function findUsableGiftCard(db: Db, cardNo: string, now: Date) {
  const giftCard = await findGiftCardByNumber(db, cardNo);
  if (!giftCard) throw refused(CARD_MESSAGES.giftCardNotFound);
  const refusal = giftCardRefusal(giftCard, now);
  if (refusal !== null) throw refused(refusal);
  return giftCard;
}

/** Answers the message naming where the code went. */
export async function requestGiftCardCode(db: Db, cardNo: string, now: Date, delivery?: MessageDelivery): Promise<string> {
  const giftCard = await findUsableGiftCard(db, cardNo, now);
  return sendCardCode(
    db,
    { purpose: 'gift_card', cardNo: giftCard.card_no, holder: giftCard, field: FIELD, cardLabel: 'gift card' },
    now,
    delivery,
  );
}

export interface GiftCardApplication {
  cardNo: string;
  /** In poisha: what the card pays of the bag now, its balance and the bag's tax. */
  amount: number;
  balance: number;
  tax: number;
}

export async function applyGiftCard(db: Db, userId: number, cardNo: string, code: string, now: Date): Promise<GiftCardApplication> {
  const giftCard = await findUsableGiftCard(db, cardNo, now);
  await redeemCardCode(db, 'gift_card', giftCard.card_no, code, now, (trx) => saveAppliedCard(trx, userId, 'gift_card', giftCard.id, now));
  const bag = await priceBag(db, userId, now);
  return {
    cardNo: giftCard.card_no,
    amount: bag.totals.giftCardAmount,
    balance: bag.giftCard?.giftCard.balance ?? giftCard.balance,
    tax: bag.totals.tax,
  };
}

export async function removeGiftCard(db: Db, userId: number): Promise<void> {
  if (!(await removeAppliedCard(db, userId, 'gift_card'))) throw new HttpError(422, 'No gift card applied');
}
