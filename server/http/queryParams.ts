import { z } from 'zod';
import type { QueryValues } from '@/server/http/types';
import { digitsAsNumber, givenString, MAX_ID, numberBetween, trimmedText } from './fieldRules';

// Zod pieces for query-string values, which arrive as `string | string[] | undefined`. A repeated
// parameter (an array) where one value is expected is refused, and messages name the field the
// way Laravel's validation does.

function singleValue(field: string) {
  return givenString(field, `The ${field} field must be a single value.`);
}

export function wholeNumber(field: string, min: number, max: number) {
  return digitsAsNumber(singleValue(field), field, numberBetween(field, min, max));
}

export function flag(field: string) {
  return z.enum(['0', '1'], { error: `The ${field} field must be 0 or 1.` }).transform((value) => value === '1');
}

/** Taka with at most two decimals, such as `1200` or `999.50`; below ten million so that poisha fit a 32-bit integer. */
export function takaAmount(field: string) {
  return singleValue(field)
    .regex(/^\d{1,7}(\.\d{1,2})?$/, `The ${field} field must be an amount in taka below 10000000.`)
    .transform(Number);
}

export function text(field: string, maxLength: number) {
  return trimmedText(singleValue(field), field, maxLength);
}

/** Comma-separated values such as `Red,Navy`; compared without regard to case. */
export function lowerCaseList(field: string, maxItems: number) {
  return text(field, 1000)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).max(maxItems, `The ${field} field must not have more than ${maxItems} items.`));
}

/** Comma-separated positive ids such as `3,1,2`. */
export function idList(field: string, maxItems: number) {
  return text(field, 1000)
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(
      z
        .array(z.string())
        .max(maxItems, `The ${field} field must not have more than ${maxItems} items.`)
        .refine((items) => items.every((item) => /^[1-9]\d{0,8}$/.test(item)), `The ${field} field must contain ids only.`)
        .transform((items) => items.map(Number)),
    );
}

export function id(field: string) {
  return wholeNumber(field, 1, MAX_ID);
}

/** An empty value (`?search=`) means the parameter was not given. */
export function withoutEmptyValues(query: QueryValues): QueryValues {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** The query string of a listing without its page, for the page links. */
export function queryStringWithoutPage(query: QueryValues): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(withoutEmptyValues(query))) {
    if (name !== 'page' && typeof value === 'string') parameters.append(name, value);
  }
  return parameters.toString();
}
