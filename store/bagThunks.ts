import * as cartService from '@/services/cart';
import { answerMessage } from '@/services/http';
import { addToCartEvent, pushToDataLayer, removeFromCartEvent } from '@/utils/analytics';
import { findLine, type BagLine, type NewBagLine } from '@/utils/bag';
import { createEventId } from '@/utils/eventId';
import { readAffiliateReferral } from './browserCookies';
import { itemAdded, itemDecremented, lineRemoved, rebuiltFromServer } from './bagSlice';
import { bagSummaryFetched } from './bagSummarySlice';
import { MESSAGES, notice, type Notice } from './notices';
import { createAppAsyncThunk, withToken } from './withTypes';
import type { AppDispatch, RootState } from './store';

// Every bag change goes to the server first; the local rule then applies at once and the bag is
// rebuilt from the server's answer, which has the final prices.

export interface AddToBagArgument {
  line: NewBagLine;
  /** Sets the line to this quantity; without it one more piece goes in. */
  quantity?: number;
}

interface BagLineArgument {
  barcode: string;
  product_id: number;
}

export interface BagChangeOutcome extends Notice {
  /** The analytics event id sent with the change. */
  eventId: string;
}

async function rebuildFromServer(dispatch: AppDispatch, state: RootState): Promise<void> {
  try {
    dispatch(rebuiltFromServer(await cartService.listCart(withToken(state))));
  } catch {
    // The local rule already applied; the next fetch brings the server's prices.
  }
}

/** Pieces going into the line: a set quantity counts only what it adds. */
function addedPieces(existing: BagLine | undefined, quantity: number | undefined): number {
  if (quantity === undefined) return 1;
  return Math.max(quantity - (existing?.quantity ?? 0), 0);
}

function sendAddition(state: RootState, { line, quantity }: AddToBagArgument, eventId: string) {
  const options = withToken(state);
  if (quantity !== undefined && findLine(state.bag.lines, line.barcode)) {
    return cartService.changeCartQuantity(line.barcode, quantity, options);
  }
  return cartService.addToCart(
    {
      id: line.product_id,
      variant: line.variant,
      barcode: line.barcode,
      quantity: quantity ?? 1,
      event_id: eventId,
      image: line.thumbnail_image,
      affiliate: readAffiliateReferral(),
    },
    options,
  );
}

/** Adds one piece (or sets the quantity) of a variant: "Added to cart", or the server's refusal. */
export const addToBag = createAppAsyncThunk<BagChangeOutcome, AddToBagArgument, { rejectValue: Notice }>(
  'bag/add',
  async (argument, { dispatch, getState, rejectWithValue }) => {
    const eventId = createEventId();
    const before = getState();
    const existing = findLine(before.bag.lines, argument.line.barcode);
    try {
      await sendAddition(before, argument, eventId);
    } catch (error) {
      return rejectWithValue(notice(answerMessage(error) ?? MESSAGES.stockNotAvailable, 'error'));
    }
    dispatch(itemAdded(argument));
    const pieces = addedPieces(existing, argument.quantity);
    pushToDataLayer(await addToCartEvent({ eventId, line: argument.line, quantity: pieces, shopper: before.auth.user }));
    await rebuildFromServer(dispatch, getState());
    return { ...notice(MESSAGES.addedToCart, 'success'), eventId };
  },
);

function removeLineThunk(type: string, removeWholeLine: boolean) {
  return createAppAsyncThunk<BagChangeOutcome, BagLineArgument, { rejectValue: Notice }>(
    type,
    async ({ barcode, product_id }, { dispatch, getState, rejectWithValue }) => {
      const eventId = createEventId();
      const before = getState();
      const existing = findLine(before.bag.lines, barcode);
      let message: string;
      try {
        const answer = await cartService.removeFromCart({ product_id, barcode, remove_all: removeWholeLine }, withToken(before));
        message = answer.message || MESSAGES.removedFromCart;
      } catch {
        return rejectWithValue(notice(MESSAGES.tryAgain, 'error'));
      }
      dispatch(removeWholeLine ? lineRemoved({ barcode }) : itemDecremented({ barcode }));
      if (existing) {
        const pieces = removeWholeLine ? existing.quantity : 1;
        pushToDataLayer(await removeFromCartEvent({ eventId, line: existing, quantity: pieces, shopper: before.auth.user }));
      }
      await rebuildFromServer(dispatch, getState());
      return { ...notice(message, 'info'), eventId };
    },
  );
}

/** One piece less; the line goes at 1. A failure says "Try Again". */
export const decrementBagLine = removeLineThunk('bag/decrementLine', false);

/** The whole line out of the bag (the removeFromCart flag). */
export const removeBagLine = removeLineThunk('bag/removeLine', true);

/** The bag as the server holds it; needs a session (guest or customer). */
export const fetchBag = createAppAsyncThunk(
  'bag/fetch',
  async (_: void, { dispatch, getState }) => {
    dispatch(rebuiltFromServer(await cartService.listCart(withToken(getState()))));
  },
  { condition: (_, { getState }) => getState().auth.token !== null },
);

/** The server's totals; failures are silently ignored. */
export const fetchBagSummary = createAppAsyncThunk(
  'bagSummary/fetch',
  async (_: void, { dispatch, getState }) => {
    try {
      dispatch(bagSummaryFetched(await cartService.getCartSummary(withToken(getState()))));
    } catch {
      // The local totals stay on screen.
    }
  },
  { condition: (_, { getState }) => getState().auth.token !== null && getState().bag.lines.length > 0 },
);
