import { poishaToTaka } from './money';
import { type Discount, discountAmount } from './pricing';

// What a shopper pays for a product or variant and what the crossed-out price shows, in poisha.

export interface PriceSource {
  /** The price before any discount. */
  price: number;
  /** The crossed-out "regular" price the shop records; ignored when below `price`. */
  stroked_price: number;
}

export interface Pricing {
  sellingPrice: number;
  strokedPrice: number;
  /** Taken off the crossed-out price: what the shopper saves against what is struck through. */
  discount: number;
  discountPercent: number;
  hasDiscount: boolean;
}

/** A flash deal's discount carries no window of its own: the deal is only passed in while active. */
export function flashDealDiscount(discount: number, discountType: Discount['discount_type']): Discount {
  return { discount, discount_type: discountType };
}

/** The largest of the discounts that apply now; a flash deal replaces the product's own discount only when it takes off more. */
export function bestDiscountAmount(price: number, discounts: readonly Discount[], now: Date): number {
  return discounts.reduce((best, discount) => Math.max(best, discountAmount(price, discount, now)), 0);
}

export function priceWithDiscounts(source: PriceSource, discounts: readonly Discount[], now: Date): Pricing {
  const sellingPrice = source.price - bestDiscountAmount(source.price, discounts, now);
  const strokedPrice = Math.max(source.stroked_price, source.price);
  const discount = strokedPrice - sellingPrice;
  return {
    sellingPrice,
    strokedPrice,
    discount,
    discountPercent: strokedPrice > 0 ? Math.round((discount * 100) / strokedPrice) : 0,
    hasDiscount: discount > 0,
  };
}

export interface TakaPricing {
  main_price: number;
  stroked_price: number;
  discount: number;
  discount_percent: number;
  has_discount: boolean;
}

/** The API's price fields: taka numbers, never formatted strings. */
export function toTakaPricing(pricing: Pricing): TakaPricing {
  return {
    main_price: poishaToTaka(pricing.sellingPrice),
    stroked_price: poishaToTaka(pricing.strokedPrice),
    discount: poishaToTaka(pricing.discount),
    discount_percent: pricing.discountPercent,
    has_discount: pricing.hasDiscount,
  };
}
