import type * as z from 'zod/mini';
import type {
  affiliateAccountAnswer,
  affiliateEarnings,
  affiliateGraph,
  affiliateItems,
  affiliatePayments,
  affiliateStandingAnswer,
  affiliateStatsAnswer,
  affiliateVisits,
  paymentSettingsAnswer,
  withdrawRequests,
} from '@/contract/affiliate';
import { referralPath } from '@/utils/affiliateReferral';
import { poishaToTaka } from '@/utils/money';
import type { VisitRow } from './clickRepository';
import type { EarningHistoryRow } from './earningRepository';
import type { AffiliateItem } from './itemService';
import type { PaymentSettingsView } from './payoutService';
import type { PaymentRow, WithdrawRequestRow } from './payoutRepository';
import type { AffiliateStats, AffiliateSummary, DayFigures } from './reportService';
import type { ApplicationState } from './registrationService';

// The JSON of the affiliate endpoints: money in taka, timestamps ISO.

export function toApplicationState(state: ApplicationState): z.input<typeof affiliateStandingAnswer>['data'] {
  return { status: state.status, referral_code: state.referralCode, affiliate_status: state.affiliateStatus };
}

export function toAffiliateSummary({ affiliate, referralCode, balance }: AffiliateSummary): z.input<typeof affiliateAccountAnswer>['data'] {
  return {
    name: affiliate.name,
    phone: affiliate.phone,
    referral_code: referralCode,
    referral_path: referralCode === null ? null : referralPath(referralCode),
    balance: poishaToTaka(balance.balance),
    pending_earnings: poishaToTaka(balance.pendingEarnings),
    total_earned: poishaToTaka(balance.totalEarned),
    total_withdrawn: poishaToTaka(balance.totalWithdrawn),
  };
}

export function toStats(stats: AffiliateStats): z.input<typeof affiliateStatsAnswer>['data'] {
  return {
    clicks: stats.clicks,
    orders: stats.orders,
    conversion_rate: stats.conversionRate,
    earnings: poishaToTaka(stats.earnings),
    pending_earnings: poishaToTaka(stats.balance.pendingEarnings),
    balance: poishaToTaka(stats.balance.balance),
  };
}

export function toDayFigures(day: DayFigures): z.input<typeof affiliateGraph>['data'][number] {
  return { date: day.date, clicks: day.clicks, orders: day.orders, earnings: poishaToTaka(day.earnings) };
}

export function toEarning(row: EarningHistoryRow): z.input<typeof affiliateEarnings>['data'][number] {
  return {
    id: row.id,
    order_code: row.order_code,
    product_name: row.item_product_name ?? row.product_name,
    rate: Number(row.rate),
    amount: poishaToTaka(row.amount),
    status: row.status,
    date: row.created_at,
  };
}

export function toVisit(row: VisitRow): z.input<typeof affiliateVisits>['data'][number] {
  return { id: row.id, date: row.created_at, landing_url: row.landing_url, product_name: row.product_name };
}

export function toPayment(row: PaymentRow): z.input<typeof affiliatePayments>['data'][number] {
  return { id: row.id, amount: poishaToTaka(row.amount), payment_method: row.payment_method, reference: row.reference, date: row.created_at };
}

export function toWithdrawRequest(row: WithdrawRequestRow): z.input<typeof withdrawRequests>['data'][number] {
  return {
    id: row.id,
    amount: poishaToTaka(row.amount),
    payment_method: row.payment_method,
    status: row.status,
    note: row.note,
    date: row.created_at,
  };
}

export function toPaymentSettings(settings: PaymentSettingsView): z.input<typeof paymentSettingsAnswer>['data'] {
  return {
    payment_method: settings.payment_method,
    bkash_number: settings.bkash_number,
    nagad_number: settings.nagad_number,
    bank_name: settings.bank_name,
    bank_account_name: settings.bank_account_name,
    bank_account_number: settings.bank_account_number,
    bank_branch: settings.bank_branch,
    minimum_withdraw: poishaToTaka(settings.minimumWithdraw),
  };
}

export function toAffiliateItem(item: AffiliateItem): z.input<typeof affiliateItems>['data'][number] {
  return {
    id: item.product.id,
    name: item.product.name,
    slug: item.product.slug,
    thumbnail_image: item.product.thumbnail_image,
    price: poishaToTaka(item.sellingPrice),
    commission_rate: item.rate,
    commission_amount: poishaToTaka(item.commission),
  };
}
