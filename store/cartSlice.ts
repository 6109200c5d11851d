import { createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerCartGroup } from '@/contract/cart';
import { addLine, findLine, linesFromServer, pieceCount, removeFromCart, sameLines, type CartLine, type NewCartLine } from '@/utils/cart';
import { accountDeleted, signedOut } from './authSlice';

export interface CartState {
  lines: CartLine[];
}

export const initialCartState: CartState = { lines: [] };

export interface ItemAdded {
  line: NewCartLine;
  /** Sets the line to this quantity; without it an existing line gains one piece. */
  quantity?: number;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    itemAdded(state, action: PayloadAction<ItemAdded>) {
      state.lines = addLine(state.lines, action.payload.line, action.payload.quantity);
    },
    itemDecremented(state, action: PayloadAction<{ barcode: string }>) {
      state.lines = removeFromCart(state.lines, action.payload.barcode);
    },
    lineRemoved(state, action: PayloadAction<{ barcode: string }>) {
      state.lines = removeFromCart(state.lines, action.payload.barcode, true);
    },
    cleared(state) {
      state.lines = [];
    },
    rebuiltFromServer(state, action: PayloadAction<ServerCartGroup[]>) {
      // A bag the server answers unchanged keeps its lines, so that nothing showing them renders again.
      const lines = linesFromServer(action.payload);
      if (!sameLines(state.lines, lines)) state.lines = lines;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(signedOut, accountDeleted), () => initialCartState);
  },
});

export const { itemAdded, itemDecremented, lineRemoved, cleared, rebuiltFromServer } = cartSlice.actions;

/** Every action that changes a line's quantity: each one takes the applied coupon off. */
export const quantityChanged = isAnyOf(itemAdded, itemDecremented, lineRemoved, cleared);

interface WithCart {
  cart: CartState;
}

export const selectCartLines = (state: WithCart) => state.cart.lines;
export const selectIsCartEmpty = (state: WithCart) => state.cart.lines.length === 0;
/** The number of lines, which the floating bag button shows. */
export const selectCartLineCount = (state: WithCart) => state.cart.lines.length;
export const selectCartPieceCount = createSelector([selectCartLines], pieceCount);

/** The line of a variant, to show a quantity stepper instead of "Add to cart". */
export function selectCartLine(state: WithCart, barcode: string): CartLine | undefined {
  return findLine(state.cart.lines, barcode);
}
