import type { OrderItem } from '@/contract/orders';
import type { ProductDetail, ProductListItem, ProductVariant } from '@/contract/catalog';
import type { BagLine } from './bag';
import { poishaToTaka, takaToPoisha } from './money';

// Which price is struck through, and when, in every view that shows one (product page, product
// cards, bag, checkout, order items): the regular price the shop records (`stroked_price`), and only while the
// shopper pays less than it. The price before the product's own discount is never shown crossed out,
// so a product reads the same "was" price wherever it appears.

export interface ShownPrice {
  /** What the shopper pays. */
  current: number;
  /** The regular price, struck through; null when the shopper pays no less than it. */
  was: number | null;
}

export function shownPrice(regular: number, current: number): ShownPrice {
  return { current, was: regular > current ? regular : null };
}

/** A product card: the product's selling price against its regular price. */
export function listItemPrice(product: Pick<ProductListItem, 'main_price' | 'stroked_price'>): ShownPrice {
  return shownPrice(product.stroked_price, product.main_price);
}

/** The product page: the chosen variant's selling price against its regular price, the product's until one is chosen. */
export function productPagePrice(
  product: Pick<ProductDetail, 'main_price' | 'stroked_price'>,
  variant: Pick<ProductVariant, 'base_discounted_price' | 'stroked_price'> | null,
): ShownPrice {
  return variant ? shownPrice(variant.stroked_price, variant.base_discounted_price) : listItemPrice(product);
}

/** One piece of a bag line at its regular price; a line kept by an older storefront has none and reads its price before discount. */
export function regularUnitPrice(line: Pick<BagLine, 'stroked_price' | 'main_price'>): number {
  return Math.max(line.stroked_price || 0, line.main_price);
}

/** A bag line (bag panels, bag page, checkout): one piece, and the whole line. */
export function linePrice(line: Pick<BagLine, 'stroked_price' | 'main_price' | 'main_price_discount' | 'quantity'>): {
  unit: ShownPrice;
  total: ShownPrice;
} {
  const times = (taka: number) => poishaToTaka(takaToPoisha(taka) * line.quantity);
  const regular = regularUnitPrice(line);
  return {
    unit: shownPrice(regular, line.main_price_discount),
    total: shownPrice(times(regular), times(line.main_price_discount)),
  };
}

/** One piece of an order's item, against the regular price it was sold at; an item from a backend that keeps none reads its price before discount. */
export function orderItemPrice(item: Pick<OrderItem, 'stroked_price' | 'unit_price' | 'unit_discount'>): ShownPrice {
  const paid = poishaToTaka(takaToPoisha(item.unit_price) - takaToPoisha(item.unit_discount));
  return shownPrice(Math.max(item.stroked_price || 0, item.unit_price), paid);
}
