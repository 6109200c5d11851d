import type { Db } from '@/server/db/connection';
import { referralCodeFrom } from '@/utils/affiliateReferral';
import { findCommissionRates } from './commissionRates';
import { commissionAmount, isWithinReferralWindow } from './commissionRules';
import { findOrderItemIds, insertEarnings, moveOrderEarnings, type NewEarning, setOrderAffiliate } from './earningRepository';
import { findApprovedAffiliatesByCodes } from './repository';
import { readAffiliateSettings } from './settings';

// Commissions follow the order: recorded pending at placement (inside its transaction), approved
// when it is delivered, cancelled when it is released (cancelled, or its online payment declined).

/** An order item as checkout writes it: `line_total` is after product, membership and promotion discounts (poisha). */
interface CommissionItem {
  product_id: number;
  variant_id: number;
  line_total: number;
}

/** A bag line the order was made of, with the referral the storefront sent when it was added. */
interface CommissionLine {
  row: { variant_id: number; affiliate_ref: string | null; updated_at: string };
}

export interface OrderCommissions {
  orderId: number;
  buyerUserId: number;
  items: readonly CommissionItem[];
  lines: readonly CommissionLine[];
  now: Date;
}

/** The referral code of each line whose referral still counts, by variant. */
function referredVariants(lines: readonly CommissionLine[], now: Date, validationDays: number): Map<number, string> {
  const codes = new Map<number, string>();
  for (const { row } of lines) {
    const code = referralCodeFrom(row.affiliate_ref);
    if (code !== null && isWithinReferralWindow(row.updated_at, now, validationDays)) codes.set(row.variant_id, code);
  }
  return codes;
}

/**
 * Records a pending commission for every order item whose bag line was referred, within the
 * window, by an approved affiliate other than the buyer, and marks the order as the affiliate's.
 * Coupon, shipping and tax are not part of an item's line total, so they earn nothing.
 */
export async function recordOrderCommissions(trx: Db, { orderId, buyerUserId, items, lines, now }: OrderCommissions): Promise<void> {
  const settings = await readAffiliateSettings(trx);
  if (!settings.enabled) return;
  const codeByVariant = referredVariants(lines, now, settings.validationDays);
  if (codeByVariant.size === 0) return;
  const affiliates = await findApprovedAffiliatesByCodes(trx, [...new Set(codeByVariant.values())]);
  const affiliateByCode = new Map(affiliates.map((affiliate) => [affiliate.referral_code, affiliate]));
  const referredItems = items.flatMap((item) => {
    const affiliate = affiliateByCode.get(codeByVariant.get(item.variant_id) ?? '');
    return affiliate && affiliate.user_id !== buyerUserId ? [{ item, affiliateId: affiliate.id }] : [];
  });
  if (referredItems.length === 0) return;
  const [rates, itemIds] = await Promise.all([
    findCommissionRates(
      trx,
      referredItems.map(({ item }) => item.product_id),
      settings.defaultCommissionRate,
    ),
    findOrderItemIds(trx, orderId),
  ]);
  const itemIdByVariant = new Map(itemIds.map((item) => [item.variant_id, item.id]));
  const earnings: NewEarning[] = referredItems
    .map(({ item, affiliateId }) => {
      const rate = rates.get(item.product_id) ?? settings.defaultCommissionRate;
      return {
        affiliate_user_id: affiliateId,
        order_id: orderId,
        order_item_id: itemIdByVariant.get(item.variant_id) ?? null,
        product_id: item.product_id,
        rate,
        amount: commissionAmount(item.line_total, rate),
      };
    })
    .filter((earning) => earning.amount > 0);
  if (earnings.length === 0) return;
  await insertEarnings(trx, earnings, now);
  await setOrderAffiliate(trx, orderId, earnings[0].affiliate_user_id);
}

/** The order was delivered: its commissions can be withdrawn. */
export async function approveOrderEarnings(trx: Db, orderId: number, now: Date): Promise<void> {
  await moveOrderEarnings(trx, orderId, ['pending'], 'approved', now);
}

/** The order was released: it earns nothing. */
export async function cancelOrderEarnings(trx: Db, orderId: number, now: Date): Promise<void> {
  await moveOrderEarnings(trx, orderId, ['pending', 'approved'], 'cancelled', now);
}
