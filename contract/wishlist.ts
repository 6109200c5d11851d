import * as z from 'zod/mini';
import { productListItem } from './catalog';
import { readEnvelope } from './envelope';

// The customer's wishlist.

/** `POST /v2/wishlists?platform=web`: puts the product on the list, or takes it off when it is there. */
export interface WishlistToggleRequest {
  product_id: number;
  /** The storefront's own: the list is always the bearer token's owner's. */
  user_id?: number;
}

/** The query of `POST /v2/wishlists`: the call names the web shop as its platform, as the family's API expects; the embedded API does not read it. */
export interface WishlistToggleQuery {
  platform: 'web';
}

/** The query of `GET /v2/wishlists-check-product`: whether this product is on the customer's list. */
export interface WishlistCheckQuery {
  product_id: number;
}

const wishlistEntry = z.object({ id: z.number(), product: productListItem });

/** `GET /v2/wishlists`: the list with each product's card. */
export const wishlist = readEnvelope(z.array(wishlistEntry));

export type WishlistEntry = z.output<typeof wishlistEntry>;
