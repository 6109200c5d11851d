import type { Generated, Selectable, Updateable } from 'kysely';

// Table types of migrations/. Money columns are integer poisha; timestamps ISO-8601 UTC text;
// flags 0/1. `Generated` marks columns the database fills (ids and defaults).

type Flag = Generated<number>;

interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  slug: string;
  level: Generated<number>;
  position: Generated<number>;
  icon: string | null;
  banner: string | null;
  cover_image: string | null;
  is_featured: Flag;
  is_trending: Flag;
  is_new_arrival: Flag;
  is_best_selling: Flag;
  is_home: Flag;
  in_menu: Flag;
  commission_rate: number | null;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
}

interface ColorsTable {
  id: Generated<number>;
  name: string;
  code: string;
}

interface ProductsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  category_id: number;
  description: Generated<string>;
  short_description: Generated<string>;
  thumbnail_image: string | null;
  hover_image: string | null;
  style_code: string;
  barcode: string;
  unit_price: number;
  stroked_price: number;
  discount: Generated<number>;
  discount_type: Generated<'amount' | 'percent'>;
  discount_start_at: string | null;
  discount_end_at: string | null;
  tax: Generated<number>;
  shipping_cost: Generated<number>;
  is_negative: Flag;
  published: Flag;
  is_featured: Flag;
  is_new_arrival: Flag;
  is_hot_deal: Flag;
  sales: Generated<number>;
  rating: Generated<number>;
  rating_count: Generated<number>;
  min_quantity: Generated<number>;
  max_quantity: Generated<number>;
  size_chart_link: string | null;
  commission_rate: number | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_image: string | null;
  created_at: string;
  updated_at: string;
}

interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
}

interface ProductChoiceOptionsTable {
  id: Generated<number>;
  product_id: number;
  attribute: 'COLOR' | 'Size';
  choice_position: number;
  option_position: number;
  value: string;
  alias_name: string;
}

interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  variant: string;
  color: string | null;
  size: string | null;
  barcode: string;
  sku: string;
  price: number;
  stroked_price: number;
  stock: Generated<number>;
  image: string | null;
  created_at: string;
  updated_at: string;
}

interface ProductPhotosTable {
  id: Generated<number>;
  product_id: number;
  path: string | null;
  variant: Generated<string>;
  position: Generated<number>;
}

interface FlashDealsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  banner: string | null;
  background_color: string | null;
  text_color: string | null;
  start_at: string;
  end_at: string;
  status: Flag;
  is_featured: Flag;
}

interface FlashDealProductsTable {
  flash_deal_id: number;
  product_id: number;
  discount: Generated<number>;
  discount_type: Generated<'amount' | 'percent'>;
}

interface CampaignsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  subtitle: string | null;
  banner: string | null;
  start_at: string;
  end_at: string;
  status: Flag;
}

interface CampaignProductsTable {
  campaign_id: number;
  product_id: number;
}

interface BusinessSettingsTable {
  id: Generated<number>;
  type: string;
  value: string | null;
  updated_at: string;
}

interface PagesTable {
  id: Generated<number>;
  title: string;
  slug: string;
  content: Generated<string>;
  page_link_position: 'QUICK LINKS' | 'LEGAL' | null;
  custom_link: string | null;
  open_tab: Flag;
  position: Generated<number>;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
}

interface SlidersTable {
  id: Generated<number>;
  kind: 'main' | 'video';
  title: string;
  subtitle: string | null;
  image: string;
  video_link: string | null;
  link: string | null;
  position: Generated<number>;
  status: Flag;
}

export type BannerPlacement =
  | 'all-banner-ad'
  | 'home-banner-one'
  | 'home-banner-two'
  | 'home-banner-three'
  | 'home-two-banner'
  | 'offer';

interface BannersTable {
  id: Generated<number>;
  placement: BannerPlacement;
  title: string;
  image: string;
  link: string | null;
  position: Generated<number>;
  status: Flag;
}

interface BlogsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  category: string | null;
  short_description: Generated<string>;
  description: Generated<string>;
  banner: string | null;
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
}

interface StoresTable {
  id: Generated<number>;
  name: string;
  city: string;
  area: string | null;
  address: string;
  phone: string | null;
  email: string | null;
  opening_hours: string | null;
  latitude: number | null;
  longitude: number | null;
  map_link: string | null;
  position: Generated<number>;
}

interface ImageLinksTable {
  id: Generated<number>;
  title: string | null;
  image: string;
  link: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  user_type: Generated<'customer' | 'guest'>;
  temp_guest_user_no: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  password_update: Flag;
  google_id: string | null;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  referral_code: string | null;
  affiliate_status: Flag;
  affiliate: Flag;
  default_address_id: number | null;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

interface ReviewsTable {
  id: Generated<number>;
  product_id: number;
  user_id: number | null;
  reviewer_name: string;
  rating: number;
  comment: Generated<string>;
  upvote_count: Generated<number>;
  status: Flag;
  created_at: string;
}

interface ReviewUpvotesTable {
  review_id: number;
  user_id: number;
  created_at: string;
}

interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

interface VerificationCodesTable {
  id: Generated<number>;
  identifier: string;
  channel: 'email' | 'phone';
  purpose: 'password_reset' | 'membership' | 'gift_card' | 'signup';
  code_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  verified_at: string | null;
  consumed_at: string | null;
  created_at: string;
}

interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

interface RateLimitCountersTable {
  key: string;
  window_start: string;
  count: Generated<number>;
}

interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  created_at: string;
  sent_at: string | null;
}

interface CountriesTable {
  id: Generated<number>;
  name: string;
  code: string;
}

interface StatesTable {
  id: Generated<number>;
  country_id: number;
  name: string;
}

interface CitiesTable {
  id: Generated<number>;
  state_id: number;
  name: string;
  is_inside_dhaka: Flag;
}

interface AreasTable {
  id: Generated<number>;
  city_id: number;
  name: string;
}

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
  area_id: number | null;
  postal_code: string | null;
  is_default: Flag;
  created_at: string;
  updated_at: string;
}

interface CartsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  variant_id: number;
  quantity: number;
  affiliate_ref: string | null;
  created_at: string;
  updated_at: string;
}

export interface CouponsTable {
  id: Generated<number>;
  code: string;
  type: 'percent' | 'amount';
  value: number;
  min_spend: Generated<number>;
  max_discount: number | null;
  start_at: string;
  end_at: string;
  usage_limit: number | null;
  per_user_limit: number | null;
  used_count: Generated<number>;
  free_shipping: Flag;
  category_id: number | null;
  status: Flag;
  created_at: string;
}

interface MembershipCardTypesTable {
  id: Generated<number>;
  name: string;
  image: string | null;
  price: number;
  stroked_price: number;
  discount_percent: Generated<number>;
  validity_days: number;
  status: Flag;
}

export interface MembershipsTable {
  id: Generated<number>;
  card_type_id: number;
  user_id: number | null;
  membership_no: string;
  holder_name: string;
  holder_phone: string | null;
  holder_email: string | null;
  discount_percent: number;
  status: Generated<'active' | 'expired' | 'cancelled'>;
  starts_at: string;
  expires_at: string;
  created_at: string;
}

interface GiftCardsTable {
  id: Generated<number>;
  card_no: string;
  holder_name: string | null;
  holder_phone: string | null;
  holder_email: string | null;
  initial_balance: number;
  balance: number;
  expires_at: string;
  status: Generated<'active' | 'blocked'>;
  created_at: string;
}

interface MembershipPurchasesTable {
  id: Generated<number>;
  user_id: number | null;
  card_type_id: number;
  /** The card, once the payment is approved. */
  membership_id: number | null;
  amount: number;
  payment_type: string;
  payment_status: Generated<'pending' | 'paid' | 'failed'>;
  gateway_reference: string;
  created_at: string;
  updated_at: string;
}

interface CartAdjustmentsTable {
  user_id: number;
  kind: 'coupon' | 'membership' | 'gift_card';
  reference_id: number;
  verified_at: string | null;
  created_at: string;
}

interface WishlistsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: string;
}

interface SubscribersTable {
  id: Generated<number>;
  email: string | null;
  phone: string | null;
  created_at: string;
}

interface PaymentTypesTable {
  id: Generated<number>;
  payment_type_key: string;
  payment_type: 'cash' | 'online';
  name: string;
  title: string;
  image: string | null;
  position: Generated<number>;
  status: Flag;
}

interface ShippingRatesTable {
  id: Generated<number>;
  zone: 'inside_dhaka' | 'outside_dhaka';
  min_quantity: number;
  price: number;
}

interface DeliveryMethodsTable {
  id: Generated<number>;
  key: string;
  name: string;
  price: number;
  estimated_days: string;
  status: Flag;
}

interface PickupPointsTable {
  id: Generated<number>;
  name: string;
  address: string;
  phone: string;
  city: string;
  status: Flag;
}

interface CombinedOrdersTable {
  id: Generated<number>;
  user_id: number | null;
  grand_total: number;
  created_at: string;
}

export type OrderStatus = 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

export interface OrdersTable {
  id: Generated<number>;
  combined_order_id: number;
  code: string;
  user_id: number | null;
  status: Generated<OrderStatus>;
  payment_type: string;
  payment_status: Generated<'unpaid' | 'paid' | 'failed' | 'refunded'>;
  shipping_type: 'home_delivery' | 'pickup';
  delivery_method: 'regular' | 'express' | null;
  pickup_point_id: number | null;
  shipping_address: string | null;
  billing_address: string | null;
  note: string | null;
  gift_wrap: Flag;
  /** The lines at their regular (crossed-out) unit prices, before any discount. */
  regular_sub_total: number;
  sub_total: number;
  product_discount: Generated<number>;
  coupon_discount: Generated<number>;
  membership_discount: Generated<number>;
  gift_card_amount: Generated<number>;
  shipping_cost: Generated<number>;
  tax: Generated<number>;
  grand_total: number;
  coupon_id: number | null;
  membership_id: number | null;
  gift_card_id: number | null;
  affiliate_user_id: number | null;
  affiliate_ref: string | null;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  variant_id: number;
  product_name: string;
  variation: string;
  barcode: string;
  sku: string;
  thumbnail_image: string | null;
  unit_price: number;
  /** The crossed-out unit price the item was sold against. */
  stroked_price: number;
  unit_discount: Generated<number>;
  quantity: number;
  line_total: number;
}

interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  status: OrderStatus;
  note: string | null;
  created_at: string;
}

interface IdempotencyKeysTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  request_hash: string;
  order_id: number | null;
  response: string | null;
  created_at: string;
}

interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  method: string;
  amount: number;
  status: Generated<'pending' | 'paid' | 'failed'>;
  gateway_reference: string | null;
  created_at: string;
  updated_at: string;
}

interface CouponUsagesTable {
  id: Generated<number>;
  coupon_id: number;
  user_id: number | null;
  order_id: number;
  created_at: string;
}

interface GiftCardTransactionsTable {
  id: Generated<number>;
  gift_card_id: number;
  order_id: number | null;
  amount: number;
  created_at: string;
}

export interface AffiliateUsersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  phone: string;
  promotion_plan: string | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  payment_method: 'bkash' | 'nagad' | 'bank' | null;
  bkash_number: string | null;
  nagad_number: string | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_branch: string | null;
  approved_at: string | null;
  created_at: string;
  updated_at: string;
}

interface AffiliateClicksTable {
  id: Generated<number>;
  affiliate_user_id: number;
  visitor_key: string;
  visit_day: string;
  landing_url: string | null;
  product_id: number | null;
  created_at: string;
}

export interface AffiliateEarningsTable {
  id: Generated<number>;
  affiliate_user_id: number;
  order_id: number;
  order_item_id: number | null;
  product_id: number | null;
  rate: number;
  amount: number;
  status: Generated<'pending' | 'approved' | 'cancelled' | 'paid'>;
  created_at: string;
  updated_at: string;
}

export interface AffiliateWithdrawRequestsTable {
  id: Generated<number>;
  affiliate_user_id: number;
  amount: number;
  payment_method: 'bkash' | 'nagad' | 'bank';
  payment_details: string | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  note: string | null;
  created_at: string;
  processed_at: string | null;
}

interface AffiliatePaymentsTable {
  id: Generated<number>;
  affiliate_user_id: number;
  withdraw_request_id: number | null;
  amount: number;
  payment_method: 'bkash' | 'nagad' | 'bank';
  reference: string | null;
  created_at: string;
}

interface StockRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  product_id: number;
  variant_id: number;
  contact: string;
  channel: 'email' | 'phone';
  status: Generated<'pending' | 'notified'>;
  created_at: string;
  notified_at: string | null;
  /** The language the alert is written in: 'en' or 'bn'. */
  locale: Generated<string>;
}

export interface Database {
  categories: CategoriesTable;
  colors: ColorsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_choice_options: ProductChoiceOptionsTable;
  product_variants: ProductVariantsTable;
  product_photos: ProductPhotosTable;
  flash_deals: FlashDealsTable;
  flash_deal_products: FlashDealProductsTable;
  campaigns: CampaignsTable;
  campaign_products: CampaignProductsTable;
  business_settings: BusinessSettingsTable;
  pages: PagesTable;
  sliders: SlidersTable;
  banners: BannersTable;
  blogs: BlogsTable;
  stores: StoresTable;
  image_links: ImageLinksTable;
  users: UsersTable;
  reviews: ReviewsTable;
  review_upvotes: ReviewUpvotesTable;
  access_tokens: AccessTokensTable;
  verification_codes: VerificationCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limit_counters: RateLimitCountersTable;
  outbox_messages: OutboxMessagesTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  areas: AreasTable;
  addresses: AddressesTable;
  carts: CartsTable;
  coupons: CouponsTable;
  membership_card_types: MembershipCardTypesTable;
  memberships: MembershipsTable;
  gift_cards: GiftCardsTable;
  membership_purchases: MembershipPurchasesTable;
  cart_adjustments: CartAdjustmentsTable;
  wishlists: WishlistsTable;
  subscribers: SubscribersTable;
  payment_types: PaymentTypesTable;
  shipping_rates: ShippingRatesTable;
  delivery_methods: DeliveryMethodsTable;
  pickup_points: PickupPointsTable;
  combined_orders: CombinedOrdersTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
  payments: PaymentsTable;
  coupon_usages: CouponUsagesTable;
  gift_card_transactions: GiftCardTransactionsTable;
  affiliate_users: AffiliateUsersTable;
  affiliate_clicks: AffiliateClicksTable;
  affiliate_earnings: AffiliateEarningsTable;
  affiliate_withdraw_requests: AffiliateWithdrawRequestsTable;
  affiliate_payments: AffiliatePaymentsTable;
  stock_requests: StockRequestsTable;
}

export type User = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
