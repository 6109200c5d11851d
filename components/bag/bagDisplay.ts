import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import type { CartLine } from '@/utils/cart';

export function lineImage(line: Pick<CartLine, 'thumbnail_image'>): string {
  return line.thumbnail_image || PLACEHOLDER_IMAGE;
}

/** The free-shipping hint counts towards 1000 taka. */
export const FREE_SHIPPING_THRESHOLD = 1000;
