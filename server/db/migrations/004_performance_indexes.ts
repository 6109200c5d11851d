import { type Kysely, sql } from 'kysely';

// Indexes for the listing filters and the lookups every page or bag call makes, where the initial
// schema had none: the selling price looks up each listed product's flash deals, the facets and the
// colour and size filters compare lower-cased values, and reviews and receipts are found by product.

interface IndexDefinition {
  name: string;
  table: string;
  columns?: string[];
  expression?: string;
}

export const PERFORMANCE_INDEXES: IndexDefinition[] = [
  { name: 'flash_deal_products_product_idx', table: 'flash_deal_products', columns: ['product_id'] },
  { name: 'campaign_products_product_idx', table: 'campaign_products', columns: ['product_id'] },
  { name: 'flash_deals_running_idx', table: 'flash_deals', columns: ['status', 'end_at'] },
  { name: 'campaigns_running_idx', table: 'campaigns', columns: ['status', 'end_at'] },
  { name: 'products_published_featured_idx', table: 'products', columns: ['published', 'is_featured'] },
  { name: 'products_published_new_arrival_idx', table: 'products', columns: ['published', 'is_new_arrival'] },
  { name: 'products_published_hot_deal_idx', table: 'products', columns: ['published', 'is_hot_deal'] },
  { name: 'products_published_rating_idx', table: 'products', columns: ['published', 'rating', 'rating_count'] },
  { name: 'product_variants_color_idx', table: 'product_variants', expression: 'lower(color)' },
  { name: 'product_variants_size_idx', table: 'product_variants', expression: 'lower(size)' },
  { name: 'reviews_product_status_created_idx', table: 'reviews', columns: ['product_id', 'status', 'created_at'] },
  { name: 'order_items_product_idx', table: 'order_items', columns: ['product_id'] },
  { name: 'categories_home_idx', table: 'categories', columns: ['is_home'] },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of PERFORMANCE_INDEXES) {
    const create = db.schema.createIndex(index.name).on(index.table);
    await (index.expression ? create.expression(sql.raw(index.expression)) : create.columns(index.columns ?? [])).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [...PERFORMANCE_INDEXES].reverse()) await db.schema.dropIndex(index.name).execute();
}
