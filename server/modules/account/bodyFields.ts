import { z } from 'zod';
import { MAX_ID } from '@/server/http/queryParams';
import { normalizeBangladeshiPhone } from '@/utils/phone';

// Zod pieces for JSON body fields, with Laravel-like messages. Forms send blank fields as "" or
// null: those count as not given.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 255;

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** The body as an object of fields; anything else (no body, an array, a string) has no fields. */
export function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function bodyString(field: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : `The ${field} field must be a string.`),
  });
}

export function text(field: string, maxLength: number) {
  return bodyString(field)
    .trim()
    .max(maxLength, `The ${field} field must not be greater than ${maxLength} characters.`);
}

/** Trimmed and lower-cased. */
export function emailAddress(field: string) {
  return bodyString(field)
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, `The ${field} field must not be greater than ${MAX_EMAIL_LENGTH} characters.`)
    .regex(EMAIL_PATTERN, `The ${field} field must be a valid email address.`);
}

/** Stored as the 11 digits of `utils/phone.ts`. */
export function bangladeshiPhone(field: string) {
  return bodyString(field).transform((value, context) => {
    const phone = normalizeBangladeshiPhone(value);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: `The ${field} field must be a valid Bangladeshi mobile number.` });
      return z.NEVER;
    }
    return phone;
  });
}

/** A positive id sent as a JSON number or as digits in a string. */
export function positiveId(field: string) {
  const wholeNumber = `The ${field} field must be a whole number.`;
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : wholeNumber) })
      .trim()
      .regex(/^\d+$/, wholeNumber)
      .transform(Number)
      .pipe(z.number().min(1, `The selected ${field} is invalid.`).max(MAX_ID, `The selected ${field} is invalid.`)),
  );
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
