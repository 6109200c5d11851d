import type { Db } from '@/server/db/connection';
import { HttpError, ValidationError } from '@/server/http/errors';
import { couponScopedLines, priceBag } from '@/server/modules/cart/service';
import { COUPON_MESSAGES } from '@/utils/couponDiscount';
import { evaluateCoupon } from './evaluation';
import { findCouponByCode, removeAppliedCoupon, saveAppliedCoupon } from './repository';

// Applying a coupon to the caller's bag and taking it off again.

function couponRefused(message: string): ValidationError {
  return new ValidationError({ coupon_code: [message] }, message);
}

export interface CouponApplication {
  code: string;
  /** In poisha. */
  discount: number;
  tax: number;
  freeShipping: boolean;
}

/** The coupon measured against the bag as priced now; refused with the reason when it cannot be used. */
async function measureCoupon(db: Db, userId: number, code: string, now: Date) {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw couponRefused(COUPON_MESSAGES.invalid);
  const bag = await priceBag(db, userId, now);
  const outcome = await evaluateCoupon(db, coupon, couponScopedLines(bag.lines), userId, now);
  if (outcome.refusal !== null) throw couponRefused(outcome.refusal);
  return { coupon, tax: bag.totals.tax, discount: outcome.discount, freeShipping: outcome.freeShipping };
}

/** Checks the coupon against the bag as priced now and keeps it on the bag, replacing any other. */
export async function applyCoupon(db: Db, userId: number, code: string, now: Date): Promise<CouponApplication> {
  const { coupon, tax, discount, freeShipping } = await measureCoupon(db, userId, code, now);
  await saveAppliedCoupon(db, userId, coupon.id, now);
  return { code: coupon.code, discount, tax, freeShipping };
}

/** The same checks as applying, refused the same way, but the bag is left as it is. */
export async function checkCoupon(db: Db, userId: number, code: string, now: Date): Promise<void> {
  await measureCoupon(db, userId, code, now);
}

export async function removeCoupon(db: Db, userId: number): Promise<void> {
  if (!(await removeAppliedCoupon(db, userId))) throw new HttpError(422, 'No coupon applied');
}
