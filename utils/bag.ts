import type { ProductDetail, ProductVariant } from '@/contract/catalog';
import type { ServerCartGroup, ServerCartItem } from '@/contract/cart';
import { poishaToTaka, takaToPoisha } from './money';
import { regularUnitPrice } from './wasPrice';

// The bag's rules as plain functions: lines are matched by barcode, money is taka
// with 2 decimals (summed in whole poisha so that totals never drift).

export interface BagLine {
  /** The server's line id; 0 until the bag is rebuilt from the server. */
  id: number;
  product_id: number;
  name: string;
  slug: string;
  thumbnail_image: string | null;
  /** The variant text, its option values joined by a hyphen (`Red-XL`). */
  variant: string;
  barcode: string;
  sku: string;
  color: string | null;
  size: string | null;
  quantity: number;
  stock: number;
  /** Unit price before any discount. */
  main_price: number;
  /** The regular unit price the shop records, crossed out while the piece sells for less (utils/wasPrice.ts). */
  stroked_price: number;
  /** Unit price after every discount: what one piece sells for. */
  main_price_discount: number;
  /** Every discount on the whole line. */
  discount: number;
  /** Tax on the whole line. */
  tax: number;
  shipping_cost: number;
}

/** A line as the product page knows it, before it is in the bag; tax and shipping default to 0. */
export type NewBagLine = Omit<BagLine, 'id' | 'quantity' | 'discount' | 'tax' | 'shipping_cost'> &
  Partial<Pick<BagLine, 'id' | 'tax' | 'shipping_cost'>>;

export interface BagAmounts {
  subTotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

export const EMPTY_BAG_AMOUNTS: BagAmounts = { subTotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 };

function roundTaka(taka: number): number {
  return poishaToTaka(takaToPoisha(taka));
}

function sumTaka(amounts: number[]): number {
  return poishaToTaka(amounts.reduce((total, amount) => total + takaToPoisha(amount), 0));
}

export function findLine(lines: readonly BagLine[], barcode: string): BagLine | undefined {
  return lines.find((line) => line.barcode === barcode);
}

/** The line at another quantity: its discount and tax follow the number of pieces. */
function withQuantity(line: BagLine, quantity: number): BagLine {
  const unitDiscount = line.main_price - line.main_price_discount;
  const unitTax = line.quantity > 0 ? line.tax / line.quantity : 0;
  return { ...line, quantity, discount: roundTaka(unitDiscount * quantity), tax: roundTaka(unitTax * quantity) };
}

function replaceLine(lines: readonly BagLine[], barcode: string, quantity: number): BagLine[] {
  if (quantity < 1) return lines.filter((line) => line.barcode !== barcode);
  return lines.map((line) => (line.barcode === barcode ? withQuantity(line, quantity) : line));
}

/**
 * Adding a barcode already in the bag raises its quantity by 1, or sets it to the quantity given;
 * a new barcode becomes a line of the quantity given (1 by default). A quantity below 1 removes the line.
 */
export function addLine(lines: readonly BagLine[], line: NewBagLine, quantity?: number): BagLine[] {
  const existing = findLine(lines, line.barcode);
  if (existing) return replaceLine(lines, line.barcode, quantity ?? existing.quantity + 1);
  const newQuantity = quantity ?? 1;
  if (newQuantity < 1) return [...lines];
  const onePiece: BagLine = {
    ...line,
    id: line.id ?? 0,
    quantity: 1,
    discount: 0,
    tax: line.tax ?? 0,
    shipping_cost: line.shipping_cost ?? 0,
  };
  return [...lines, withQuantity(onePiece, newQuantity)];
}

/** One piece less, the line going at 1; `removeWholeLine` (the removeFromBag flag) drops the line at once. */
export function removeFromBag(lines: readonly BagLine[], barcode: string, removeWholeLine = false): BagLine[] {
  const existing = findLine(lines, barcode);
  if (!existing) return [...lines];
  return replaceLine(lines, barcode, removeWholeLine ? 0 : existing.quantity - 1);
}

/** Every discount the server took off a line: product, promotion (circular), flash deal and loyalty. */
function serverLineDiscount(item: ServerCartItem): number {
  return sumTaka([item.discount, item.circular_discount, item.flash_discount, item.loyalty_discount]);
}

/** What one piece sells for: its price less its share of the line's discounts. */
export function unitDiscountedPrice(item: ServerCartItem): number {
  if (item.quantity <= 0) return 0;
  return roundTaka(item.price - serverLineDiscount(item) / item.quantity);
}

export function lineFromServerItem(item: ServerCartItem): BagLine {
  return {
    id: item.id,
    product_id: item.product_id,
    name: item.product_name,
    slug: item.slug,
    thumbnail_image: item.product_thumbnail_image,
    variant: item.variation ?? '',
    barcode: item.barcode,
    sku: item.sku,
    color: item.color ?? null,
    size: item.size ?? null,
    quantity: item.quantity,
    stock: item.stock,
    main_price: item.price,
    stroked_price: item.original_price,
    main_price_discount: unitDiscountedPrice(item),
    discount: serverLineDiscount(item),
    tax: item.tax ?? 0,
    shipping_cost: item.shipping_cost ?? 0,
  };
}

/** The bag as the server holds it: the first group's items (the shop has one seller). */
export function linesFromServer(groups: readonly ServerCartGroup[]): BagLine[] {
  return (groups[0]?.cart_items ?? []).map(lineFromServerItem);
}

function sameLine(left: BagLine, right: BagLine): boolean {
  const fields = Object.keys(left) as (keyof BagLine)[];
  return fields.length === Object.keys(right).length && fields.every((field) => left[field] === right[field]);
}

/** Whether two bags hold the same lines in the same order, every field alike. */
export function sameLines(left: readonly BagLine[], right: readonly BagLine[]): boolean {
  return left.length === right.length && left.every((line, index) => sameLine(line, right[index]));
}

/**
 * The totals shown before the server's summary arrives, in the summary's terms: the subtotal is what
 * the pieces sell for (their own discounts already taken), the discount is the coupon's.
 * An empty bag totals 0.
 */
export function bagAmounts(lines: readonly BagLine[], couponDiscount = 0): BagAmounts {
  if (lines.length === 0) return EMPTY_BAG_AMOUNTS;
  const subTotal = sumTaka(lines.map((line) => line.main_price_discount * line.quantity));
  const discount = Math.min(roundTaka(couponDiscount), subTotal);
  const tax = sumTaka(lines.map((line) => line.tax));
  const shipping = sumTaka(lines.map((line) => line.shipping_cost));
  return { subTotal, discount, tax, shipping, total: sumTaka([subTotal, -discount, tax, shipping]) };
}

/** The lines at their regular (crossed-out) prices: where the bag's summary starts. */
export function regularSubTotal(lines: readonly BagLine[]): number {
  return sumTaka(lines.map((line) => regularUnitPrice(line) * line.quantity));
}

/** How many pieces the bag holds, all lines together. */
export function pieceCount(lines: readonly BagLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** The line the product page adds for the chosen variant (the variant's own image when it has one). */
export function lineFromVariant(
  product: Pick<ProductDetail, 'id' | 'name' | 'slug' | 'thumbnail_image'>,
  variant: ProductVariant,
): NewBagLine {
  return {
    product_id: product.id,
    name: product.name,
    slug: product.slug,
    thumbnail_image: variant.image ?? product.thumbnail_image,
    variant: variant.variant,
    barcode: variant.barcode,
    sku: variant.sku,
    color: variant.color,
    size: variant.size,
    stock: variant.stock,
    main_price: variant.base_price,
    stroked_price: variant.stroked_price,
    main_price_discount: variant.base_discounted_price,
  };
}
