import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// The whole shop's schema. Money is integer poisha (1/100 taka); timestamps are ISO-8601 UTC
// text; flags are 0/1 integers, the same on SQLite and PostgreSQL.

type Table = CreateTableBuilder<string, never>;

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function withId(db: Kysely<unknown>, table: Table): Table {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

function withTimestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
}

const TABLES_IN_CREATION_ORDER = [
  'categories',
  'colors',
  'products',
  'product_categories',
  'product_choice_options',
  'product_variants',
  'product_photos',
  'flash_deals',
  'flash_deal_products',
  'campaigns',
  'campaign_products',
  'business_settings',
  'pages',
  'sliders',
  'banners',
  'blogs',
  'stores',
  'image_links',
  'users',
  'reviews',
  'review_upvotes',
  'access_tokens',
  'verification_codes',
  'rate_limit_counters',
  'outbox_messages',
  'countries',
  'states',
  'cities',
  'areas',
  'addresses',
  'carts',
  'coupons',
  'membership_card_types',
  'memberships',
  'gift_cards',
  'cart_adjustments',
  'wishlists',
  'subscribers',
  'payment_types',
  'shipping_rates',
  'delivery_methods',
  'pickup_points',
  'combined_orders',
  'orders',
  'order_items',
  'order_status_history',
  'idempotency_keys',
  'payments',
  'coupon_usages',
  'gift_card_transactions',
  'affiliate_users',
  'affiliate_clicks',
  'affiliate_earnings',
  'affiliate_withdraw_requests',
  'affiliate_payments',
  'stock_requests',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const create = (name: string) => withId(db, db.schema.createTable(name));

  // Catalog
  await create('categories')
    .addColumn('parent_id', 'integer', (col) => col.references('categories.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('level', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('icon', 'text')
    .addColumn('banner', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('is_featured', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_trending', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_new_arrival', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_best_selling', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_home', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('in_menu', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('commission_rate', 'double precision')
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();

  await create('colors')
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('code', 'text', (col) => col.notNull())
    .execute();

  await withTimestamps(
    create('products')
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id'))
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('short_description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('thumbnail_image', 'text')
      .addColumn('hover_image', 'text')
      .addColumn('style_code', 'text', (col) => col.notNull())
      .addColumn('barcode', 'text', (col) => col.notNull())
      .addColumn('unit_price', 'integer', (col) => col.notNull())
      .addColumn('stroked_price', 'integer', (col) => col.notNull())
      .addColumn('discount', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('discount_type', 'text', (col) => col.notNull().defaultTo('amount'))
      .addColumn('discount_start_at', 'text')
      .addColumn('discount_end_at', 'text')
      .addColumn('tax', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('shipping_cost', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_negative', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('is_featured', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_new_arrival', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('is_hot_deal', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sales', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('rating', 'double precision', (col) => col.notNull().defaultTo(0))
      .addColumn('rating_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('min_quantity', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('max_quantity', 'integer', (col) => col.notNull().defaultTo(10))
      .addColumn('size_chart_link', 'text')
      .addColumn('commission_rate', 'double precision')
      .addColumn('meta_title', 'text')
      .addColumn('meta_description', 'text')
      .addColumn('meta_image', 'text'),
  ).execute();
  await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute();
  await db.schema.createIndex('products_published_created_idx').on('products').columns(['published', 'created_at']).execute();
  await db.schema.createIndex('products_unit_price_idx').on('products').column('unit_price').execute();
  await db.schema.createIndex('products_sales_idx').on('products').column('sales').execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_categories_pk', ['product_id', 'category_id'])
    .execute();
  await db.schema.createIndex('product_categories_category_idx').on('product_categories').column('category_id').execute();

  // One row per option value of a product's choice (COLOR or Size), in display order.
  await create('product_choice_options')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('attribute', 'text', (col) => col.notNull())
    .addColumn('choice_position', 'integer', (col) => col.notNull())
    .addColumn('option_position', 'integer', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('alias_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('product_choice_options_product_idx').on('product_choice_options').column('product_id').execute();
  await db.schema.createIndex('product_choice_options_value_idx').on('product_choice_options').columns(['attribute', 'value']).execute();

  await withTimestamps(
    create('product_variants')
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
      .addColumn('variant', 'text', (col) => col.notNull())
      .addColumn('color', 'text')
      .addColumn('size', 'text')
      .addColumn('barcode', 'text', (col) => col.notNull().unique())
      .addColumn('sku', 'text', (col) => col.notNull().unique())
      .addColumn('price', 'integer', (col) => col.notNull())
      .addColumn('stroked_price', 'integer', (col) => col.notNull())
      .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('image', 'text'),
  ).execute();
  await db.schema.createIndex('product_variants_product_idx').on('product_variants').column('product_id').execute();

  await create('product_photos')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('path', 'text')
    .addColumn('variant', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_photos_product_idx').on('product_photos').column('product_id').execute();

  await create('flash_deals')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('banner', 'text')
    .addColumn('background_color', 'text')
    .addColumn('text_color', 'text')
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_featured', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('flash_deal_products')
    .addColumn('flash_deal_id', 'integer', (col) => col.notNull().references('flash_deals.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('discount_type', 'text', (col) => col.notNull().defaultTo('percent'))
    .addPrimaryKeyConstraint('flash_deal_products_pk', ['flash_deal_id', 'product_id'])
    .execute();

  await create('campaigns')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('subtitle', 'text')
    .addColumn('banner', 'text')
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('campaign_products')
    .addColumn('campaign_id', 'integer', (col) => col.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('campaign_products_pk', ['campaign_id', 'product_id'])
    .execute();

  // Settings and content
  await create('business_settings')
    .addColumn('type', 'text', (col) => col.notNull().unique())
    .addColumn('value', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await create('pages')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('page_link_position', 'text')
    .addColumn('custom_link', 'text')
    .addColumn('open_tab', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await create('sliders')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('video_link', 'text')
    .addColumn('link', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await create('banners')
    .addColumn('placement', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('banners_placement_idx').on('banners').column('placement').execute();

  await create('blogs')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('category', 'text')
    .addColumn('short_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('banner', 'text')
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await create('stores')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('area', 'text')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('opening_hours', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('map_link', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await create('image_links')
    .addColumn('title', 'text')
    .addColumn('image', 'text', (col) => col.notNull())
    .addColumn('link', 'text')
    .execute();

  // Users, sessions and account security
  await withTimestamps(
    create('users')
      .addColumn('user_type', 'text', (col) => col.notNull().defaultTo('customer'))
      .addColumn('temp_guest_user_no', 'text', (col) => col.unique())
      .addColumn('name', 'text')
      .addColumn('email', 'text', (col) => col.unique())
      .addColumn('phone', 'text', (col) => col.unique())
      .addColumn('password_hash', 'text')
      .addColumn('password_update', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('google_id', 'text', (col) => col.unique())
      .addColumn('email_verified_at', 'text')
      .addColumn('phone_verified_at', 'text')
      .addColumn('referral_code', 'text', (col) => col.unique())
      .addColumn('affiliate_status', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('affiliate', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('default_address_id', 'integer')
      .addColumn('deleted_at', 'text'),
  ).execute();

  await create('reviews')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reviewer_name', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('upvote_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('reviews_product_idx').on('reviews').column('product_id').execute();
  // One review per customer and product; seeded reviews without a user are not limited.
  await db.schema.createIndex('reviews_user_product_unique').on('reviews').columns(['user_id', 'product_id']).unique().execute();

  await db.schema
    .createTable('review_upvotes')
    .addColumn('review_id', 'integer', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_upvotes_pk', ['review_id', 'user_id'])
    .execute();

  await create('access_tokens')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').column('user_id').execute();

  await create('verification_codes')
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('consumed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('verification_codes_lookup_idx').on('verification_codes').columns(['identifier', 'purpose']).execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await create('outbox_messages')
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_messages_recipient_idx').on('outbox_messages').column('recipient').execute();

  // Places: Bangladesh's divisions (states), districts (cities) and thanas (areas)
  await create('countries')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .execute();
  await create('states')
    .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();
  await create('cities')
    .addColumn('state_id', 'integer', (col) => col.notNull().references('states.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_inside_dhaka', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await create('areas')
    .addColumn('city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await withTimestamps(
    create('addresses')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('email', 'text')
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('country_id', 'integer', (col) => col.references('countries.id'))
      .addColumn('state_id', 'integer', (col) => col.references('states.id'))
      .addColumn('city_id', 'integer', (col) => col.references('cities.id'))
      .addColumn('area_id', 'integer', (col) => col.references('areas.id'))
      .addColumn('postal_code', 'text')
      .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();

  // Bag, coupons, cards, wishlist, newsletter
  await withTimestamps(
    create('carts')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
      .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id'))
      .addColumn('quantity', 'integer', (col) => col.notNull())
      .addColumn('affiliate_ref', 'text')
      .addUniqueConstraint('carts_user_variant_unique', ['user_id', 'variant_id']),
  ).execute();

  await create('coupons')
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) => col.notNull())
    .addColumn('min_spend', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_discount', 'integer')
    .addColumn('start_at', 'text', (col) => col.notNull())
    .addColumn('end_at', 'text', (col) => col.notNull())
    .addColumn('usage_limit', 'integer')
    .addColumn('per_user_limit', 'integer')
    .addColumn('used_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('free_shipping', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('category_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await create('membership_card_types')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('stroked_price', 'integer', (col) => col.notNull())
    .addColumn('discount_percent', 'integer', (col) => col.notNull().defaultTo(20))
    .addColumn('validity_days', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await create('memberships')
    .addColumn('card_type_id', 'integer', (col) => col.notNull().references('membership_card_types.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('membership_no', 'text', (col) => col.notNull().unique())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('holder_phone', 'text')
    .addColumn('holder_email', 'text')
    .addColumn('discount_percent', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await create('gift_cards')
    .addColumn('card_no', 'text', (col) => col.notNull().unique())
    .addColumn('holder_name', 'text')
    .addColumn('holder_phone', 'text')
    .addColumn('holder_email', 'text')
    .addColumn('initial_balance', 'integer', (col) => col.notNull())
    .addColumn('balance', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // What a shopper has applied to the bag: a coupon, a membership card or a gift card.
  await db.schema
    .createTable('cart_adjustments')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('reference_id', 'integer', (col) => col.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_adjustments_pk', ['user_id', 'kind'])
    .execute();

  await create('wishlists')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('wishlists_user_product_unique', ['user_id', 'product_id'])
    .execute();

  await create('subscribers')
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('phone', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // Checkout settings
  await create('payment_types')
    .addColumn('payment_type_key', 'text', (col) => col.notNull().unique())
    .addColumn('payment_type', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await create('shipping_rates')
    .addColumn('zone', 'text', (col) => col.notNull())
    .addColumn('min_quantity', 'integer', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .execute();

  await create('delivery_methods')
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('estimated_days', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  await create('pickup_points')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();

  // Orders
  await create('combined_orders')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('grand_total', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withTimestamps(
    create('orders')
      .addColumn('combined_order_id', 'integer', (col) => col.notNull().references('combined_orders.id'))
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('placed'))
      .addColumn('payment_type', 'text', (col) => col.notNull())
      .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('unpaid'))
      .addColumn('shipping_type', 'text', (col) => col.notNull())
      .addColumn('delivery_method', 'text')
      .addColumn('pickup_point_id', 'integer', (col) => col.references('pickup_points.id'))
      .addColumn('shipping_address', 'text')
      .addColumn('billing_address', 'text')
      .addColumn('note', 'text')
      .addColumn('gift_wrap', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sub_total', 'integer', (col) => col.notNull())
      .addColumn('product_discount', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('coupon_discount', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('membership_discount', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('gift_card_amount', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('shipping_cost', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('tax', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('grand_total', 'integer', (col) => col.notNull())
      .addColumn('coupon_id', 'integer', (col) => col.references('coupons.id'))
      .addColumn('membership_id', 'integer', (col) => col.references('memberships.id'))
      .addColumn('gift_card_id', 'integer', (col) => col.references('gift_cards.id'))
      .addColumn('affiliate_user_id', 'integer')
      .addColumn('affiliate_ref', 'text'),
  ).execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await create('order_items')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id'))
    .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id'))
    .addColumn('product_name', 'text', (col) => col.notNull())
    .addColumn('variation', 'text', (col) => col.notNull())
    .addColumn('barcode', 'text', (col) => col.notNull())
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('thumbnail_image', 'text')
    .addColumn('unit_price', 'integer', (col) => col.notNull())
    .addColumn('unit_discount', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('line_total', 'integer', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await create('order_status_history')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order_idx').on('order_status_history').column('order_id').execute();

  await create('idempotency_keys')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('order_id', 'integer', (col) => col.references('orders.id'))
    .addColumn('response', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('idempotency_keys_user_key_unique', ['user_id', 'key'])
    .execute();

  await withTimestamps(
    create('payments')
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('gateway_reference', 'text', (col) => col.unique()),
  ).execute();

  await create('coupon_usages')
    .addColumn('coupon_id', 'integer', (col) => col.notNull().references('coupons.id'))
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('coupon_usages_coupon_user_idx').on('coupon_usages').columns(['coupon_id', 'user_id']).execute();

  // amount is signed: negative when spent on an order, positive when returned.
  await create('gift_card_transactions')
    .addColumn('gift_card_id', 'integer', (col) => col.notNull().references('gift_cards.id'))
    .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // Affiliate programme
  await withTimestamps(
    create('affiliate_users')
      .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull())
      .addColumn('promotion_plan', 'text')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .addColumn('payment_method', 'text')
      .addColumn('bkash_number', 'text')
      .addColumn('nagad_number', 'text')
      .addColumn('bank_name', 'text')
      .addColumn('bank_account_name', 'text')
      .addColumn('bank_account_number', 'text')
      .addColumn('bank_branch', 'text')
      .addColumn('approved_at', 'text'),
  ).execute();

  await create('affiliate_clicks')
    .addColumn('affiliate_user_id', 'integer', (col) => col.notNull().references('affiliate_users.id').onDelete('cascade'))
    .addColumn('visitor_key', 'text', (col) => col.notNull())
    .addColumn('visit_day', 'text', (col) => col.notNull())
    .addColumn('landing_url', 'text')
    .addColumn('product_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('affiliate_clicks_daily_unique', ['affiliate_user_id', 'visitor_key', 'visit_day'])
    .execute();

  await withTimestamps(
    create('affiliate_earnings')
      .addColumn('affiliate_user_id', 'integer', (col) => col.notNull().references('affiliate_users.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
      .addColumn('order_item_id', 'integer', (col) => col.references('order_items.id'))
      .addColumn('product_id', 'integer')
      .addColumn('rate', 'double precision', (col) => col.notNull())
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending')),
  ).execute();
  await db.schema.createIndex('affiliate_earnings_affiliate_idx').on('affiliate_earnings').column('affiliate_user_id').execute();

  await create('affiliate_withdraw_requests')
    .addColumn('affiliate_user_id', 'integer', (col) => col.notNull().references('affiliate_users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('payment_details', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('processed_at', 'text')
    .execute();

  await create('affiliate_payments')
    .addColumn('affiliate_user_id', 'integer', (col) => col.notNull().references('affiliate_users.id').onDelete('cascade'))
    .addColumn('withdraw_request_id', 'integer', (col) => col.references('affiliate_withdraw_requests.id'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // Back-in-stock requests
  await create('stock_requests')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (col) => col.notNull().references('product_variants.id').onDelete('cascade'))
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('notified_at', 'text')
    .execute();
  await db.schema.createIndex('stock_requests_variant_idx').on('stock_requests').columns(['variant_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...TABLES_IN_CREATION_ORDER].reverse()) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
