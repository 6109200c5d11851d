import { accountDeleted, signedOut } from '@/store/authSlice';
import {
  initialWishlistState,
  productToggled,
  selectIsOnWishlist,
  selectWishlistCount,
  selectWishlistIds,
  wishlistCleared,
  wishlistLoaded,
  wishlistSlice,
} from '@/store/wishlistSlice';

const reduce = wishlistSlice.reducer;

describe('wishlist transitions', () => {
  it('wishlist/productToggled adds a product the server listed, once', () => {
    const once = reduce(initialWishlistState, productToggled({ productId: 12, added: true }));
    expect(reduce(once, productToggled({ productId: 12, added: true })).productIds).toEqual([12]);
  });

  it('wishlist/productToggled removes a product the server unlisted', () => {
    expect(reduce({ productIds: [12, 30] }, productToggled({ productId: 12, added: false })).productIds).toEqual([30]);
  });

  it('wishlist/loaded replaces the ids, without duplicates', () => {
    expect(reduce({ productIds: [1] }, wishlistLoaded([12, 30, 12])).productIds).toEqual([12, 30]);
  });

  it('wishlist/cleared and the end of the session empty the list', () => {
    for (const action of [wishlistCleared(), signedOut(), accountDeleted()]) expect(reduce({ productIds: [12] }, action)).toEqual(initialWishlistState);
  });
});

describe('wishlist selectors', () => {
  const state = { wishlist: { productIds: [12, 30] } };

  it('tell whether a product is listed and how many are', () => {
    expect(selectIsOnWishlist(state, 12)).toBe(true);
    expect(selectIsOnWishlist(state, 99)).toBe(false);
    expect(selectWishlistCount(state)).toBe(2);
    expect(selectWishlistIds(state)).toEqual([12, 30]);
  });
});
