import { z } from 'zod';
import { normalizeBangladeshiPhone } from '@/utils/phone';
import { isValidEmail } from '@/utils/validators';
import { digitsAsNumber, givenString, MAX_ID, numberBetween, trimmedText, wholeNumberMessage } from './fieldRules';

// Zod pieces for the fields of JSON or form bodies, with Laravel-like messages. Forms send blank
// fields as "" or null: wrap a piece in `required`, `optional` or `clearable` to read those as not given.

export const MAX_EMAIL_LENGTH = 255;

/** The body as an object of fields; anything else (no body, an array, a string) has no fields. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A blank value is reported as missing. */
export function required<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema);
}

/** A blank value is the same as leaving the field out. */
export function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}

/** Left out: keep the stored value (undefined); blank: clear it (null). */
export function clearable<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (value !== undefined && isBlank(value) ? null : value), schema.nullable().optional());
}

/** A string kept exactly as sent, spaces included (passwords). */
export function untrimmedText(field: string) {
  return givenString(field, `The ${field} field must be a string.`);
}

export function text(field: string, maxLength: number) {
  return trimmedText(untrimmedText(field), field, maxLength);
}

/** Text that may run over several lines (an address, a review): tabs and line breaks are kept. */
export function multilineText(field: string, maxLength: number) {
  return trimmedText(untrimmedText(field), field, maxLength, 'multiple');
}

/** JSON sends a number, a form sends digits: both are read as digits, as in a query string. */
function numberOrDigits(field: string, range: z.ZodNumber) {
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    digitsAsNumber(givenString(field, wholeNumberMessage(field)).trim(), field, range),
  );
}

export function wholeNumber(field: string, min: number, max: number) {
  return numberOrDigits(field, numberBetween(field, min, max));
}

export function id(field: string) {
  return wholeNumber(field, 1, MAX_ID);
}

/** The id of a row that must exist: one out of range is answered like an unknown one. */
export function referenceId(field: string) {
  const unknownRow = `The selected ${field} is invalid.`;
  return numberOrDigits(field, z.number().min(1, unknownRow).max(MAX_ID, unknownRow));
}

/** Trimmed and lower-cased. */
export function emailAddress(field: string) {
  return trimmedText(untrimmedText(field).toLowerCase(), field, MAX_EMAIL_LENGTH).refine(
    isValidEmail,
    `The ${field} field must be a valid email address.`,
  );
}

/** Stored as the 11 digits of `utils/phone.ts`. */
export function bangladeshiPhone(field: string) {
  return untrimmedText(field).transform((value, context) => {
    const phone = normalizeBangladeshiPhone(value);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: `The ${field} field must be a valid Bangladeshi mobile number.` });
      return z.NEVER;
    }
    return phone;
  });
}

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true']);
const FALSE_VALUES = new Set<unknown>([false, 0, '0', 'false']);

/** Laravel's boolean rule: true, false, 1, 0, "1", "0", "true" and "false". */
export function booleanFlag(field: string) {
  return z.unknown().transform((value, context) => {
    if (TRUE_VALUES.has(value)) return true;
    if (FALSE_VALUES.has(value)) return false;
    context.addIssue({ code: 'custom', message: `The ${field} field must be true or false.` });
    return z.NEVER;
  });
}
