import { accountDeleted, signedOut } from '@/store/authSlice';
import { cleared, itemAdded, itemDecremented, lineRemoved, rebuiltFromServer } from '@/store/bagSlice';
import { couponApplied, couponReset, couponSlice, initialCouponState, selectIsCouponApplied } from '@/store/couponSlice';
import { newLine, WHITE_PANJABI } from './support/fakeShop';

const reduce = couponSlice.reducer;
const applied = reduce(initialCouponState, couponApplied({ coupon: 'FREESHIP', coupon_amount: 0, tax: 0, free_shipping: true }));

describe('coupon transitions', () => {
  it('coupon/applied keeps the code, amount, tax and free shipping', () => {
    expect(applied).toEqual({ coupon: 'FREESHIP', coupon_applied: true, coupon_amount: 0, tax: 0, free_shipping: true });
    expect(selectIsCouponApplied({ coupon: applied })).toBe(true);
  });

  it('coupon/reset means no coupon, amount 0, no free shipping', () => {
    expect(reduce(applied, couponReset())).toEqual({ coupon: null, coupon_applied: false, coupon_amount: 0, tax: 0, free_shipping: false });
  });

  it('is reset by every quantity change and by clearing the bag', () => {
    const line = newLine(WHITE_PANJABI);
    for (const action of [itemAdded({ line }), itemDecremented({ barcode: line.barcode }), lineRemoved({ barcode: line.barcode }), cleared()]) {
      expect(reduce(applied, action)).toEqual(initialCouponState);
    }
  });

  it('is reset when the session ends', () => {
    expect(reduce(applied, signedOut())).toEqual(initialCouponState);
    expect(reduce(applied, accountDeleted())).toEqual(initialCouponState);
  });

  it('stays when the bag is only rebuilt from the server', () => {
    expect(reduce(applied, rebuiltFromServer([]))).toBe(applied);
  });
});
