import type { Db } from '@/server/db/connection';
import { countProducts, findProductPage, type ProductSummaryRow } from '@/server/modules/catalog/repository';
import { findCommissionRates } from './commissionRates';
import { commissionAmount } from './commissionRules';
import { readAffiliateSettings } from './settings';

// The products an affiliate can promote, with what one sale at today's selling price earns.

export const ITEMS_PAGE_SIZE = 10;

export interface AffiliateItem {
  product: ProductSummaryRow;
  /** Poisha. */
  sellingPrice: number;
  /** Percent. */
  rate: number;
  /** Per unit, poisha. */
  commission: number;
}

export interface AffiliateItemPage {
  items: AffiliateItem[];
  total: number;
}

/** Published products, newest first, searched as the catalog searches (name, style code, category). */
export async function listAffiliateItems(db: Db, page: number, search: string | null, now: Date): Promise<AffiliateItemPage> {
  const filters = search === null ? {} : { search };
  const at = now.toISOString();
  const [products, total, settings] = await Promise.all([
    findProductPage(db, filters, 'newest', { limit: ITEMS_PAGE_SIZE, offset: (page - 1) * ITEMS_PAGE_SIZE }, at),
    countProducts(db, filters, at),
    readAffiliateSettings(db),
  ]);
  const rates = await findCommissionRates(
    db,
    products.map((product) => product.id),
    settings.defaultCommissionRate,
  );
  const items = products.map((product) => {
    const sellingPrice = Number(product.selling_price);
    const rate = rates.get(product.id) ?? settings.defaultCommissionRate;
    return { product, sellingPrice, rate, commission: commissionAmount(sellingPrice, rate) };
  });
  return { items, total };
}
