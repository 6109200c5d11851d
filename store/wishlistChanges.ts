/**
 * The wishlist's toggle and list (`api/wishlistApi.ts`), loaded with the first heart pressed: the pages
 * with a heart show without RTK Query in their first load.
 */
export const loadWishlistChanges = () => import('./api/wishlistApi');
