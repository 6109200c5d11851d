import type { Db } from '@/server/db/connection';
import { ValidationError } from '@/server/http/errors';
import { claimAttempt, consumeCode } from '@/server/modules/auth/recoveryRepository';
import { CODE_LIFETIME_SECONDS, codeExpiry, codeMatches, generateCode, hashCode } from '@/server/modules/auth/recoveryCodes';
import type { MessageDelivery, OutboxChannel } from '@/server/modules/outbox/delivery';
import { enqueueMessage } from '@/server/modules/outbox/service';
import { hitRateLimit, minutesToWait } from '@/server/security/rateLimit';
import { type CardCodePurpose, findLiveCardCode, insertCardCode, retireLiveCardCodes } from './repository';

// A membership or gift card is applied to a bag only after its holder confirms a one-time code:
// 6 digits sent to the holder's phone (else e-mail), stored as an HMAC, alive 15 minutes, 5 tries,
// single use, at most 5 codes per card per hour. Whoever receives the code may confirm it.

const CARD_CODE_REQUEST_LIMIT = { limit: 5, windowSeconds: 3600 };
const WRONG_CODE_MESSAGE = 'The code is wrong or has expired';
const NO_HOLDER_CONTACT_MESSAGE = 'This card has no phone number or e-mail address to send a code to';

interface CardHolderContact {
  holder_phone: string | null;
  holder_email: string | null;
}

export interface CardCodeRequest {
  purpose: CardCodePurpose;
  cardNo: string;
  holder: CardHolderContact;
  /** The request field refusals are reported under. */
  field: string;
  /** What the message calls the card, such as "membership card". */
  cardLabel: string;
}

interface Recipient {
  outboxChannel: OutboxChannel;
  codeChannel: 'email' | 'phone';
  address: string;
}

function holderRecipient(holder: CardHolderContact): Recipient | null {
  if (holder.holder_phone) return { outboxChannel: 'sms', codeChannel: 'phone', address: holder.holder_phone };
  if (holder.holder_email) return { outboxChannel: 'email', codeChannel: 'email', address: holder.holder_email };
  return null;
}

/** The answer names only the last two characters of where the code went. */
function codeSentMessage(recipient: string): string {
  return `A verification code was sent to the card holder (…${recipient.slice(-2)})`;
}

function codeMessageBody(cardLabel: string, cardNo: string, code: string): string {
  const minutes = CODE_LIFETIME_SECONDS / 60;
  return `Your code to use ${cardLabel} ${cardNo} is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`;
}

/** Sends a new code to the card's holder; answers the message for the shopper. */
export async function sendCardCode(db: Db, request: CardCodeRequest, now: Date, delivery?: MessageDelivery): Promise<string> {
  const recipient = holderRecipient(request.holder);
  if (!recipient) throw new ValidationError({ [request.field]: [NO_HOLDER_CONTACT_MESSAGE] });
  const requests = await hitRateLimit(db, `card_code:${request.purpose}:${request.cardNo}`, CARD_CODE_REQUEST_LIMIT, now);
  if (!requests.allowed) {
    throw new ValidationError({ [request.field]: [`Too many codes requested. Try again in ${minutesToWait(requests)} minutes.`] });
  }
  const code = generateCode();
  await db.transaction().execute(async (trx) => {
    await retireLiveCardCodes(trx, request.purpose, request.cardNo, now);
    await insertCardCode(
      trx,
      {
        purpose: request.purpose,
        cardNo: request.cardNo,
        channel: recipient.codeChannel,
        codeHash: hashCode(request.purpose, request.cardNo, code),
        expiresAt: codeExpiry(now),
      },
      now,
    );
  });
  await enqueueMessage(
    db,
    {
      channel: recipient.outboxChannel,
      recipient: recipient.address,
      subject: `Your ${request.cardLabel} code`,
      body: codeMessageBody(request.cardLabel, request.cardNo, code),
    },
    now,
    delivery,
  );
  return codeSentMessage(recipient.address);
}

function wrongCode(): ValidationError {
  return new ValidationError({ otp: [WRONG_CODE_MESSAGE] });
}

/**
 * Spends one try of the card's live code (outside any transaction, so a wrong guess stays counted),
 * then consumes the code and runs `redeem` in one transaction.
 */
export async function redeemCardCode(
  db: Db,
  purpose: CardCodePurpose,
  cardNo: string,
  code: string,
  now: Date,
  redeem: (trx: Db) => Promise<void>,
): Promise<void> {
  const live = await findLiveCardCode(db, purpose, cardNo, now);
  if (!live || !(await claimAttempt(db, live.id))) throw wrongCode();
  if (!codeMatches(live.code_hash, purpose, cardNo, code)) throw wrongCode();
  await db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, live.id, now))) throw wrongCode();
    await redeem(trx);
  });
}
