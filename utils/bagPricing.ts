import { bestDiscountAmount, priceWithDiscounts } from './catalogPricing';
import { giftCardPayment } from './checkoutPricing';
import { type Discount, discountAmount } from './pricing';

// The bag's money rules in poisha: what each line costs, the "buy X, save Y percent" promotion,
// the totals (the gift card pays last), and how many of a variant a line may hold.

/** No line holds more than this, whatever the stock. */
export const MAX_LINE_QUANTITY = 100;

export interface LineLimitSource {
  stock: number;
  /** 1 when the product may be sold below zero stock. */
  is_negative: number;
  max_quantity: number;
}

/** The product's maximum, and the variant's stock unless the product may be sold below zero. */
export function lineQuantityLimit(source: LineLimitSource): number {
  const ceiling = Math.min(source.max_quantity, MAX_LINE_QUANTITY);
  return source.is_negative === 1 ? ceiling : Math.max(0, Math.min(ceiling, source.stock));
}

/**
 * A variant in both bags when a guest signs in: the summed quantity within the line's limit,
 * but never less than the customer already had.
 */
export function mergedQuantity(customerQuantity: number, guestQuantity: number, limit: number): number {
  return Math.max(customerQuantity, Math.min(customerQuantity + guestQuantity, limit));
}

export interface LinePriceSource {
  unitPrice: number;
  /** The crossed-out price the shop records for the variant. */
  strokedPrice: number;
  quantity: number;
  unitTax: number;
  productDiscount: Discount;
  /** The discounts of the running flash deals the product is in. */
  flashDiscounts: readonly Discount[];
}

export interface LineAmounts {
  /** The crossed-out unit price (never below the unit price). */
  originalUnitPrice: number;
  /** Unit price times quantity, before any discount. */
  price: number;
  /** The product's own discount times quantity. */
  productDiscount: number;
  /** The flash deal's discount times quantity. */
  flashDiscount: number;
  tax: number;
  /** What one unit sells for after the product or flash-deal discount. */
  sellingPrice: number;
  /** What the line sells for after the product or flash-deal discount. */
  sellingTotal: number;
}

/** A line priced by the catalog's selling-price rule; the discount taken is told apart as product or flash deal. */
export function lineAmounts(source: LinePriceSource, now: Date): LineAmounts {
  const { unitPrice, quantity } = source;
  const pricing = priceWithDiscounts({ price: unitPrice, stroked_price: source.strokedPrice }, [source.productDiscount, ...source.flashDiscounts], now);
  const unitDiscount = unitPrice - pricing.sellingPrice;
  const takenByFlashDeal =
    bestDiscountAmount(unitPrice, source.flashDiscounts, now) > discountAmount(unitPrice, source.productDiscount, now);
  return {
    originalUnitPrice: pricing.strokedPrice,
    price: unitPrice * quantity,
    productDiscount: takenByFlashDeal ? 0 : unitDiscount * quantity,
    flashDiscount: takenByFlashDeal ? unitDiscount * quantity : 0,
    tax: source.unitTax * quantity,
    sellingPrice: pricing.sellingPrice,
    sellingTotal: pricing.sellingPrice * quantity,
  };
}

export interface PromotionTerms {
  title: string | null;
  buyQuantity: number;
  discountPercent: number;
}

export interface PromotionProgress extends PromotionTerms {
  quantityInBag: number;
  quantityNeeded: number;
  eligible: boolean;
}

function settingNumber(value: string | null | undefined, max: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? Math.min(number, max) : 0;
}

/** The promotion's settings; a missing or non-positive quantity or percent switches it off. */
export function promotionTerms(settings: Readonly<Record<string, string | null | undefined>>): PromotionTerms {
  return {
    title: settings.promotion_title || null,
    buyQuantity: Math.floor(settingNumber(settings.promotion_buy_quantity, Number.MAX_SAFE_INTEGER)),
    discountPercent: settingNumber(settings.promotion_discount_percent, 100),
  };
}

export function promotionProgress(terms: PromotionTerms, quantityInBag: number): PromotionProgress {
  const running = terms.buyQuantity > 0 && terms.discountPercent > 0;
  return {
    ...terms,
    quantityInBag,
    quantityNeeded: running ? Math.max(0, terms.buyQuantity - quantityInBag) : 0,
    eligible: running && quantityInBag >= terms.buyQuantity,
  };
}

/**
 * The promotion's discount on one unit: its percent of what the unit sells for after the other
 * discounts, in whole poisha. A line takes it once per unit, never as a percent of the line rounded
 * once, so that unit price less unit discount, times the quantity, is the line total exactly.
 */
export function promotionUnitDiscount(unitSellingPrice: number, progress: PromotionProgress): number {
  if (!progress.eligible) return 0;
  return Math.min(unitSellingPrice, Math.round((unitSellingPrice * progress.discountPercent) / 100));
}

export interface BagTotals {
  /** Lines at their regular (crossed-out) unit prices, before any discount. */
  regularSubTotal: number;
  /** Lines after product, flash-deal, membership and promotion discounts. */
  subTotal: number;
  /** The membership card's share of the discounts in the sub total. */
  membershipDiscount: number;
  tax: number;
  shippingCost: number;
  /** The coupon's discount. */
  discount: number;
  grandTotal: number;
  /** What the gift card pays of the grand total. */
  giftCardAmount: number;
  /** What is left for the payment method. */
  amountToPay: number;
}

export interface TotalsLine {
  /** The regular (crossed-out) unit price times the quantity. */
  regularTotal: number;
  sellingTotal: number;
  membershipDiscount: number;
  promotionDiscount: number;
  tax: number;
}

export interface BagCharges {
  couponDiscount: number;
  shippingCost: number;
  /** The applied gift card's balance; 0 without one. */
  giftCardBalance: number;
}

export function bagTotals(lines: readonly TotalsLine[], charges: BagCharges): BagTotals {
  const subTotal = lines.reduce((total, line) => total + line.sellingTotal - line.membershipDiscount - line.promotionDiscount, 0);
  const tax = lines.reduce((total, line) => total + line.tax, 0);
  const grandTotal = Math.max(0, subTotal + tax + charges.shippingCost - charges.couponDiscount);
  const giftCardAmount = giftCardPayment(charges.giftCardBalance, grandTotal);
  return {
    regularSubTotal: lines.reduce((total, line) => total + line.regularTotal, 0),
    subTotal,
    membershipDiscount: lines.reduce((total, line) => total + line.membershipDiscount, 0),
    tax,
    shippingCost: charges.shippingCost,
    discount: charges.couponDiscount,
    grandTotal,
    giftCardAmount,
    amountToPay: grandTotal - giftCardAmount,
  };
}
