import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getStaticProps } from '@/pages/details/[slug]';
import { panjabi } from '../product/support/productFixtures';
import { API } from '../../store/support/fakeShop';

// The product page's JSON-LD is built on the server, with the shop's name from the business settings,
// and reaches the browser as page data.

const server = setupServer();
const PRODUCT = panjabi();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.use(
    http.get(`${API}/v2/productsBySlug/cotton-panjabi`, () => HttpResponse.json({ success: true, status: 200, data: [PRODUCT] })),
    http.get(`${API}/v2/reviews/product/12`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    http.get(`${API}/v3/products/related`, () => HttpResponse.json({ success: true, status: 200, data: [] })),
    http.get(`${API}/v2/business-settings`, () =>
      HttpResponse.json({ success: true, status: 200, data: [{ type: 'site_name', value: 'Rongdhonu' }, { type: 'site_motto', value: null }] }),
    ),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function structuredData() {
  const result = await getStaticProps({ params: { slug: 'cotton-panjabi' } });
  if (!('props' in result)) throw new Error('The product page was not rendered');
  return result.props.structuredData;
}

describe('the product page’s structured data', () => {
  it('names the shop as brand and seller', async () => {
    const { product, breadcrumb } = await structuredData();
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Cotton Panjabi',
      brand: { '@type': 'Brand', name: 'Rongdhonu' },
      offers: { '@type': 'Offer', seller: { '@type': 'Organization', name: 'Rongdhonu' } },
    });
    expect(breadcrumb['@type']).toBe('BreadcrumbList');
    expect(breadcrumb.itemListElement.at(-1)).toMatchObject({ name: 'Cotton Panjabi' });
  });

  it('still describes the product when the settings cannot be loaded, without a brand', async () => {
    server.use(http.get(`${API}/v2/business-settings`, () => HttpResponse.error()));
    const { product } = await structuredData();
    expect(product.name).toBe('Cotton Panjabi');
    expect(product).not.toHaveProperty('brand');
  });
});
