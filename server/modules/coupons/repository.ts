import { sql } from 'kysely';
import type { Db } from '@/server/db/connection';
import { preparedQuery } from '@/server/db/preparedQuery';

// Coupons, the coupon applied to a bag (`cart_adjustments` of kind coupon), and their scopes.

const COUPON_COLUMNS = [
  'coupons.id',
  'coupons.code',
  'coupons.type',
  'coupons.value',
  'coupons.min_spend',
  'coupons.max_discount',
  'coupons.start_at',
  'coupons.end_at',
  'coupons.usage_limit',
  'coupons.per_user_limit',
  'coupons.used_count',
  'coupons.free_shipping',
  'coupons.category_id',
  'coupons.status',
] as const;

/** Codes are compared without regard to case. */
export async function findCouponByCode(db: Db, code: string) {
  return db
    .selectFrom('coupons')
    .select(COUPON_COLUMNS)
    .where(sql<boolean>`lower(coupons.code) = lower(${code})`)
    .executeTakeFirst();
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findCouponByCode>>>;

export async function findAppliedCoupon(db: Db, userId: number): Promise<CouponRow | undefined> {
  return db
    .selectFrom('cart_adjustments')
    .innerJoin('coupons', 'coupons.id', 'cart_adjustments.reference_id')
    .select(COUPON_COLUMNS)
    .where('cart_adjustments.user_id', '=', userId)
    .where('cart_adjustments.kind', '=', 'coupon')
    .executeTakeFirst();
}

/** Replaces the coupon applied to the bag, if any. */
export async function saveAppliedCoupon(db: Db, userId: number, couponId: number, now: Date): Promise<void> {
  await db
    .insertInto('cart_adjustments')
    .values({ user_id: userId, kind: 'coupon', reference_id: couponId, verified_at: null, created_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind']).doUpdateSet({ reference_id: couponId, created_at: now.toISOString() }),
    )
    .execute();
}

const removeAppliedCouponQuery = preparedQuery((db, values: { userId: number }) =>
  db.deleteFrom('cart_adjustments').where('user_id', '=', values.userId).where('kind', '=', 'coupon'),
);

/** Answers whether a coupon was applied. */
export async function removeAppliedCoupon(db: Db, userId: number): Promise<boolean> {
  const result = await removeAppliedCouponQuery(db, { userId });
  return Number(result.numAffectedRows) > 0;
}

export async function countCouponUses(db: Db, couponId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('coupon_usages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('coupon_id', '=', couponId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findCategoryTree(db: Db) {
  return db.selectFrom('categories').select(['id', 'parent_id']).execute();
}

/** The categories each product is listed in, besides its own category. */
export async function findProductCategoryLinks(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_categories')
    .select(['product_id', 'category_id'])
    .where('product_id', 'in', productIds)
    .execute();
}
