// The state of a product listing (filters, sort, page) and its URL query, both ways. Values the API
// would refuse with a 422 are dropped while parsing, so a hand-edited URL still shows a listing.

export const LISTING_SORTS = ['newest', 'price_low_to_high', 'price_high_to_low', 'popularity'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
const DEFAULT_SORT: ListingSort = 'newest';

// The API's own limits for these parameters (docs/API.md, GET /v3/products).
const MAX_PAGE = 100_000;
const MAX_LIST_VALUES = 30;
const MAX_LIST_TEXT_LENGTH = 1000;
export const MAX_SEARCH_LENGTH = 100;
const TAKA_AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE_NUMBER = /^\d{1,6}$/;

export interface ListingFilters {
  colors: string[];
  sizes: string[];
  /** Taka on the selling price; null when the listing is not narrowed on that side. */
  minPrice: number | null;
  maxPrice: number | null;
}

export interface ListingState extends ListingFilters {
  sort: ListingSort;
  page: number;
}

/** A URL query as Next hands it over: a parameter given twice arrives as an array. */
export type UrlQuery = Record<string, string | string[] | undefined>;

export const EMPTY_LISTING: ListingState = {
  colors: [],
  sizes: [],
  minPrice: null,
  maxPrice: null,
  sort: DEFAULT_SORT,
  page: 1,
};

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function parsePage(value: string | string[] | undefined): number {
  const text = firstValue(value)?.trim() ?? '';
  if (!WHOLE_NUMBER.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function parseAmount(value: string | string[] | undefined): number | null {
  const text = firstValue(value)?.trim() ?? '';
  return TAKA_AMOUNT.test(text) ? Number(text) : null;
}

function parseSort(value: string | string[] | undefined): ListingSort {
  const text = firstValue(value)?.trim() ?? '';
  return (LISTING_SORTS as readonly string[]).includes(text) ? (text as ListingSort) : DEFAULT_SORT;
}

/** Comma-separated values (repeated parameters count too), trimmed, each once whatever its case, within the API's limits. */
function parseList(value: string | string[] | undefined): string[] {
  const parts = (Array.isArray(value) ? value : [value ?? '']).flatMap((part) => part.split(','));
  const kept: string[] = [];
  const seen = new Set<string>();
  let textLength = 0;
  for (const part of parts) {
    const item = part.trim();
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) continue;
    const lengthWithItem = textLength + (kept.length > 0 ? 1 : 0) + item.length;
    if (kept.length === MAX_LIST_VALUES || lengthWithItem > MAX_LIST_TEXT_LENGTH) break;
    kept.push(item);
    seen.add(key);
    textLength = lengthWithItem;
  }
  return kept;
}

/** The listing a URL query asks for, with every value the API would refuse left out. */
export function parseListingQuery(query: UrlQuery): ListingState {
  let minPrice = parseAmount(query.min_price);
  let maxPrice = parseAmount(query.max_price);
  // A reversed range is refused by the API as a whole, so neither side is kept.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    minPrice = null;
    maxPrice = null;
  }
  return {
    colors: parseList(query.color),
    sizes: parseList(query.size),
    minPrice,
    maxPrice,
    sort: parseSort(query.order_by),
    page: parsePage(query.page),
  };
}

/** The search term of `/search?q=`: trimmed and cut to the API's 100 characters. */
export function parseSearchTerm(query: UrlQuery): string {
  return (firstValue(query.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

function encodeList(values: string[]): string {
  return values.map(encodeURIComponent).join(',');
}

/**
 * The query string of a listing, without the leading `?`: only what differs from the defaults, in a
 * fixed order, with commas left readable (`color=Navy,Black&size=M&page=2`).
 */
export function listingQueryString(state: ListingState, leading: Record<string, string> = {}): string {
  const pairs: string[] = Object.entries(leading)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  if (state.colors.length > 0) pairs.push(`color=${encodeList(state.colors)}`);
  if (state.sizes.length > 0) pairs.push(`size=${encodeList(state.sizes)}`);
  if (state.minPrice !== null) pairs.push(`min_price=${state.minPrice}`);
  if (state.maxPrice !== null) pairs.push(`max_price=${state.maxPrice}`);
  if (state.sort !== DEFAULT_SORT) pairs.push(`order_by=${state.sort}`);
  if (state.page > 1) pairs.push(`page=${state.page}`);
  return pairs.join('&');
}

/** A shareable link to a listing: the path with its query. */
export function listingHref(pathname: string, state: ListingState, leading: Record<string, string> = {}): string {
  const query = listingQueryString(state, leading);
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** The canonical URL path leaves filters and sorting out and keeps only the page. */
export function canonicalListingPath(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?page=${page}` : pathname;
}

/** A filter change shows a different set of products, so the listing starts again at page 1. */
export function withFilters(state: ListingState, change: Partial<ListingFilters>): ListingState {
  return { ...state, ...change, page: 1 };
}

export function withSort(state: ListingState, sort: ListingSort): ListingState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/** No colour, size or price narrowing; the sort order is kept. */
export function withoutFilters(state: ListingState): ListingState {
  return { ...EMPTY_LISTING, sort: state.sort };
}

export function hasActiveFilters(state: ListingFilters): boolean {
  return state.colors.length > 0 || state.sizes.length > 0 || state.minPrice !== null || state.maxPrice !== null;
}

function sameValue(left: string, right: string): boolean {
  return left.toLowerCase() === right.toLowerCase();
}

export function includesValue(values: readonly string[], value: string): boolean {
  return values.some((item) => sameValue(item, value));
}

/** The values with `value` added, or taken out when it was there (case ignored, as the API ignores it). */
export function toggledValue(values: readonly string[], value: string): string[] {
  return includesValue(values, value) ? values.filter((item) => !sameValue(item, value)) : [...values, value];
}

export type PaginationItem = number | 'gap';

/**
 * The page numbers a pagination bar shows: the first and last page, the current one with `siblings`
 * on each side, and a gap wherever pages are skipped (a gap never hides a single page).
 */
export function paginationItems(current: number, last: number, siblings = 1): PaginationItem[] {
  const shown = new Set<number>([1, last]);
  for (let page = current - siblings; page <= current + siblings; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((left, right) => left - right);
  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

export interface PriceBounds {
  min: number;
  max: number;
  step: number;
}

const PRICE_STEP = 10;

/**
 * The price slider's ends: the listing's cheapest and dearest selling prices, stretched to take in a
 * range already applied that reaches beyond them, widened to whole steps.
 */
export function priceSliderBounds(
  minPrice: number,
  maxPrice: number,
  applied: Pick<ListingFilters, 'minPrice' | 'maxPrice'> = { minPrice: null, maxPrice: null },
): PriceBounds {
  const appliedEnds = [applied.minPrice, applied.maxPrice].filter((value): value is number => value !== null);
  const lowest = Math.min(minPrice, ...appliedEnds);
  const highest = Math.max(maxPrice, ...appliedEnds);
  const min = Math.max(0, Math.floor(lowest / PRICE_STEP) * PRICE_STEP);
  const max = Math.max(min + PRICE_STEP, Math.ceil(highest / PRICE_STEP) * PRICE_STEP);
  return { min, max, step: PRICE_STEP };
}

/**
 * The price filter a shopper's chosen range means: a side at (or beyond) the slider's end narrows
 * nothing and is left out; a range typed the wrong way round is turned round.
 */
export function chosenPriceRange(
  low: number | null,
  high: number | null,
  bounds: Pick<PriceBounds, 'min' | 'max'>,
): Pick<ListingFilters, 'minPrice' | 'maxPrice'> {
  const valid = (value: number | null) => (value !== null && Number.isFinite(value) && value >= 0 ? roundTaka(value) : null);
  let minPrice = valid(low);
  let maxPrice = valid(high);
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    minPrice: minPrice !== null && minPrice > bounds.min ? minPrice : null,
    maxPrice: maxPrice !== null && maxPrice < bounds.max ? maxPrice : null,
  };
}

const MAX_TAKA_AMOUNT = 9_999_999.99;

// The API takes at most two decimals, below ten million taka.
function roundTaka(value: number): number {
  return Math.min(MAX_TAKA_AMOUNT, Math.round(value * 100) / 100);
}
