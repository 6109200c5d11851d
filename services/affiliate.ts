import { type Answer, http, requestConfig, type RequestOptions } from './http';
import type {
  AffiliateAccount,
  AffiliateApplication,
  AffiliateDay,
  AffiliateEarning,
  AffiliateItem,
  AffiliateItemsQuery,
  AffiliatePageQuery,
  AffiliatePayment,
  AffiliateStanding,
  AffiliateStats,
  AffiliateVisit,
  ApplicationAnswer,
  DateRange,
  GeneratedUrlAnswer,
  PaymentSettings,
  PayoutDetails,
  ReferralClick,
  ReferralUrlRequest,
  WithdrawalRequest,
  WithdrawRequest,
} from '@/contract/affiliate';
import type { MutationAnswer, PaginatedResponse } from '@/contract/envelope';

// The affiliate programme. Every call but the click needs a customer token; the
// affiliate's own data answers 403 to customers who are not approved affiliates, and every call answers
// 404 while the affiliate_system setting is off.

export type {
  AffiliateAccount,
  AffiliateApplicationStatus,
  AffiliateDay,
  AffiliateEarning,
  AffiliateItem,
  AffiliatePayment,
  AffiliateStats,
  AffiliateVisit,
  PaymentSettings,
  PayoutMethod,
  WithdrawRequest,
} from '@/contract/affiliate';

const AFFILIATE = '/v2/affiliate';

type AffiliateRead = 'affiliateStanding' | 'affiliateAccount' | 'affiliateStats' | 'affiliateGraph' | 'paymentSettings';
type AffiliatePage = 'affiliateEarnings' | 'affiliateVisits' | 'affiliatePayments' | 'withdrawRequests' | 'affiliateItems';
type AffiliateWrite = 'mutation' | 'affiliateApplication' | 'generatedUrl';

async function read<K extends AffiliateRead>(path: string, answer: K, options?: RequestOptions, params?: object): Promise<Answer<K>['data']> {
  const response = await http.get(`${AFFILIATE}${path}`, requestConfig(options, { params }), answer);
  return response.data.data;
}

async function readPage<K extends AffiliatePage>(path: string, answer: K, params: AffiliatePageQuery, options?: RequestOptions): Promise<Answer<K>> {
  const response = await http.get(`${AFFILIATE}${path}`, requestConfig(options, { params }), answer);
  return response.data;
}

async function write<K extends AffiliateWrite>(path: string, answer: K, body: object, options?: RequestOptions): Promise<Answer<K>> {
  const response = await http.post(`${AFFILIATE}${path}`, body, requestConfig(options), answer);
  return response.data;
}

export function getAffiliateStanding(options?: RequestOptions): Promise<AffiliateStanding> {
  return read('/get_user', 'affiliateStanding', options);
}

/** `POST /v2/affiliate/registration`: a second application rejects with a 422. */
export function applyAsAffiliate(application: AffiliateApplication, options?: RequestOptions): Promise<ApplicationAnswer> {
  return write('/registration', 'affiliateApplication', application, options);
}

export function getAffiliateAccount(options?: RequestOptions): Promise<AffiliateAccount> {
  return read('/user', 'affiliateAccount', options);
}

export function getAffiliateStats(range: DateRange, options?: RequestOptions): Promise<AffiliateStats> {
  return read('/affiliate_stats', 'affiliateStats', options, range);
}

/** One entry a day of the range (at most 366 days). */
export function getAffiliateGraph(range: DateRange, options?: RequestOptions): Promise<AffiliateDay[]> {
  return read('/graph_data', 'affiliateGraph', options, range);
}

export function listEarnings(page: number, options?: RequestOptions): Promise<PaginatedResponse<AffiliateEarning>> {
  return readPage('/referrals/earning-history', 'affiliateEarnings', { page }, options);
}

export function listVisits(page: number, options?: RequestOptions): Promise<PaginatedResponse<AffiliateVisit>> {
  return readPage('/visits', 'affiliateVisits', { page }, options);
}

export function listPayments(page: number, options?: RequestOptions): Promise<PaginatedResponse<AffiliatePayment>> {
  return readPage('/user/payment_history', 'affiliatePayments', { page }, options);
}

export function listWithdrawRequests(page: number, options?: RequestOptions): Promise<PaginatedResponse<WithdrawRequest>> {
  return readPage('/user/withdraw_request_history', 'withdrawRequests', { page }, options);
}

export function getPaymentSettings(options?: RequestOptions): Promise<PaymentSettings> {
  return read('/payment/settings', 'paymentSettings', options);
}

export function savePaymentSettings(details: PayoutDetails, options?: RequestOptions): Promise<MutationAnswer> {
  return write('/payment/settings/store', 'mutation', details, options);
}

/** Refusals (minimum, balance, one pending request, settings first) are 422s under `amount` or `payment_method`. */
export function requestWithdrawal(amount: number, options?: RequestOptions): Promise<MutationAnswer> {
  const body: WithdrawalRequest = { amount };
  return write('/withdraw_request/store', 'mutation', body, options);
}

/** Any link to this shop with the affiliate's aff_ref; other links reject with a 422. */
export function generateReferralUrl(url: string, options?: RequestOptions): Promise<GeneratedUrlAnswer> {
  const body: ReferralUrlRequest = { url };
  return write('/url_generate', 'generatedUrl', body, options);
}

export function listAffiliateItems(page: number, search: string, options?: RequestOptions): Promise<PaginatedResponse<AffiliateItem>> {
  const query: AffiliateItemsQuery = search ? { page, search } : { page };
  return readPage('/get_affiliate_items', 'affiliateItems', query, options);
}

/** Guests too: one click per affiliate, visitor and day counts; unknown codes answer `result: false`. */
export function recordAffiliateClick(click: ReferralClick, options?: RequestOptions): Promise<MutationAnswer> {
  return write('/click', 'mutation', click, options);
}
