import { createSelector } from '@reduxjs/toolkit';
import { LOGIN_PATH } from '@/services/http';
import { bagAmounts, type BagAmounts } from '@/utils/bag';
import { CHECKOUT_PATH } from '@/utils/sitePaths';
import { selectIsAffiliate, selectIsSignedIn, type AuthState } from './authSlice';
import { selectBagLines, type BagState } from './bagSlice';
import { selectBagSummary, type BagSummaryState } from './bagSummarySlice';
import type { CouponState } from './couponSlice';
import { selectAffiliateSystemOn, selectGuestCheckoutOn, type SettingsState } from './settingsSlice';

// Selectors that read more than one slice.

interface WithAuthAndSettings {
  auth: AuthState;
  settings: SettingsState;
}

/** The affiliate menu shows for a flagged user when the affiliate_system setting is 1. */
export function selectShowsAffiliateMenu(state: WithAuthAndSettings): boolean {
  return selectIsAffiliate(state) && selectAffiliateSystemOn(state);
}

/** Checkout is open to everyone with the guest_checkout setting on; otherwise to signed-in customers only. */
export function selectCheckoutPath(state: WithAuthAndSettings): string {
  return selectGuestCheckoutOn(state) || selectIsSignedIn(state) ? CHECKOUT_PATH : LOGIN_PATH;
}

interface WithBag {
  bag: BagState;
  bagSummary: BagSummaryState;
  coupon: CouponState;
}

const selectCouponAmount = (state: Pick<WithBag, 'coupon'>) => state.coupon.coupon_amount;

/** The bag's totals worked out in the browser (utils/bag.ts), the applied coupon taken off. */
export const selectBagTotals: (state: Pick<WithBag, 'bag' | 'coupon'>) => BagAmounts = createSelector(
  [selectBagLines, selectCouponAmount],
  bagAmounts,
);

/** The total to show: 0 for an empty bag, the server's grand total once known, the local total before. */
export function selectBagGrandTotal(state: WithBag): number {
  if (state.bag.lines.length === 0) return 0;
  return selectBagSummary(state)?.grand_total ?? selectBagTotals(state).total;
}
