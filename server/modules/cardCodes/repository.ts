import type { Db } from '@/server/db/connection';

// One-time codes of membership and gift cards in `verification_codes`: the identifier is the card
// number, so a code only ever opens the card it was sent for.

export type CardCodePurpose = 'membership' | 'gift_card';

export interface NewCardCode {
  purpose: CardCodePurpose;
  cardNo: string;
  channel: 'email' | 'phone';
  codeHash: string;
  expiresAt: string;
}

/** A newer code replaces the card's earlier ones. */
export async function retireLiveCardCodes(db: Db, purpose: CardCodePurpose, cardNo: string, now: Date): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: now.toISOString() })
    .where('purpose', '=', purpose)
    .where('identifier', '=', cardNo)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insertCardCode(db: Db, code: NewCardCode, now: Date): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      identifier: code.cardNo,
      channel: code.channel,
      purpose: code.purpose,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function findLiveCardCode(db: Db, purpose: CardCodePurpose, cardNo: string, now: Date) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash'])
    .where('purpose', '=', purpose)
    .where('identifier', '=', cardNo)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
