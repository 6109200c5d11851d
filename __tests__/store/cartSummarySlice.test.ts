import { signedOut, accountDeleted } from '@/store/authSlice';
import { cleared, initialCartState, itemAdded, cartSlice } from '@/store/cartSlice';
import { cartSummaryFetched, cartSummarySlice, initialCartSummaryState, selectCartSummary } from '@/store/cartSummarySlice';
import { initialCouponState } from '@/store/couponSlice';
import { selectCartGrandTotal, selectCartTotals } from '@/store/selectors';
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

const reduce = cartSummarySlice.reducer;
const bag = cartSlice.reducer(initialCartState, itemAdded({ line: newLine(WHITE_PANJABI) }));

describe('cart summary transitions', () => {
  it('cartSummary/fetched keeps the server’s summary', () => {
    expect(reduce(initialCartSummaryState, cartSummaryFetched(summary)).summary).toEqual(summary);
  });

  it('is dropped when the bag is cleared or the session ends', () => {
    const fetched = reduce(initialCartSummaryState, cartSummaryFetched(summary));
    for (const action of [cleared(), signedOut(), accountDeleted()]) expect(reduce(fetched, action)).toEqual(initialCartSummaryState);
  });
});

const coupon = { ...initialCouponState, coupon: 'WELCOME10', coupon_applied: true, coupon_amount: 250 };

describe('cart total selectors', () => {
  it('work the local totals out through the cart rules, the applied coupon taken off, once per bag', () => {
    const state = { cart: bag, coupon };
    expect(selectCartTotals(state)).toEqual({ subTotal: 1350, discount: 250, tax: 0, shipping: 0, total: 1100 });
    expect(selectCartTotals(state)).toBe(selectCartTotals({ cart: bag, coupon }));
    expect(selectCartTotals({ cart: initialCartState, coupon })).toEqual({ subTotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
  });

  it('show the server’s grand total once it is known', () => {
    const state = { cart: bag, cartSummary: { summary }, coupon };
    expect(selectCartSummary(state)).toEqual(summary);
    expect(selectCartGrandTotal(state)).toBe(1250);
  });

  it('show the local total before the summary arrives', () => {
    expect(selectCartGrandTotal({ cart: bag, cartSummary: initialCartSummaryState, coupon: initialCouponState })).toBe(1350);
  });

  it('show 0 and no summary for an empty bag, whatever was fetched before', () => {
    const state = { cart: initialCartState, cartSummary: { summary }, coupon };
    expect(selectCartSummary(state)).toBeNull();
    expect(selectCartGrandTotal(state)).toBe(0);
  });
});
