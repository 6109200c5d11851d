import type { Db } from '@/server/db/connection';
import { ValidationError } from '@/server/http/errors';
import { countClicks, countClicksPerDay, findClickPage, type VisitRow } from './clickRepository';
import { conversionRate } from './commissionRules';
import { type DayRange, dayCount, daysOf, dhakaDay, instantBounds, rangeWithDefaults } from './dateRange';
import {
  countEarnings,
  type EarningHistoryRow,
  findApprovedEarningsBetween,
  findEarningPage,
  findReferredOrdersBetween,
} from './earningRepository';
import { type AffiliateBalance, findBalance } from './payoutService';
import {
  countPayments,
  countWithdrawRequests,
  findPaymentPage,
  findWithdrawRequestPage,
  type PaymentRow,
  type WithdrawRequestRow,
} from './payoutRepository';
import { type AffiliateRow, findUserReferral, type PageWindow } from './repository';

// What the affiliate's pages show: totals, statistics and daily figures over a range of Dhaka
// days, and the histories of earnings, visits, payments and withdraw requests.

export const HISTORY_PAGE_SIZE = 10;
export const MAX_GRAPH_DAYS = 366;

const RANGE_MESSAGES = {
  toBeforeFrom: 'The to field must be a date after or equal to from.',
  tooLong: `The date range must not be longer than ${MAX_GRAPH_DAYS} days.`,
} as const;

/** The range asked for with its defaults; `to` before `from`, or a range longer than `maxDays`, is refused. */
export function checkedRange(asked: Partial<DayRange>, now: Date, maxDays: number | null): DayRange {
  const range = rangeWithDefaults(asked, now);
  if (range.to < range.from) throw new ValidationError({ to: [RANGE_MESSAGES.toBeforeFrom] });
  if (maxDays !== null && dayCount(range) > maxDays) throw new ValidationError({ to: [RANGE_MESSAGES.tooLong] });
  return range;
}

export interface AffiliateSummary {
  affiliate: AffiliateRow;
  referralCode: string | null;
  balance: AffiliateBalance;
}

export async function findSummary(db: Db, affiliate: AffiliateRow): Promise<AffiliateSummary> {
  const [user, balance] = await Promise.all([findUserReferral(db, affiliate.user_id), findBalance(db, affiliate.id)]);
  return { affiliate, referralCode: user?.referral_code ?? null, balance };
}

/** Figures by Dhaka day; days without any are left out. */
interface DailyFigures {
  clicks: Map<string, number>;
  orders: Map<string, number>;
  /** Poisha. */
  earnings: Map<string, number>;
}

function addTo(totals: Map<string, number>, day: string, amount: number): void {
  totals.set(day, (totals.get(day) ?? 0) + amount);
}

async function findDailyFigures(db: Db, affiliateId: number, range: DayRange): Promise<DailyFigures> {
  const bounds = instantBounds(range);
  const [clicks, orders, approvedEarnings] = await Promise.all([
    countClicksPerDay(db, affiliateId, range.from, range.to),
    findReferredOrdersBetween(db, affiliateId, bounds),
    findApprovedEarningsBetween(db, affiliateId, bounds),
  ]);
  const figures: DailyFigures = { clicks, orders: new Map(), earnings: new Map() };
  for (const order of orders) addTo(figures.orders, dhakaDay(new Date(String(order.created_at))), 1);
  for (const earning of approvedEarnings) addTo(figures.earnings, dhakaDay(new Date(earning.updated_at)), earning.amount);
  return figures;
}

const sumOf = (totals: Map<string, number>) => [...totals.values()].reduce((total, value) => total + value, 0);

export interface AffiliateStats {
  clicks: number;
  orders: number;
  conversionRate: number;
  /** Approved within the range, poisha. */
  earnings: number;
  balance: AffiliateBalance;
}

export async function findStats(db: Db, affiliateId: number, range: DayRange): Promise<AffiliateStats> {
  const [figures, balance] = await Promise.all([findDailyFigures(db, affiliateId, range), findBalance(db, affiliateId)]);
  const clicks = sumOf(figures.clicks);
  const orders = sumOf(figures.orders);
  return { clicks, orders, conversionRate: conversionRate(orders, clicks), earnings: sumOf(figures.earnings), balance };
}

export interface DayFigures {
  date: string;
  clicks: number;
  orders: number;
  /** Poisha. */
  earnings: number;
}

/** One entry per day of the range, days without activity included. */
export async function findGraph(db: Db, affiliateId: number, range: DayRange): Promise<DayFigures[]> {
  const figures = await findDailyFigures(db, affiliateId, range);
  return daysOf(range).map((date) => ({
    date,
    clicks: figures.clicks.get(date) ?? 0,
    orders: figures.orders.get(date) ?? 0,
    earnings: figures.earnings.get(date) ?? 0,
  }));
}

export interface HistoryPage<Row> {
  rows: Row[];
  total: number;
}

function pageWindow(page: number): PageWindow {
  return { limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE };
}

async function historyPage<Row>(
  db: Db,
  affiliateId: number,
  page: number,
  findPage: (db: Db, affiliateId: number, window: PageWindow) => Promise<Row[]>,
  count: (db: Db, affiliateId: number) => Promise<number>,
): Promise<HistoryPage<Row>> {
  const [rows, total] = await Promise.all([findPage(db, affiliateId, pageWindow(page)), count(db, affiliateId)]);
  return { rows, total };
}

export function listEarnings(db: Db, affiliateId: number, page: number): Promise<HistoryPage<EarningHistoryRow>> {
  return historyPage(db, affiliateId, page, findEarningPage, countEarnings);
}

export function listVisits(db: Db, affiliateId: number, page: number): Promise<HistoryPage<VisitRow>> {
  return historyPage(db, affiliateId, page, findClickPage, countClicks);
}

export function listPayments(db: Db, affiliateId: number, page: number): Promise<HistoryPage<PaymentRow>> {
  return historyPage(db, affiliateId, page, findPaymentPage, countPayments);
}

export function listWithdrawRequests(db: Db, affiliateId: number, page: number): Promise<HistoryPage<WithdrawRequestRow>> {
  return historyPage(db, affiliateId, page, findWithdrawRequestPage, countWithdrawRequests);
}
