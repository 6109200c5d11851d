import { http as mswHttp, HttpResponse } from 'msw';
import type { CategoryNode } from '@/contract/catalog';
import { setupServer } from 'msw/node';
import { getPage, listPages } from '@/services/content';
import { getSeoMeta, getSitemapSources, requestSiteUrl } from '@/services/seo';
import { getStoreLocator } from '@/services/stores';
import { listedProduct } from '../components/common/support/fixtures';

const API = 'http://localhost/api';
/** A product card's prices as the embedded API sends them: numbers in taka. */
const PRICES = { base_price: 1500, base_discounted_price: 1350, main_price: 1350, stroked_price: 1500 };
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const read = <T>(data: T, extra: object = {}) => HttpResponse.json({ success: true, status: 200, data, ...extra });

const ABOUT_US = { id: 1, title: 'About Us', slug: 'about-us', page_link_position: 'footer', custom_link: null, open_tab: 0, position: 1 };

const GULSHAN = {
  id: 1,
  name: 'Rongdhonu Gulshan',
  city: 'Dhaka',
  area: 'Gulshan',
  address: 'Road 90, Gulshan 2',
  phone: '01711000010',
  email: null,
  opening_hours: '10am - 9pm',
  latitude: 23.7925,
  longitude: 90.4078,
  map_link: 'https://www.google.com/maps/dir/?api=1&destination=23.7925,90.4078',
};

const categoryNode = (slug: string, children: CategoryNode[]): CategoryNode => ({
  id: 1,
  parent_id: null,
  name: slug,
  slug,
  icon: null,
  banner: null,
  cover_image: null,
  level: 0,
  number_of_products: 0,
  children,
});

describe('content pages', () => {
  it('answers the page of a slug with its HTML and meta', async () => {
    server.use(
      mswHttp.get(`${API}/v2/pages/about-us`, () =>
        read([{ ...ABOUT_US, content: '<p>Hi</p>', meta_title: 'About Us | Rongdhonu', meta_description: null }]),
      ),
    );
    await expect(getPage('about-us')).resolves.toMatchObject({ title: 'About Us', content: '<p>Hi</p>' });
  });

  it('answers null for an unknown page', async () => {
    server.use(
      mswHttp.get(`${API}/v2/pages/:slug`, () =>
        HttpResponse.json({ result: false, success: false, message: 'Page not found' }, { status: 404 }),
      ),
    );
    await expect(getPage('no-such-page')).resolves.toBeNull();
  });

  it('passes on failures other than a missing page', async () => {
    server.use(mswHttp.get(`${API}/v2/pages/:slug`, () => HttpResponse.json({ result: false }, { status: 500 })));
    await expect(getPage('about-us')).rejects.toThrow();
  });

  it('lists the page links', async () => {
    server.use(mswHttp.get(`${API}/v2/pages`, () => read([ABOUT_US])));
    await expect(listPages()).resolves.toEqual([ABOUT_US]);
  });
});

describe('getStoreLocator', () => {
  it('answers the stores and every city, asking for one city only when given', async () => {
    const cities: (string | null)[] = [];
    server.use(
      mswHttp.get(`${API}/v2/store-locator`, ({ request }) => {
        cities.push(new URL(request.url).searchParams.get('city'));
        return read([GULSHAN], { cities: ['Dhaka', 'Sylhet'] });
      }),
    );
    await expect(getStoreLocator()).resolves.toEqual({
      stores: [GULSHAN],
      cities: ['Dhaka', 'Sylhet'],
    });
    await getStoreLocator('Dhaka');
    expect(cities).toEqual([null, 'Dhaka']);
  });
});

describe('getSeoMeta', () => {
  it("answers the site's meta, or a content page's with its slug", async () => {
    const pages: (string | null)[] = [];
    server.use(
      mswHttp.get(`${API}/v2/seo-meta-data`, ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page'));
        return read({ title: 'Rongdhonu', description: 'Shop', keywords: 'saree', image: '/media/a.svg' });
      }),
    );
    await expect(getSeoMeta()).resolves.toEqual({ title: 'Rongdhonu', description: 'Shop', keywords: 'saree', image: '/media/a.svg' });
    await getSeoMeta('about-us');
    expect(pages).toEqual([null, 'about-us']);
  });
});

describe('getSitemapSources', () => {
  it('reads every page of the catalog, the category tree and the content pages', async () => {
    const requestedPages: string[] = [];
    server.use(
      mswHttp.get(`${API}/v3/products`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        requestedPages.push(`${params.get('page')}/${params.get('limit')}/${params.get('order_by')}`);
        const page = Number(params.get('page'));
        return HttpResponse.json({
          success: true,
          status: 200,
          data: [listedProduct({ slug: `product-${page}a`, ...PRICES }), listedProduct({ slug: `product-${page}b`, ...PRICES })],
          meta: { current_page: page, last_page: 3, total: 6 },
        });
      }),
      mswHttp.get(`${API}/v2/categories`, () => read([categoryNode('men', [categoryNode('men-panjabi', [])])])),
      mswHttp.get(`${API}/v2/pages`, () => read([ABOUT_US])),
    );
    const sources = await getSitemapSources();
    expect(sources.products.map((product) => product.slug)).toEqual([
      'product-1a',
      'product-1b',
      'product-2a',
      'product-2b',
      'product-3a',
      'product-3b',
    ]);
    expect(requestedPages.sort()).toEqual(['1/100/oldest', '2/100/oldest', '3/100/oldest']);
    expect(sources.categories).toEqual([categoryNode('men', [categoryNode('men-panjabi', [])])]);
    expect(sources.pages).toEqual([ABOUT_US]);
  });
});

describe('requestSiteUrl', () => {
  const configured = process.env.NEXT_PUBLIC_SITE_URL;
  afterEach(() => {
    process.env.NEXT_PUBLIC_SITE_URL = configured;
  });

  it('is the host the request came to', () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    expect(requestSiteUrl({ headers: { host: 'localhost:3100' } })).toBe('http://localhost:3100');
  });

  it('is NEXT_PUBLIC_SITE_URL when that is set', () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://rongdhonu.com.bd';
    expect(requestSiteUrl({ headers: { host: 'localhost:3100' } })).toBe('https://rongdhonu.com.bd');
  });
});
