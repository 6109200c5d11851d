import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getProductBySlug, listProducts, listRecentlyViewedProducts, listRelatedProducts } from '@/services/products';

const API = 'http://localhost/api';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('listProducts', () => {
  it('sends the chosen flags as 1 together with the page size and answers the page', async () => {
    let query: URLSearchParams | undefined;
    const page = { success: true, status: 200, data: [{ id: 1, name: 'Jamdani Saree' }], meta: { total: 1 }, links: {} };
    server.use(
      mswHttp.get(`${API}/v3/products`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(page);
      }),
    );
    await expect(listProducts({ featured: true, limit: 12, page: 2 })).resolves.toEqual(page);
    expect(Object.fromEntries(query!)).toEqual({ featured: '1', limit: '12', page: '2' });
  });

  it('leaves out flags that are not asked for', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get(`${API}/v3/products`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ success: true, status: 200, data: [], meta: {}, links: {} });
      }),
    );
    await listProducts({ newArrival: true, featured: false, category: 'men', orderBy: 'price_low_to_high' });
    expect(Object.fromEntries(query!)).toEqual({ new_arrival: '1', category: 'men', order_by: 'price_low_to_high' });
  });
});

describe('getProductBySlug', () => {
  it('answers the single product of the data array', async () => {
    server.use(
      mswHttp.get(`${API}/v2/productsBySlug/jamdani-saree`, () =>
        HttpResponse.json({ success: true, status: 200, data: [{ id: 3, slug: 'jamdani-saree', name: 'Jamdani Saree' }] }),
      ),
    );
    await expect(getProductBySlug('jamdani-saree')).resolves.toMatchObject({ id: 3, name: 'Jamdani Saree' });
  });

  it('answers null for an unknown slug', async () => {
    server.use(
      mswHttp.get(`${API}/v2/productsBySlug/:slug`, () =>
        HttpResponse.json({ success: false, status: 404, message: 'Product not found' }, { status: 404 }),
      ),
    );
    await expect(getProductBySlug('no-such-product')).resolves.toBeNull();
  });

  it('escapes the slug into one path segment', async () => {
    let requestedPath = '';
    server.use(
      mswHttp.get(`${API}/v2/productsBySlug/:slug`, ({ request }) => {
        requestedPath = new URL(request.url).pathname;
        return HttpResponse.json({ success: false }, { status: 404 });
      }),
    );
    await getProductBySlug('a/b?c');
    expect(requestedPath).toBe('/api/v2/productsBySlug/a%2Fb%3Fc');
  });

  it('passes other failures on to the caller', async () => {
    server.use(mswHttp.get(`${API}/v2/productsBySlug/:slug`, () => new HttpResponse(null, { status: 500 })));
    await expect(getProductBySlug('jamdani-saree')).rejects.toMatchObject({ response: { status: 500 } });
  });
});

describe('listRelatedProducts', () => {
  it('asks for the product’s related products with a limit and answers the list', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get(`${API}/v3/products/related`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ success: true, status: 200, data: [{ id: 4, name: 'Silk Saree' }] });
      }),
    );
    await expect(listRelatedProducts(76, 8)).resolves.toEqual([{ id: 4, name: 'Silk Saree' }]);
    expect(Object.fromEntries(query!)).toEqual({ product_id: '76', limit: '8' });
  });
});

describe('listRecentlyViewedProducts', () => {
  it('sends the ids comma-separated in the order given', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get(`${API}/v3/products/recently-viewed`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ success: true, status: 200, data: [{ id: 3 }, { id: 1 }] });
      }),
    );
    await expect(listRecentlyViewedProducts([3, 1])).resolves.toEqual([{ id: 3 }, { id: 1 }]);
    expect(query!.get('ids')).toBe('3,1');
  });

  it('makes no call without ids', async () => {
    await expect(listRecentlyViewedProducts([])).resolves.toEqual([]);
  });
});
