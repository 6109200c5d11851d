// Money is integer poisha (1/100 taka) on the server and taka with 2 decimals on screen.

export const CURRENCY_CODE = 'BDT';
export const CURRENCY_SYMBOL = '৳';

export function poishaToTaka(poisha: number): number {
  return Math.round(poisha) / 100;
}

export function takaToPoisha(taka: number): number {
  return Math.round(taka * 100);
}

const TAKA_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1200` -> `৳1,200.00` */
export function formatTaka(taka: number): string {
  return `${CURRENCY_SYMBOL}${TAKA_FORMAT.format(Number.isFinite(taka) ? taka : 0)}`;
}
