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
  /** An image of the size chart, or a content page (`/page/size-guide`) holding the size table. */
  size_chart_link?: string | null;
  meta: { title: string | null; description: string | null; image: string | null };
}

export interface BusinessSetting {
  type: string;
  value: string | null;
}

/** What every write answers: `result` says whether it happened, `message` is for the shopper. */
export interface MutationAnswer {
  result: boolean;
  message: string;
}

// Accounts and sessions.

export interface Address {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  country_id: number | null;
  country_name: string | null;
  state_id: number | null;
  state_name: string | null;
  city_id: number | null;
  city_name: string | null;
  area_id: number | null;
  area_name: string | null;
  postal_code: string | null;
  set_default: 0 | 1;
}

export interface User {
  id: number;
  type: 'customer' | 'guest';
  name: string | null;
  email: string | null;
  phone: string | null;
  /** 0 until the customer has set a password of their own: the shell then asks for one first. */
  password_update: number;
  affiliate_status: number;
  affiliate: number;
  referral_code: string | null;
  default_address: Address | null;
}

export interface GuestSessionAnswer extends MutationAnswer {
  temp_guest_user_no: string;
  access_token: string;
  guest_user_id: number;
  token_type: 'Bearer';
  expires_at: string;
}

export interface SignInAnswer extends MutationAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_at: string;
  /** This browser's proof of the sign-in, sent back with its next password sign-in (see LoginRequest). */
  device_token?: string;
  user: User;
}

/** A verified recovery code: the one-time token that lets the next step set the new password. */
export interface RecoveryCodeAnswer extends MutationAnswer {
  reset_token: string;
}

export interface UserAnswer extends MutationAnswer {
  user: User;
}

export interface AccountDeletionAnswer extends MutationAnswer {
  data: { status: boolean };
}

export interface AddressAnswer extends MutationAnswer {
  data: Address | Address[];
  user: User;
}

export interface Place {
  id: number;
  name: string;
}

export interface City extends Place {
  is_inside_dhaka?: boolean | number;
}

// Bag, coupons, wishlist.

/** One line of `POST /v2/carts`: `price` and `original_price` are for one piece, the other amounts for the whole line. */
export interface ServerCartItem {
  id: number;
  /** The crossed-out unit price. */
  original_price: number;
  owner_id: number;
  user_id: number;
  product_id: number;
  product_name: string;
  sku: string;
  barcode: string;
  product_thumbnail_image: string | null;
  variation: string | null;
  /** The price of one piece, before any discount. */
  price: number;
  currency_symbol: string;
  tax: number;
  shipping_cost: number;
  quantity: number;
  discount: number;
  lower_limit: number;
  upper_limit: number;
  stock: number;
  circular_discount: number;
  flash_discount: number;
  loyalty_discount: number;
  slug: string;
  digital: number;
  color?: string | null;
  size?: string | null;
  is_negative?: number;
}

export interface ServerCartGroup {
  name: string;
  owner_id: number;
  cart_items: ServerCartItem[];
}

export interface AddToCartAnswer extends MutationAnswer {
  cart_count?: number;
}

/** `GET /v2/cart-summary` (the API's own spelling of `loyality_applied`). */
export interface CartSummary {
  coupon_applied: boolean | number;
  coupon_code: string | null;
  discount: number;
  grand_total: number;
  grand_total_value: number;
  loyality_applied: boolean | number;
  shipping_cost: number;
  sub_total: number;
  tax: number;
  /** The fields below come with the embedded API's summary (see docs/API.md); another backend may leave them out. */
  /** The lines at their regular (crossed-out) prices, before any discount. */
  regular_sub_total?: number;
  membership_applied?: boolean;
  membership_no?: string | null;
  membership_discount?: number;
  gift_card_applied?: boolean;
  gift_card_no?: string | null;
  gift_card_amount?: number;
  /** What the payment method collects: the grand total less the gift card. */
  amount_to_pay?: number;
  free_shipping?: boolean;
  shipping_zone?: 'inside_dhaka' | 'outside_dhaka' | null;
  /** Units in the bag. */
  item_count?: number;
  /** Free delivery from this bag amount in taka; null when the shop does not offer it. */
  free_shipping_limit?: number | null;
  /** What the bag still lacks for free delivery, in taka; 0 once reached. */
  free_shipping_remaining?: number | null;
  /** The bag has reached free delivery (only an express surcharge is charged). */
  free_shipping_applied?: boolean;
}

export interface CouponAnswer extends MutationAnswer {
  discount: number;
  tax: number;
  free_shipping: boolean | number;
}

export interface WishlistEntry {
  id: number;
  product: ProductListItem;
}

export interface SubscribeAnswer extends MutationAnswer {
  status: string;
}

// Settings snapshot (`GET /generate-static-data`).

export interface MenuCategory {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  banner: string | null;
  icon: string | null;
}

export interface MegaMenuEntry extends MenuCategory {
  megamenucategories: MenuCategory[];
}

export interface PageLink {
  id: number;
  title: string;
  slug: string;
  page_link_position: string | null;
  custom_link: string | null;
  open_tab: number;
  position: number;
}

/** `GET /v2/image-link/:id`: a picture with where it leads (the newsletter popup's image). */
export interface ImageLink {
  id: number;
  title: string | null;
  image: string | null;
  link: string | null;
}

export interface StaticData {
  business_settings: BusinessSetting[];
  megamenu: MegaMenuEntry[];
  pages: PageLink[];
}

// Reviews.

export interface Review {
  id: number;
  user_name: string | null;
  rating: number;
  comment: string;
  upvote_count: number;
  time_date: string;
}

export interface ReviewSummary {
  average: number;
  count: number;
  breakdown: Record<string, number>;
}

export interface ProductReviewsResponse extends PaginatedResponse<Review> {
  summary: ReviewSummary;
}

export interface ReviewedProduct {
  id: number;
  name: string;
  slug: string;
  thumbnail_image: string | null;
}

/** One of the customer's own reviews; a review awaiting moderation is shown to its author only. */
export interface AuthoredReview extends Omit<Review, 'user_name'> {
  status: 'published' | 'pending';
  product: ReviewedProduct;
}
