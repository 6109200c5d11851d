import type {
  AddToCartAnswer,
  AddToCartRequest,
  CartQuantityChange,
  CartSummary,
  PromotionSelection,
  RemoveFromCartRequest,
  ServerCartGroup,
  ShippingChoice,
} from '@/contract/cart';
import type { MutationAnswer } from '@/contract/envelope';
import { http, requestConfig, type RequestOptions } from './http';

/** `POST /v2/carts/add`; beyond stock it rejects with a 422 "Stock not available". */
export async function addToCart(body: AddToCartRequest, options?: RequestOptions): Promise<AddToCartAnswer> {
  const response = await http.post('/v2/carts/add', body, requestConfig(options), 'addToCart');
  return response.data;
}

/** `POST /v2/carts/change-quantity`: sets the line's quantity. */
export async function changeCartQuantity(barcode: string, quantity: number, options?: RequestOptions): Promise<MutationAnswer> {
  const body: CartQuantityChange = { barcode, quantity };
  const response = await http.post('/v2/carts/change-quantity', body, requestConfig(options), 'mutation');
  return response.data;
}

/** `POST /v2/carts/delete`: one unit less (the line goes at 1), or the whole line with `remove_all`. */
export async function removeFromCart(body: RemoveFromCartRequest, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/carts/delete', body, requestConfig(options), 'mutation');
  return response.data;
}

/** `POST /v2/carts`: the bag grouped by seller (an empty list when the bag is empty). */
export async function listCart(options?: RequestOptions): Promise<ServerCartGroup[]> {
  const response = await http.post('/v2/carts', undefined, requestConfig(options), 'cartList');
  return response.data;
}

/** `GET /v2/cart-summary`: the server's totals, coupon and cards included; shipping is priced when a choice is given. */
export async function getCartSummary(options?: RequestOptions, shipping?: ShippingChoice): Promise<CartSummary> {
  const response = await http.get('/v2/cart-summary', requestConfig(options, { params: shipping }), 'cartSummary');
  return response.data;
}

/** `GET /v3/carts/promotion-get-selection`. */
export async function getPromotionSelection(options?: RequestOptions): Promise<PromotionSelection> {
  const response = await http.get('/v3/carts/promotion-get-selection', requestConfig(options), 'promotionSelection');
  return response.data.data;
}
