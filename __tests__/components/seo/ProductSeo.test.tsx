import { waitFor } from '@testing-library/react';
import { ProductSeo } from '@/components/seo/ProductSeo';
import { productStructuredData } from '@/components/seo/productStructuredData';
import type { ProductDetail } from '@/contract/catalog';
import { canonicalLink, headMeta, jsonLdBlocks, renderPage } from './support/renderPage';

const SITE_URL = 'https://rongdhonu.example';

function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 12,
    name: 'Cotton Panjabi',
    slug: 'cotton-panjabi',
    thumbnail_image: '/media/products/panjabi/7a1f3d/front.svg',
    main_price: 2200,
    stroked_price: 2750,
    discount: 550,
    has_discount: true,
    current_stock: 0,
    is_negative: 1,
    variant: [],
    choice_options: [],
    photos: [{ variant: 'Maroon', path: '/media/products/panjabi/7a1f3d/back.svg' }],
    rating: 0,
    rating_count: 0,
    style_code: 'PNJ-1042',
    categories: [],
    breadCrumb: [
      { name: 'Men', slug: 'men' },
      { name: 'Panjabi', slug: 'men-panjabi' },
    ],
    description: null,
    short_description: '<p>Soft cotton with <em>hand embroidery</em>.</p>',
    meta: { title: 'Cotton Panjabi | Rongdhonu', description: null, image: null },
    ...overrides,
  };
}

// The page builds the JSON-LD on the server with the shop's name from its settings.
function renderProductSeo(product: ProductDetail) {
  renderPage(<ProductSeo product={product} siteUrl={SITE_URL} structuredData={productStructuredData(product, SITE_URL, 'Rongdhonu')} />);
}

function jsonLdOfType(type: string): Record<string, unknown> | undefined {
  return jsonLdBlocks().find((block) => (block as { '@type'?: string })['@type'] === type) as Record<string, unknown> | undefined;
}

describe('ProductSeo', () => {
  it('titles the product page with its name and the site motto, its meta title on the share cards, with a plain-text description, canonical URL and share image', async () => {
    renderProductSeo(productDetail());
    await waitFor(() => expect(document.title).toBe('Cotton Panjabi | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(headMeta('og:title')).toBe('Cotton Panjabi | Rongdhonu');
    expect(headMeta('description')).toBe('Soft cotton with hand embroidery.');
    expect(canonicalLink()).toBe('https://rongdhonu.example/details/cotton-panjabi');
    expect(headMeta('og:type')).toBe('product');
    expect(headMeta('og:image')).toBe('https://rongdhonu.example/media/products/panjabi/7a1f3d/front.svg');
    expect(headMeta('twitter:image')).toBe('https://rongdhonu.example/media/products/panjabi/7a1f3d/front.svg');
    expect(headMeta('product:price:amount')).toBe('2200.00');
    expect(headMeta('product:price:currency')).toBe('BDT');
  });

  it('describes the product and its offer in JSON-LD, the shop as brand', async () => {
    renderProductSeo(productDetail());
    await waitFor(() => expect(jsonLdOfType('Product')).toBeDefined());
    expect(jsonLdOfType('Product')).toMatchObject({
      name: 'Cotton Panjabi',
      sku: 'PNJ-1042',
      brand: { '@type': 'Brand', name: 'Rongdhonu' },
      offers: {
        '@type': 'Offer',
        price: 2200,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/BackOrder',
        url: 'https://rongdhonu.example/details/cotton-panjabi',
      },
    });
  });

  it('gives the breadcrumb from the home page through the categories to the product', async () => {
    renderProductSeo(productDetail());
    await waitFor(() => expect(jsonLdOfType('BreadcrumbList')).toBeDefined());
    const items = (jsonLdOfType('BreadcrumbList')!.itemListElement as { position: number; name: string; item: string }[]).map(
      ({ position, name, item }) => [position, name, item],
    );
    expect(items).toEqual([
      [1, 'Home', 'https://rongdhonu.example/'],
      [2, 'Men', 'https://rongdhonu.example/category/men'],
      [3, 'Panjabi', 'https://rongdhonu.example/category/men-panjabi'],
      [4, 'Cotton Panjabi', 'https://rongdhonu.example/details/cotton-panjabi'],
    ]);
  });

  it('shares the product name for a product without a meta title', async () => {
    renderProductSeo(productDetail({ meta: { title: null, description: null, image: null } }));
    await waitFor(() => expect(document.title).toBe('Cotton Panjabi | Rongdhonu | Bangladeshi Fashion & Lifestyle'));
    expect(headMeta('og:title')).toBe('Cotton Panjabi');
  });
});
