import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { Database } from '@/server/db/types';

// The selling price of utils/catalogPricing.ts computed inside the database, so that price filters,
// price sorts and the price slider's bounds use exactly the price the shopper sees. Plain CASE
// expressions and integer arithmetic behave the same on SQLite and PostgreSQL.

/** Math.round(price * percent / 100) for positive integers: both databases truncate integer division. */
function discountAmountSql(price: Expression<number>, discount: Expression<number>, discountType: Expression<string>): RawBuilder<number> {
  return sql<number>`CASE WHEN ${discountType} = 'percent' THEN (${price} * ${discount} + 50) / 100 ELSE ${discount} END`;
}

/** A flash deal or campaign runs from its start until just before its end, while switched on. */
export function isRunningFlashDeal(now: string) {
  return (eb: ExpressionBuilder<Database, 'flash_deals'>): Expression<SqlBool> =>
    eb.and([eb('flash_deals.status', '=', 1), eb('flash_deals.start_at', '<=', now), eb('flash_deals.end_at', '>', now)]);
}

export function isRunningCampaign(now: string) {
  return (eb: ExpressionBuilder<Database, 'campaigns'>): Expression<SqlBool> =>
    eb.and([eb('campaigns.status', '=', 1), eb('campaigns.start_at', '<=', now), eb('campaigns.end_at', '>', now)]);
}

/** The product's own discount inside its optional window, as utils/pricing.ts isDiscountActive decides. */
function productDiscountSql(now: string): RawBuilder<number> {
  const amount = discountAmountSql(sql.ref('products.unit_price'), sql.ref('products.discount'), sql.ref('products.discount_type'));
  return sql<number>`CASE WHEN products.discount > 0
    AND (products.discount_start_at IS NULL OR products.discount_start_at = '' OR products.discount_start_at <= ${now})
    AND (products.discount_end_at IS NULL OR products.discount_end_at = '' OR products.discount_end_at >= ${now})
    THEN ${amount} ELSE 0 END`;
}

/**
 * Each product in a running flash deal with the largest discount amount its running deals give, in
 * one grouped pass over the deals. Joined to the listing rather than asked for each product: the
 * selling price names the amount several times, and PostgreSQL plans and runs a correlated subquery
 * once for every mention.
 */
function largestRunningFlashDealAmounts(db: Db, now: string) {
  const amount = discountAmountSql(
    sql.ref('deal_products.unit_price'),
    sql.ref('flash_deal_products.discount'),
    sql.ref('flash_deal_products.discount_type'),
  );
  return db
    .selectFrom('flash_deal_products')
    .innerJoin('flash_deals', 'flash_deals.id', 'flash_deal_products.flash_deal_id')
    .innerJoin('products as deal_products', 'deal_products.id', 'flash_deal_products.product_id')
    .where('flash_deal_products.discount', '>', 0)
    .where(isRunningFlashDeal(now))
    .groupBy('flash_deal_products.product_id')
    .select(['flash_deal_products.product_id', sql<number>`max(${amount})`.as('amount')]);
}

const SUMMARY_COLUMNS = [
  'products.id',
  'products.name',
  'products.slug',
  'products.category_id',
  'products.style_code',
  'products.thumbnail_image',
  'products.hover_image',
  'products.unit_price',
  'products.stroked_price',
  'products.discount',
  'products.discount_type',
  'products.discount_start_at',
  'products.discount_end_at',
  'products.is_negative',
  'products.is_featured',
  'products.is_new_arrival',
  'products.is_hot_deal',
  'products.sales',
  'products.rating',
  'products.rating_count',
  'products.created_at',
] as const;

/**
 * Published products (all, or those of `ids`) with the columns a listing shows and `selling_price`:
 * the price minus the larger of the product's running discount and its running flash deals'
 * discounts, never below 0.
 */
export function publishedProductsWithSellingPrice(db: Db, now: string, ids?: readonly number[]) {
  const published =
    ids === undefined
      ? db.selectFrom('products').where('products.published', '=', 1)
      : // Unary plus keeps SQLite, which has no table statistics here, from preferring the `published`
        // index (every published product) to the ids' primary keys.
        db.selectFrom('products').where('products.id', 'in', ids).where(sql`+products.published`, '=', 1);
  const discounted = published
    .leftJoin(largestRunningFlashDealAmounts(db, now).as('flash_deal_amounts'), 'flash_deal_amounts.product_id', 'products.id')
    .select(SUMMARY_COLUMNS)
    .select((eb) => [productDiscountSql(now).as('product_discount_amount'), eb.fn.coalesce('flash_deal_amounts.amount', sql<number>`0`).as('flash_discount_amount')]);
  return db
    .selectFrom(discounted.as('discounted'))
    .selectAll('discounted')
    .select(
      sql<number>`CASE
        WHEN discounted.product_discount_amount >= discounted.unit_price OR discounted.flash_discount_amount >= discounted.unit_price THEN 0
        WHEN discounted.product_discount_amount >= discounted.flash_discount_amount THEN discounted.unit_price - discounted.product_discount_amount
        ELSE discounted.unit_price - discounted.flash_discount_amount
      END`.as('selling_price'),
    );
}

export type ProductSummaryRow = Awaited<ReturnType<ReturnType<typeof publishedProductsWithSellingPrice>['executeTakeFirstOrThrow']>>;
