import type { ProductListItem } from '@/contract/catalog';
import * as wishlistService from '@/services/wishlist';
import { hasUserCookie } from './browserCookies';
import { MESSAGES, notice, type Notice } from './notices';
import { productToggled, wishlistLoaded } from './wishlistSlice';
import { createAppAsyncThunk, withToken } from './withTypes';

/** "Added To List" (success) or "Removed From List" (warning); a visitor without the user_data cookie is told to log in. */
export const toggleWishlist = createAppAsyncThunk<Notice, number, { rejectValue: Notice }>(
  'wishlist/toggle',
  async (productId, { dispatch, getState, rejectWithValue }) => {
    if (!hasUserCookie()) return rejectWithValue(notice(MESSAGES.pleaseLoginFirst, 'warning'));
    const state = getState();
    try {
      const { added } = await wishlistService.toggleWishlist(productId, state.auth.user?.id, withToken(state));
      dispatch(productToggled({ productId, added }));
      return added ? notice(MESSAGES.addedToList, 'success') : notice(MESSAGES.removedFromList, 'warning');
    } catch {
      return rejectWithValue(notice(MESSAGES.tryAgain, 'error'));
    }
  },
);

/** The signed-in customer's list: the store keeps the product ids; the products come back for display. */
export const loadWishlist = createAppAsyncThunk(
  'wishlist/load',
  async (_: void, { dispatch, getState }): Promise<ProductListItem[]> => {
    const entries = await wishlistService.listWishlist(withToken(getState()));
    dispatch(wishlistLoaded(entries.map((entry) => entry.product.id)));
    return entries.map((entry) => entry.product);
  },
  { condition: (_, { getState }) => getState().auth.user !== null && getState().auth.token !== null },
);
