// Money is integer poisha (1/100 taka) on the server and taka with 2 decimals on screen.

import { DEFAULT_LOCALE, formatAmount, type Locale } from './locale';

export const CURRENCY_CODE = 'BDT';
export const CURRENCY_SYMBOL = '৳';

export function poishaToTaka(poisha: number): number {
  return Math.round(poisha) / 100;
}

export function takaToPoisha(taka: number): number {
  return Math.round(taka * 100);
}

/** `1200` -> `৳1,200.00`; in Bangla `৳১,২০০.০০` (Bengali digits, lakh grouping). */
export function formatTaka(taka: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${CURRENCY_SYMBOL}${formatAmount(Number.isFinite(taka) ? taka : 0, locale)}`;
}

// A plain amount with an optional minus and decimals, its thousands either ungrouped or grouped by
// commas in threes ("1,200,000") or in the lakh style ("12,00,000").
const AMOUNT_TEXT = /^-?(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})(?:\.\d+)?$/;

/**
 * Taka from what a backend sends: a finite number, or a formatted string with or without the `৳` sign
 * and thousands separators ("৳2,500.00", "2,500", "2500.5"). Anything else is null, never 0.
 */
export function parseTaka(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/^(-?)\s*৳\s*/, '$1');
  return AMOUNT_TEXT.test(text) ? Number(text.replaceAll(',', '')) : null;
}
