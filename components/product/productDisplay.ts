import type { ProductListItem } from '@/contract/catalog';

type StockFields = Pick<ProductListItem, 'current_stock' | 'is_negative'>;

/** Sold out: nothing in stock and the product may not be sold at zero stock (`is_negative`). */
export function isSoldOut(product: StockFields): boolean {
  return product.current_stock <= 0 && !product.is_negative;
}
