import * as z from 'zod/mini';
import { parseTaka } from '@/utils/money';

// Amounts of money are read once, where an answer enters the storefront: backends of this family send
// numbers or formatted strings ("৳2,500.00"), and the storefront only ever sees taka as numbers.

const NOT_AN_AMOUNT = 'an amount of money';

/** Taka: a number, or a formatted string with or without `৳` and thousands separators; anything else fails, never 0. */
export const taka = z.pipe(
  z.custom<number | string>(),
  z.transform((value: number | string, context): number => {
    const amount = parseTaka(value);
    if (amount !== null) return amount;
    context.issues.push({ code: 'custom', message: NOT_AN_AMOUNT, input: value });
    return z.NEVER;
  }),
);
