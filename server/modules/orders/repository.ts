import type { Db } from '@/server/db/connection';
import type { OrderStatus } from '@/server/db/types';

// Queries on orders, their items, status history and payments. Reads that a shopper makes always
// name the shopper: another user's order is not found.

const ORDER_COLUMNS = [
  'orders.id',
  'orders.combined_order_id',
  'orders.code',
  'orders.user_id',
  'orders.status',
  'orders.payment_type',
  'orders.payment_status',
  'orders.shipping_type',
  'orders.delivery_method',
  'orders.pickup_point_id',
  'orders.shipping_address',
  'orders.billing_address',
  'orders.note',
  'orders.gift_wrap',
  'orders.regular_sub_total',
  'orders.sub_total',
  'orders.product_discount',
  'orders.coupon_discount',
  'orders.membership_discount',
  'orders.gift_card_amount',
  'orders.shipping_cost',
  'orders.tax',
  'orders.grand_total',
  'orders.coupon_id',
  'orders.gift_card_id',
  'orders.affiliate_ref',
  'orders.created_at',
] as const;

function ordersWithNames(db: Db) {
  return db
    .selectFrom('orders')
    .leftJoin('payment_types', 'payment_types.payment_type_key', 'orders.payment_type')
    .select(ORDER_COLUMNS)
    .select('payment_types.name as payment_type_name');
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export async function findOrder(db: Db, orderId: number) {
  return ordersWithNames(db).where('orders.id', '=', orderId).executeTakeFirst();
}

export async function findOrderByCode(db: Db, code: string) {
  return ordersWithNames(db).where('orders.code', '=', code).executeTakeFirst();
}

export async function findOrderOfUser(db: Db, orderId: number, userId: number) {
  return ordersWithNames(db).where('orders.id', '=', orderId).where('orders.user_id', '=', userId).executeTakeFirst();
}

/** The user's orders, newest first. */
export async function findOrdersOfUser(db: Db, userId: number, offset: number, limit: number) {
  return ordersWithNames(db)
    .where('orders.user_id', '=', userId)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countOrdersOfUser(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many pieces each order holds. */
export async function countItemsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .select(['order_id', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((row) => [row.order_id, Number(row.quantity)]));
}

export async function findOrderItems(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .select([
      'order_items.id',
      'order_items.product_id',
      'order_items.variant_id',
      'order_items.product_name',
      'products.slug',
      'order_items.thumbnail_image',
      'order_items.variation',
      'order_items.barcode',
      'order_items.sku',
      'order_items.quantity',
      'order_items.unit_price',
      'order_items.stroked_price',
      'order_items.unit_discount',
      'order_items.line_total',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

/** Oldest first. */
export async function findStatusHistory(db: Db, orderId: number) {
  return db
    .selectFrom('order_status_history')
    .select(['status', 'note', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findPickupPoint(db: Db, pickupPointId: number) {
  return db.selectFrom('pickup_points').select(['name', 'address', 'phone']).where('id', '=', pickupPointId).executeTakeFirst();
}

export async function findCouponCode(db: Db, couponId: number): Promise<string | null> {
  const row = await db.selectFrom('coupons').select('code').where('id', '=', couponId).executeTakeFirst();
  return row?.code ?? null;
}

/** The order's charge still waiting at the gateway, if any. */
export async function findPendingPayment(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'gateway_reference'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** Moves the order only if nobody moved it meanwhile; answers whether it moved. */
export async function moveOrderStatus(db: Db, orderId: number, from: OrderStatus, to: OrderStatus, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function addStatusHistory(db: Db, orderId: number, status: OrderStatus, note: string | null, now: Date): Promise<void> {
  await db.insertInto('order_status_history').values({ order_id: orderId, status, note, created_at: now.toISOString() }).execute();
}

export type OrderPaymentStatus = 'unpaid' | 'paid' | 'failed' | 'refunded';

export async function setOrderPaymentStatus(db: Db, orderId: number, paymentStatus: OrderPaymentStatus, now: Date): Promise<void> {
  await db.updateTable('orders').set({ payment_status: paymentStatus, updated_at: now.toISOString() }).where('id', '=', orderId).execute();
}

/** Settles the order's waiting charges with this outcome. */
export async function settlePendingPayments(db: Db, orderId: number, status: 'paid' | 'failed', now: Date): Promise<void> {
  await db
    .updateTable('payments')
    .set({ status, updated_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .execute();
}

/** Moves the order's payment status only while it is still `from`. */
export async function movePaymentStatus(db: Db, orderId: number, from: OrderPaymentStatus, to: OrderPaymentStatus, now: Date): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: to, updated_at: now.toISOString() })
    .where('id', '=', orderId)
    .where('payment_status', '=', from)
    .execute();
}

/** The order's lines with what limits putting them back in a bag: the variant's stock, the product's limits. */
export async function findItemsWithBagLimits(db: Db, orderId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .innerJoin('product_variants', 'product_variants.id', 'order_items.variant_id')
    .select([
      'order_items.product_id',
      'order_items.variant_id',
      'order_items.quantity',
      'product_variants.stock',
      'products.is_negative',
      'products.max_quantity',
      'products.published',
    ])
    .where('order_items.order_id', '=', orderId)
    .orderBy('order_items.id')
    .execute();
}

export async function findBagQuantity(db: Db, userId: number, variantId: number): Promise<number> {
  const row = await db.selectFrom('carts').select('quantity').where('user_id', '=', userId).where('variant_id', '=', variantId).executeTakeFirst();
  return row?.quantity ?? 0;
}

/**
 * Takes the order's row lock without changing it. Whoever settles an order's payment takes it first,
 * as a status change does, so that the two never wait on each other's locks in opposite order.
 */
export async function lockOrder(db: Db, orderId: number): Promise<void> {
  await db
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', orderId)
    .execute();
}
