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
