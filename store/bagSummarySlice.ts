import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { CartSummary } from '@/contract/cart';
import { accountDeleted, signedOut } from './authSlice';
import { cleared, type BagState } from './bagSlice';

// The server's totals for the bag (coupon included); kept apart from the lines because it is never
// stored in the browser: it is fetched again whenever the bag or the coupon changes.

export interface BagSummaryState {
  summary: CartSummary | null;
}

export const initialBagSummaryState: BagSummaryState = { summary: null };

export const bagSummarySlice = createSlice({
  name: 'bagSummary',
  initialState: initialBagSummaryState,
  reducers: {
    fetched(state, action: PayloadAction<CartSummary>) {
      state.summary = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(cleared, signedOut, accountDeleted), () => initialBagSummaryState);
  },
});

export const { fetched: bagSummaryFetched } = bagSummarySlice.actions;

interface WithBagAndSummary {
  bag: BagState;
  bagSummary: BagSummaryState;
}

/** The server's summary, or null while there is none or the bag is empty. */
export function selectBagSummary(state: WithBagAndSummary): CartSummary | null {
  return state.bag.lines.length === 0 ? null : state.bagSummary.summary;
}
