import { z } from 'zod';
import { MAX_ID } from '@/server/http/queryParams';

// Zod pieces for JSON or form bodies, where a number may come as a number or as a string of
// digits; messages name the field the way Laravel's validation does.

/** A body that is not an object (no body, a bare string) has no fields. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function wholeNumberField(field: string, min: number, max: number) {
  const notWhole = `The ${field} field must be a whole number.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : notWhole) })
      .int(notWhole)
      .min(min, `The ${field} field must be at least ${min}.`)
      .max(max, `The ${field} field must not be greater than ${max}.`),
  );
}

export function idField(field: string) {
  return wholeNumberField(field, 1, MAX_ID);
}

/** Barcodes are digits, which a client may send as a number. */
export function barcodeField(field: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : `The ${field} field must be a string.`) })
      .trim()
      .min(1, `The ${field} field is required.`)
      .max(100, `The ${field} field must not be greater than 100 characters.`),
  );
}

export function textField(field: string, maxLength: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : `The ${field} field must be a string.`) })
    .trim()
    .max(maxLength, `The ${field} field must not be greater than ${maxLength} characters.`);
}

/** An optional text where an empty value or null means none. */
export function optionalTextField(field: string, maxLength: number) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), textField(field, maxLength).optional());
}

const TRUE_VALUES: readonly unknown[] = [true, 1, '1', 'true'];
const FALSE_VALUES: readonly unknown[] = [false, 0, '0', 'false'];

export function booleanField(field: string) {
  return z
    .unknown()
    .refine((value) => TRUE_VALUES.includes(value) || FALSE_VALUES.includes(value), `The ${field} field must be true or false.`)
    .transform((value) => TRUE_VALUES.includes(value));
}
