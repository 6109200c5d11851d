import type { ProductListItem } from '@/contract/catalog';
import type { MegaMenuEntry, PageLink } from '@/contract/settings';
import type { BagLine } from '@/utils/bag';

export function cartLine(overrides: Partial<BagLine> = {}): BagLine {
  return {
    id: 501,
    product_id: 12,
    name: 'Cotton Panjabi',
    slug: 'cotton-panjabi',
    thumbnail_image: '/media/products/panjabi/white/front.svg',
    variant: 'White-M',
    barcode: 'PNJ-WHT-M',
    sku: 'PNJ-WHT-M',
    color: 'White',
    size: 'M',
    quantity: 2,
    stock: 3,
    main_price: 1500,
    stroked_price: 1500,
    main_price_discount: 1350,
    discount: 300,
    tax: 0,
    shipping_cost: 0,
    ...overrides,
  };
}

export const SAREE_LINE = cartLine({
  id: 502,
  product_id: 30,
  name: 'Jamdani Saree',
  slug: 'jamdani-saree',
  thumbnail_image: null,
  variant: 'Red',
  barcode: 'SAR-RED',
  sku: 'SAR-RED',
  color: 'Red',
  size: null,
  quantity: 1,
  stock: 10,
  main_price: 4200,
  stroked_price: 4200,
  main_price_discount: 4200,
  discount: 0,
});

export function listedProduct(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 12,
    name: 'Cotton Panjabi',
    slug: 'cotton-panjabi',
    thumbnail_image: '/media/products/panjabi/white/front.svg',
    hover_image: null,
    base_price: 1500,
    base_discounted_price: 1350,
    main_price: 1350,
    stroked_price: 1500,
    discount: 150,
    discount_percent: 10,
    has_discount: true,
    rating: 4.5,
    rating_count: 3,
    sales: 10,
    current_stock: 3,
    is_negative: 0,
    choice_options: [],
    ...overrides,
  };
}

export const MEGA_MENUS: MegaMenuEntry[] = [
  {
    id: 1,
    parent_id: null,
    name: 'Men',
    slug: 'men',
    banner: '/media/banners/wide/1f2a4a/Men.svg',
    icon: null,
    megamenucategories: [
      { id: 11, parent_id: 1, name: 'Casual Shirts', slug: 'men-casual-shirts', banner: null, icon: null },
      { id: 12, parent_id: 1, name: 'Jeans', slug: 'men-jeans', banner: null, icon: null },
    ],
  },
  {
    id: 2,
    parent_id: null,
    name: 'Saree',
    slug: 'saree',
    banner: null,
    icon: null,
    megamenucategories: [{ id: 21, parent_id: 2, name: 'Jamdani', slug: 'saree-jamdani', banner: null, icon: null }],
  },
  { id: 3, parent_id: null, name: 'Footwear', slug: 'footwear', banner: null, icon: null, megamenucategories: [] },
];

export function pageLink(overrides: Partial<PageLink> & Pick<PageLink, 'id' | 'title' | 'slug'>): PageLink {
  return { page_link_position: 'QUICK LINKS', custom_link: null, open_tab: 0, position: overrides.id, ...overrides };
}
