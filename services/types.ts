// Response shapes of the /v2 and /v3 commerce API. Money is taka as numbers; the UI formats it.

export interface ReadResponse<T> {
  success: boolean;
  status: number;
  data: T;
}

export interface PageMeta {
  current_page: number;
  from: number | null;
  last_page: number;
  path: string;
  per_page: number;
  to: number | null;
  total: number;
}

export interface PageLinks {
  first: string | null;
  last: string | null;
  prev: string | null;
  next: string | null;
}

export interface PaginatedResponse<T> extends ReadResponse<T[]> {
  meta: PageMeta;
  links: PageLinks;
}

export interface ChoiceOption {
  title: 'COLOR' | 'Size' | string;
  options: string[];
  alias_name: string[];
  /** Hex codes parallel to `options`, on the COLOR choice only. */
  color_codes?: string[];
}

export interface ProductListItem {
  id: number;
  name: string;
  slug: string;
  thumbnail_image: string | null;
  hover_image: string | null;
  base_price: number;
  base_discounted_price: number;
  main_price: number;
  stroked_price: number;
  discount: number;
  discount_percent: number;
  has_discount: boolean;
  rating: number;
  rating_count: number;
  sales: number;
  current_stock: number;
  is_negative: number;
  choice_options: ChoiceOption[];
}

export interface ProductListResponse extends PaginatedResponse<ProductListItem> {
  min_price?: number;
  max_price?: number;
}

export interface ProductVariant {
  variant: string;
  barcode: string;
  sku: string;
  stock: number;
  base_price: number;
  base_discounted_price: number;
  stroked_price: number;
  color: string | null;
  size: string | null;
  image: string | null;
}

export interface DetailChoiceOption extends ChoiceOption {
  /** Colour name -> its gallery image paths, on the COLOR choice. */
  color_wise_images?: Record<string, string[]>;
}

export interface ProductPhoto {
  variant: string | null;
  path: string | null;
}

export interface CategoryLink {
  id?: number;
  name: string;
  slug: string;
}

export interface ProductDetail {
  id: number;
  name: string;
  slug: string;
  thumbnail_image: string | null;
  hover_image?: string | null;
  main_price: number;
  stroked_price: number;
  discount: number;
  discount_percent?: number;
  has_discount: boolean;
  current_stock: number;
  is_negative: number;
  variant: ProductVariant[];
  choice_options: DetailChoiceOption[];
  photos: ProductPhoto[];
  rating: number;
  rating_count: number;
  style_code: string | null;
  categories: CategoryLink[];
  breadCrumb: CategoryLink[];
  /** HTML; rendered only once the full product page sanitises it. */
  description: string | null;
  short_description?: string | null;
  meta: { title: string | null; description: string | null; image: string | null };
}

export interface BusinessSetting {
  type: string;
  value: string | null;
}
