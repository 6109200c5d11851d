import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ContractError } from '@/services/http';
import { getProductBySlug, listProducts, listRecentlyViewedProducts, listRelatedProducts } from '@/services/products';
import { listedProduct } from '../components/common/support/fixtures';
import { panjabi } from '../components/product/support/productFixtures';

const API = 'http://localhost/api';
/** A product card's prices as the embedded API sends them: numbers in taka. */
const PRICES = { base_price: 1500, base_discounted_price: 1350, main_price: 1350, stroked_price: 1500 };
const META = { current_page: 1, last_page: 1, total: 1 };
const card = (overrides: Record<string, unknown>) => ({ ...listedProduct(), ...PRICES, ...overrides });
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('listProducts', () => {
  it('sends the chosen flags as 1 together with the page size and answers the page', async () => {
    let query: URLSearchParams | undefined;
    const page = { success: true, status: 200, data: [card({ id: 1, name: 'Jamdani Saree' })], meta: META };
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
        return HttpResponse.json({ success: true, status: 200, data: [], meta: { ...META, total: 0 } });
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
        HttpResponse.json({ success: true, status: 200, data: [panjabi({ id: 3, slug: 'jamdani-saree', name: 'Jamdani Saree' })] }),
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
        return HttpResponse.json({ success: true, status: 200, data: [card({ id: 4, name: 'Silk Saree' })] });
      }),
    );
    await expect(listRelatedProducts(76, 8)).resolves.toEqual([card({ id: 4, name: 'Silk Saree' })]);
    expect(Object.fromEntries(query!)).toEqual({ product_id: '76', limit: '8' });
  });
});

describe('listRecentlyViewedProducts', () => {
  it('sends the ids comma-separated in the order given', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      mswHttp.get(`${API}/v3/products/recently-viewed`, ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ success: true, status: 200, data: [card({ id: 3 }), card({ id: 1 })] });
      }),
    );
    await expect(listRecentlyViewedProducts([3, 1])).resolves.toEqual([card({ id: 3 }), card({ id: 1 })]);
    expect(query!.get('ids')).toBe('3,1');
  });

  it('makes no call without ids', async () => {
    await expect(listRecentlyViewedProducts([])).resolves.toEqual([]);
  });
});

describe('prices at the edge', () => {
  it('reads a backend’s formatted strings as taka on a product page and its variants', async () => {
    server.use(
      mswHttp.get(`${API}/v2/productsBySlug/jamdani-saree`, () =>
        HttpResponse.json({
          success: true,
          status: 200,
          data: [
            {
              ...panjabi({ id: 3, slug: 'jamdani-saree' }),
              main_price: '৳2,500.00',
              stroked_price: '৳3,000.00',
              variant: [{ ...panjabi().variant[0], variant: 'Red', base_price: '3,000', base_discounted_price: '2500.5', stroked_price: 3000 }],
            },
          ],
        }),
      ),
    );
    await expect(getProductBySlug('jamdani-saree')).resolves.toMatchObject({
      main_price: 2500,
      stroked_price: 3000,
      variant: [{ variant: 'Red', base_price: 3000, base_discounted_price: 2500.5, stroked_price: 3000 }],
    });
  });

  it('reads a listing’s card prices and its price bounds', async () => {
    const familyCard = card({ id: 1, base_price: '৳1,200.00', base_discounted_price: '1,080.00', main_price: '1080', stroked_price: 1200 });
    server.use(mswHttp.get(`${API}/v3/products`, () => HttpResponse.json({ data: [familyCard], meta: META, min_price: '৳450.00', max_price: '12,500' })));
    await expect(listProducts()).resolves.toMatchObject({
      data: [{ id: 1, base_price: 1200, base_discounted_price: 1080, main_price: 1080, stroked_price: 1200 }],
      min_price: 450,
      max_price: 12500,
    });
  });

  it('rejects a price that is no amount with a contract error naming the endpoint and the field', async () => {
    server.use(mswHttp.get(`${API}/v3/products`, () => HttpResponse.json({ data: [card({}), card({ main_price: 'call us' })], meta: META })));
    const failure = await listProducts().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractError);
    expect(failure).toMatchObject({ endpoint: 'GET /v3/products', field: 'data[1].main_price', value: 'call us' });
    expect((failure as Error).message).toBe('GET /v3/products answered data[1].main_price = "call us", which is not an amount of money');
  });

  it('rejects a product page whose price is missing, rather than showing ৳0.00', async () => {
    const { main_price: _left, ...withoutPrice } = panjabi({ id: 5 });
    server.use(mswHttp.get(`${API}/v2/productsBySlug/plain`, () => HttpResponse.json({ data: [withoutPrice] })));
    await expect(getProductBySlug('plain')).rejects.toMatchObject({ endpoint: 'GET /v2/productsBySlug/plain', field: 'data[0].main_price' });
  });
});
