import type { Db } from '@/server/db/connection';

// What a placed order holds of the shop: stock of its variants, counted sales, gift card money
// and a coupon use. Released when the order is cancelled or its payment is declined.

export async function findHeldItems(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .select(['product_id', 'variant_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('variant_id')
    .execute();
}

export async function returnStock(db: Db, variantId: number, quantity: number): Promise<void> {
  await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '+', quantity) }))
    .where('id', '=', variantId)
    .execute();
}

/** Sales never go below zero. */
export async function lowerSales(db: Db, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({
      sales: eb.case().when('sales', '>=', quantity).then(eb('sales', '-', quantity)).else(0).end(),
    }))
    .where('id', '=', productId)
    .execute();
}

/** What the order took from each gift card, net of anything already given back (positive). */
export async function findGiftCardSpending(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('gift_card_transactions')
    .select(['gift_card_id', (eb) => eb.fn.sum<number>('amount').as('net')])
    .where('order_id', '=', orderId)
    .groupBy('gift_card_id')
    .execute();
  return rows.map((row) => ({ giftCardId: row.gift_card_id, spent: -Number(row.net) })).filter((row) => row.spent > 0);
}

export async function refundGiftCard(db: Db, giftCardId: number, orderId: number, amount: number, now: Date): Promise<void> {
  await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('id', '=', giftCardId)
    .execute();
  await db.insertInto('gift_card_transactions').values({ gift_card_id: giftCardId, order_id: orderId, amount, created_at: now.toISOString() }).execute();
}

/** Removes the order's coupon uses; answers the coupons they counted against. */
export async function deleteCouponUses(db: Db, orderId: number): Promise<number[]> {
  const rows = await db.deleteFrom('coupon_usages').where('order_id', '=', orderId).returning('coupon_id').execute();
  return rows.map((row) => row.coupon_id);
}

export async function lowerCouponUsedCount(db: Db, couponId: number): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('id', '=', couponId)
    .where('used_count', '>', 0)
    .execute();
}
