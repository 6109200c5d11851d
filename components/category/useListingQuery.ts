import { useState } from 'react';
import {
  hasActiveFilters,
  listingHref,
  withoutFilters,
  type ListingFilters,
  type ListingState,
} from '@/utils/listingQuery';
import { useListingNavigation } from './useListingNavigation';

function activeFilterCount(filters: ListingFilters): number {
  const price = filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0;
  return filters.colors.length + filters.sizes.length + price;
}

/**
 * A listing's query state: the state on screen, the state its controls show (what was asked for while
 * it loads), the link of any other state, and `show` to move there.
 */
export function useListingQuery(pathname: string, state: ListingState) {
  const { showListing, loading } = useListingNavigation();
  // The controls show what was asked for while it loads, not the listing still on screen.
  const [requested, setRequested] = useState<ListingState | null>(null);
  if (!loading && requested) setRequested(null);
  const shown = loading && requested ? requested : state;

  const hrefFor = (next: ListingState) => listingHref(pathname, next);
  const show = (next: ListingState) => {
    setRequested(next);
    void showListing(hrefFor(next));
  };
  return {
    loading,
    shown,
    show,
    hrefFor,
    filtered: hasActiveFilters(state),
    clearHref: hrefFor(withoutFilters(state)),
    filterCount: activeFilterCount(state),
  };
}

export type ListingQuery = ReturnType<typeof useListingQuery>;
