import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { accountDeleted, signedOut } from './authSlice';
import { cleared } from './cartSlice';

// A gift card applied to the bag: its number is confirmed with a one-time code sent to the holder.

export interface GiftCardState {
  gift_card_no: string | null;
  gift_card_applied: boolean;
  gift_card_amount: number;
  /** The one-time code has been sent to the holder. */
  otp: boolean;
  tax: number;
}

export const initialGiftCardState: GiftCardState = {
  gift_card_no: null,
  gift_card_applied: false,
  gift_card_amount: 0,
  otp: false,
  tax: 0,
};

export const giftCardSlice = createSlice({
  name: 'giftCard',
  initialState: initialGiftCardState,
  reducers: {
    otpSent(state, action: PayloadAction<string>) {
      state.gift_card_no = action.payload;
      state.otp = true;
    },
    applied(state, action: PayloadAction<{ gift_card_amount: number; tax: number }>) {
      state.gift_card_applied = true;
      state.gift_card_amount = action.payload.gift_card_amount;
      state.tax = action.payload.tax;
      state.otp = false;
    },
    reset() {
      return initialGiftCardState;
    },
  },
  extraReducers: (builder) => {
    // A card applies to one bag: it ends with the bag (an order placed) or the session.
    builder.addMatcher(isAnyOf(cleared, signedOut, accountDeleted), () => initialGiftCardState);
  },
});

export const { otpSent: giftCardOtpSent, applied: giftCardApplied, reset: giftCardReset } = giftCardSlice.actions;

export const selectGiftCard = (state: { giftCard: GiftCardState }) => state.giftCard;
