import * as z from 'zod/mini';
import { mutationAnswer, pageEnvelope, readEnvelope } from './envelope';
import { taka } from './money';

// The affiliate programme: where the customer stands with it, the affiliate's money and reports, their
// payout settings and the products they may promote. Amounts are taka.

const applicationStatus = z.enum(['none', 'pending', 'approved', 'rejected']);
const payoutMethod = z.enum(['bkash', 'nagad', 'bank']);
const earningStatus = z.enum(['pending', 'approved', 'cancelled', 'paid']);
const withdrawStatus = z.enum(['pending', 'approved', 'rejected']);

/** `GET /v2/affiliate/get_user`: where the caller stands with the programme. */
const affiliateStanding = z.object({
  status: applicationStatus,
  referral_code: z.nullable(z.string()),
  affiliate_status: z.number(),
});

/** `GET /v2/affiliate/user`: the approved affiliate and their money. */
const affiliateAccount = z.object({
  name: z.string(),
  phone: z.string(),
  referral_code: z.nullable(z.string()),
  /** Site-relative: `/?aff_ref=CODE`. */
  referral_path: z.nullable(z.string()),
  /** Approved earnings less approved and pending withdraw requests: what may be withdrawn. */
  balance: taka,
  pending_earnings: taka,
  total_earned: taka,
  total_withdrawn: taka,
});

/** `GET /v2/affiliate/affiliate_stats`: the figures of a date range. */
const affiliateStats = z.object({
  clicks: z.number(),
  orders: z.number(),
  /** Orders per 100 clicks, 2 decimals. */
  conversion_rate: z.number(),
  /** Approved earnings in the range. */
  earnings: taka,
  pending_earnings: taka,
  balance: taka,
});

/** One day of `GET /v2/affiliate/graph_data`; days without any activity come with zeros. */
const affiliateDay = z.object({
  date: z.string(),
  clicks: z.number(),
  orders: z.number(),
  earnings: taka,
});

const affiliateEarning = z.object({
  id: z.number(),
  order_code: z.string(),
  /** Null when neither the order line nor the product keeps a name any more. */
  product_name: z.nullable(z.string()),
  /** Percent. */
  rate: z.number(),
  amount: taka,
  status: earningStatus,
  date: z.string(),
});

const affiliateVisit = z.object({
  id: z.number(),
  date: z.string(),
  /** Site-relative: the page the visitor opened. */
  landing_url: z.nullable(z.string()),
  product_name: z.nullable(z.string()),
});

const affiliatePayment = z.object({
  id: z.number(),
  amount: taka,
  payment_method: payoutMethod,
  reference: z.nullable(z.string()),
  date: z.string(),
});

const withdrawRequest = z.object({
  id: z.number(),
  amount: taka,
  payment_method: payoutMethod,
  status: withdrawStatus,
  note: z.nullable(z.string()),
  date: z.string(),
});

const payoutAccounts = {
  bkash_number: z.optional(z.nullable(z.string())),
  nagad_number: z.optional(z.nullable(z.string())),
  bank_name: z.optional(z.nullable(z.string())),
  bank_account_name: z.optional(z.nullable(z.string())),
  bank_account_number: z.optional(z.nullable(z.string())),
  bank_branch: z.optional(z.nullable(z.string())),
};

/** `GET /v2/affiliate/payment/settings`: where payouts go, and the smallest withdrawal. */
const paymentSettings = z.object({
  /** Null until the affiliate saves their settings. */
  payment_method: z.nullable(payoutMethod),
  ...payoutAccounts,
  minimum_withdraw: taka,
});

/** The query of the affiliate's paginated histories: the page to list. */
export interface AffiliatePageQuery {
  page?: number;
}

/** The query of `GET /v2/affiliate/get_affiliate_items`: products whose name holds `search`, or all without it. */
export interface AffiliateItemsQuery extends AffiliatePageQuery {
  search?: string;
}

/** A published product the affiliate may promote, with what one unit sold at its price earns. */
const affiliateItem = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  thumbnail_image: z.nullable(z.string()),
  price: taka,
  commission_rate: z.number(),
  commission_amount: taka,
});

export const affiliateStandingAnswer = readEnvelope(affiliateStanding);
export const affiliateAccountAnswer = readEnvelope(affiliateAccount);
export const affiliateStatsAnswer = readEnvelope(affiliateStats);
export const affiliateGraph = readEnvelope(z.array(affiliateDay));
export const affiliateEarnings = pageEnvelope(affiliateEarning);
export const affiliateVisits = pageEnvelope(affiliateVisit);
export const affiliatePayments = pageEnvelope(affiliatePayment);
export const withdrawRequests = pageEnvelope(withdrawRequest);
export const paymentSettingsAnswer = readEnvelope(paymentSettings);
export const affiliateItems = pageEnvelope(affiliateItem);

/** `POST /v2/affiliate/registration`: the application's status once received. */
export const applicationAnswer = z.object({ ...mutationAnswer.shape, data: z.object({ status: applicationStatus }) });

/** `POST /v2/affiliate/url_generate`: the link, site-relative, carrying the affiliate's aff_ref. */
export const generatedUrlAnswer = z.object({ ...mutationAnswer.shape, url: z.string() });

export type AffiliateApplicationStatus = z.output<typeof applicationStatus>;
export type PayoutMethod = z.output<typeof payoutMethod>;
export type EarningStatus = z.output<typeof earningStatus>;
export type WithdrawStatus = z.output<typeof withdrawStatus>;
export type AffiliateStanding = z.output<typeof affiliateStanding>;
export type AffiliateAccount = z.output<typeof affiliateAccount>;
export type AffiliateStats = z.output<typeof affiliateStats>;
export type AffiliateDay = z.output<typeof affiliateDay>;
export type AffiliateEarning = z.output<typeof affiliateEarning>;
export type AffiliateVisit = z.output<typeof affiliateVisit>;
export type AffiliatePayment = z.output<typeof affiliatePayment>;
export type WithdrawRequest = z.output<typeof withdrawRequest>;
export type PaymentSettings = z.output<typeof paymentSettings>;
export type AffiliateItem = z.output<typeof affiliateItem>;
export type ApplicationAnswer = z.output<typeof applicationAnswer>;
export type GeneratedUrlAnswer = z.output<typeof generatedUrlAnswer>;

/** Days as `YYYY-MM-DD`, both included: the query of the stats and graph reads. */
export interface DateRange {
  from: string;
  to: string;
}

/** `POST /v2/affiliate/payment/settings/store`: where payouts go, the chosen method and its number or account. */
export interface PayoutDetails {
  payment_method: PayoutMethod;
  bkash_number?: string | null;
  nagad_number?: string | null;
  bank_name?: string | null;
  bank_account_name?: string | null;
  bank_account_number?: string | null;
  bank_branch?: string | null;
}

/** `POST /v2/affiliate/registration`. */
export interface AffiliateApplication extends PayoutDetails {
  name: string;
  phone: string;
  promotion_plan: string;
}

/** `POST /v2/affiliate/withdraw_request/store`. */
export interface WithdrawalRequest {
  /** Taka, with at most two decimals. */
  amount: number;
}

/** `POST /v2/affiliate/url_generate`: a link to this shop, to be given the affiliate's referral code. */
export interface ReferralUrlRequest {
  url: string;
}

/** `POST /v2/admin/affiliate-withdrawals/{id}/pay`: the back office's reference of the payout it made. */
export interface WithdrawalPayment {
  reference: string;
}

/** `POST /v2/admin/affiliate-withdrawals/{id}/reject`: why the back office refused the withdrawal. */
export interface WithdrawalRejection {
  note: string;
}

/** `POST /v2/affiliate/click`: a visit that came through an affiliate's link. */
export interface ReferralClick {
  aff_ref: string;
  landing_url: string;
  product_slug?: string;
}
