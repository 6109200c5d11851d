import type { Db } from '@/server/db/connection';
import { type ShippingZone, zoneShippingPrice } from '@/utils/checkoutPricing';
import { findDeliveryMethod, findDistrictZone, findShippingRates } from './repository';

// What delivering a bag costs: nothing at a pickup point; at home, the zone's rate for the bag's
// quantity plus the delivery method's price.

type DeliveryMethodKey = 'regular' | 'express';

export interface ShippingChoice {
  shippingType: 'home_delivery' | 'pickup';
  /** The delivery address's district (`cities` id); unknown until the shopper picks one. */
  districtId: number | null;
  deliveryMethod: DeliveryMethodKey;
}

export interface ShippingQuote {
  zone: ShippingZone | null;
  /** In poisha. */
  cost: number;
}

export const NO_SHIPPING: ShippingQuote = { zone: null, cost: 0 };

async function districtZone(db: Db, districtId: number | null): Promise<ShippingZone | null> {
  if (districtId === null) return null;
  const district = await findDistrictZone(db, districtId);
  if (!district) return null;
  return district.is_inside_dhaka === 1 ? 'inside_dhaka' : 'outside_dhaka';
}

/** Without a district the zone is unknown and the price is that of outside Dhaka, the higher one, so a total never rises later. */
export async function quoteShipping(db: Db, choice: ShippingChoice, quantityInBag: number): Promise<ShippingQuote> {
  if (choice.shippingType === 'pickup' || quantityInBag === 0) return NO_SHIPPING;
  const [zone, rates, method] = await Promise.all([
    districtZone(db, choice.districtId),
    findShippingRates(db),
    findDeliveryMethod(db, choice.deliveryMethod),
  ]);
  const zonePrice = zoneShippingPrice(rates, zone ?? 'outside_dhaka', quantityInBag);
  return { zone, cost: zonePrice + (method?.price ?? 0) };
}
