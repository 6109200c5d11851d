import type * as z from 'zod/mini';
import type { campaigns, flashDeals } from '@/contract/home';
import type { Db } from '@/server/db/connection';
import { NotFoundError } from '@/server/http/errors';
import type { ProductListItem } from './presenter';
import {
  type CampaignRow,
  type FlashDealRow,
  findCampaignProductIds,
  findFlashDealProductIds,
  findRunningCampaigns,
  findRunningFlashDeals,
} from './promotionRepository';
import { findProductSummariesByIds } from './repository';
import { toListItems } from './service';

/** Each promotion's published products as list items, newest first, priced as they sell now. */
async function productsPerPromotion(
  db: Db,
  links: ReadonlyArray<{ owner_id: number; product_id: number }>,
  now: Date,
): Promise<Map<number, ProductListItem[]>> {
  const rows = await findProductSummariesByIds(db, [...new Set(links.map((link) => link.product_id))], now.toISOString());
  const items = await toListItems(db, rows, now);
  const perPromotion = new Map<number, ProductListItem[]>();
  for (const item of items) {
    for (const link of links.filter((candidate) => candidate.product_id === item.id)) {
      perPromotion.set(link.owner_id, [...(perPromotion.get(link.owner_id) ?? []), item]);
    }
  }
  return perPromotion;
}

function toFlashDealJson(deal: FlashDealRow, products: ProductListItem[]): z.input<typeof flashDeals>['data'][number] {
  return {
    id: deal.id,
    title: deal.title,
    slug: deal.slug,
    banner: deal.banner,
    background_color: deal.background_color,
    text_color: deal.text_color,
    start_date: deal.start_at,
    end_date: deal.end_at,
    products,
  };
}

export async function listRunningFlashDeals(db: Db, now: Date) {
  const deals = await findRunningFlashDeals(db, now.toISOString());
  const products = await productsPerPromotion(db, await findFlashDealProductIds(db, deals.map((deal) => deal.id)), now);
  return deals.map((deal) => toFlashDealJson(deal, products.get(deal.id) ?? []));
}

/** A flash deal that has ended or not yet started is not found: its prices are not on offer. */
export async function getRunningFlashDeal(db: Db, slug: string, now: Date) {
  const [deal] = await findRunningFlashDeals(db, now.toISOString(), slug);
  if (!deal) throw new NotFoundError('Flash deal not found');
  const products = await productsPerPromotion(db, await findFlashDealProductIds(db, [deal.id]), now);
  return toFlashDealJson(deal, products.get(deal.id) ?? []);
}

function toCampaignJson(campaign: CampaignRow, products: ProductListItem[]): z.input<typeof campaigns>['data'][number] {
  return {
    id: campaign.id,
    title: campaign.title,
    slug: campaign.slug,
    subtitle: campaign.subtitle,
    banner: campaign.banner,
    start_date: campaign.start_at,
    end_date: campaign.end_at,
    products,
  };
}

export async function listRunningCampaigns(db: Db, now: Date) {
  const campaigns = await findRunningCampaigns(db, now.toISOString());
  const products = await productsPerPromotion(db, await findCampaignProductIds(db, campaigns.map((campaign) => campaign.id)), now);
  return campaigns.map((campaign) => toCampaignJson(campaign, products.get(campaign.id) ?? []));
}
