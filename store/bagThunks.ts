import * as cartService from '@/services/cart';
import { rebuiltFromServer } from './bagSlice';
import { bagSummaryFetched } from './bagSummarySlice';
import { createAppAsyncThunk, withToken } from './withTypes';

// The bag's reads that every page's store makes. Its changes are RTK Query mutations (bagChanges.ts).

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
