import { categoryAndDescendants, type CouponTerms, couponDiscount, couponRefusal, type CouponUse } from '@/utils/couponDiscount';

const now = new Date('2025-06-15T12:00:00.000Z');

const terms = (overrides: Partial<CouponTerms> = {}): CouponTerms => ({
  type: 'amount',
  value: 20000,
  min_spend: 0,
  max_discount: null,
  start_at: '2025-06-01T00:00:00.000Z',
  end_at: '2025-07-01T00:00:00.000Z',
  usage_limit: null,
  used_count: 0,
  per_user_limit: null,
  status: 1,
  ...overrides,
});

const use = (overrides: Partial<CouponUse> = {}): CouponUse => ({
  now,
  usesByShopper: 0,
  bagIsEmpty: false,
  eligibleSubTotal: 300000,
  ...overrides,
});

describe('couponRefusal', () => {
  it('accepts a running coupon within its limits', () => {
    expect(couponRefusal(terms({ usage_limit: 5, used_count: 4, per_user_limit: 2 }), use({ usesByShopper: 1 }))).toBeNull();
  });

  it('refuses a switched-off coupon as an invalid code', () => {
    expect(couponRefusal(terms({ status: 0 }), use())).toBe('Invalid coupon code');
  });

  it('refuses before the start and from the end on', () => {
    expect(couponRefusal(terms({ start_at: '2025-06-16T00:00:00.000Z' }), use())).toBe('This coupon is not active yet');
    expect(couponRefusal(terms({ end_at: '2025-06-15T12:00:00.000Z' }), use())).toBe('This coupon has expired');
    expect(couponRefusal(terms({ start_at: '2025-06-15T12:00:00.000Z' }), use())).toBeNull();
  });

  it('refuses when the coupon or the shopper used it up', () => {
    expect(couponRefusal(terms({ usage_limit: 1, used_count: 1 }), use())).toBe('This coupon has reached its usage limit');
    expect(couponRefusal(terms({ per_user_limit: 1 }), use({ usesByShopper: 1 }))).toBe('You have already used this coupon');
  });

  it('refuses an empty bag, a bag out of scope and a bag below the minimum spend', () => {
    expect(couponRefusal(terms(), use({ bagIsEmpty: true, eligibleSubTotal: 0 }))).toBe('Your bag is empty');
    expect(couponRefusal(terms(), use({ eligibleSubTotal: 0 }))).toBe('This coupon does not apply to the items in your bag');
    expect(couponRefusal(terms({ min_spend: 100000 }), use({ eligibleSubTotal: 99999 }))).toBe('Minimum spend for this coupon is ৳1,000.00');
    expect(couponRefusal(terms({ min_spend: 100000 }), use({ eligibleSubTotal: 100000 }))).toBeNull();
  });
});

describe('couponDiscount', () => {
  it('takes a percent of the eligible sub-total in whole poisha', () => {
    expect(couponDiscount({ type: 'percent', value: 10, max_discount: null }, 300000)).toBe(30000);
    expect(couponDiscount({ type: 'percent', value: 15, max_discount: null }, 33333)).toBe(5000);
  });

  it('caps a percent at the maximum discount', () => {
    expect(couponDiscount({ type: 'percent', value: 10, max_discount: 50000 }, 900000)).toBe(50000);
  });

  it('takes an amount, never more than the eligible sub-total', () => {
    expect(couponDiscount({ type: 'amount', value: 20000, max_discount: null }, 300000)).toBe(20000);
    expect(couponDiscount({ type: 'amount', value: 20000, max_discount: null }, 15000)).toBe(15000);
    expect(couponDiscount({ type: 'percent', value: 150, max_discount: null }, 15000)).toBe(15000);
  });

  it('takes nothing from nothing', () => {
    expect(couponDiscount({ type: 'amount', value: 20000, max_discount: null }, 0)).toBe(0);
  });
});

describe('categoryAndDescendants', () => {
  const categories = [
    { id: 1, parent_id: null },
    { id: 2, parent_id: 1 },
    { id: 3, parent_id: 2 },
    { id: 4, parent_id: null },
    { id: 5, parent_id: 4 },
  ];

  it('covers the category and every level below it', () => {
    expect([...categoryAndDescendants(1, categories)].sort()).toEqual([1, 2, 3]);
    expect([...categoryAndDescendants(2, categories)].sort()).toEqual([2, 3]);
    expect([...categoryAndDescendants(5, categories)]).toEqual([5]);
  });
});
