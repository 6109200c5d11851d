import { createAction, createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { ServerCartGroup } from '@/contract/cart';
import { addLine, findLine, linesFromServer, pieceCount, removeFromBag, sameLines, type BagLine, type NewBagLine } from '@/utils/bag';
import { accountDeleted, signedOut } from './authSlice';

export interface BagState {
  lines: BagLine[];
}

export const initialBagState: BagState = { lines: [] };

export interface ItemAdded {
  line: NewBagLine;
  /** Sets the line to this quantity; without it an existing line gains one piece. */
  quantity?: number;
}

export const bagSlice = createSlice({
  name: 'bag',
  initialState: initialBagState,
  reducers: {
    itemAdded(state, action: PayloadAction<ItemAdded>) {
      state.lines = addLine(state.lines, action.payload.line, action.payload.quantity);
    },
    itemDecremented(state, action: PayloadAction<{ barcode: string }>) {
      state.lines = removeFromBag(state.lines, action.payload.barcode);
    },
    lineRemoved(state, action: PayloadAction<{ barcode: string }>) {
      state.lines = removeFromBag(state.lines, action.payload.barcode, true);
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
    builder.addMatcher(isAnyOf(signedOut, accountDeleted), () => initialBagState);
  },
});

export const { itemAdded, itemDecremented, lineRemoved, cleared, rebuiltFromServer } = bagSlice.actions;

/** A change of the lines has ended: the server took it and the bag was rebuilt from its copy. */
export const changeEnded = createAction('bag/changeEnded');

/** Every action that changes a line's quantity: each one takes the applied coupon off. */
export const quantityChanged = isAnyOf(itemAdded, itemDecremented, lineRemoved, cleared);

interface WithBag {
  bag: BagState;
}

export const selectBagLines = (state: WithBag) => state.bag.lines;
export const selectIsBagEmpty = (state: WithBag) => state.bag.lines.length === 0;
/** The number of lines, which the floating bag button shows. */
export const selectBagLineCount = (state: WithBag) => state.bag.lines.length;
export const selectBagPieceCount = createSelector([selectBagLines], pieceCount);

/** The line of a variant, to show a quantity stepper instead of "Add to cart". */
export function selectBagLine(state: WithBag, barcode: string): BagLine | undefined {
  return findLine(state.bag.lines, barcode);
}
