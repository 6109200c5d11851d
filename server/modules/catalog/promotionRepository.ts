import type { Db } from '@/server/db/connection';
import { isRunningCampaign, isRunningFlashDeal } from './pricingSql';

// Flash deals and campaigns that are running now, and the products they feature.

const FLASH_DEAL_COLUMNS = [
  'flash_deals.id',
  'flash_deals.title',
  'flash_deals.slug',
  'flash_deals.banner',
  'flash_deals.background_color',
  'flash_deals.text_color',
  'flash_deals.start_at',
  'flash_deals.end_at',
] as const;

export async function findRunningFlashDeals(db: Db, now: string, slug?: string) {
  return db
    .selectFrom('flash_deals')
    .select(FLASH_DEAL_COLUMNS)
    .where(isRunningFlashDeal(now))
    .$if(slug !== undefined, (query) => query.where('flash_deals.slug', '=', slug!))
    .orderBy('flash_deals.end_at')
    .orderBy('flash_deals.id')
    .execute();
}

export type FlashDealRow = Awaited<ReturnType<typeof findRunningFlashDeals>>[number];

export async function findFlashDealProductIds(db: Db, flashDealIds: number[]) {
  if (flashDealIds.length === 0) return [];
  return db
    .selectFrom('flash_deal_products')
    .select(['flash_deal_id as owner_id', 'product_id'])
    .where('flash_deal_id', 'in', flashDealIds)
    .execute();
}

export async function findRunningCampaigns(db: Db, now: string) {
  return db
    .selectFrom('campaigns')
    .select([
      'campaigns.id',
      'campaigns.title',
      'campaigns.slug',
      'campaigns.subtitle',
      'campaigns.banner',
      'campaigns.start_at',
      'campaigns.end_at',
    ])
    .where(isRunningCampaign(now))
    .orderBy('campaigns.end_at')
    .orderBy('campaigns.id')
    .execute();
}

export type CampaignRow = Awaited<ReturnType<typeof findRunningCampaigns>>[number];

export async function findCampaignProductIds(db: Db, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return db
    .selectFrom('campaign_products')
    .select(['campaign_id as owner_id', 'product_id'])
    .where('campaign_id', 'in', campaignIds)
    .execute();
}
