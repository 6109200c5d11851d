import { randomInt } from 'node:crypto';

// Order codes: `RD`, the day of placement in Dhaka (yyMMdd) and 6 random digits or capital letters,
// such as `RD2611220A1B2C`.

const ORDER_CODE_PREFIX = 'RD';
const RANDOM_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RANDOM_LENGTH = 6;
/** Bangladesh keeps UTC+6 all year. */
const DHAKA_UTC_OFFSET_MS = 6 * 60 * 60 * 1000;

/** yyMMdd of the day in Dhaka. */
export function dhakaDateStamp(now: Date): string {
  const dhaka = new Date(now.getTime() + DHAKA_UTC_OFFSET_MS);
  return [dhaka.getUTCFullYear() % 100, dhaka.getUTCMonth() + 1, dhaka.getUTCDate()].map((part) => String(part).padStart(2, '0')).join('');
}

/** `pickIndex(n)` answers a random whole number from 0 to n - 1. */
export function newOrderCode(now: Date, pickIndex: (size: number) => number = randomInt): string {
  const random = Array.from({ length: RANDOM_LENGTH }, () => RANDOM_CHARACTERS[pickIndex(RANDOM_CHARACTERS.length)]).join('');
  return `${ORDER_CODE_PREFIX}${dhakaDateStamp(now)}${random}`;
}
