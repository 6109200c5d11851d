import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { accountDeleted, signedOut } from './authSlice';
import { cleared } from './cartSlice';

// A membership card applied to the bag: its number is confirmed with a one-time code first.

export interface MembershipState {
  membership_no: string | null;
  membership_applied: boolean;
  membership_amount: number;
  /** The one-time code has been sent to the card holder. */
  otp: boolean;
  tax: number;
}

export const initialMembershipState: MembershipState = {
  membership_no: null,
  membership_applied: false,
  membership_amount: 0,
  otp: false,
  tax: 0,
};

export const membershipSlice = createSlice({
  name: 'membership',
  initialState: initialMembershipState,
  reducers: {
    otpSent(state, action: PayloadAction<string>) {
      state.membership_no = action.payload;
      state.otp = true;
    },
    applied(state, action: PayloadAction<{ membership_amount: number; tax: number }>) {
      state.membership_applied = true;
      state.membership_amount = action.payload.membership_amount;
      state.tax = action.payload.tax;
      state.otp = false;
    },
    reset() {
      return initialMembershipState;
    },
  },
  extraReducers: (builder) => {
    // A card applies to one bag: it ends with the bag (an order placed) or the session.
    builder.addMatcher(isAnyOf(cleared, signedOut, accountDeleted), () => initialMembershipState);
  },
});

export const { otpSent: membershipOtpSent, applied: membershipApplied, reset: membershipReset } = membershipSlice.actions;

export const selectMembership = (state: { membership: MembershipState }) => state.membership;
