import type { NextPageContext } from 'next';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getServerSideProps as categoryPage } from '@/pages/category/[slug]';
import { getStaticProps as productPage } from '@/pages/details/[slug]';
import { getStaticProps as contentPage } from '@/pages/page/[slug]';
import { getServerSideProps as searchPage } from '@/pages/search';
import ErrorPage from '@/pages/_error';
import { BackendFailure, backendFailureStatus } from '@/services/backendFailure';
import { ContractError } from '@/services/http';
import { panjabi } from '../product/support/productFixtures';
import { API } from '../../store/support/fakeShop';
import { pageContext } from './support/pageContext';

// A backend that is down gives a server-rendered page a 503, one that answers garbage a 502: the
// shopper gets the error page's plain message, the server's log the endpoint and what went wrong.

const server = setupServer();

const PAGES: [string, () => unknown][] = [
  ['product', () => productPage({ params: { slug: 'oxford-shirt' } })],
  ['content', () => contentPage({ params: { slug: 'about-us' } })],
  ['category', () => categoryPage(pageContext({ slug: 'men' }))],
  ['search', () => searchPage(pageContext({ q: 'panjabi' }))],
];

async function failureOf(load: () => unknown): Promise<unknown> {
  return Promise.resolve().then(load).then(
    () => undefined,
    (error: unknown) => error,
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

describe.each(PAGES)('the %s page', (_name, load) => {
  it('answers 503 while the backend does not answer', async () => {
    server.use(http.all(`${API}/*`, () => HttpResponse.error()));
    expect(await failureOf(load)).toMatchObject({ name: 'BackendFailure', statusCode: 503 });
  });

  it('answers 502 when the backend answers a server error', async () => {
    server.use(http.all(`${API}/*`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })));
    expect(await failureOf(load)).toMatchObject({ name: 'BackendFailure', statusCode: 502 });
  });

  it('answers 502 when the backend answers something that is not JSON', async () => {
    server.use(http.all(`${API}/*`, () => HttpResponse.text('<html><body>Bad gateway</body></html>')));
    const failure = await failureOf(load);
    expect(failure).toMatchObject({ name: 'BackendFailure', statusCode: 502 });
    expect((failure as Error).message).toMatch(/could not be loaded: GET \/v\d\/\S+ answered the body = "<html><body>Bad gateway.*, which is not JSON$/);
  });
});

describe('a product page whose price breaks the contract', () => {
  it('answers 502 and names the endpoint and the field in the log line', async () => {
    server.use(
      http.get(`${API}/v2/productsBySlug/oxford-shirt`, () => HttpResponse.json({ success: true, data: [{ ...panjabi(), main_price: 'call us' }] })),
      http.all(`${API}/*`, () => HttpResponse.json({ success: true, data: [] })),
    );
    const failure = await failureOf(() => productPage({ params: { slug: 'oxford-shirt' } }));
    expect(failure).toMatchObject({ statusCode: 502 });
    expect((failure as Error).message).toBe(
      'Product "oxford-shirt" could not be loaded: GET /v2/productsBySlug/oxford-shirt answered data[0].main_price = "call us", which is not an amount of money',
    );
  });
});

describe('backendFailureStatus', () => {
  it('keeps the storefront’s own errors at 500', () => {
    expect(backendFailureStatus(new TypeError('x is undefined'))).toBe(500);
    expect(backendFailureStatus(new ContractError('GET /v2/cart-summary', 'tax', null, 'an amount of money'))).toBe(502);
  });
});

describe('the error page', () => {
  it('answers with the status the failed page named', () => {
    const res = { statusCode: 500 };
    const err = new BackendFailure('Product "x" could not be loaded: GET /v2/productsBySlug/x failed (ERR_NETWORK)', 503);
    expect(ErrorPage.getInitialProps({ res, err } as unknown as NextPageContext)).toEqual({ statusCode: 503 });
    expect(res.statusCode).toBe(503);
  });

  it('reads the status of a failure thrown from another bundle’s copy of the module', () => {
    const res = { statusCode: 500 };
    const err = Object.assign(new Error('Category "men" could not be loaded'), { name: 'BackendFailure', statusCode: 502 });
    expect(ErrorPage.getInitialProps({ res, err } as unknown as NextPageContext)).toEqual({ statusCode: 502 });
    expect(res.statusCode).toBe(502);
  });

  it('keeps the response’s own status for any other error', () => {
    const res = { statusCode: 500 };
    expect(ErrorPage.getInitialProps({ res, err: new Error('boom') } as unknown as NextPageContext)).toEqual({ statusCode: 500 });
    expect(res.statusCode).toBe(500);
  });
});
