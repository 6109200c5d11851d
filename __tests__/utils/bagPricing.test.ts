import {
  bagTotals,
  lineAmounts,
  lineQuantityLimit,
  mergedQuantity,
  promotionProgress,
  promotionTerms,
  promotionUnitDiscount,
} from '@/utils/bagPricing';
import type { Discount } from '@/utils/pricing';

const now = new Date('2025-06-15T12:00:00.000Z');
const noDiscount: Discount = { discount: 0, discount_type: 'amount' };
const percentOff = (percent: number, window: Partial<Discount> = {}): Discount => ({ discount: percent, discount_type: 'percent', ...window });
const amountOff = (poisha: number): Discount => ({ discount: poisha, discount_type: 'amount' });

const line = (overrides: Partial<Parameters<typeof lineAmounts>[0]> = {}) => ({
  unitPrice: 100000,
  strokedPrice: 100000,
  quantity: 1,
  unitTax: 0,
  productDiscount: noDiscount,
  flashDiscounts: [],
  ...overrides,
});

describe('lineQuantityLimit', () => {
  it('is the smaller of the stock and the maximum quantity', () => {
    expect(lineQuantityLimit({ stock: 4, is_negative: 0, max_quantity: 10 })).toBe(4);
    expect(lineQuantityLimit({ stock: 40, is_negative: 0, max_quantity: 10 })).toBe(10);
  });

  it('ignores the stock when the product may be sold below zero', () => {
    expect(lineQuantityLimit({ stock: 0, is_negative: 1, max_quantity: 6 })).toBe(6);
  });

  it('is zero for a sold-out variant and never above 100', () => {
    expect(lineQuantityLimit({ stock: 0, is_negative: 0, max_quantity: 10 })).toBe(0);
    expect(lineQuantityLimit({ stock: -3, is_negative: 0, max_quantity: 10 })).toBe(0);
    expect(lineQuantityLimit({ stock: 500, is_negative: 0, max_quantity: 500 })).toBe(100);
  });
});

describe('mergedQuantity', () => {
  it('sums both bags within the limit', () => {
    expect(mergedQuantity(2, 3, 10)).toBe(5);
    expect(mergedQuantity(3, 3, 4)).toBe(4);
    expect(mergedQuantity(0, 3, 2)).toBe(2);
  });

  it("never takes away what the customer already had", () => {
    expect(mergedQuantity(4, 2, 1)).toBe(4);
    expect(mergedQuantity(0, 2, 0)).toBe(0);
  });
});

describe('lineAmounts', () => {
  it('multiplies the price, the product discount and the tax by the quantity', () => {
    expect(lineAmounts(line({ strokedPrice: 150000, quantity: 3, unitTax: 500, productDiscount: percentOff(10) }), now)).toEqual({
      originalUnitPrice: 150000,
      price: 300000,
      productDiscount: 30000,
      flashDiscount: 0,
      tax: 1500,
      sellingPrice: 90000,
      sellingTotal: 270000,
    });
  });

  it('takes the flash deal instead of the product discount when it takes more', () => {
    expect(lineAmounts(line({ quantity: 2, productDiscount: amountOff(5000), flashDiscounts: [percentOff(10), percentOff(20)] }), now)).toMatchObject({
      productDiscount: 0,
      flashDiscount: 40000,
      sellingTotal: 160000,
    });
  });

  it('keeps the product discount when the flash deal takes the same or less', () => {
    expect(lineAmounts(line({ productDiscount: percentOff(20), flashDiscounts: [percentOff(20)] }), now)).toMatchObject({
      productDiscount: 20000,
      flashDiscount: 0,
    });
  });

  it('ignores a product discount outside its window', () => {
    const ended = percentOff(50, { discount_end_at: '2025-06-01T00:00:00.000Z' });
    expect(lineAmounts(line({ productDiscount: ended }), now)).toMatchObject({ productDiscount: 0, sellingTotal: 100000 });
  });

  it('never strikes through less than the price', () => {
    expect(lineAmounts(line({ strokedPrice: 50000 }), now).originalUnitPrice).toBe(100000);
  });
});

describe('the promotion', () => {
  const terms = promotionTerms({ promotion_title: 'Buy 3, save 5%', promotion_buy_quantity: '3', promotion_discount_percent: '5' });

  it('reads its terms from the settings', () => {
    expect(terms).toEqual({ title: 'Buy 3, save 5%', buyQuantity: 3, discountPercent: 5 });
    expect(promotionTerms({})).toEqual({ title: null, buyQuantity: 0, discountPercent: 0 });
    expect(promotionTerms({ promotion_buy_quantity: 'abc', promotion_discount_percent: '-5' })).toMatchObject({ buyQuantity: 0, discountPercent: 0 });
  });

  it('counts how many pieces are still needed', () => {
    expect(promotionProgress(terms, 1)).toMatchObject({ quantityInBag: 1, quantityNeeded: 2, eligible: false });
    expect(promotionProgress(terms, 3)).toMatchObject({ quantityNeeded: 0, eligible: true });
    expect(promotionProgress(terms, 7)).toMatchObject({ quantityNeeded: 0, eligible: true });
  });

  it('is never reached when switched off', () => {
    expect(promotionProgress({ title: null, buyQuantity: 0, discountPercent: 5 }, 10)).toMatchObject({ quantityNeeded: 0, eligible: false });
    expect(promotionProgress({ title: null, buyQuantity: 3, discountPercent: 0 }, 10)).toMatchObject({ eligible: false });
  });

  it("takes its percent of a unit's discounted price, in whole poisha, once reached", () => {
    expect(promotionUnitDiscount(180000, promotionProgress(terms, 3))).toBe(9000);
    expect(promotionUnitDiscount(33333, promotionProgress(terms, 3))).toBe(1667);
    expect(promotionUnitDiscount(109650, promotionProgress(terms, 3))).toBe(5483);
    expect(promotionUnitDiscount(180000, promotionProgress(terms, 2))).toBe(0);
  });
});

describe('bagTotals', () => {
  const lines = [
    { regularTotal: 200000, sellingTotal: 180000, membershipDiscount: 0, promotionDiscount: 9000, tax: 4000 },
    { regularTotal: 160000, sellingTotal: 160000, membershipDiscount: 0, promotionDiscount: 8000, tax: 0 },
  ];
  const noCharges = { couponDiscount: 0, shippingCost: 0, giftCardBalance: 0 };

  it('adds the lines after their discounts, the tax and shipping, less the coupon; and the lines at their regular prices', () => {
    expect(bagTotals(lines, { ...noCharges, couponDiscount: 25000 })).toEqual({
      regularSubTotal: 360000,
      subTotal: 323000,
      membershipDiscount: 0,
      tax: 4000,
      shippingCost: 0,
      discount: 25000,
      grandTotal: 302000,
      giftCardAmount: 0,
      amountToPay: 302000,
    });
    expect(bagTotals(lines, { ...noCharges, shippingCost: 6000 }).grandTotal).toBe(333000);
  });

  it('takes the membership discount off the sub total and reports it apart', () => {
    const memberLines = [{ regularTotal: 200000, sellingTotal: 180000, membershipDiscount: 30000, promotionDiscount: 7500, tax: 0 }];
    expect(bagTotals(memberLines, noCharges)).toMatchObject({ subTotal: 142500, membershipDiscount: 30000, grandTotal: 142500 });
  });

  it('lets the gift card pay last, up to the grand total', () => {
    expect(bagTotals(lines, { ...noCharges, shippingCost: 6000, giftCardBalance: 100000 })).toMatchObject({
      grandTotal: 333000,
      giftCardAmount: 100000,
      amountToPay: 233000,
    });
    expect(bagTotals(lines, { ...noCharges, giftCardBalance: 1_000_000 })).toMatchObject({ giftCardAmount: 327000, amountToPay: 0 });
  });

  it('is zero for an empty bag and never below zero', () => {
    expect(bagTotals([], noCharges)).toMatchObject({ subTotal: 0, tax: 0, shippingCost: 0, discount: 0, grandTotal: 0, amountToPay: 0 });
    expect(bagTotals(lines, { ...noCharges, couponDiscount: 1_000_000 }).grandTotal).toBe(0);
  });
});
