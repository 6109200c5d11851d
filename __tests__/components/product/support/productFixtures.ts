import { act } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProductDetail, ProductListItem, ProductVariant } from '@/contract/catalog';
import { API, type FakeVariant } from '../../../store/support/fakeShop';

// A panjabi in White (S, M, L sold out) and Maroon (S sold out, XL), as GET /v2/productsBySlug answers it.

function variant(color: string, size: string, barcode: string, stock: number): ProductVariant {
  return {
    variant: `${color}-${size}`,
    barcode,
    sku: barcode,
    stock,
    base_price: 1500,
    base_discounted_price: 1350,
    stroked_price: 1500,
    color,
    size,
    image: `/media/products/panjabi/${color.toLowerCase()}/front.svg`,
  };
}

export const PANJABI_VARIANTS = {
  whiteS: variant('White', 'S', 'PNJ-WHT-S', 2),
  whiteM: variant('White', 'M', 'PNJ-WHT-M', 3),
  whiteL: variant('White', 'L', 'PNJ-WHT-L', 0),
  maroonS: variant('Maroon', 'S', 'PNJ-MRN-S', 0),
  maroonXL: variant('Maroon', 'XL', 'PNJ-MRN-XL', 5),
};

const photo = (color: string, side: string) => `/media/products/panjabi/${color}/${side}.svg`;

export function panjabi(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 12,
    name: 'Cotton Panjabi',
    slug: 'cotton-panjabi',
    thumbnail_image: photo('white', 'front'),
    main_price: 1350,
    stroked_price: 1500,
    discount: 150,
    discount_percent: 10,
    has_discount: true,
    current_stock: 10,
    is_negative: 0,
    variant: Object.values(PANJABI_VARIANTS),
    choice_options: [
      {
        title: 'COLOR',
        options: ['White', 'Maroon'],
        alias_name: ['White', 'Maroon'],
        color_codes: ['#ffffff', '#7a1f3d'],
        color_wise_images: {
          White: [photo('white', 'front'), photo('white', 'back')],
          Maroon: [photo('maroon', 'front'), photo('maroon', 'back')],
        },
      },
      { title: 'Size', options: ['M', 'XL', 'S', 'L'], alias_name: ['M', 'XL', 'S', 'L'], color_wise_images: {} },
    ],
    photos: [
      { variant: 'White', path: photo('white', 'front') },
      { variant: 'White', path: photo('white', 'back') },
      { variant: 'Maroon', path: photo('maroon', 'front') },
      { variant: 'Maroon', path: photo('maroon', 'back') },
    ],
    rating: 4.5,
    rating_count: 2,
    style_code: 'PNJ-1012',
    categories: [{ id: 3, name: 'Panjabi', slug: 'men-panjabi' }],
    breadCrumb: [
      { name: 'Men', slug: 'men' },
      { name: 'Panjabi', slug: 'men-panjabi' },
    ],
    description: '<p>Fine <strong>embroidery</strong></p><script>alert(1)</script>',
    short_description: 'Soft cotton with hand embroidery.',
    size_chart_link: '/page/size-guide',
    meta: { title: 'Cotton Panjabi', description: 'Soft cotton panjabi', image: null },
    ...overrides,
  };
}

/** The fake shop's side of the panjabi's variants; `serverStock` lets the server know less than the page. */
export function panjabiInShop(productVariant: ProductVariant, serverStock = productVariant.stock): FakeVariant {
  return {
    productId: 12,
    name: 'Cotton Panjabi',
    barcode: productVariant.barcode,
    variant: productVariant.variant,
    price: productVariant.base_price,
    discount: productVariant.base_price - productVariant.base_discounted_price,
    stock: serverStock,
  };
}

export const SIZE_GUIDE_HTML = '<h2>Size Guide</h2><table><tbody><tr><td>M</td><td>40</td></tr></tbody></table>';

/** The catalog and content reads the product page makes. */
export function catalogHandlers(product: ProductDetail = panjabi()) {
  return [
    http.get(`${API}/v2/productsBySlug/:slug`, ({ params }) =>
      params.slug === product.slug
        ? HttpResponse.json({ success: true, status: 200, data: [product] })
        : HttpResponse.json({ success: false, status: 404, message: 'Product not found' }, { status: 404 }),
    ),
    http.get(`${API}/v2/pages/size-guide`, () =>
      HttpResponse.json({
        success: true,
        status: 200,
        data: [
          {
            id: 5,
            title: 'Size Guide',
            slug: 'size-guide',
            page_link_position: 'footer',
            custom_link: null,
            open_tab: 0,
            position: 4,
            content: SIZE_GUIDE_HTML,
            meta_title: null,
            meta_description: null,
          },
        ],
      }),
    ),
  ];
}

/** Lets the parts loaded with next/dynamic (gallery slider, magnifier) settle inside act. */
export async function settleLazyParts(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A product as the listings and the related products send it: 1,800 (10 % off 2,000), 5 in stock. */
export function listItem(id: number, name: string): ProductListItem {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    thumbnail_image: `/media/products/${id}/front.svg`,
    hover_image: null,
    base_price: 2000,
    base_discounted_price: 1800,
    main_price: 1800,
    stroked_price: 2000,
    discount: 200,
    discount_percent: 10,
    has_discount: true,
    rating: 4,
    rating_count: 3,
    sales: 10,
    current_stock: 5,
    is_negative: 0,
    choice_options: [],
  };
}
