import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { accountDeleted, signedOut } from './authSlice';
import { quantityChanged } from './bagSlice';

export interface CouponState {
  coupon: string | null;
  coupon_applied: boolean;
  /** The discount the coupon takes off, in taka. */
  coupon_amount: number;
  tax: number;
  free_shipping: boolean;
}

/** Reset means no coupon, amount 0, no free shipping. */
export const initialCouponState: CouponState = {
  coupon: null,
  coupon_applied: false,
  coupon_amount: 0,
  tax: 0,
  free_shipping: false,
};

export interface CouponApplied {
  coupon: string;
  coupon_amount: number;
  tax: number;
  free_shipping: boolean;
}

export const couponSlice = createSlice({
  name: 'coupon',
  initialState: initialCouponState,
  reducers: {
    applied(_state, action: PayloadAction<CouponApplied>) {
      return { ...action.payload, coupon_applied: true };
    },
    reset() {
      return initialCouponState;
    },
  },
  extraReducers: (builder) => {
    // A coupon is removed whenever a quantity changes, and when the bag is cleared.
    builder.addMatcher(isAnyOf(quantityChanged, signedOut, accountDeleted), () => initialCouponState);
  },
});

export const { applied: couponApplied, reset: couponReset } = couponSlice.actions;

interface WithCoupon {
  coupon: CouponState;
}

export const selectCoupon = (state: WithCoupon) => state.coupon;
export const selectIsCouponApplied = (state: WithCoupon) => state.coupon.coupon_applied;
