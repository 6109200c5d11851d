import type { Insertable } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { OrderItemsTable, OrdersTable } from '@/server/db/types';

// The writes of order placement. Holdings (stock, coupon uses, gift card balance) are taken with
// conditional updates, so that concurrent placements can never take more than there is.

/** Answers false when the variant has fewer than `quantity` left, unless it may be sold below zero. */
export async function takeVariantStock(db: Db, variantId: number, quantity: number, mayGoNegative: boolean, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: now.toISOString() }))
    .where('id', '=', variantId)
    .$if(!mayGoNegative, (query) => query.where('stock', '>=', quantity))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findVariantStocks(db: Db, variantIds: number[]) {
  if (variantIds.length === 0) return [];
  return db.selectFrom('product_variants').select(['id', 'stock']).where('id', 'in', variantIds).execute();
}

/** Answers false when the coupon has reached its usage limit. */
export async function countCouponUse(db: Db, couponId: number): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Answers false when the card no longer holds the amount or can no longer be used. */
export async function takeGiftCardBalance(db: Db, giftCardId: number, amount: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '-', amount) }))
    .where('id', '=', giftCardId)
    .where('balance', '>=', amount)
    .where('status', '=', 'active')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function isOrderCodeTaken(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('code', '=', code).executeTakeFirst();
  return row !== undefined;
}

export async function insertCombinedOrder(db: Db, userId: number, grandTotal: number, now: Date): Promise<number> {
  const row = await db
    .insertInto('combined_orders')
    .values({ user_id: userId, grand_total: grandTotal, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type NewOrder = Omit<Insertable<OrdersTable>, 'id' | 'created_at' | 'updated_at'>;

export async function insertOrder(db: Db, order: NewOrder, now: Date): Promise<number> {
  const time = now.toISOString();
  const row = await db
    .insertInto('orders')
    .values({ ...order, created_at: time, updated_at: time })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type NewOrderItem = Omit<Insertable<OrderItemsTable>, 'id' | 'order_id'>;

export async function insertOrderItems(db: Db, orderId: number, items: readonly NewOrderItem[]): Promise<void> {
  await db
    .insertInto('order_items')
    .values(items.map((item) => ({ ...item, order_id: orderId })))
    .execute();
}

export async function insertPlacedStatus(db: Db, orderId: number, now: Date): Promise<void> {
  await db.insertInto('order_status_history').values({ order_id: orderId, status: 'placed', note: null, created_at: now.toISOString() }).execute();
}

export interface NewPayment {
  orderId: number;
  method: string;
  amount: number;
  status: 'pending' | 'paid';
  gatewayReference: string | null;
}

export async function insertPayment(db: Db, payment: NewPayment, now: Date): Promise<void> {
  const time = now.toISOString();
  await db
    .insertInto('payments')
    .values({
      order_id: payment.orderId,
      method: payment.method,
      amount: payment.amount,
      status: payment.status,
      gateway_reference: payment.gatewayReference,
      created_at: time,
      updated_at: time,
    })
    .execute();
}

export async function insertCouponUsage(db: Db, couponId: number, userId: number, orderId: number, now: Date): Promise<void> {
  await db.insertInto('coupon_usages').values({ coupon_id: couponId, user_id: userId, order_id: orderId, created_at: now.toISOString() }).execute();
}

/** What an order spent of a gift card: a negative amount. */
export async function insertGiftCardSpending(db: Db, giftCardId: number, orderId: number, amount: number, now: Date): Promise<void> {
  await db
    .insertInto('gift_card_transactions')
    .values({ gift_card_id: giftCardId, order_id: orderId, amount: -amount, created_at: now.toISOString() })
    .execute();
}

export async function raiseProductSales(db: Db, productId: number, quantity: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ sales: eb('sales', '+', quantity) }))
    .where('id', '=', productId)
    .execute();
}
