// The programme's money rules, in poisha and percent.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The product's own rate, else its category's, else the shop's default (percent). */
export function commissionRate(productRate: number | null, categoryRate: number | null, defaultRate: number): number {
  return productRate ?? categoryRate ?? defaultRate;
}

export interface CategoryRate {
  id: number;
  parent_id: number | null;
  commission_rate: number | null;
}

/** A category without a rate of its own takes its parent's, and so on up the tree; null when none has one. */
export function inheritedCategoryRate(categoryId: number, categories: ReadonlyMap<number, CategoryRate>): number | null {
  const seen = new Set<number>();
  let category = categories.get(categoryId);
  while (category && !seen.has(category.id)) {
    if (category.commission_rate !== null) return category.commission_rate;
    seen.add(category.id);
    category = category.parent_id === null ? undefined : categories.get(category.parent_id);
  }
  return null;
}

/** The commission on a line total (poisha), rounded to the poisha. */
export function commissionAmount(lineTotal: number, rate: number): number {
  return Math.max(0, Math.round((lineTotal * rate) / 100));
}

/** A bag line's referral counts when the line was last added to no earlier than this many days before the order. */
export function isWithinReferralWindow(lineUpdatedAt: string, orderedAt: Date, validationDays: number): boolean {
  return Date.parse(lineUpdatedAt) >= orderedAt.getTime() - validationDays * DAY_MS;
}

/** Orders per hundred clicks, to two decimals; 0 without clicks. */
export function conversionRate(orders: number, clicks: number): number {
  return clicks === 0 ? 0 : Math.round((orders / clicks) * 10_000) / 100;
}

export interface BalanceParts {
  /** Earnings of delivered orders. */
  approvedEarnings: number;
  /** Withdraw requests paid out or waiting to be. */
  requestedWithdrawals: number;
}

/** What may still be withdrawn. */
export function withdrawableBalance({ approvedEarnings, requestedWithdrawals }: BalanceParts): number {
  return approvedEarnings - requestedWithdrawals;
}
