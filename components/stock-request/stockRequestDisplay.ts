import type { DetailChoiceOption, ProductDetail, ProductVariant } from '@/contract/catalog';
import { normalizeBangladeshiPhone } from '@/utils/phone';
import { REQUEST_STOCK_PATH } from '@/utils/sitePaths';
import { isElevenDigitPhone, isValidEmail } from '@/utils/validators';
import { COLOR_CHOICE, SIZE_CHOICE } from '@/utils/variants';

// The hidden /request-stock page: its query, the variant it names, the contact typed, the dates.

export interface StockRequestQuery {
  /** The product's slug (`?product=`), or null for the page that lists requests. */
  productSlug: string | null;
  /** The variant text (`?variant=Red-XL`) or its barcode (`?barcode=`), naming the item. */
  variant: string | null;
  barcode: string | null;
  page: number;
}

function firstText(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : null;
}

export function readStockRequestQuery(query: Record<string, string | string[] | undefined>): StockRequestQuery {
  const page = firstText(query.page);
  return {
    productSlug: firstText(query.product),
    variant: firstText(query.variant),
    barcode: firstText(query.barcode),
    page: page && /^\d{1,6}$/.test(page) ? Math.max(1, Number(page)) : 1,
  };
}

/** The page asking to be told when this variant of the product is back (the product page's link). */
export function requestStockPath(productSlug: string, variant: string): string {
  return `${REQUEST_STOCK_PATH}?${new URLSearchParams({ product: productSlug, variant }).toString()}`;
}

/** `?page=` of the customer's request list; page 1 has none. */
export function stockRequestsPagePath(page: number): string {
  return page > 1 ? `${REQUEST_STOCK_PATH}?page=${page}` : REQUEST_STOCK_PATH;
}

/** The variant the query names: by barcode first, else by its text (`Red-XL`, any case). */
export function findRequestedVariant(product: ProductDetail, query: Pick<StockRequestQuery, 'variant' | 'barcode'>): ProductVariant | null {
  if (query.barcode) return product.variant.find((variant) => variant.barcode === query.barcode) ?? null;
  if (!query.variant) return null;
  const wanted = query.variant.toLowerCase();
  return product.variant.find((variant) => variant.variant.toLowerCase() === wanted) ?? null;
}

function aliasOf(choice: DetailChoiceOption | undefined, option: string): string {
  const index = choice?.options.indexOf(option) ?? -1;
  return (index >= 0 && choice?.alias_name[index]) || option;
}

/** The chosen colour and size as the product page names them (the shop's aliases). */
export function variantLabels(product: ProductDetail, variant: ProductVariant): { colour: string | null; size: string | null } {
  const choiceTitled = (title: string) => product.choice_options.find((choice) => choice.title === title);
  return {
    colour: variant.color ? aliasOf(choiceTitled(COLOR_CHOICE), variant.color) : null,
    size: variant.size ? aliasOf(choiceTitled(SIZE_CHOICE), variant.size) : null,
  };
}

export type TypedContact = { email: string } | { phone: string };

/**
 * What the shopper typed as an e-mail address or a phone number: 11 digits (spaces and dashes
 * ignored, a Bangladeshi mobile also with +88), or a simple e-mail; null when it is neither.
 */
export function contactFromInput(value: string): TypedContact | null {
  const text = value.trim();
  if (text.includes('@')) return isValidEmail(text) ? { email: text } : null;
  const digits = text.replace(/[\s-]/g, '');
  if (isElevenDigitPhone(digits)) return { phone: digits };
  const mobile = normalizeBangladeshiPhone(text);
  return mobile ? { phone: mobile } : null;
}

