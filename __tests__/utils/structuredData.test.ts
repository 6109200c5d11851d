import type { ProductDetail } from '@/contract/catalog';
import {
  AVAILABILITY,
  breadcrumbJsonLd,
  productCrumbs,
  productJsonLd,
  stockAvailability,
  storeJsonLd,
} from '@/utils/structuredData';
import { serializeJsonLd } from '@/utils/serializeJsonLd';

const ORIGIN = 'https://rongdhonu.example';

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 52,
    name: 'Baby Jhabla Set',
    slug: 'baby-jhabla-set',
    thumbnail_image: '/media/products/kids/d4a017/front.svg',
    main_price: 440,
    stroked_price: 690,
    discount: 250,
    has_discount: true,
    current_stock: 202,
    is_negative: 0,
    variant: [],
    choice_options: [],
    photos: [
      { variant: 'Mustard', path: '/media/products/kids/d4a017/front.svg' },
      { variant: 'Mustard', path: '/media/products/kids/d4a017/back.svg' },
      { variant: 'Cream', path: null },
    ],
    rating: 4.25,
    rating_count: 3,
    style_code: 'KBB-1052',
    categories: [],
    breadCrumb: [
      { name: 'Kids', slug: 'kids' },
      { name: 'Baby', slug: 'kids-baby' },
    ],
    description: null,
    meta: { title: 'Baby Jhabla Set | Rongdhonu', description: 'Organic cotton.', image: null },
    ...overrides,
  };
}

describe('stockAvailability', () => {
  it('is in stock while any piece is left', () => {
    expect(stockAvailability(1, false)).toBe('https://schema.org/InStock');
    expect(stockAvailability(5, true)).toBe('https://schema.org/InStock');
  });

  it('is out of stock at zero or below when the product may not be sold beyond its stock', () => {
    expect(stockAvailability(0, false)).toBe('https://schema.org/OutOfStock');
    expect(stockAvailability(-2, false)).toBe('https://schema.org/OutOfStock');
  });

  it('is a back order at zero or below when negative stock is allowed', () => {
    expect(stockAvailability(0, true)).toBe('https://schema.org/BackOrder');
    expect(stockAvailability(-3, true)).toBe('https://schema.org/BackOrder');
  });
});

describe('productJsonLd', () => {
  it('offers the product at its selling price in BDT', () => {
    const data = productJsonLd(product(), { origin: ORIGIN });
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe('Baby Jhabla Set');
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: 440,
      priceCurrency: 'BDT',
      availability: AVAILABILITY.inStock,
      url: 'https://rongdhonu.example/details/baby-jhabla-set',
    });
  });

  it('takes the availability from the stock and the negative-stock flag', () => {
    expect(productJsonLd(product({ current_stock: 0, is_negative: 0 }), { origin: ORIGIN }).offers.availability).toBe(
      AVAILABILITY.outOfStock,
    );
    expect(productJsonLd(product({ current_stock: 0, is_negative: 1 }), { origin: ORIGIN }).offers.availability).toBe(
      AVAILABILITY.backOrder,
    );
  });

  it('gives absolute, distinct image URLs and leaves out photos without a path', () => {
    const data = productJsonLd(product({ meta: { title: null, description: null, image: '/media/products/kids/d4a017/detail.svg' } }), {
      origin: ORIGIN,
    });
    expect(data.image).toEqual([
      'https://rongdhonu.example/media/products/kids/d4a017/detail.svg',
      'https://rongdhonu.example/media/products/kids/d4a017/front.svg',
      'https://rongdhonu.example/media/products/kids/d4a017/back.svg',
    ]);
  });

  it('names the shop as brand and seller, and gives the style code as SKU', () => {
    const data = productJsonLd(product(), { origin: ORIGIN, shopName: 'Rongdhonu', description: 'Organic cotton.' });
    expect(data.brand).toEqual({ '@type': 'Brand', name: 'Rongdhonu' });
    expect(data.offers.seller).toEqual({ '@type': 'Organization', name: 'Rongdhonu' });
    expect(data.sku).toBe('KBB-1052');
    expect(data.description).toBe('Organic cotton.');
    expect(data.category).toBe('Kids > Baby');
  });

  it('carries the rating only when there are reviews behind it', () => {
    expect(productJsonLd(product(), { origin: ORIGIN }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.25,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(productJsonLd(product({ rating: 0, rating_count: 0 }), { origin: ORIGIN })).not.toHaveProperty('aggregateRating');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const data = breadcrumbJsonLd(productCrumbs(product()), ORIGIN);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://rongdhonu.example/' },
      { '@type': 'ListItem', position: 2, name: 'Kids', item: 'https://rongdhonu.example/category/kids' },
      { '@type': 'ListItem', position: 3, name: 'Baby', item: 'https://rongdhonu.example/category/kids-baby' },
      { '@type': 'ListItem', position: 4, name: 'Baby Jhabla Set', item: 'https://rongdhonu.example/details/baby-jhabla-set' },
    ]);
  });

  it('keeps a crumb that is already an absolute URL', () => {
    const data = breadcrumbJsonLd([{ name: 'Blog', path: 'https://blog.example/' }], ORIGIN);
    expect(data.itemListElement[0].item).toBe('https://blog.example/');
  });
});

describe('storeJsonLd', () => {
  it('describes a store with its address in Bangladesh, phone and coordinates', () => {
    const data = storeJsonLd({
      name: 'Rongdhonu Gulshan',
      city: 'Dhaka',
      address: 'Plot 12, Gulshan Avenue',
      phone: '01711000101',
      email: null,
      latitude: 23.7806,
      longitude: 90.4167,
      map_link: 'https://maps.example/?q=23.78,90.41',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ClothingStore',
      name: 'Rongdhonu Gulshan',
      address: { '@type': 'PostalAddress', streetAddress: 'Plot 12, Gulshan Avenue', addressLocality: 'Dhaka', addressCountry: 'BD' },
      telephone: '01711000101',
      geo: { '@type': 'GeoCoordinates', latitude: 23.7806, longitude: 90.4167 },
      hasMap: 'https://maps.example/?q=23.78,90.41',
    });
  });
});

describe('serializeJsonLd', () => {
  it('gives JSON that reads back to the same data', () => {
    const data = { name: 'Panjabi & Kurta', price: 1200 };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it('cannot close the script element it is placed in', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
