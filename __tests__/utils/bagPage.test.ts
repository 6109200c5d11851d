import { bagSavings, isMarkedDown, isPromotionRunning, lineTotal, promotionHint, promotionProgressPercent, type PromotionState } from '@/utils/bagPage';

const buyThreeSaveFive: PromotionState = {
  title: 'Buy 3, save 5%',
  buy_quantity: 3,
  discount_percent: 5,
  quantity_in_bag: 2,
  quantity_needed: 1,
  eligible: false,
};

describe('lineTotal', () => {
  it('is the pieces at the regular price less every discount on the line', () => {
    expect(lineTotal({ main_price: 1500, quantity: 2, discount: 300 })).toBe(2700);
  });

  it('adds in whole poisha, so a third of a taka never drifts', () => {
    expect(lineTotal({ main_price: 333.33, quantity: 3, discount: 49.99 })).toBe(950);
  });

  it('never goes below 0', () => {
    expect(lineTotal({ main_price: 100, quantity: 1, discount: 150 })).toBe(0);
  });
});

describe('isMarkedDown', () => {
  it('holds when a piece sells below its regular price', () => {
    expect(isMarkedDown({ main_price: 1500, main_price_discount: 1350 })).toBe(true);
    expect(isMarkedDown({ main_price: 4200, main_price_discount: 4200 })).toBe(false);
  });
});

describe('bagSavings', () => {
  it('adds the lines’ own discounts and the coupon’s', () => {
    expect(bagSavings([{ discount: 300 }, { discount: 0.1 }], 100.2)).toBe(400.3);
  });

  it('is 0 for a bag at full price without a coupon', () => {
    expect(bagSavings([{ discount: 0 }], 0)).toBe(0);
  });
});

describe('promotionHint', () => {
  it('says how many more pieces reach the promotion', () => {
    expect(promotionHint(buyThreeSaveFive)).toBe('Add 1 more item to save 5%');
    expect(promotionHint({ ...buyThreeSaveFive, quantity_in_bag: 1, quantity_needed: 2 })).toBe('Add 2 more items to save 5%');
  });

  it('says what the bag saves once it qualifies', () => {
    expect(promotionHint({ ...buyThreeSaveFive, quantity_in_bag: 3, quantity_needed: 0, eligible: true })).toBe('You save 5% on this bag');
  });

  it('keeps a fractional percent as it is', () => {
    expect(promotionHint({ ...buyThreeSaveFive, discount_percent: 2.5 })).toBe('Add 1 more item to save 2.5%');
  });

  it('is null when the promotion is off (no quantity or no percent)', () => {
    expect(promotionHint({ ...buyThreeSaveFive, buy_quantity: 0, quantity_needed: 0 })).toBeNull();
    expect(promotionHint({ ...buyThreeSaveFive, discount_percent: 0 })).toBeNull();
    expect(isPromotionRunning({ buy_quantity: 3, discount_percent: 5 })).toBe(true);
  });
});

describe('promotionProgressPercent', () => {
  it('fills towards the promotion’s quantity and stops at 100', () => {
    expect(promotionProgressPercent({ buy_quantity: 3, quantity_in_bag: 2 })).toBe(67);
    expect(promotionProgressPercent({ buy_quantity: 3, quantity_in_bag: 5 })).toBe(100);
    expect(promotionProgressPercent({ buy_quantity: 0, quantity_in_bag: 5 })).toBe(0);
  });
});
