import * as z from 'zod/mini';
import { productListItem } from './catalog';
import { readEnvelope } from './envelope';

// The customer's wishlist.

const wishlistEntry = z.object({ id: z.number(), product: productListItem });

/** `GET /v2/wishlists`: the list with each product's card. */
export const wishlist = readEnvelope(z.array(wishlistEntry));

export type WishlistEntry = z.output<typeof wishlistEntry>;
