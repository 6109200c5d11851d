import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { accountDeleted, signedOut } from './authSlice';
import { cleared } from './bagSlice';

// A card (membership card, gift card) applied to the bag: its number is confirmed with a one-time
// code sent to the card holder first. Every card follows the same steps; each keeps its own field
// names (`membership_no`, `gift_card_no`…), since browser storage holds the state under them.

/** A card's state, its fields named with the card's prefix. */
export type CardState<Prefix extends string> = Record<`${Prefix}_no`, string | null> &
  Record<`${Prefix}_applied`, boolean> &
  Record<`${Prefix}_amount`, number> & {
    /** The one-time code has been sent to the card holder. */
    otp: boolean;
    tax: number;
  };

/** What the server's confirmation sets: the card's amount (under its own name) and the tax. */
type CardApplied<Prefix extends string> = Record<`${Prefix}_amount`, number> & { tax: number };

/** A card's state seen field by field, whatever the card's prefix. */
type CardFields = Record<string, string | number | boolean | null>;

/** The slice of one kind of card: `name` starts its action types (`giftCard/otpSent`), `prefix` names its fields. */
export function createCardSlice<Name extends string, Prefix extends string>(name: Name, prefix: Prefix) {
  const initialState = {
    [`${prefix}_no`]: null,
    [`${prefix}_applied`]: false,
    [`${prefix}_amount`]: 0,
    otp: false,
    tax: 0,
  } as CardState<Prefix>;

  return createSlice({
    name,
    initialState,
    reducers: {
      otpSent(state, action: PayloadAction<string>) {
        const card = state as CardFields;
        card[`${prefix}_no`] = action.payload;
        card.otp = true;
      },
      applied(state, action: PayloadAction<CardApplied<Prefix>>) {
        const card = state as CardFields;
        const answer = action.payload as CardFields;
        card[`${prefix}_applied`] = true;
        card[`${prefix}_amount`] = answer[`${prefix}_amount`];
        card.tax = answer.tax;
        card.otp = false;
      },
      reset() {
        return initialState;
      },
    },
    extraReducers: (builder) => {
      // A card applies to one bag: it ends with the bag (an order placed) or the session.
      builder.addMatcher(isAnyOf(cleared, signedOut, accountDeleted), () => initialState);
    },
  });
}
