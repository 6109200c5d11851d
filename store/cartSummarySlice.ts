import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { CartSummary } from '@/contract/cart';
import { accountDeleted, signedOut } from './authSlice';
import { cleared, type CartState } from './cartSlice';

// The server's totals for the bag (coupon included); kept apart from the lines because it is never
// stored in the browser: it is fetched again whenever the bag or the coupon changes.

export interface CartSummaryState {
  summary: CartSummary | null;
}

export const initialCartSummaryState: CartSummaryState = { summary: null };

export const cartSummarySlice = createSlice({
  name: 'cartSummary',
  initialState: initialCartSummaryState,
  reducers: {
    fetched(state, action: PayloadAction<CartSummary>) {
      state.summary = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(cleared, signedOut, accountDeleted), () => initialCartSummaryState);
  },
});

export const { fetched: cartSummaryFetched } = cartSummarySlice.actions;

interface WithCartAndSummary {
  cart: CartState;
  cartSummary: CartSummaryState;
}

/** The server's summary, or null while there is none or the bag is empty. */
export function selectCartSummary(state: WithCartAndSummary): CartSummary | null {
  return state.cart.lines.length === 0 ? null : state.cartSummary.summary;
}
