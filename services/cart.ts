import type { PromotionState } from '@/utils/bagPage';
import { http, requestConfig, type RequestOptions } from './http';
import { cartGroupsTaka, cartSummaryTaka } from './money';
import type { MutationAnswer } from '@/contract/envelope';
import type { AddToCartAnswer, CartSummary, ReadResponse, ServerCartGroup } from './types';

export interface AddToCartRequest {
  /** The product id. */
  id: number;
  variant?: string;
  barcode: string;
  /** Added to the line's quantity; 1 when left out. */
  quantity?: number;
  /** The analytics event id, so the server can de-duplicate the same add_to_cart event. */
  event_id?: string;
  image?: string | null;
  /** The referral query kept in the affiliate cookie. */
  affiliate?: string;
}

export interface RemoveFromCartRequest {
  product_id: number;
  barcode: string;
  /** Removes the whole line instead of one unit. */
  remove_all?: boolean;
}

export interface CartItemQuantity {
  id: number;
  barcode: string;
  quantity: number;
}

/** `POST /v2/carts/add`; beyond stock it rejects with a 422 "Stock not available". */
export async function addToCart(body: AddToCartRequest, options?: RequestOptions): Promise<AddToCartAnswer> {
  const response = await http.post<AddToCartAnswer>('/v2/carts/add', body, requestConfig(options));
  return response.data;
}

/** `POST /v2/carts/change-quantity`: sets the line's quantity. */
export async function changeCartQuantity(barcode: string, quantity: number, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>('/v2/carts/change-quantity', { barcode, quantity }, requestConfig(options));
  return response.data;
}

/** `POST /v2/carts/delete`: one unit less (the line goes at 1), or the whole line with `remove_all`. */
export async function removeFromCart(body: RemoveFromCartRequest, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>('/v2/carts/delete', body, requestConfig(options));
  return response.data;
}

/** `POST /v2/carts`: the bag grouped by seller (an empty list when the bag is empty). */
export async function listCart(options?: RequestOptions): Promise<ServerCartGroup[]> {
  const response = await http.post<ServerCartGroup[]>('/v2/carts', undefined, requestConfig(options));
  return cartGroupsTaka(response.data, 'POST /v2/carts');
}

/** `POST /v3/carts/add/multiple`: every item or none. */
export async function addManyToCart(items: CartItemQuantity[], options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>('/v3/carts/add/multiple', { items }, requestConfig(options));
  return response.data;
}

/** The checkout's delivery choices, which the summary prices shipping by. */
export interface ShippingChoice {
  shipping_type: 'home_delivery' | 'pickup';
  /** The district (`/v2/cities` id) of the delivery address. */
  district?: number;
  delivery_method?: 'regular' | 'express';
}

/** `GET /v2/cart-summary`: the server's totals, coupon and cards included; shipping is priced when a choice is given. */
export async function getCartSummary(options?: RequestOptions, shipping?: ShippingChoice): Promise<CartSummary> {
  const response = await http.get<CartSummary>('/v2/cart-summary', requestConfig(options, { params: shipping }));
  return cartSummaryTaka(response.data, 'GET /v2/cart-summary');
}

/** The "buy X, save Y percent" promotion, how far the bag is from it and what it takes off. */
export interface PromotionSelection extends PromotionState {
  /** What the promotion takes off the bag now, in taka. */
  discount: number;
}

/** `GET /v3/carts/promotion-get-selection`. */
export async function getPromotionSelection(options?: RequestOptions): Promise<PromotionSelection> {
  const response = await http.get<ReadResponse<PromotionSelection>>('/v3/carts/promotion-get-selection', requestConfig(options));
  return response.data.data;
}
