import { takaToPoisha } from './money';

// Free home delivery from a bag amount (the shop's `free_shipping_status` and `free_shipping_limit`
// settings). The amount counted is what the goods cost after every discount, the coupon's included,
// before tax and shipping: the figure a shopper reads as "what I am buying for". Money in poisha.

export const FREE_DELIVERY_SETTINGS = ['free_shipping_status', 'free_shipping_limit'];

export interface FreeDeliveryTerms {
  /** The bag amount that buys free delivery, in poisha. */
  limit: number;
}

export interface FreeDeliveryProgress {
  limit: number;
  /** What the bag still lacks; 0 once the limit is reached. */
  remaining: number;
  reached: boolean;
}

/** The settings as terms; status other than '1', or a missing or non-positive limit (taka), switches it off. */
export function freeDeliveryTerms(settings: Readonly<Record<string, string | null | undefined>>): FreeDeliveryTerms | null {
  if (settings.free_shipping_status !== '1') return null;
  const limit = Number(settings.free_shipping_limit);
  if (!settings.free_shipping_limit || !Number.isFinite(limit) || limit <= 0) return null;
  return { limit: takaToPoisha(limit) };
}

/** The goods' amount after every discount, the coupon's included, never below 0. */
export function freeDeliveryAmount(subTotal: number, couponDiscount: number): number {
  return Math.max(0, subTotal - couponDiscount);
}

/** How far the amount is from free delivery; null when the shop does not offer it. */
export function freeDeliveryProgress(amount: number, terms: FreeDeliveryTerms | null): FreeDeliveryProgress | null {
  if (terms === null) return null;
  const remaining = Math.max(0, terms.limit - amount);
  return { limit: terms.limit, remaining, reached: remaining === 0 };
}

/**
 * Home delivery's price once free delivery is reached: the zone's rate is waived, but an express
 * surcharge is an upgrade the shopper chose and is still charged.
 */
export function deliveryCostWithFreeDelivery(zoneRate: number, surcharge: number, progress: FreeDeliveryProgress | null): number {
  return progress?.reached ? surcharge : zoneRate + surcharge;
}

/** How full the progress bar is, in whole percent (full only once reached), from the server's limit and what is left. */
export function freeDeliveryPercent(limit: number, remaining: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor(((limit - remaining) * 100) / limit)));
}
