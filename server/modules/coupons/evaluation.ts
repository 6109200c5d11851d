import type { Db } from '@/server/db/connection';
import { categoryAndDescendants, couponDiscount, couponRefusal } from '@/utils/couponDiscount';
import { countCouponUses, type CouponRow, findCategoryTree, findProductCategoryLinks } from './repository';

// A coupon measured against a priced bag: the bag's pricing (cart service) and coupon-apply share it.

export interface CouponScopedLine {
  productId: number;
  categoryId: number;
  /** What the line sells for after product, flash-deal and promotion discounts, in poisha. */
  total: number;
}

export type CouponOutcome = { refusal: string; discount: 0; freeShipping: false } | { refusal: null; discount: number; freeShipping: boolean };

function sumTotals(lines: readonly CouponScopedLine[]): number {
  return lines.reduce((total, line) => total + line.total, 0);
}

/** The lines in the coupon's category or below it, whether by the product's own category or a listing in another. */
async function eligibleSubTotal(db: Db, coupon: CouponRow, lines: readonly CouponScopedLine[]): Promise<number> {
  if (coupon.category_id === null) return sumTotals(lines);
  const [categories, links] = await Promise.all([
    findCategoryTree(db),
    findProductCategoryLinks(db, [...new Set(lines.map((line) => line.productId))]),
  ]);
  const scope = categoryAndDescendants(coupon.category_id, categories);
  const listedInScope = new Set(links.filter((link) => scope.has(link.category_id)).map((link) => link.product_id));
  return sumTotals(lines.filter((line) => scope.has(line.categoryId) || listedInScope.has(line.productId)));
}

export async function evaluateCoupon(
  db: Db,
  coupon: CouponRow,
  lines: readonly CouponScopedLine[],
  userId: number,
  now: Date,
): Promise<CouponOutcome> {
  const [eligible, usesByShopper] = await Promise.all([eligibleSubTotal(db, coupon, lines), countCouponUses(db, coupon.id, userId)]);
  const refusal = couponRefusal(coupon, { now, usesByShopper, bagIsEmpty: lines.length === 0, eligibleSubTotal: eligible });
  if (refusal !== null) return { refusal, discount: 0, freeShipping: false };
  return { refusal: null, discount: couponDiscount(coupon, eligible), freeShipping: coupon.free_shipping === 1 };
}
