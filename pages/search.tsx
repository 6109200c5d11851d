import type { GetServerSideProps } from 'next';
import { LISTING_PAGE_SIZE, listingPageOf, type ListingPage } from '@/components/category/listingPage';
import { SEARCH_PATH } from '@/components/search/SearchBox';
import { SearchTemplate, type SearchTemplateProps } from '@/components/search/SearchTemplate';
import { backendFailure } from '@/services/backendFailure';
import { describeRequestError } from '@/services/http';
import type { CategoryTile } from '@/contract/catalog';
import { getPopularCategories, listCatalog } from '@/services/catalog';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';
import { EMPTY_LISTING, listingHref, parseListingQuery, parseSearchTerm, withPage } from '@/utils/listingQuery';

const POPULAR_CATEGORY_COUNT = 8;

// The categories are a way on from an empty result, not the point of the page: without them it still renders.
async function popularCategories(): Promise<CategoryTile[]> {
  try {
    return (await getPopularCategories()).slice(0, POPULAR_CATEGORY_COUNT);
  } catch (error) {
    console.error(`Popular categories could not be loaded: ${describeRequestError(error)}`);
    return [];
  }
}

async function searchListing(term: string, sort: SearchTemplateProps['state']['sort'], page: number): Promise<ListingPage> {
  try {
    return listingPageOf(await listCatalog({ search: term, orderBy: sort, page, limit: LISTING_PAGE_SIZE }));
  } catch (error) {
    throw backendFailure(`Search for "${term}"`, error);
  }
}

export const getServerSideProps: GetServerSideProps<SearchTemplateProps> = async ({ query, res }) => {
  const term = parseSearchTerm(query);
  const { sort, page } = parseListingQuery(query);
  // Search results are sorted and paged; narrowing them belongs to the category pages.
  const state = { ...EMPTY_LISTING, sort, page };
  const listing = term === '' ? null : await searchListing(term, sort, page);
  if (listing && page > listing.lastPage) {
    return { redirect: { destination: listingHref(SEARCH_PATH, withPage(state, listing.lastPage), { q: term }), permanent: false } };
  }
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  const needsWayOn = listing === null || listing.total === 0;
  return {
    props: {
      term,
      listing,
      state,
      popularCategories: needsWayOn ? await popularCategories() : [],
    },
  };
};

export default function SearchPage(props: SearchTemplateProps) {
  return <SearchTemplate {...props} />;
}
