import type { Db } from '@/server/db/connection';
import { NotFoundError, ValidationError } from '@/server/http/errors';
import { findRunningFlashDealEntries } from '@/server/modules/catalog/repository';
import { evaluateCoupon } from '@/server/modules/coupons/evaluation';
import { type CouponRow, findAppliedCoupon, removeAppliedCoupon } from '@/server/modules/coupons/repository';
import { findSettingValues } from '@/server/modules/settings/repository';
import {
  type BagTotals,
  bagTotals,
  type LineAmounts,
  lineAmounts,
  lineQuantityLimit,
  type PromotionProgress,
  promotionProgress,
  promotionTerms,
  promotionUnitDiscount,
} from '@/utils/bagPricing';
import { giftCardRefusal, membershipRefusal } from '@/utils/cardRules';
import { flashDealDiscount } from '@/utils/catalogPricing';
import { membershipUnitDiscount } from '@/utils/checkoutPricing';
import {
  deliveryCostWithFreeDelivery,
  FREE_DELIVERY_SETTINGS,
  freeDeliveryAmount,
  type FreeDeliveryProgress,
  freeDeliveryProgress,
  freeDeliveryTerms,
} from '@/utils/freeDelivery';
import { findDeliveryMethod } from '@/server/modules/shipping/repository';
import { NO_SHIPPING, quoteShipping, type ShippingChoice, type ShippingQuote } from '@/server/modules/shipping/service';
import {
  type AppliedGiftCardRow,
  type AppliedMembershipRow,
  findAppliedGiftCard,
  findAppliedMembership,
  removeAppliedCard,
} from './adjustmentRepository';
import {
  addToVariantLine,
  type BagLineRow,
  countLines,
  deleteLine,
  findBagLines,
  findLineByBarcode,
  findLinesWithLimits,
  setLineQuantity,
} from './repository';

// The bag: one pricing function for the list, the summary, coupons and order placement, and the
// changes a shopper makes. Every change runs in a transaction and removes the applied coupon.

const PROMOTION_SETTINGS = ['promotion_title', 'promotion_buy_quantity', 'promotion_discount_percent'];

export interface PricedLine {
  row: BagLineRow;
  amounts: LineAmounts;
  /** Everything but the coupon taken off one unit (product or flash deal, membership, promotion), in poisha. */
  unitDiscount: number;
  /** The membership card's discount on the line, in poisha. */
  membershipDiscount: number;
  /** The promotion's discount on the line, in poisha. */
  promotionDiscount: number;
  /** The most the line may hold now. */
  quantityLimit: number;
}

interface AppliedCoupon {
  coupon: CouponRow;
  discount: number;
  freeShipping: boolean;
}

interface AppliedMembership {
  membership: AppliedMembershipRow;
  discount: number;
}

interface AppliedGiftCard {
  giftCard: AppliedGiftCardRow;
  /** What the card pays of this bag. */
  amount: number;
}

export interface PricedBag {
  lines: PricedLine[];
  promotion: PromotionProgress;
  /** In poisha; the discount is the applied coupon's. */
  totals: BagTotals;
  coupon: AppliedCoupon | null;
  /** A coupon is applied but no longer valid for the bag: it is not counted. */
  couponStale: boolean;
  membership: AppliedMembership | null;
  /** A membership card is applied but can no longer be used (expired, inactive): it is not counted. */
  membershipStale: boolean;
  giftCard: AppliedGiftCard | null;
  /** A gift card is applied but can no longer be used (expired, empty): it is not counted. */
  giftCardStale: boolean;
  shipping: ShippingQuote;
  /** How far the bag is from free home delivery; null when the shop does not offer it. */
  freeDelivery: FreeDeliveryProgress | null;
}

async function findPromotionTerms(db: Db) {
  const rows = await findSettingValues(db, PROMOTION_SETTINGS);
  return promotionTerms(Object.fromEntries(rows.map((row) => [row.type, row.value])));
}

async function findFreeDeliveryTerms(db: Db) {
  const rows = await findSettingValues(db, FREE_DELIVERY_SETTINGS);
  return freeDeliveryTerms(Object.fromEntries(rows.map((row) => [row.type, row.value])));
}

/** What home delivery charges: nothing with a free-shipping coupon; once free delivery is reached, only the express surcharge. */
async function chargedShipping(
  db: Db,
  choice: ShippingChoice | null,
  quote: ShippingQuote,
  coupon: AppliedCoupon | null,
  freeDelivery: FreeDeliveryProgress | null,
): Promise<number> {
  if (coupon?.freeShipping) return 0;
  if (choice === null || quote.cost === 0 || !freeDelivery?.reached) return quote.cost;
  const surcharge = (await findDeliveryMethod(db, choice.deliveryMethod))?.price ?? 0;
  return deliveryCostWithFreeDelivery(quote.cost - surcharge, surcharge, freeDelivery);
}

/**
 * Each line at the catalog's selling price, down to the member price when a membership applies, with
 * its share of the promotion; client-sent prices play no part.
 */
async function priceLines(
  db: Db,
  userId: number,
  memberDiscountPercent: number | null,
  now: Date,
): Promise<{ lines: PricedLine[]; promotion: PromotionProgress }> {
  const [rows, terms] = await Promise.all([findBagLines(db, userId), findPromotionTerms(db)]);
  const flashDealEntries = await findRunningFlashDealEntries(db, [...new Set(rows.map((row) => row.product_id))], now.toISOString());
  const promotion = promotionProgress(
    terms,
    rows.reduce((total, row) => total + row.quantity, 0),
  );
  const lines = rows.map((row) => {
    const amounts = lineAmounts(
      {
        unitPrice: row.price,
        strokedPrice: row.stroked_price,
        quantity: row.quantity,
        unitTax: row.tax,
        productDiscount: row,
        flashDiscounts: flashDealEntries
          .filter((entry) => entry.product_id === row.product_id)
          .map((entry) => flashDealDiscount(entry.discount, entry.discount_type)),
      },
      now,
    );
    // Each discount is worked out on one unit in whole poisha and taken once per unit, so that the
    // order's unit price less its unit discount, times the quantity, is the line total exactly.
    const membershipOnUnit =
      memberDiscountPercent === null
        ? 0
        : membershipUnitDiscount({ sellingPrice: amounts.sellingPrice, strokedPrice: amounts.originalUnitPrice }, memberDiscountPercent);
    const promotionOnUnit = promotionUnitDiscount(amounts.sellingPrice - membershipOnUnit, promotion);
    return {
      row,
      amounts,
      unitDiscount: row.price - amounts.sellingPrice + membershipOnUnit + promotionOnUnit,
      membershipDiscount: membershipOnUnit * row.quantity,
      promotionDiscount: promotionOnUnit * row.quantity,
      quantityLimit: lineQuantityLimit(row),
    };
  });
  return { lines, promotion };
}

/** The lines as a coupon sees them: what each sells for after every discount but the coupon's. */
export function couponScopedLines(lines: readonly PricedLine[]) {
  return lines.map((line) => ({
    productId: line.row.product_id,
    categoryId: line.row.category_id,
    total: line.amounts.sellingTotal - line.membershipDiscount - line.promotionDiscount,
  }));
}

async function findUsableCards(db: Db, userId: number, now: Date) {
  const [membership, giftCard] = await Promise.all([findAppliedMembership(db, userId), findAppliedGiftCard(db, userId)]);
  return {
    membership,
    usableMembership: membership && membershipRefusal(membership, now) === null ? membership : null,
    giftCard,
    usableGiftCard: giftCard && giftCardRefusal(giftCard, now) === null ? giftCard : null,
  };
}

/**
 * The caller's bag priced from the database now: the applied coupon and cards when they are still
 * valid, and shipping for the checkout's delivery choice (none for the bag panels).
 */
export async function priceBag(db: Db, userId: number, now: Date, shippingChoice: ShippingChoice | null = null): Promise<PricedBag> {
  const [cards, appliedCoupon, freeDeliveryTermsNow] = await Promise.all([
    findUsableCards(db, userId, now),
    findAppliedCoupon(db, userId),
    findFreeDeliveryTerms(db),
  ]);
  const { lines, promotion } = await priceLines(db, userId, cards.usableMembership?.discount_percent ?? null, now);
  const outcome = appliedCoupon ? await evaluateCoupon(db, appliedCoupon, couponScopedLines(lines), userId, now) : null;
  const coupon = appliedCoupon && outcome && outcome.refusal === null ? { coupon: appliedCoupon, ...outcome } : null;
  const quantityInBag = promotion.quantityInBag;
  const shipping = shippingChoice ? await quoteShipping(db, shippingChoice, quantityInBag) : NO_SHIPPING;
  const totalsLines = lines.map((line) => ({
    regularTotal: line.amounts.originalUnitPrice * line.row.quantity,
    sellingTotal: line.amounts.sellingTotal,
    membershipDiscount: line.membershipDiscount,
    promotionDiscount: line.promotionDiscount,
    tax: line.amounts.tax,
  }));
  const charges = { couponDiscount: coupon?.discount ?? 0, giftCardBalance: cards.usableGiftCard?.balance ?? 0 };
  const goods = bagTotals(totalsLines, { ...charges, shippingCost: 0 });
  const freeDelivery = freeDeliveryProgress(freeDeliveryAmount(goods.subTotal, goods.discount), freeDeliveryTermsNow);
  const totals = bagTotals(totalsLines, {
    ...charges,
    shippingCost: await chargedShipping(db, shippingChoice, shipping, coupon, freeDelivery),
  });
  return {
    lines,
    promotion,
    totals,
    coupon,
    couponStale: appliedCoupon !== undefined && coupon === null,
    membership: cards.usableMembership ? { membership: cards.usableMembership, discount: totals.membershipDiscount } : null,
    membershipStale: cards.membership !== undefined && cards.usableMembership === null,
    giftCard: cards.usableGiftCard ? { giftCard: cards.usableGiftCard, amount: totals.giftCardAmount } : null,
    giftCardStale: cards.giftCard !== undefined && cards.usableGiftCard === null,
    shipping: { zone: shipping.zone, cost: totals.shippingCost },
    freeDelivery,
  };
}

/** The summary drops what no longer fits the bag: a coupon below its minimum, expired or out of scope, a spent or expired card. */
export async function summariseBag(db: Db, userId: number, now: Date, shippingChoice: ShippingChoice | null = null): Promise<PricedBag> {
  const bag = await priceBag(db, userId, now, shippingChoice);
  if (bag.couponStale) await removeAppliedCoupon(db, userId);
  if (bag.membershipStale) await removeAppliedCard(db, userId, 'membership');
  if (bag.giftCardStale) await removeAppliedCard(db, userId, 'gift_card');
  return bag;
}

function stockNotAvailable(field: string): ValidationError {
  return new ValidationError({ [field]: ['Stock not available'] }, 'Stock not available');
}

export interface BagAddition {
  productId: number;
  barcode: string;
  quantity: number;
  affiliateRef: string | null;
  /** The request field a refused quantity is reported under. */
  quantityField: string;
}

/**
 * Adds every item or none; answers the number of lines in the bag. Each item is one statement that
 * finds its variant and adds to its line; one read of the bag's lines then gives every limit and the
 * count. Items are refused in their order: the first unknown variant or line past its limit.
 */
export async function addToBag(db: Db, userId: number, additions: readonly BagAddition[], now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const added: { addition: BagAddition; variantId: number; quantity: number }[] = [];
    for (const addition of additions) {
      const { productId, barcode, quantity, affiliateRef } = addition;
      const line = await addToVariantLine(trx, { userId, productId, barcode, quantity, affiliateRef, now });
      if (!line) break;
      added.push({ addition, ...line });
    }
    const lines = await findLinesWithLimits(trx, userId);
    for (const { addition, variantId, quantity } of added) {
      const line = lines.find((candidate) => candidate.variant_id === variantId);
      if (line && quantity > lineQuantityLimit(line)) throw stockNotAvailable(addition.quantityField);
    }
    if (added.length < additions.length) throw new NotFoundError('Product not found');
    await removeAppliedCoupon(trx, userId);
    return lines.filter((line) => line.published === 1).length;
  });
}

export async function changeLineQuantity(db: Db, userId: number, barcode: string, quantity: number, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const line = await findLineByBarcode(trx, userId, barcode);
    if (!line) throw new NotFoundError('Cart item not found');
    if (line.published !== 1) throw new NotFoundError('Product not found');
    if (quantity > lineQuantityLimit(line)) throw stockNotAvailable('quantity');
    await setLineQuantity(trx, line.id, quantity, now);
    await removeAppliedCoupon(trx, userId);
    return countLines(trx, userId);
  });
}

export interface BagRemoval {
  barcode: string;
  /** When given, the line must be of this product. */
  productId?: number;
  removeAll: boolean;
}

/** Takes one off the line, or the whole line when asked or when one is left. */
export async function removeFromBag(db: Db, userId: number, removal: BagRemoval, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const line = await findLineByBarcode(trx, userId, removal.barcode);
    if (!line || (removal.productId !== undefined && line.product_id !== removal.productId)) {
      throw new NotFoundError('Cart item not found');
    }
    if (removal.removeAll || line.quantity <= 1) await deleteLine(trx, line.id);
    else await setLineQuantity(trx, line.id, line.quantity - 1, now);
    await removeAppliedCoupon(trx, userId);
    return countLines(trx, userId);
  });
}
