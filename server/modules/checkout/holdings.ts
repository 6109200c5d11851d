import type { Db } from '@/server/db/connection';
import { HttpError } from '@/server/http/errors';
import { findAppliedGiftCard, findAppliedMembership } from '@/server/modules/cart/adjustmentRepository';
import { toCartSummary } from '@/server/modules/cart/presenter';
import { couponScopedLines, type PricedBag } from '@/server/modules/cart/service';
import { evaluateCoupon } from '@/server/modules/coupons/evaluation';
import { findAppliedCoupon } from '@/server/modules/coupons/repository';
import { CARD_MESSAGES, giftCardRefusal, membershipRefusal } from '@/utils/cardRules';
import { COUPON_MESSAGES } from '@/utils/couponDiscount';
import { OrderConflict } from './errors';
import { countCouponUse, findVariantStocks, takeGiftCardBalance, takeVariantStock } from './orderRepository';

// What placing an order takes from the shop and the shopper: checked against the bag as priced in
// the placement's transaction, then taken with conditional updates. Rows are locked in one order
// (variants by id, the coupon, the gift card) so that concurrent placements cannot deadlock.

const PLACEMENT_MESSAGES = {
  emptyBag: 'Your bag is empty',
  priceChanged: 'Prices in your bag have changed. Please check the new total.',
  stockChanged: 'Some items are no longer available in the quantity you chose.',
} as const;

export function priceChanged(bag: PricedBag): OrderConflict {
  return new OrderConflict(PLACEMENT_MESSAGES.priceChanged, { code: 'price_changed', summary: toCartSummary(bag) });
}

async function couponRefusalMessage(db: Db, userId: number, bag: PricedBag, now: Date): Promise<string> {
  const coupon = await findAppliedCoupon(db, userId);
  const outcome = coupon && (await evaluateCoupon(db, coupon, couponScopedLines(bag.lines), userId, now));
  return outcome?.refusal ?? COUPON_MESSAGES.invalid;
}

/** An empty bag is a 422; a coupon or card that was applied but no longer applies is a 409 with its refusal. */
export async function refuseUnusableBag(db: Db, userId: number, bag: PricedBag, now: Date): Promise<void> {
  if (bag.lines.length === 0) throw new HttpError(422, PLACEMENT_MESSAGES.emptyBag);
  if (bag.couponStale) throw new OrderConflict(await couponRefusalMessage(db, userId, bag, now));
  if (bag.membershipStale) {
    const membership = await findAppliedMembership(db, userId);
    throw new OrderConflict((membership && membershipRefusal(membership, now)) ?? CARD_MESSAGES.membershipNotFound);
  }
  if (bag.giftCardStale) {
    const giftCard = await findAppliedGiftCard(db, userId);
    throw new OrderConflict((giftCard && giftCardRefusal(giftCard, now)) ?? CARD_MESSAGES.giftCardNotFound);
  }
}

/** Takes every line's quantity from its variant; a shortfall is a 409 listing each short line and what is left. */
export async function takeStock(db: Db, bag: PricedBag, now: Date): Promise<void> {
  const short = new Set<number>();
  const byVariant = [...bag.lines].sort((first, second) => first.row.variant_id - second.row.variant_id);
  for (const { row } of byVariant) {
    if (!(await takeVariantStock(db, row.variant_id, row.quantity, row.is_negative === 1, now))) short.add(row.variant_id);
  }
  if (short.size === 0) return;
  const stockLeft = new Map((await findVariantStocks(db, [...short])).map((variant) => [variant.id, variant.stock]));
  throw new OrderConflict(PLACEMENT_MESSAGES.stockChanged, {
    code: 'stock_changed',
    unavailable: bag.lines
      .filter((line) => short.has(line.row.variant_id))
      .map(({ row }) => ({ barcode: row.barcode, name: row.product_name, available: Math.max(0, stockLeft.get(row.variant_id) ?? 0) })),
  });
}

/** Counts the order against the coupon's usage limit; another order may have taken the last use meanwhile. */
export async function takeCouponUse(db: Db, bag: PricedBag): Promise<void> {
  if (bag.coupon && !(await countCouponUse(db, bag.coupon.coupon.id))) throw new OrderConflict(COUPON_MESSAGES.usageLimitReached);
}

/**
 * Takes what the gift card pays; when another order spent the card meanwhile, the total changed:
 * `repriced` prices the bag again for the 409.
 */
export async function takeGiftCardAmount(db: Db, bag: PricedBag, now: Date, repriced: () => Promise<PricedBag>): Promise<void> {
  if (!bag.giftCard || bag.giftCard.amount === 0) return;
  if (!(await takeGiftCardBalance(db, bag.giftCard.giftCard.id, bag.giftCard.amount, now))) throw priceChanged(await repriced());
}
