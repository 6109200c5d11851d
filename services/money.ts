import { parseTaka } from '@/utils/money';
import { ContractError } from './http';
import type { ProductDetail, ProductListItem, ProductListResponse, ProductVariant } from '@/contract/catalog';
import type { CartSummary, ServerCartGroup, ServerCartItem } from './types';

// Amounts of money are read once, where an answer enters the storefront: backends of this family send
// numbers or formatted strings ("৳2,500.00"), and components only ever see taka as numbers.

/** The taka an answer's field holds; anything that is not an amount is a ContractError, never 0. */
export function takaAt(value: unknown, endpoint: string, field: string): number {
  const taka = parseTaka(value);
  if (taka === null) throw new ContractError(endpoint, field, value, 'an amount of money');
  return taka;
}

type TakaField<T> = { [K in keyof T]-?: T[K] extends number | undefined | null ? K : never }[keyof T] & string;

/**
 * The record with each named field read as taka. `optional` fields may be missing or null and stay
 * so; the others must hold an amount.
 */
function withTaka<T extends object>(
  record: T,
  fields: { required: readonly TakaField<T>[]; optional?: readonly TakaField<T>[] },
  endpoint: string,
  path: string,
): T {
  const read = { ...record } as Record<string, unknown>;
  const at = (field: string) => (path ? `${path}.${field}` : field);
  for (const field of fields.required) read[field] = takaAt(read[field], endpoint, at(field));
  for (const field of fields.optional ?? []) {
    if (read[field] !== undefined && read[field] !== null) read[field] = takaAt(read[field], endpoint, at(field));
  }
  return read as T;
}

const LIST_ITEM_PRICES = { required: ['base_price', 'base_discounted_price', 'main_price', 'stroked_price'] } as const;

/** A product card's prices, read at `path` of the endpoint's answer. */
export function productListItemTaka(item: ProductListItem, endpoint: string, path: string): ProductListItem {
  return withTaka(item, LIST_ITEM_PRICES, endpoint, path);
}

/** A list of product cards, the answer's `data`. */
export function productListTaka(items: readonly ProductListItem[], endpoint: string): ProductListItem[] {
  return items.map((item, index) => productListItemTaka(item, endpoint, `data[${index}]`));
}

/** A listing page: its cards and the price bounds of its filters. */
export function productListResponseTaka(listing: ProductListResponse, endpoint: string): ProductListResponse {
  const bounds = withTaka(listing, { required: [], optional: ['min_price', 'max_price'] }, endpoint, '');
  return { ...bounds, data: productListTaka(listing.data, endpoint) };
}

/** Rows that each carry product cards (flash deals, campaigns, home categories), the answer's `data`. */
export function productRowsTaka<Row extends { products: ProductListItem[] }>(rows: readonly Row[], endpoint: string): Row[] {
  return rows.map((row, rowIndex) => ({
    ...row,
    products: row.products.map((item, index) => productListItemTaka(item, endpoint, `data[${rowIndex}].products[${index}]`)),
  }));
}

const VARIANT_PRICES = { required: ['base_price', 'base_discounted_price', 'stroked_price'] } as const;

/** A product page's prices and those of each of its variants (`data[0]` of the answer). */
export function productDetailTaka(product: ProductDetail, endpoint: string): ProductDetail {
  const path = 'data[0]';
  const prices = withTaka(product, { required: ['main_price', 'stroked_price'] }, endpoint, path);
  const variant = product.variant.map((one: ProductVariant, index) => withTaka(one, VARIANT_PRICES, endpoint, `${path}.variant[${index}]`));
  return { ...prices, variant };
}

const CART_ITEM_AMOUNTS = {
  required: ['original_price', 'price', 'tax', 'shipping_cost', 'discount', 'circular_discount', 'flash_discount', 'loyalty_discount'],
} as const;

/** The bag's lines with their amounts read as taka. */
export function cartGroupsTaka(groups: readonly ServerCartGroup[], endpoint: string): ServerCartGroup[] {
  return groups.map((group, groupIndex) => ({
    ...group,
    cart_items: group.cart_items.map((item: ServerCartItem, index) =>
      withTaka(item, CART_ITEM_AMOUNTS, endpoint, `[${groupIndex}].cart_items[${index}]`),
    ),
  }));
}

const SUMMARY_AMOUNTS = {
  required: ['discount', 'grand_total', 'grand_total_value', 'shipping_cost', 'sub_total', 'tax'],
  optional: ['regular_sub_total', 'membership_discount', 'gift_card_amount', 'amount_to_pay', 'free_shipping_limit', 'free_shipping_remaining'],
} as const;

/** The bag's summary with its amounts read as taka. */
export function cartSummaryTaka(summary: CartSummary, endpoint: string): CartSummary {
  return withTaka(summary, SUMMARY_AMOUNTS, endpoint, '');
}
