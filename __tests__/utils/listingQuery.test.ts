import {
  EMPTY_LISTING,
  canonicalListingPath,
  chosenPriceRange,
  hasActiveFilters,
  listingHref,
  listingQueryString,
  paginationItems,
  parseListingQuery,
  parseSearchTerm,
  priceSliderBounds,
  toggledValue,
  withFilters,
  withPage,
  withSort,
  withoutFilters,
  type ListingState,
} from '@/utils/listingQuery';

const FILTERED: ListingState = {
  colors: ['Navy', 'Black'],
  sizes: ['M'],
  minPrice: 500,
  maxPrice: 3000,
  sort: 'price_low_to_high',
  page: 2,
};

describe('parseListingQuery', () => {
  it('reads every filter, the sort and the page from the URL query', () => {
    expect(
      parseListingQuery({
        color: 'Navy,Black',
        size: 'M',
        min_price: '500',
        max_price: '3000',
        order_by: 'price_low_to_high',
        page: '2',
      }),
    ).toEqual(FILTERED);
  });

  it('gives the first page of the newest products, unfiltered, for an empty query', () => {
    expect(parseListingQuery({})).toEqual(EMPTY_LISTING);
    expect(EMPTY_LISTING).toEqual({ colors: [], sizes: [], minPrice: null, maxPrice: null, sort: 'newest', page: 1 });
  });

  it.each([['abc'], ['0'], ['-2'], ['1.5'], ['100001'], ['2e3'], ['']])('drops page=%p and shows page 1', (page) => {
    expect(parseListingQuery({ page }).page).toBe(1);
  });

  it('keeps pages up to the API limit of 100,000', () => {
    expect(parseListingQuery({ page: '100000' }).page).toBe(100_000);
    expect(parseListingQuery({ page: ' 7 ' }).page).toBe(7);
  });

  it.each([['cheap'], ['-5'], ['10000000'], ['12.345'], ['1e3'], ['']])('drops a price of %p', (price) => {
    const state = parseListingQuery({ min_price: price, max_price: price });
    expect(state.minPrice).toBeNull();
    expect(state.maxPrice).toBeNull();
  });

  it('keeps taka amounts with up to two decimals', () => {
    const state = parseListingQuery({ min_price: '999.5', max_price: '9999999.99' });
    expect(state.minPrice).toBe(999.5);
    expect(state.maxPrice).toBe(9_999_999.99);
  });

  it('drops both ends of a range given the wrong way round, which the API would refuse', () => {
    const state = parseListingQuery({ min_price: '3000', max_price: '500' });
    expect(state.minPrice).toBeNull();
    expect(state.maxPrice).toBeNull();
  });

  it('drops a sort the listing does not offer', () => {
    expect(parseListingQuery({ order_by: 'cheapest' }).sort).toBe('newest');
    expect(parseListingQuery({ order_by: 'popularity' }).sort).toBe('popularity');
  });

  it('trims list values, skips empty ones and keeps each value once whatever its case', () => {
    expect(parseListingQuery({ color: ' Navy ,,navy, Royal Blue,' }).colors).toEqual(['Navy', 'Royal Blue']);
  });

  it('merges a parameter given twice instead of passing the duplicate on to the API', () => {
    const state = parseListingQuery({ size: ['M', 'L,M'], page: ['3', '4'], order_by: ['popularity', 'newest'] });
    expect(state.sizes).toEqual(['M', 'L']);
    expect(state.page).toBe(3);
    expect(state.sort).toBe('popularity');
  });

  it('keeps at most 30 values of a list, as the API allows', () => {
    const sizes = Array.from({ length: 40 }, (_, index) => String(index + 1));
    expect(parseListingQuery({ size: sizes.join(',') }).sizes).toEqual(sizes.slice(0, 30));
  });

  it('keeps a list within the 1,000 characters the API reads', () => {
    const colors = Array.from({ length: 12 }, (_, index) => `${'x'.repeat(98)}${String(index).padStart(2, '0')}`);
    const parsed = parseListingQuery({ color: colors.join(',') }).colors;
    expect(parsed.join(',').length).toBeLessThanOrEqual(1000);
    expect(parsed).toEqual(colors.slice(0, 9));
  });
});

describe('parseSearchTerm', () => {
  it('trims the term and cuts it to 100 characters', () => {
    expect(parseSearchTerm({ q: '  cotton panjabi ' })).toBe('cotton panjabi');
    expect(parseSearchTerm({ q: 'a'.repeat(150) })).toHaveLength(100);
  });

  it('is empty without a term and takes the first of repeated terms', () => {
    expect(parseSearchTerm({})).toBe('');
    expect(parseSearchTerm({ q: ['saree', 'shirt'] })).toBe('saree');
  });
});

describe('listingQueryString and listingHref', () => {
  it('writes the filters in a fixed order with readable commas', () => {
    expect(listingQueryString(FILTERED)).toBe('color=Navy,Black&size=M&min_price=500&max_price=3000&order_by=price_low_to_high&page=2');
  });

  it('leaves the defaults out, so an unfiltered listing has a bare path', () => {
    expect(listingHref('/category/men', EMPTY_LISTING)).toBe('/category/men');
    expect(listingHref('/category/men', withPage(EMPTY_LISTING, 1))).toBe('/category/men');
  });

  it('encodes values that need it', () => {
    expect(listingHref('/category/men', { ...EMPTY_LISTING, colors: ['Royal Blue', 'R&D'] })).toBe(
      '/category/men?color=Royal%20Blue,R%26D',
    );
  });

  it('puts leading parameters such as the search term first, leaving empty ones out', () => {
    expect(listingHref('/search', withSort(EMPTY_LISTING, 'popularity'), { q: 'cotton & silk' })).toBe(
      '/search?q=cotton%20%26%20silk&order_by=popularity',
    );
    expect(listingHref('/search', EMPTY_LISTING, { q: '' })).toBe('/search');
  });

  it('round-trips through the parser', () => {
    const query = Object.fromEntries(new URLSearchParams(listingQueryString({ ...FILTERED, colors: ['Royal Blue', 'Navy'] })));
    expect(parseListingQuery(query)).toEqual({ ...FILTERED, colors: ['Royal Blue', 'Navy'] });
  });
});

describe('canonicalListingPath', () => {
  it('keeps only the page', () => {
    expect(canonicalListingPath('/category/men', 1)).toBe('/category/men');
    expect(canonicalListingPath('/category/men', 3)).toBe('/category/men?page=3');
  });
});

describe('state changes', () => {
  it('starts again at page 1 when a filter changes', () => {
    expect(withFilters(FILTERED, { sizes: ['L'] })).toEqual({ ...FILTERED, sizes: ['L'], page: 1 });
    expect(withFilters(FILTERED, { minPrice: null, maxPrice: null }).page).toBe(1);
  });

  it('starts again at page 1 when the sort changes', () => {
    expect(withSort(FILTERED, 'popularity')).toEqual({ ...FILTERED, sort: 'popularity', page: 1 });
  });

  it('changes only the page when paging', () => {
    expect(withPage(FILTERED, 5)).toEqual({ ...FILTERED, page: 5 });
  });

  it('clears the filters but keeps the sort', () => {
    expect(withoutFilters(FILTERED)).toEqual({ ...EMPTY_LISTING, sort: 'price_low_to_high' });
    expect(hasActiveFilters(withoutFilters(FILTERED))).toBe(false);
  });

  it('counts any colour, size or price as an active filter', () => {
    expect(hasActiveFilters(EMPTY_LISTING)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_LISTING, colors: ['Navy'] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_LISTING, sizes: ['M'] })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_LISTING, maxPrice: 100 })).toBe(true);
  });

  it('toggles a value in or out of a list, ignoring case', () => {
    expect(toggledValue(['Navy'], 'Black')).toEqual(['Navy', 'Black']);
    expect(toggledValue(['Navy', 'Black'], 'navy')).toEqual(['Black']);
  });
});

describe('paginationItems', () => {
  it('lists every page of a short listing', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(paginationItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('priceSliderBounds', () => {
  it('widens the bounds to whole steps of ten taka', () => {
    expect(priceSliderBounds(1463, 3890.5)).toEqual({ min: 1460, max: 3900, step: 10 });
  });

  it('takes in an applied range that reaches beyond the products left', () => {
    expect(priceSliderBounds(1463, 2160, { minPrice: 3000, maxPrice: null })).toEqual({ min: 1460, max: 3000, step: 10 });
    expect(priceSliderBounds(1463, 2160, { minPrice: 995, maxPrice: 5005 })).toEqual({ min: 990, max: 5010, step: 10 });
    expect(priceSliderBounds(1463, 2160, { minPrice: 1500, maxPrice: 2000 })).toEqual({ min: 1460, max: 2160, step: 10 });
  });

  it('keeps a usable range when every product costs the same or nothing is left', () => {
    expect(priceSliderBounds(500, 500)).toEqual({ min: 500, max: 510, step: 10 });
    expect(priceSliderBounds(0, 0)).toEqual({ min: 0, max: 10, step: 10 });
  });
});

describe('chosenPriceRange', () => {
  const bounds = { min: 1460, max: 3900 };

  it('keeps the ends inside the bounds', () => {
    expect(chosenPriceRange(2000, 3000, bounds)).toEqual({ minPrice: 2000, maxPrice: 3000 });
  });

  it('leaves out an end at or beyond the slider end: it narrows nothing', () => {
    expect(chosenPriceRange(1460, 3000, bounds)).toEqual({ minPrice: null, maxPrice: 3000 });
    expect(chosenPriceRange(1000, 5000, bounds)).toEqual({ minPrice: null, maxPrice: null });
  });

  it('turns a range typed the wrong way round', () => {
    expect(chosenPriceRange(3000, 2000, bounds)).toEqual({ minPrice: 2000, maxPrice: 3000 });
  });

  it('ignores empty, negative and unreadable ends and rounds to poisha', () => {
    expect(chosenPriceRange(null, Number.NaN, bounds)).toEqual({ minPrice: null, maxPrice: null });
    expect(chosenPriceRange(-5, 2500.556, bounds)).toEqual({ minPrice: null, maxPrice: 2500.56 });
  });
});
