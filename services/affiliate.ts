import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer, PaginatedResponse, ReadResponse } from '@/contract/envelope';

// The affiliate programme. Every call but the click needs a customer token; the
// affiliate's own data answers 403 to customers who are not approved affiliates, and every call answers
// 404 while the affiliate_system setting is off.

export type AffiliateApplicationStatus = 'none' | 'pending' | 'approved' | 'rejected';
export type PayoutMethod = 'bkash' | 'nagad' | 'bank';
export type EarningStatus = 'pending' | 'approved' | 'cancelled' | 'paid';
export type WithdrawStatus = 'pending' | 'approved' | 'rejected';

/** Where the caller stands with the programme (`GET /v2/affiliate/get_user`). */
export interface AffiliateStanding {
  status: AffiliateApplicationStatus;
  referral_code: string | null;
  affiliate_status: number;
}

/** The approved affiliate and their money, in taka (`GET /v2/affiliate/user`). */
export interface AffiliateAccount {
  name: string;
  phone: string;
  referral_code: string | null;
  /** Site-relative: `/?aff_ref=CODE`. */
  referral_path: string | null;
  /** Approved earnings less approved and pending withdraw requests: what may be withdrawn. */
  balance: number;
  pending_earnings: number;
  total_earned: number;
  total_withdrawn: number;
}

/** Days as `YYYY-MM-DD`, both included. */
export interface DateRange {
  from: string;
  to: string;
}

export interface AffiliateStats {
  clicks: number;
  orders: number;
  /** Orders per 100 clicks, 2 decimals. */
  conversion_rate: number;
  /** Approved earnings in the range. */
  earnings: number;
  pending_earnings: number;
  balance: number;
}

/** One day of activity; days without any are answered too, with zeros. */
export interface AffiliateDay {
  date: string;
  clicks: number;
  orders: number;
  earnings: number;
}

export interface AffiliateEarning {
  id: number;
  order_code: string;
  product_name: string;
  /** Percent. */
  rate: number;
  amount: number;
  status: EarningStatus;
  date: string;
}

export interface AffiliateVisit {
  id: number;
  date: string;
  /** Site-relative: the page the visitor opened. */
  landing_url: string | null;
  product_name: string | null;
}

export interface AffiliatePayment {
  id: number;
  amount: number;
  payment_method: PayoutMethod;
  reference: string | null;
  date: string;
}

export interface WithdrawRequest {
  id: number;
  amount: number;
  payment_method: PayoutMethod;
  status: WithdrawStatus;
  note: string | null;
  date: string;
}

/** Where payouts go: the chosen method and its number or account. */
export interface PayoutDetails {
  payment_method: PayoutMethod;
  bkash_number?: string | null;
  nagad_number?: string | null;
  bank_name?: string | null;
  bank_account_name?: string | null;
  bank_account_number?: string | null;
  bank_branch?: string | null;
}

export interface PaymentSettings extends Omit<PayoutDetails, 'payment_method'> {
  /** Null until the affiliate saves their settings. */
  payment_method: PayoutMethod | null;
  /** The smallest withdrawal, in taka. */
  minimum_withdraw: number;
}

export interface AffiliateApplication extends PayoutDetails {
  name: string;
  phone: string;
  promotion_plan: string;
}

export interface ApplicationAnswer extends MutationAnswer {
  data: { status: AffiliateApplicationStatus };
}

export interface GeneratedUrlAnswer extends MutationAnswer {
  /** Site-relative, carrying the affiliate's aff_ref. */
  url: string;
}

/** A published product the affiliate may promote, with what one unit sold at its price earns. */
export interface AffiliateItem {
  id: number;
  name: string;
  slug: string;
  thumbnail_image: string | null;
  price: number;
  commission_rate: number;
  commission_amount: number;
}

export interface ReferralClick {
  aff_ref: string;
  landing_url: string;
  product_slug?: string;
}

const AFFILIATE = '/v2/affiliate';

async function read<T>(path: string, options?: RequestOptions, params?: object): Promise<T> {
  const response = await http.get<ReadResponse<T>>(`${AFFILIATE}${path}`, requestConfig(options, { params }));
  return response.data.data;
}

async function readPage<T>(path: string, params: object, options?: RequestOptions): Promise<PaginatedResponse<T>> {
  const response = await http.get<PaginatedResponse<T>>(`${AFFILIATE}${path}`, requestConfig(options, { params }));
  return response.data;
}

async function write<T extends MutationAnswer>(path: string, body: object, options?: RequestOptions): Promise<T> {
  const response = await http.post<T>(`${AFFILIATE}${path}`, body, requestConfig(options));
  return response.data;
}

export function getAffiliateStanding(options?: RequestOptions): Promise<AffiliateStanding> {
  return read('/get_user', options);
}

/** `POST /v2/affiliate/registration`: a second application rejects with a 422. */
export function applyAsAffiliate(application: AffiliateApplication, options?: RequestOptions): Promise<ApplicationAnswer> {
  return write('/registration', application, options);
}

export function getAffiliateAccount(options?: RequestOptions): Promise<AffiliateAccount> {
  return read('/user', options);
}

export function getAffiliateStats(range: DateRange, options?: RequestOptions): Promise<AffiliateStats> {
  return read('/affiliate_stats', options, range);
}

/** One entry a day of the range (at most 366 days). */
export function getAffiliateGraph(range: DateRange, options?: RequestOptions): Promise<AffiliateDay[]> {
  return read('/graph_data', options, range);
}

export function listEarnings(page: number, options?: RequestOptions): Promise<PaginatedResponse<AffiliateEarning>> {
  return readPage('/referrals/earning-history', { page }, options);
}

export function listVisits(page: number, options?: RequestOptions): Promise<PaginatedResponse<AffiliateVisit>> {
  return readPage('/visits', { page }, options);
}

export function listPayments(page: number, options?: RequestOptions): Promise<PaginatedResponse<AffiliatePayment>> {
  return readPage('/user/payment_history', { page }, options);
}

export function listWithdrawRequests(page: number, options?: RequestOptions): Promise<PaginatedResponse<WithdrawRequest>> {
  return readPage('/user/withdraw_request_history', { page }, options);
}

export function getPaymentSettings(options?: RequestOptions): Promise<PaymentSettings> {
  return read('/payment/settings', options);
}

export function savePaymentSettings(details: PayoutDetails, options?: RequestOptions): Promise<MutationAnswer> {
  return write('/payment/settings/store', details, options);
}

/** Refusals (minimum, balance, one pending request, settings first) are 422s under `amount` or `payment_method`. */
export function requestWithdrawal(amount: number, options?: RequestOptions): Promise<MutationAnswer> {
  return write('/withdraw_request/store', { amount }, options);
}

/** Any link to this shop with the affiliate's aff_ref; other links reject with a 422. */
export function generateReferralUrl(url: string, options?: RequestOptions): Promise<GeneratedUrlAnswer> {
  return write('/url_generate', { url }, options);
}

export function listAffiliateItems(page: number, search: string, options?: RequestOptions): Promise<PaginatedResponse<AffiliateItem>> {
  return readPage('/get_affiliate_items', search ? { page, search } : { page }, options);
}

/** Guests too: one click per affiliate, visitor and day counts; unknown codes answer `result: false`. */
export function recordAffiliateClick(click: ReferralClick, options?: RequestOptions): Promise<MutationAnswer> {
  return write('/click', click, options);
}
