import { inEnglish, type TextWriter } from './translate';

/** "1 item" / "3 items" (bag, wishlist, orders), in the page's language when given its writer. */
export function itemCountLabel(count: number, t: TextWriter = inEnglish): string {
  return t(count === 1 ? '{count} item' : '{count} items', { count });
}
