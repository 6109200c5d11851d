// Days as the shop counts them: calendar days in Dhaka (UTC+6 all year), written YYYY-MM-DD.

const DAY_MS = 24 * 60 * 60 * 1000;
const DHAKA_UTC_OFFSET_MS = 6 * 60 * 60 * 1000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DEFAULT_RANGE_DAYS = 30;

export interface DayRange {
  from: string;
  to: string;
}

/** The Dhaka calendar day of an instant. */
export function dhakaDay(instant: Date): string {
  return new Date(instant.getTime() + DHAKA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function dayCount({ from, to }: DayRange): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS) + 1;
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: Math.max(0, dayCount(range)) }, (_, index) => addDays(range.from, index));
}

/** The range as instants: from the first day's Dhaka midnight up to (not including) the midnight after the last. */
export function instantBounds(range: DayRange): { start: string; end: string } {
  const midnight = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - DHAKA_UTC_OFFSET_MS).toISOString();
  return { start: midnight(range.from), end: midnight(addDays(range.to, 1)) };
}

/** The range asked for, the missing ends filled in: `to` today, `from` 29 days before `to`. */
export function rangeWithDefaults(asked: Partial<DayRange>, now: Date): DayRange {
  const to = asked.to ?? dhakaDay(now);
  return { from: asked.from ?? addDays(to, 1 - DEFAULT_RANGE_DAYS), to };
}
