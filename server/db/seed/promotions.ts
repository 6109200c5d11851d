import type { Db } from '../connection';
import { bannerImagePath } from '../../modules/media/paths';
import type { ProductPlan } from './catalog-plan';
import { daysFrom, insertInBatches, requireId } from './support';

const FLASH_DEAL_PERCENTS = [10, 15, 20, 25, 30];
const EID_COLLECTION_CATEGORIES = new Set(['panjabi', 'saree']);
const EID_COLLECTION_SUB_CATEGORIES = new Set(['women-salwar-kameez']);

function pickProducts(plans: ProductPlan[], keep: (plan: ProductPlan, index: number) => boolean): ProductPlan[] {
  return plans.filter((plan, index) => plan.published && keep(plan, index));
}

async function insertFlashDeal(
  db: Db,
  deal: { title: string; slug: string; color: string; startDays: number; endDays: number; featured: boolean },
  products: ProductPlan[],
  productIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const inserted = await db
    .insertInto('flash_deals')
    .values({
      title: deal.title,
      slug: deal.slug,
      banner: bannerImagePath('wide', deal.color, deal.title),
      background_color: deal.color,
      text_color: '#ffffff',
      start_at: daysFrom(now, deal.startDays),
      end_at: daysFrom(now, deal.endDays),
      status: 1,
      is_featured: deal.featured ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertInBatches(
    db,
    'flash_deal_products',
    products.map((plan, position) => ({
      flash_deal_id: inserted.id,
      product_id: requireId(productIds, plan.slug),
      discount: FLASH_DEAL_PERCENTS[position % FLASH_DEAL_PERCENTS.length],
      discount_type: 'percent' as const,
    })),
  );
}

/** One flash deal running now (ends three days after `now`), one already over, and the Eid campaign. */
export async function seedPromotions(db: Db, plans: ProductPlan[], productIds: Map<string, number>, now: Date): Promise<void> {
  await insertFlashDeal(
    db,
    { title: 'Mega Flash Sale', slug: 'mega-flash-sale', color: '#c62828', startDays: -2, endDays: 3, featured: true },
    pickProducts(plans, (_, index) => index % 14 === 5),
    productIds,
    now,
  );
  await insertFlashDeal(
    db,
    { title: 'Pohela Boishakh Flash Sale', slug: 'pohela-boishakh-flash-sale', color: '#e8772e', startDays: -40, endDays: -33, featured: false },
    pickProducts(plans, (_, index) => index % 20 === 8),
    productIds,
    now,
  );

  const campaign = await db
    .insertInto('campaigns')
    .values({
      title: 'Eid Collection',
      slug: 'eid-collection',
      subtitle: 'Panjabi, saree and three-piece for the festive season',
      banner: bannerImagePath('slider', '#7b1e2b', 'Eid Collection'),
      start_at: daysFrom(now, -7),
      end_at: daysFrom(now, 21),
      status: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const eidProducts = pickProducts(
    plans,
    (plan, index) =>
      index % 2 === 0 && (EID_COLLECTION_CATEGORIES.has(plan.parentSlug) || EID_COLLECTION_SUB_CATEGORIES.has(plan.categorySlug)),
  );
  await insertInBatches(
    db,
    'campaign_products',
    eidProducts.map((plan) => ({ campaign_id: campaign.id, product_id: requireId(productIds, plan.slug) })),
  );
}
