import type { ProductListItem, ProductListResponse } from '@/contract/catalog';
import { DEFAULT_LOCALE, formatCount, type Locale } from '@/utils/locale';
import { providedBangla, translateText } from '@/utils/translations/bangla';

/** Products on a listing page: 12 fill three rows of four, four of three and six of two. */
export const LISTING_PAGE_SIZE = 12;

/** One page of a listing as the templates show it. */
export interface ListingPage {
  products: ProductListItem[];
  total: number;
  page: number;
  lastPage: number;
  /** Selling-price bounds of everything the other filters leave (0 when nothing is left). */
  minPrice: number;
  maxPrice: number;
}

export function listingPageOf(response: ProductListResponse): ListingPage {
  return {
    products: response.data,
    total: response.meta.total,
    page: response.meta.current_page,
    lastPage: Math.max(1, response.meta.last_page),
    minPrice: response.min_price ?? 0,
    maxPrice: response.max_price ?? 0,
  };
}

export function productCountLabel(total: number, locale: Locale = DEFAULT_LOCALE): string {
  const count = formatCount(total, locale);
  return translateText(providedBangla(), 'category', locale, total === 1 ? '{count} product' : '{count} products', { count });
}
