import type { CategoryFacets, CategoryNode, ProductListItem, ProductListResponse } from '@/contract/catalog';

// A small catalog as the API answers it, for the listing and search tests.

function category(id: number, parentId: number | null, name: string, slug: string, count: number, children: CategoryNode[] = []): CategoryNode {
  return {
    id,
    parent_id: parentId,
    name,
    slug,
    icon: `/media/icons/shirt/1f2a4a.svg`,
    banner: null,
    cover_image: null,
    level: parentId === null ? 0 : 1,
    number_of_products: count,
    children,
  };
}

export const CATEGORY_TREE: CategoryNode[] = [
  category(1, null, 'Men', 'men', 9, [
    category(10, 1, 'Casual Shirts', 'men-casual-shirts', 5),
    category(12, 1, 'Jeans', 'men-jeans', 4),
  ]),
  category(2, null, 'Women', 'women', 4, [category(17, 2, 'Palazzo & Pants', 'women-palazzo-pants', 4)]),
  category(4, null, 'Panjabi', 'panjabi', 5, [category(21, 4, 'Cotton Panjabi', 'panjabi-cotton', 5)]),
  category(5, null, 'Saree', 'saree', 0),
];

export function listItem(id: number, name: string, overrides: Partial<ProductListItem> = {}): ProductListItem {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    slug,
    thumbnail_image: `/media/products/shirt/1f2a4a/front.svg`,
    hover_image: null,
    base_price: 2000,
    base_discounted_price: 1500,
    main_price: 1500,
    stroked_price: 2000,
    discount: 500,
    discount_percent: 25,
    has_discount: true,
    rating: 4,
    rating_count: 2,
    sales: 3,
    current_stock: 10,
    is_negative: 0,
    choice_options: [],
    ...overrides,
  };
}

export const OXFORD_SHIRT = listItem(7, 'Oxford Cotton Casual Shirt');
export const LINEN_SHIRT = listItem(8, 'Linen Blend Half Sleeve Shirt', { main_price: 1590, has_discount: false, discount: 0 });
export const SLIM_JEANS = listItem(9, 'Slim Fit Stretch Jeans', { main_price: 2190 });

export function listingResponse(
  products: ProductListItem[],
  { page = 1, lastPage = 1, total = products.length, minPrice = 1463, maxPrice = 3890 } = {},
): ProductListResponse {
  return {
    success: true,
    status: 200,
    data: products,
    meta: { current_page: page, from: products.length ? 1 : null, last_page: lastPage, path: '/v3/products', per_page: 12, to: products.length || null, total },
    links: { first: null, last: null, prev: null, next: null },
    min_price: minPrice,
    max_price: maxPrice,
  };
}

export const MEN_FACETS: CategoryFacets = {
  category: {
    id: 1,
    parent_id: null,
    name: 'Men',
    slug: 'men',
    icon: null,
    banner: null,
    cover_image: null,
    level: 0,
    number_of_products: 9,
  },
  sub_categories: CATEGORY_TREE[0].children,
  colors: [
    { name: 'Black', code: '#1c1c1c' },
    { name: 'Navy', code: '#1f2a4a' },
    { name: 'White', code: '#f7f7f2' },
  ],
  sizes: ['S', 'M', 'L', '32'],
  min_price: 1463,
  max_price: 3890,
};
