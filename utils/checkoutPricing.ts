// The checkout's money rules in poisha: the member price, shipping by zone and quantity, and what a
// gift card pays.

/** A member's price is 20 percent off the stroked price. */
export const MEMBER_DISCOUNT_PERCENT = 20;

export type ShippingZone = 'inside_dhaka' | 'outside_dhaka';

/** What a member pays for one unit: the stroked price less the member discount. */
export function memberUnitPrice(strokedUnitPrice: number, memberDiscountPercent: number = MEMBER_DISCOUNT_PERCENT): number {
  return Math.round((strokedUnitPrice * (100 - memberDiscountPercent)) / 100);
}

/** The membership's saving on one unit: down to the member price, never above what the unit sells for. */
export function membershipUnitDiscount(
  unit: { sellingPrice: number; strokedPrice: number },
  memberDiscountPercent: number = MEMBER_DISCOUNT_PERCENT,
): number {
  return Math.max(0, unit.sellingPrice - memberUnitPrice(unit.strokedPrice, memberDiscountPercent));
}

export interface ShippingRate {
  zone: ShippingZone;
  /** The rate applies from this many units in the bag. */
  min_quantity: number;
  price: number;
}

/** The zone's rate for the largest threshold the bag reaches; the smallest threshold when none is reached. */
export function zoneShippingPrice(rates: readonly ShippingRate[], zone: ShippingZone, quantityInBag: number): number {
  const zoneRates = rates.filter((rate) => rate.zone === zone).sort((a, b) => a.min_quantity - b.min_quantity);
  if (zoneRates.length === 0) return 0;
  const reached = zoneRates.filter((rate) => rate.min_quantity <= quantityInBag);
  return (reached.at(-1) ?? zoneRates[0]).price;
}

/** A gift card pays what it holds, up to the whole total. */
export function giftCardPayment(balance: number, grandTotal: number): number {
  return Math.max(0, Math.min(balance, grandTotal));
}
