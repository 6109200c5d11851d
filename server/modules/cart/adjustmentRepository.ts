import type { Db } from '@/server/db/connection';

// The membership card and gift card applied to a bag (`cart_adjustments`); a card counts only once
// its one-time code was confirmed (`verified_at`).

type CardKind = 'membership' | 'gift_card';

export async function findAppliedMembership(db: Db, userId: number) {
  return db
    .selectFrom('cart_adjustments')
    .innerJoin('memberships', 'memberships.id', 'cart_adjustments.reference_id')
    .innerJoin('membership_card_types', 'membership_card_types.id', 'memberships.card_type_id')
    .select([
      'memberships.id',
      'memberships.membership_no',
      'memberships.holder_name',
      'memberships.holder_phone',
      'memberships.holder_email',
      'memberships.discount_percent',
      'memberships.status',
      'memberships.starts_at',
      'memberships.expires_at',
      'membership_card_types.name as card_name',
    ])
    .where('cart_adjustments.user_id', '=', userId)
    .where('cart_adjustments.kind', '=', 'membership')
    .where('cart_adjustments.verified_at', 'is not', null)
    .executeTakeFirst();
}

export type AppliedMembershipRow = NonNullable<Awaited<ReturnType<typeof findAppliedMembership>>>;

export async function findAppliedGiftCard(db: Db, userId: number) {
  return db
    .selectFrom('cart_adjustments')
    .innerJoin('gift_cards', 'gift_cards.id', 'cart_adjustments.reference_id')
    .select([
      'gift_cards.id',
      'gift_cards.card_no',
      'gift_cards.holder_name',
      'gift_cards.holder_phone',
      'gift_cards.holder_email',
      'gift_cards.balance',
      'gift_cards.expires_at',
      'gift_cards.status',
    ])
    .where('cart_adjustments.user_id', '=', userId)
    .where('cart_adjustments.kind', '=', 'gift_card')
    .where('cart_adjustments.verified_at', 'is not', null)
    .executeTakeFirst();
}

export type AppliedGiftCardRow = NonNullable<Awaited<ReturnType<typeof findAppliedGiftCard>>>;

/** Replaces the card of that kind on the bag. */
export async function saveAppliedCard(db: Db, userId: number, kind: CardKind, cardId: number, now: Date): Promise<void> {
  const time = now.toISOString();
  await db
    .insertInto('cart_adjustments')
    .values({ user_id: userId, kind, reference_id: cardId, verified_at: time, created_at: time })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet({ reference_id: cardId, verified_at: time, created_at: time }))
    .execute();
}

/** Answers whether a card of that kind was applied. */
export async function removeAppliedCard(db: Db, userId: number, kind: CardKind): Promise<boolean> {
  const result = await db.deleteFrom('cart_adjustments').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
