import type { Db } from '@/server/db/connection';
import { commissionRate, inheritedCategoryRate } from './commissionRules';
import { findCategoryCommissionRates, findProductCommissionSources } from './earningRepository';

/**
 * The commission rate (percent) of each product: its own, else its category's (inherited from the
 * nearest parent category that has one), else `defaultRate`.
 */
export async function findCommissionRates(db: Db, productIds: readonly number[], defaultRate: number): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const [products, categoryRows] = await Promise.all([findProductCommissionSources(db, productIds), findCategoryCommissionRates(db)]);
  const categories = new Map(categoryRows.map((category) => [category.id, category]));
  return new Map(
    products.map((product) => [product.id, commissionRate(product.commission_rate, inheritedCategoryRate(product.category_id, categories), defaultRate)]),
  );
}
