import type { Db } from '@/server/db/connection';

export async function findGiftCardByNumber(db: Db, cardNo: string) {
  return db
    .selectFrom('gift_cards')
    .select(['id', 'card_no', 'holder_phone', 'holder_email', 'balance', 'status', 'expires_at'])
    .where('card_no', '=', cardNo)
    .executeTakeFirst();
}
