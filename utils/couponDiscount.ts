import { formatTaka, poishaToTaka } from './money';

// Whether a coupon can be used on a bag and what it takes off, in poisha.

export interface CouponTerms {
  type: 'percent' | 'amount';
  /** A percent, or an amount in poisha. */
  value: number;
  min_spend: number;
  max_discount: number | null;
  start_at: string;
  end_at: string;
  usage_limit: number | null;
  used_count: number;
  per_user_limit: number | null;
  status: number;
}

export interface CouponUse {
  now: Date;
  /** How many orders of this shopper already used the coupon. */
  usesByShopper: number;
  bagIsEmpty: boolean;
  /** What the bag's lines in the coupon's scope sell for after every other discount. */
  eligibleSubTotal: number;
}

export const COUPON_MESSAGES = {
  invalid: 'Invalid coupon code',
  expired: 'This coupon has expired',
  notActiveYet: 'This coupon is not active yet',
  usageLimitReached: 'This coupon has reached its usage limit',
  alreadyUsed: 'You have already used this coupon',
  notApplicable: 'This coupon does not apply to the items in your bag',
  emptyBag: 'Your bag is empty',
} as const;

function minimumSpendMessage(minSpend: number): string {
  return `Minimum spend for this coupon is ${formatTaka(poishaToTaka(minSpend))}`;
}

/** Why the coupon cannot be used on the bag now, or null when it can. A coupon runs from its start until just before its end. */
export function couponRefusal(terms: CouponTerms, use: CouponUse): string | null {
  const time = use.now.toISOString();
  if (terms.status !== 1) return COUPON_MESSAGES.invalid;
  if (time < terms.start_at) return COUPON_MESSAGES.notActiveYet;
  if (time >= terms.end_at) return COUPON_MESSAGES.expired;
  if (terms.usage_limit !== null && terms.used_count >= terms.usage_limit) return COUPON_MESSAGES.usageLimitReached;
  if (terms.per_user_limit !== null && use.usesByShopper >= terms.per_user_limit) return COUPON_MESSAGES.alreadyUsed;
  if (use.bagIsEmpty) return COUPON_MESSAGES.emptyBag;
  if (use.eligibleSubTotal <= 0) return COUPON_MESSAGES.notApplicable;
  if (use.eligibleSubTotal < terms.min_spend) return minimumSpendMessage(terms.min_spend);
  return null;
}

/** A percent of the eligible sub-total capped at max_discount, or the amount; never more than the eligible sub-total. */
export function couponDiscount(terms: Pick<CouponTerms, 'type' | 'value' | 'max_discount'>, eligibleSubTotal: number): number {
  if (eligibleSubTotal <= 0) return 0;
  const percentAmount = Math.round((eligibleSubTotal * terms.value) / 100);
  const amount =
    terms.type === 'percent' ? Math.min(percentAmount, terms.max_discount ?? percentAmount) : terms.value;
  return Math.max(0, Math.min(amount, eligibleSubTotal));
}

/** A category scope covers the category and every category below it. */
export function categoryAndDescendants(categoryId: number, categories: ReadonlyArray<{ id: number; parent_id: number | null }>): Set<number> {
  const scope = new Set([categoryId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id !== null && scope.has(category.parent_id) && !scope.has(category.id)) {
        scope.add(category.id);
        grew = true;
      }
    }
  }
  return scope;
}
