import type { WishlistEntry, WishlistToggleQuery, WishlistToggleRequest } from '@/contract/wishlist';
import { backendHostUrl, http, requestConfig, type RequestOptions } from './http';

export interface WishlistToggle {
  /** True when the product went onto the list, false when it came off it. */
  added: boolean;
  message: string;
}

// The API tells the two outcomes apart by status alone: 200 added, 201 removed.
const REMOVED_STATUS = 201;

/** `POST /v2/wishlists?platform=web`: puts the product on the list, or takes it off when it is there. */
export async function toggleWishlist(productId: number, userId?: number, options?: RequestOptions): Promise<WishlistToggle> {
  // Backends of the Laravel family want their CSRF cookie set before this write.
  await http.get('/sanctum/csrf-cookie', { baseURL: backendHostUrl(), signal: options?.signal });
  const body: WishlistToggleRequest = { user_id: userId, product_id: productId };
  const query: WishlistToggleQuery = { platform: 'web' };
  const response = await http.post('/v2/wishlists', body, requestConfig(options, { params: query }), 'mutation');
  return { added: response.status !== REMOVED_STATUS, message: response.data.message };
}

/** `GET /v2/wishlists`: the customer's list with each product's card data. */
export async function listWishlist(options?: RequestOptions): Promise<WishlistEntry[]> {
  const response = await http.get('/v2/wishlists', requestConfig(options), 'wishlist');
  return response.data.data;
}
