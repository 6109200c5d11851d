import type { Insertable, Selectable } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { AffiliateEarningsTable } from '@/server/db/types';
import { countAffiliateRows, type PageWindow } from './repository';

// Commissions (`affiliate_earnings`): one row per referred order item, `pending` until the order is
// delivered (`approved`, withdrawable) or released (`cancelled`).

export type EarningStatus = Selectable<AffiliateEarningsTable>['status'];
export type NewEarning = Omit<Insertable<AffiliateEarningsTable>, 'id' | 'status' | 'created_at' | 'updated_at'>;

export interface InstantBounds {
  /** Inclusive ISO instant. */
  start: string;
  /** Exclusive ISO instant. */
  end: string;
}

/** Each product's own commission rate (percent, null when unset) and its category. */
export async function findProductCommissionSources(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('products')
    .select(['id', 'commission_rate', 'category_id'])
    .where('id', 'in', [...new Set(productIds)])
    .execute();
}

/** Every category's own rate and parent: the tree is small. */
export async function findCategoryCommissionRates(db: Db) {
  return db.selectFrom('categories').select(['id', 'parent_id', 'commission_rate']).execute();
}

export async function findOrderItemIds(db: Db, orderId: number) {
  return db.selectFrom('order_items').select(['id', 'variant_id']).where('order_id', '=', orderId).execute();
}

export async function insertEarnings(db: Db, earnings: readonly NewEarning[], now: Date): Promise<void> {
  if (earnings.length === 0) return;
  const time = now.toISOString();
  await db
    .insertInto('affiliate_earnings')
    .values(earnings.map((earning) => ({ ...earning, status: 'pending' as const, created_at: time, updated_at: time })))
    .execute();
}

export async function setOrderAffiliate(db: Db, orderId: number, affiliateId: number): Promise<void> {
  await db.updateTable('orders').set({ affiliate_user_id: affiliateId }).where('id', '=', orderId).execute();
}

export async function moveOrderEarnings(db: Db, orderId: number, from: readonly EarningStatus[], to: EarningStatus, now: Date): Promise<void> {
  await db
    .updateTable('affiliate_earnings')
    .set({ status: to, updated_at: now.toISOString() })
    .where('order_id', '=', orderId)
    .where('status', 'in', [...from])
    .execute();
}

/** The affiliate's earnings of one status, in poisha. */
export async function sumEarnings(db: Db, affiliateId: number, status: EarningStatus): Promise<number> {
  const row = await db
    .selectFrom('affiliate_earnings')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
    .where('affiliate_user_id', '=', affiliateId)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.total ?? 0);
}

/** Earnings approved (the order delivered) within the bounds: their last change was the approval. */
export async function findApprovedEarningsBetween(db: Db, affiliateId: number, bounds: InstantBounds) {
  return db
    .selectFrom('affiliate_earnings')
    .select(['amount', 'updated_at'])
    .where('affiliate_user_id', '=', affiliateId)
    .where('status', '=', 'approved')
    .where('updated_at', '>=', bounds.start)
    .where('updated_at', '<', bounds.end)
    .execute();
}

/** The orders that earned the affiliate a commission, placed within the bounds and not cancelled, one row per order. */
export async function findReferredOrdersBetween(db: Db, affiliateId: number, bounds: InstantBounds) {
  return db
    .selectFrom('affiliate_earnings')
    .select(['order_id', (eb) => eb.fn.min('created_at').as('created_at')])
    .where('affiliate_user_id', '=', affiliateId)
    .where('status', '!=', 'cancelled')
    .where('created_at', '>=', bounds.start)
    .where('created_at', '<', bounds.end)
    .groupBy('order_id')
    .execute();
}

export async function findEarningPage(db: Db, affiliateId: number, page: PageWindow) {
  return db
    .selectFrom('affiliate_earnings')
    .innerJoin('orders', 'orders.id', 'affiliate_earnings.order_id')
    .leftJoin('order_items', 'order_items.id', 'affiliate_earnings.order_item_id')
    .leftJoin('products', 'products.id', 'affiliate_earnings.product_id')
    .select([
      'affiliate_earnings.id',
      'orders.code as order_code',
      'order_items.product_name as item_product_name',
      'products.name as product_name',
      'affiliate_earnings.rate',
      'affiliate_earnings.amount',
      'affiliate_earnings.status',
      'affiliate_earnings.created_at',
    ])
    .where('affiliate_earnings.affiliate_user_id', '=', affiliateId)
    .orderBy('affiliate_earnings.created_at', 'desc')
    .orderBy('affiliate_earnings.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type EarningHistoryRow = Awaited<ReturnType<typeof findEarningPage>>[number];

export function countEarnings(db: Db, affiliateId: number): Promise<number> {
  return countAffiliateRows(db, 'affiliate_earnings', affiliateId);
}
