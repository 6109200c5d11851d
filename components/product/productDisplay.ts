import type { ProductListItem } from '@/services/types';

type PriceFields = Pick<ProductListItem, 'has_discount' | 'stroked_price' | 'main_price'>;
type StockFields = Pick<ProductListItem, 'current_stock' | 'is_negative'>;

/** The crossed-out price is only meaningful when it is above what the shopper pays. */
export function showsStrokedPrice(product: PriceFields): boolean {
  return product.has_discount && product.stroked_price > product.main_price;
}

/** Sold out: nothing in stock and the product may not be sold at zero stock (`is_negative`). */
export function isSoldOut(product: StockFields): boolean {
  return product.current_stock <= 0 && !product.is_negative;
}
