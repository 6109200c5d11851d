import type { GetServerSidePropsContext } from 'next';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getServerSideProps } from '@/pages/index';
import { API, banner, category, flashDeal, products, SLIDES } from './support/homeApi';

jest.mock('swiper', () => jest.requireActual('./support/fakeSwiper'));
jest.mock('swiper/modules', () => jest.requireActual('./support/fakeSwiper').swiperModules);

// The home page's server side: every server-rendered section asked for at once, failures left out.

const server = setupServer();
let seenPaths: string[];

const read = (data: unknown) => HttpResponse.json({ success: true, status: 200, data });

function productList(url: URL) {
  const params = url.searchParams;
  if (params.get('featured') === '1') return products(12, 'Featured Tee');
  if (params.get('new_arrival') === '1') return products(2, 'New Saree', 100);
  return products(2, 'Best Wallet', 150);
}

const HOME_HANDLERS = [
  http.get(`${API}/v2/slider-main`, () => read(SLIDES)),
  http.get(`${API}/v2/categories/trending`, () => read([category(2, 'Women')])),
  http.get(`${API}/v2/flash-deals`, () => read([flashDeal('2026-11-25T00:00:00.000Z')])),
  http.get(`${API}/v2/all-banner-ad`, () => read([banner(1, 'Free Delivery')])),
  http.get(`${API}/v3/products`, ({ request }) => {
    const url = new URL(request.url);
    const data = productList(url);
    return HttpResponse.json({ success: true, status: 200, data, meta: { current_page: 1, last_page: 1, total: data.length } });
  }),
  http.get(`${API}/v2/seo-meta-data`, () =>
    read({ title: 'Rongdhonu', description: 'Fashion', keywords: null, image: null }),
  ),
];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seenPaths = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seenPaths.push(`${url.pathname}${url.search}`);
  });
  server.use(...HOME_HANDLERS);
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function context() {
  const setHeader = jest.fn();
  const res = { setHeader, statusCode: 200 };
  const ctx = { req: { headers: { host: 'shop.test' } }, res, query: {} } as unknown as GetServerSidePropsContext;
  return { ctx, res, setHeader };
}

async function homeProps() {
  const { ctx, res, setHeader } = context();
  const result = await getServerSideProps(ctx);
  if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
  return { props: await result.props, res, setHeader };
}

describe('the home page on the server', () => {
  it('renders the sections above the fold and the first product rows, with a short shared cache', async () => {
    const { props, res, setHeader } = await homeProps();
    expect(res.statusCode).toBe(200);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', 'public, s-maxage=4, stale-while-revalidate=4');
    expect(props.slides).toEqual(SLIDES);
    expect(props.trendingCategories.map((tile) => tile.slug)).toEqual(['women']);
    expect(props.featuredProducts).toHaveLength(12);
    expect(props.flashDeals[0].title).toBe('Mega Flash Sale');
    expect(props.offerBanners[0].title).toBe('Free Delivery');
    expect(props.newArrivalProducts[0].name).toBe('New Saree 1');
    expect(props.topSellingProducts[0].name).toBe('Best Wallet 1');
    expect(props.errorMessage).toBeNull();
    expect(typeof props.renderedAt).toBe('number');
    expect(seenPaths).toEqual(
      expect.arrayContaining([
        '/api/v3/products?featured=1&limit=12',
        '/api/v3/products?new_arrival=1&limit=12',
        '/api/v3/products?top_selling=1&limit=12',
      ]),
    );
  });

  it('asks for every section at once rather than one after another', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    server.use(
      http.get(`${API}/*`, async () => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await delay(30);
        inFlight -= 1;
        return undefined;
      }),
    );
    await homeProps();
    expect(mostInFlight).toBeGreaterThanOrEqual(8);
  });

  it('leaves a failing section out and logs one line for it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/v2/flash-deals`, () => HttpResponse.json({ result: false }, { status: 500 })));
    const { props, res } = await homeProps();
    expect(res.statusCode).toBe(200);
    expect(props.flashDeals).toEqual([]);
    expect(props.slides).toEqual(SLIDES);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/^Home page section "flash deals" left out: GET .*\/v2\/flash-deals answered 500$/);
  });

  it('answers 503 with the error message when every section fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/v2/seo-meta-data`, () =>
        read({ title: 'Rongdhonu', description: 'Fashion', keywords: null, image: null }),
      ),
      http.get(`${API}/*`, () => HttpResponse.json({ result: false }, { status: 500 })),
    );
    const { props, res, setHeader } = await homeProps();
    expect(res.statusCode).toBe(503);
    expect(setHeader).toHaveBeenCalledWith('Cache-Control', 'no-store');
    expect(props.errorMessage).toBe('The shop could not be loaded right now. Please try again in a moment.');
    expect(props.featuredProducts).toEqual([]);
    expect(props.seoMeta?.title).toBe('Rongdhonu');
  });
});
