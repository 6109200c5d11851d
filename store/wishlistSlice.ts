import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { accountDeleted, signedOut } from './authSlice';

export interface WishlistState {
  productIds: number[];
}

export const initialWishlistState: WishlistState = { productIds: [] };

export interface ProductToggled {
  productId: number;
  /** What the server did: true when the product went onto the list. */
  added: boolean;
}

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState: initialWishlistState,
  reducers: {
    productToggled(state, action: PayloadAction<ProductToggled>) {
      const { productId, added } = action.payload;
      const others = state.productIds.filter((id) => id !== productId);
      state.productIds = added ? [...others, productId] : others;
    },
    loaded(state, action: PayloadAction<number[]>) {
      state.productIds = [...new Set(action.payload)];
    },
    cleared() {
      return initialWishlistState;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(signedOut, accountDeleted), () => initialWishlistState);
  },
});

export const { productToggled, loaded: wishlistLoaded, cleared: wishlistCleared } = wishlistSlice.actions;

interface WithWishlist {
  wishlist: WishlistState;
}

export const selectWishlistIds = (state: WithWishlist) => state.wishlist.productIds;
export const selectWishlistCount = (state: WithWishlist) => state.wishlist.productIds.length;

export function selectIsOnWishlist(state: WithWishlist, productId: number): boolean {
  return state.wishlist.productIds.includes(productId);
}
