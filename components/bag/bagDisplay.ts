import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import type { BagLine } from '@/utils/bag';

export function lineImage(line: Pick<BagLine, 'thumbnail_image'>): string {
  return line.thumbnail_image || PLACEHOLDER_IMAGE;
}

/** The free-shipping hint counts towards 1000 taka. */
export const FREE_SHIPPING_THRESHOLD = 1000;
