import { isPromotionRunning, promotionHint, promotionProgressPercent, type PromotionState } from '@/utils/bagPage';

const buyThreeSaveFive: PromotionState = {
  title: 'Buy 3, save 5%',
  buy_quantity: 3,
  discount_percent: 5,
  quantity_in_bag: 2,
  quantity_needed: 1,
  eligible: false,
};

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
