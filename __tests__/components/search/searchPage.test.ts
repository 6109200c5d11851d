import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SearchTemplateProps } from '@/components/search/SearchTemplate';
import { getServerSideProps } from '@/pages/search';
import { API } from '../../store/support/fakeShop';
import { OXFORD_SHIRT, listingResponse } from '../category/support/catalog';

// The search page's server side: what it asks the API for and what it hands the template.

const server = setupServer();
let productQueries: URLSearchParams[];
let popularRequests: number;
let listing = listingResponse([OXFORD_SHIRT]);

const POPULAR = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `Category ${index + 1}`,
  slug: `category-${index + 1}`,
  icon: null,
  banner: null,
  cover_image: null,
  number_of_products: 5,
}));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  productQueries = [];
  popularRequests = 0;
  listing = listingResponse([OXFORD_SHIRT]);
  server.use(
    http.get(`${API}/v3/products`, ({ request }) => {
      productQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json(listing);
    }),
    http.get(`${API}/v2/best-selling-categories`, () => {
      popularRequests += 1;
      return HttpResponse.json({ success: true, status: 200, data: POPULAR });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function context(query: Record<string, string | string[]>) {
  const setHeader = jest.fn();
  return { ctx: { query, req: { headers: {} }, res: { setHeader } } as unknown as GetServerSidePropsContext, setHeader };
}

async function propsFor(query: Record<string, string | string[]>): Promise<SearchTemplateProps> {
  const result = await getServerSideProps(context(query).ctx);
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props;
}

describe('the search page on the server', () => {
  it('searches for the trimmed term with the sort and page from the URL', async () => {
    const { ctx, setHeader } = context({ q: '  oxford ', order_by: 'popularity', page: '1', size: 'M' });
    const result = await getServerSideProps(ctx);

    expect(Object.fromEntries(productQueries[0])).toEqual({ search: 'oxford', order_by: 'popularity', page: '1', limit: '12' });
    const props = 'props' in result ? (result.props as SearchTemplateProps) : null;
    expect(props?.term).toBe('oxford');
    expect(props?.listing?.products).toEqual([OXFORD_SHIRT]);
    expect(props?.state).toEqual({ colors: [], sizes: [], minPrice: null, maxPrice: null, sort: 'popularity', page: 1 });
    expect(props?.popularCategories).toEqual([]);
    expect(popularRequests).toBe(0);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', 'public, s-maxage=4, stale-while-revalidate=4');
  });

  it('offers up to eight popular categories when nothing is found', async () => {
    listing = listingResponse([], { minPrice: 0, maxPrice: 0 });
    const props = await propsFor({ q: 'zzz' });
    expect(props.listing?.total).toBe(0);
    expect(props.popularCategories.map((category) => category.slug)).toEqual(POPULAR.slice(0, 8).map((category) => category.slug));
  });

  it('asks the catalog nothing without a term, and offers the popular categories', async () => {
    const props = await propsFor({ q: '   ', page: 'abc' });
    expect(productQueries).toEqual([]);
    expect(props.term).toBe('');
    expect(props.listing).toBeNull();
    expect(props.popularCategories).toHaveLength(8);
  });

  it('still renders the empty result when the popular categories cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    listing = listingResponse([], { minPrice: 0, maxPrice: 0 });
    server.use(http.get(`${API}/v2/best-selling-categories`, () => HttpResponse.json({ result: false }, { status: 500 })));
    const props = await propsFor({ q: 'zzz' });
    expect(props.popularCategories).toEqual([]);
  });

  it('sends a page past the end to the last page, keeping the term', async () => {
    listing = listingResponse([], { page: 7, lastPage: 2, total: 20 });
    await expect(getServerSideProps(context({ q: 'cotton shirt', page: '7' }).ctx)).resolves.toEqual({
      redirect: { destination: '/search?q=cotton%20shirt&page=2', permanent: false },
    });
  });
});
