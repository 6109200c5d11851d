// The affiliate reports' date ranges: whole days as `YYYY-MM-DD`, counted in Dhaka where the shop is.

import { DEFAULT_LOCALE, dateFormat, intlLocale, type Locale } from './locale';

export interface DayRange {
  from: string;
  to: string;
}

export type DayRangeField = keyof DayRange;

export const DEFAULT_RANGE_DAYS = 30;
/** The server answers at most a year (a leap one included) of daily figures. */
export const MAX_RANGE_DAYS = 366;

export const DAY_RANGE_MESSAGES = {
  fromMissing: 'Choose a start date',
  toMissing: 'Choose an end date',
  fromAfterTo: 'The start date must be on or before the end date',
  toInFuture: 'The end date cannot be after today',
  tooLong: `Choose a range of at most ${MAX_RANGE_DAYS} days`,
} as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DHAKA_DAY: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' };

/** Today (or the day of `now`) in Dhaka, `YYYY-MM-DD`. */
export function dhakaDay(now: Date): string {
  return dateFormat('en-CA', DHAKA_DAY).format(now);
}

/** Midnight UTC of a real calendar day, or null (`2026-02-30` is not one). */
function dayTime(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const check = new Date(time);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? time : null;
}

export function isCalendarDay(value: string): boolean {
  return dayTime(value) !== null;
}

function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** `2026-11-30` + 1 -> `2026-12-01`. */
export function addDays(day: string, count: number): string {
  const time = dayTime(day);
  if (time === null) throw new Error(`not a calendar day: ${day}`);
  return dayOf(time + count * DAY_MS);
}

/** How many days the range covers, both ends included. */
export function daysInRange({ from, to }: DayRange): number {
  const start = dayTime(from);
  const end = dayTime(to);
  if (start === null || end === null) return 0;
  return Math.round((end - start) / DAY_MS) + 1;
}

/** The last `count` days up to and including today. */
export function lastDays(count: number, now: Date): DayRange {
  const to = dhakaDay(now);
  return { from: addDays(to, 1 - count), to };
}

/** What is wrong with a chosen range, per field; nothing for a range the reports can show. */
export function dayRangeErrors(range: DayRange, today: string): Partial<Record<DayRangeField, string>> {
  const errors: Partial<Record<DayRangeField, string>> = {};
  if (!isCalendarDay(range.from)) errors.from = DAY_RANGE_MESSAGES.fromMissing;
  if (!isCalendarDay(range.to)) errors.to = DAY_RANGE_MESSAGES.toMissing;
  else if (range.to > today) errors.to = DAY_RANGE_MESSAGES.toInFuture;
  if (errors.from || errors.to) return errors;
  if (range.from > range.to) errors.from = DAY_RANGE_MESSAGES.fromAfterTo;
  else if (daysInRange(range) > MAX_RANGE_DAYS) errors.from = DAY_RANGE_MESSAGES.tooLong;
  return errors;
}

type QueryValue = string | string[] | undefined;

const firstValue = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);

/** `?from=&to=` when they make a range the reports can show, else the last 30 days. */
export function dayRangeFromQuery(from: QueryValue, to: QueryValue, now: Date): DayRange {
  const range = { from: firstValue(from) ?? '', to: firstValue(to) ?? '' };
  return Object.keys(dayRangeErrors(range, dhakaDay(now))).length === 0 ? range : lastDays(DEFAULT_RANGE_DAYS, now);
}

// A calendar day is the same everywhere: Bangla names it from its UTC midnight.
const BANGLA_DAY: Record<'short' | 'withYear', Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  withYear: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
};

/** `2026-11-05` -> `5 Nov`, or `5 Nov 2026` with the year; in Bangla `৫ নভে`, `৫ নভে, ২০২৬`. */
export function formatDay(day: string, withYear = false, locale: Locale = DEFAULT_LOCALE): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return day;
  if (locale === 'bn') {
    const time = dayTime(day);
    return time === null ? day : dateFormat(intlLocale('bn'), BANGLA_DAY[withYear ? 'withYear' : 'short']).format(time);
  }
  const label = `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]}`;
  return withYear ? `${label} ${match[1]}` : label;
}

/** `1 Nov – 30 Nov 2026`, or `5 Dec 2025 – 3 Jan 2026` across years. */
export function formatDayRange({ from, to }: DayRange, locale: Locale = DEFAULT_LOCALE): string {
  if (from === to) return formatDay(to, true, locale);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatDay(from, !sameYear, locale)} – ${formatDay(to, true, locale)}`;
}
