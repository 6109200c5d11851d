import { PLACEHOLDER_IMAGE } from '@/components/product/productImages';
import type { CartLine } from '@/utils/cart';
import { DEFAULT_LOCALE, type Locale } from '@/utils/locale';
import { translate } from '@/utils/translate';
import { CART_BANGLA } from './translations.bn';

/** "1 item", "3 items"; "৩টি পণ্য" in Bangla. */
export function itemCountLabel(count: number, locale: Locale = DEFAULT_LOCALE): string {
  return translate(CART_BANGLA, locale, count === 1 ? '{count} item' : '{count} items', { count });
}

export function lineImage(line: Pick<CartLine, 'thumbnail_image'>): string {
  return line.thumbnail_image || PLACEHOLDER_IMAGE;
}

export const CART_PATH = '/cart';

/** SPEC section 9: the free-shipping hint counts towards 1000 taka. */
export const FREE_SHIPPING_THRESHOLD = 1000;
