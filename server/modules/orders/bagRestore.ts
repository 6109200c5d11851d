import type { Db } from '@/server/db/connection';
import { addToLine } from '@/server/modules/cart/repository';
import { lineQuantityLimit } from '@/utils/bagPricing';
import { findBagQuantity, findItemsWithBagLimits } from './repository';

// A declined payment gives the shopper their bag back, within the limits a normal add keeps:
// what no longer fits (stock, the product's maximum, an unpublished product) is left out.

/** Answers how many pieces went back into the bag. */
export async function restoreOrderToBag(trx: Db, orderId: number, userId: number, now: Date): Promise<number> {
  let restored = 0;
  for (const item of await findItemsWithBagLimits(trx, orderId)) {
    if (item.published !== 1) continue;
    const room = lineQuantityLimit(item) - (await findBagQuantity(trx, userId, item.variant_id));
    const quantity = Math.min(item.quantity, room);
    if (quantity <= 0) continue;
    await addToLine(trx, { userId, productId: item.product_id, variantId: item.variant_id, quantity, affiliateRef: null, now });
    restored += quantity;
  }
  return restored;
}
