import type { GetServerSidePropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CategoryTemplateProps } from '@/components/category/CategoryTemplate';
import { getServerSideProps } from '@/pages/category/[slug]';
import { API } from '../../store/support/fakeShop';
import { CATEGORY_TREE, MEN_FACETS, OXFORD_SHIRT, listingResponse } from './support/catalog';

// The category page's server side: what it asks the API for and what it hands the template.

const server = setupServer();
let productQueries: URLSearchParams[];
let listing = listingResponse([OXFORD_SHIRT], { total: 1 });

const KNOWN_SLUGS = new Set(['men', 'men-casual-shirts']);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  productQueries = [];
  listing = listingResponse([OXFORD_SHIRT], { total: 1 });
  server.use(
    http.get(`${API}/v2/categories-filter`, ({ request }) => {
      const slug = new URL(request.url).searchParams.get('category') ?? '';
      if (!KNOWN_SLUGS.has(slug)) return HttpResponse.json({ result: false, success: false, message: 'Category not found' }, { status: 404 });
      const node = slug === 'men' ? MEN_FACETS.category : { ...MEN_FACETS.category!, id: 10, parent_id: 1, name: 'Casual Shirts', slug };
      return HttpResponse.json({ success: true, status: 200, data: { ...MEN_FACETS, category: node } });
    }),
    http.get(`${API}/v2/categories`, () => HttpResponse.json({ success: true, status: 200, data: CATEGORY_TREE })),
    http.get(`${API}/v3/products`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      productQueries.push(params);
      if (!KNOWN_SLUGS.has(params.get('category') ?? '')) {
        return HttpResponse.json({ result: false, success: false, message: 'Category not found' }, { status: 404 });
      }
      return HttpResponse.json(listing);
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function context(slug: string, query: Record<string, string | string[]> = {}) {
  const setHeader = jest.fn();
  const ctx = {
    params: { slug },
    query: { slug, ...query },
    req: { headers: { host: 'shop.test' } },
    res: { setHeader },
  } as unknown as GetServerSidePropsContext<{ slug: string }>;
  return { ctx, setHeader };
}

async function propsFor(slug: string, query: Record<string, string | string[]> = {}): Promise<CategoryTemplateProps> {
  const result = await getServerSideProps(context(slug, query).ctx);
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return result.props;
}

describe('the category page on the server', () => {
  it('answers 404 for an unknown category', async () => {
    await expect(getServerSideProps(context('no-such-category').ctx)).resolves.toEqual({ notFound: true });
  });

  it('answers 404 for a slug longer than any category can have, without asking the API', async () => {
    await expect(getServerSideProps(context('x'.repeat(151)).ctx)).resolves.toEqual({ notFound: true });
    expect(productQueries).toEqual([]);
  });

  it('asks for one page of the category with the filters from the URL', async () => {
    const props = await propsFor('men', {
      color: 'Navy,Black',
      size: 'M',
      min_price: '500',
      max_price: '3000',
      order_by: 'price_low_to_high',
    });

    expect(Object.fromEntries(productQueries[0])).toEqual({
      category: 'men',
      color: 'Navy,Black',
      size: 'M',
      min_price: '500',
      max_price: '3000',
      order_by: 'price_low_to_high',
      page: '1',
      limit: '12',
    });
    expect(props.state).toEqual({ colors: ['Navy', 'Black'], sizes: ['M'], minPrice: 500, maxPrice: 3000, sort: 'price_low_to_high', page: 1 });
    expect(props.listing.products).toEqual([OXFORD_SHIRT]);
  });

  it('drops query values the API would refuse instead of failing', async () => {
    const props = await propsFor('men', { page: 'abc', min_price: 'cheap', order_by: 'random', size: ['M', 'L'] });

    expect(Object.fromEntries(productQueries[0])).toEqual({ category: 'men', size: 'M,L', order_by: 'newest', page: '1', limit: '12' });
    expect(props.state.page).toBe(1);
  });

  it('hands over the facets, the breadcrumb trail and the sub-categories', async () => {
    const props = await propsFor('men-casual-shirts');

    expect(props.category).toEqual({ name: 'Casual Shirts', slug: 'men-casual-shirts', metaTitle: null, metaDescription: null });
    expect(props.trail).toEqual([{ name: 'Men', slug: 'men' }]);
    expect(props.subCategories?.links.map((link) => link.slug)).toEqual(['men-casual-shirts', 'men-jeans']);
    expect(props.colors).toEqual(MEN_FACETS.colors);
    expect(props.sizes).toEqual(['S', 'M', 'L', '32']);
  });

  it('hands over the site URL the request came to, and lets caches keep the page for 30 seconds', async () => {
    const { ctx, setHeader } = context('men');
    const result = await getServerSideProps(ctx);

    expect('props' in result && (result.props as CategoryTemplateProps).siteUrl).toBe('http://shop.test');
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', 'public, s-maxage=4, stale-while-revalidate=4');
  });

  it('sends a page past the end to the last page, filters kept', async () => {
    listing = listingResponse([], { page: 9, lastPage: 3, total: 30 });
    await expect(getServerSideProps(context('men', { size: 'M', page: '9' }).ctx)).resolves.toEqual({
      redirect: { destination: '/category/men?size=M&page=3', permanent: false },
    });
  });

  it('fails with a readable message when the API is down', async () => {
    server.use(http.get(`${API}/v2/categories`, () => HttpResponse.json({ result: false, message: 'Something went wrong' }, { status: 500 })));
    await expect(getServerSideProps(context('men').ctx)).rejects.toThrow(
      'Category "men" could not be loaded: GET http://localhost/api/v2/categories answered 500',
    );
  });
});
