import { signedOut, accountDeleted } from '@/store/authSlice';
import { cleared, initialBagState, itemAdded, bagSlice } from '@/store/bagSlice';
import { bagSummaryFetched, bagSummarySlice, initialBagSummaryState, selectBagSummary } from '@/store/bagSummarySlice';
import { initialCouponState } from '@/store/couponSlice';
import { selectBagGrandTotal, selectBagTotals } from '@/store/selectors';
import type { CartSummary } from '@/contract/cart';
import { newLine, WHITE_PANJABI } from './support/fakeShop';

const summary: CartSummary = {
  coupon_applied: true,
  coupon_code: 'WELCOME10',
  discount: 250,
  grand_total: 1250,
  grand_total_value: 1250,
  loyality_applied: false,
  shipping_cost: 0,
  sub_total: 1500,
  tax: 0,
};

const reduce = bagSummarySlice.reducer;
const bag = bagSlice.reducer(initialBagState, itemAdded({ line: newLine(WHITE_PANJABI) }));

describe('cart summary transitions', () => {
  it('bagSummary/fetched keeps the server’s summary', () => {
    expect(reduce(initialBagSummaryState, bagSummaryFetched(summary)).summary).toEqual(summary);
  });

  it('is dropped when the bag is cleared or the session ends', () => {
    const fetched = reduce(initialBagSummaryState, bagSummaryFetched(summary));
    for (const action of [cleared(), signedOut(), accountDeleted()]) expect(reduce(fetched, action)).toEqual(initialBagSummaryState);
  });
});

const coupon = { ...initialCouponState, coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 250 };

describe('cart total selectors', () => {
  it('work the local totals out through the cart rules, the applied coupon taken off, once per bag', () => {
    const state = { bag: bag, coupon };
    expect(selectBagTotals(state)).toEqual({ subTotal: 1350, discount: 250, tax: 0, shipping: 0, total: 1100 });
    expect(selectBagTotals(state)).toBe(selectBagTotals({ bag: bag, coupon }));
    expect(selectBagTotals({ bag: initialBagState, coupon })).toEqual({ subTotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
  });

  it('show the server’s grand total once it is known', () => {
    const state = { bag: bag, bagSummary: { summary }, coupon };
    expect(selectBagSummary(state)).toEqual(summary);
    expect(selectBagGrandTotal(state)).toBe(1250);
  });

  it('show the local total before the summary arrives', () => {
    expect(selectBagGrandTotal({ bag: bag, bagSummary: initialBagSummaryState, coupon: initialCouponState })).toBe(1350);
  });

  it('show 0 and no summary for an empty bag, whatever was fetched before', () => {
    const state = { bag: initialBagState, bagSummary: { summary }, coupon };
    expect(selectBagSummary(state)).toBeNull();
    expect(selectBagGrandTotal(state)).toBe(0);
  });
});
