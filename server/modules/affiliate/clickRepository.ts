import type { Db } from '@/server/db/connection';
import { countAffiliateRows, type PageWindow } from './repository';

// Referral clicks (`affiliate_clicks`): one per affiliate, visitor and Dhaka day, kept so by a unique index.

export interface NewClick {
  affiliateId: number;
  visitorKey: string;
  visitDay: string;
  landingUrl: string | null;
  productId: number | null;
}

/** Answers false when the visitor's click of the day was already recorded. */
export async function insertClick(db: Db, click: NewClick, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('affiliate_clicks')
    .values({
      affiliate_user_id: click.affiliateId,
      visitor_key: click.visitorKey,
      visit_day: click.visitDay,
      landing_url: click.landingUrl,
      product_id: click.productId,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['affiliate_user_id', 'visitor_key', 'visit_day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function findProductIdBySlug(db: Db, slug: string): Promise<number | null> {
  const row = await db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();
  return row?.id ?? null;
}

/** Clicks per Dhaka day from `from` to `to` (both YYYY-MM-DD, both counted); days without clicks are left out. */
export async function countClicksPerDay(db: Db, affiliateId: number, from: string, to: string) {
  const rows = await db
    .selectFrom('affiliate_clicks')
    .select(['visit_day', (eb) => eb.fn.countAll<number>().as('clicks')])
    .where('affiliate_user_id', '=', affiliateId)
    .where('visit_day', '>=', from)
    .where('visit_day', '<=', to)
    .groupBy('visit_day')
    .execute();
  return new Map(rows.map((row) => [row.visit_day, Number(row.clicks)]));
}

export async function findClickPage(db: Db, affiliateId: number, page: PageWindow) {
  return db
    .selectFrom('affiliate_clicks')
    .leftJoin('products', 'products.id', 'affiliate_clicks.product_id')
    .select(['affiliate_clicks.id', 'affiliate_clicks.created_at', 'affiliate_clicks.landing_url', 'products.name as product_name'])
    .where('affiliate_clicks.affiliate_user_id', '=', affiliateId)
    .orderBy('affiliate_clicks.created_at', 'desc')
    .orderBy('affiliate_clicks.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type VisitRow = Awaited<ReturnType<typeof findClickPage>>[number];

export function countClicks(db: Db, affiliateId: number): Promise<number> {
  return countAffiliateRows(db, 'affiliate_clicks', affiliateId);
}
