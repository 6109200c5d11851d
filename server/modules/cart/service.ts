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
  promotionDiscount,
  promotionProgress,
  promotionTerms,
} from '@/utils/bagPricing';
import { flashDealDiscount } from '@/utils/catalogPricing';
import {
  addToLine,
  type BagLineRow,
  countLines,
  deleteLine,
  findBagLines,
  findLineByBarcode,
  findPublishedVariant,
  setLineQuantity,
} from './repository';

// The bag: one pricing function for the list, the summary, coupons and order placement, and the
// changes a shopper makes. Every change runs in a transaction and removes the applied coupon.

const PROMOTION_SETTINGS = ['promotion_title', 'promotion_buy_quantity', 'promotion_discount_percent'];

/** Delivery is chosen at checkout, so the bag itself costs nothing to ship. */
const BAG_SHIPPING_COST = 0;

export interface PricedLine {
  row: BagLineRow;
  amounts: LineAmounts;
  /** The promotion's discount on the line, in poisha. */
  promotionDiscount: number;
  /** The most the line may hold now. */
  quantityLimit: number;
}

export interface AppliedCoupon {
  coupon: CouponRow;
  discount: number;
  freeShipping: boolean;
}

export interface PricedBag {
  lines: PricedLine[];
  promotion: PromotionProgress;
  /** In poisha; the discount is the applied coupon's. */
  totals: BagTotals;
  coupon: AppliedCoupon | null;
  /** A coupon is applied but no longer valid for the bag: it is not counted. */
  couponStale: boolean;
}

async function findPromotionTerms(db: Db) {
  const rows = await findSettingValues(db, PROMOTION_SETTINGS);
  return promotionTerms(Object.fromEntries(rows.map((row) => [row.type, row.value])));
}

/** Each line at the catalog's selling price with its share of the promotion; client-sent prices play no part. */
async function priceLines(db: Db, userId: number, now: Date): Promise<{ lines: PricedLine[]; promotion: PromotionProgress }> {
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
    return { row, amounts, promotionDiscount: promotionDiscount(amounts.sellingTotal, promotion), quantityLimit: lineQuantityLimit(row) };
  });
  return { lines, promotion };
}

/** The lines as a coupon sees them: what each sells for after every discount but the coupon's. */
export function couponScopedLines(lines: readonly PricedLine[]) {
  return lines.map((line) => ({
    productId: line.row.product_id,
    categoryId: line.row.category_id,
    total: line.amounts.sellingTotal - line.promotionDiscount,
  }));
}

/** The caller's bag priced from the database now, with the applied coupon when it is still valid. */
export async function priceBag(db: Db, userId: number, now: Date): Promise<PricedBag> {
  const [{ lines, promotion }, appliedCoupon] = await Promise.all([priceLines(db, userId, now), findAppliedCoupon(db, userId)]);
  const outcome = appliedCoupon ? await evaluateCoupon(db, appliedCoupon, couponScopedLines(lines), userId, now) : null;
  const coupon = appliedCoupon && outcome && outcome.refusal === null ? { coupon: appliedCoupon, ...outcome } : null;
  return {
    lines,
    promotion,
    totals: bagTotals(
      lines.map((line) => ({ sellingTotal: line.amounts.sellingTotal, promotionDiscount: line.promotionDiscount, tax: line.amounts.tax })),
      coupon?.discount ?? 0,
      BAG_SHIPPING_COST,
    ),
    coupon,
    couponStale: appliedCoupon !== undefined && coupon === null,
  };
}

/** The summary drops an applied coupon that no longer fits the bag (below its minimum, expired, out of scope). */
export async function summariseBag(db: Db, userId: number, now: Date): Promise<PricedBag> {
  const bag = await priceBag(db, userId, now);
  if (bag.couponStale) await removeAppliedCoupon(db, userId);
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

async function addLine(trx: Db, userId: number, addition: BagAddition, now: Date): Promise<void> {
  const variant = await findPublishedVariant(trx, addition.productId, addition.barcode);
  if (!variant) throw new NotFoundError('Product not found');
  const quantity = await addToLine(trx, {
    userId,
    productId: variant.product_id,
    variantId: variant.id,
    quantity: addition.quantity,
    affiliateRef: addition.affiliateRef,
    now,
  });
  if (quantity > lineQuantityLimit(variant)) throw stockNotAvailable(addition.quantityField);
}

/** Adds every item or none; answers the number of lines in the bag. */
export async function addToBag(db: Db, userId: number, additions: readonly BagAddition[], now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    for (const addition of additions) await addLine(trx, userId, addition, now);
    await removeAppliedCoupon(trx, userId);
    return countLines(trx, userId);
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
