import type { Db } from '@/server/db/connection';
import { removeAppliedCoupon } from '@/server/modules/coupons/repository';
import { lineQuantityLimit, mergedQuantity } from '@/utils/bagPricing';
import { addToLine, deleteAllAdjustments, deleteAllLines, findLinesWithLimits, findUserType, setLineAffiliateRef, setLineQuantity } from './repository';

type LineWithLimits = Awaited<ReturnType<typeof findLinesWithLimits>>[number];

/** Puts one guest line into the customer's bag; answers whether the customer's bag changed. */
async function mergeLine(trx: Db, customerUserId: number, guestLine: LineWithLimits, customerLine: LineWithLimits | undefined, now: Date) {
  const customerQuantity = customerLine?.quantity ?? 0;
  const quantity = mergedQuantity(customerQuantity, guestLine.quantity, lineQuantityLimit(guestLine));
  if (quantity === customerQuantity) return false;
  if (customerLine) {
    await setLineQuantity(trx, customerLine.id, quantity, now);
    if (customerLine.affiliate_ref === null && guestLine.affiliate_ref !== null) await setLineAffiliateRef(trx, customerLine.id, guestLine.affiliate_ref);
  } else {
    await addToLine(trx, {
      userId: customerUserId,
      productId: guestLine.product_id,
      variantId: guestLine.variant_id,
      quantity,
      affiliateRef: guestLine.affiliate_ref,
      now,
    });
  }
  return true;
}

/**
 * Moves a guest's bag lines to a customer when the guest signs in or signs up: a variant in both
 * bags gets the summed quantity within the variant's stock (unless the product allows negative
 * stock) and the product's maximum; lines of unpublished products are dropped. The guest's bag
 * and adjustments are emptied, and the customer's coupon is removed when their bag changed.
 * Runs inside the caller's transaction.
 */
export async function mergeGuestCart(trx: Db, guestUserId: number, customerUserId: number, now: Date): Promise<void> {
  // Only a guest's bag is ever moved, so a wrong id cannot empty a customer's bag.
  if (guestUserId === customerUserId || (await findUserType(trx, guestUserId)) !== 'guest') return;
  const [guestLines, customerLines] = await Promise.all([findLinesWithLimits(trx, guestUserId), findLinesWithLimits(trx, customerUserId)]);
  const customerLineByVariant = new Map(customerLines.map((line) => [line.variant_id, line]));
  let customerBagChanged = false;
  for (const guestLine of guestLines) {
    if (guestLine.published !== 1) continue;
    const changed = await mergeLine(trx, customerUserId, guestLine, customerLineByVariant.get(guestLine.variant_id), now);
    customerBagChanged ||= changed;
  }
  await deleteAllLines(trx, guestUserId);
  await deleteAllAdjustments(trx, guestUserId);
  if (customerBagChanged) await removeAppliedCoupon(trx, customerUserId);
}
