import { z } from 'zod';
import { required, text, untrimmedText } from '@/server/http/bodyFields';

// Body fields of the card endpoints. Card numbers are stored upper-case, so `mem-1001` finds MEM-1001.

const MAX_CARD_NUMBER_LENGTH = 50;

export function cardNumber(field: string) {
  return required(text(field, MAX_CARD_NUMBER_LENGTH).transform((value) => value.toUpperCase()));
}

/** Six digits; a client may send them as a number. */
export const oneTimeCode = required(
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
    untrimmedText('otp').trim().regex(/^\d{6}$/, 'The otp field must be 6 digits.'),
  ),
);
