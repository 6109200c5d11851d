import * as couponService from '@/services/coupon';
import { answerMessage, isRefused, isUnauthorized, LOGIN_PATH } from '@/services/http';
import { couponApplied, couponReset } from './couponSlice';
import { MESSAGES, notice, type Notice } from './notices';
import { createAppAsyncThunk, withToken } from './withTypes';

/** Applies a coupon to the bag: the server's message either way. */
export const applyCoupon = createAppAsyncThunk<Notice, string, { rejectValue: Notice }>(
  'coupon/apply',
  async (couponCode, { dispatch, getState, rejectWithValue }) => {
    const state = getState();
    try {
      const answer = await couponService.applyCoupon(couponCode, state.auth.user?.id, withToken(state));
      dispatch(
        couponApplied({
          coupon: couponCode,
          coupon_amount: answer.discount,
          tax: answer.tax,
          free_shipping: Boolean(answer.free_shipping),
        }),
      );
      return notice(answer.message || MESSAGES.couponApplied, 'success');
    } catch (error) {
      return rejectWithValue(notice(answerMessage(error) ?? MESSAGES.pleaseTryAgain, 'error'));
    }
  },
);

/** "Coupon Removed"; "Coupon not Removed" when refused; "Please Login" (to /login) on a 401. */
export const removeCoupon = createAppAsyncThunk<Notice, void, { rejectValue: Notice }>(
  'coupon/remove',
  async (_, { dispatch, getState, rejectWithValue }) => {
    const state = getState();
    try {
      await couponService.removeCoupon(state.auth.user?.id, withToken(state));
    } catch (error) {
      if (isUnauthorized(error)) return rejectWithValue(notice(MESSAGES.pleaseLogin, 'error', LOGIN_PATH));
      if (isRefused(error)) return rejectWithValue(notice(MESSAGES.couponNotRemoved, 'error'));
      return rejectWithValue(notice(MESSAGES.pleaseTryAgain, 'error'));
    }
    dispatch(couponReset());
    return notice(MESSAGES.couponRemoved, 'success');
  },
);
