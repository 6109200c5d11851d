import { z } from 'zod';
import { guessIdentifierKind, type Identifier, type IdentifierKind, MAX_EMAIL_LENGTH, normalizeIdentifier } from './identifiers';

// Zod pieces for the JSON bodies of the auth endpoints, with Laravel-like messages. Forms send
// blank fields as "" or null: those count as not given.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 100;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
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

export function requiredText(field: string, maxLength: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    bodyString(field).trim().max(maxLength, `The ${field} field must not be greater than ${maxLength} characters.`),
  );
}

export function optionalText(field: string, maxLength: number) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    bodyString(field).trim().max(maxLength, `The ${field} field must not be greater than ${maxLength} characters.`).optional(),
  );
}

/** Passwords are taken as typed: spaces count. */
export function password(field: string) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    bodyString(field)
      .min(MIN_PASSWORD_LENGTH, `The ${field} field must be at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(MAX_PASSWORD_LENGTH, `The ${field} field must not be greater than ${MAX_PASSWORD_LENGTH} characters.`),
  );
}

const MAX_GIVEN_PASSWORD_LENGTH = 1000;

function givenPasswordText(field: string) {
  const tooLong = `The ${field} field must not be greater than ${MAX_GIVEN_PASSWORD_LENGTH} characters.`;
  return bodyString(field).max(MAX_GIVEN_PASSWORD_LENGTH, tooLong);
}

/** Any text for a password that is checked against the stored one, not against the rules for new ones. */
export function givenPassword(field: string) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), givenPasswordText(field));
}

export function optionalGivenPassword(field: string) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), givenPasswordText(field).optional());
}

export function choice<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
  return z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? `The ${field} field is required.` : `The selected ${field} is invalid.`),
    }),
  );
}

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true']);
const FALSE_VALUES = new Set<unknown>([false, 0, '0', 'false']);

/** Laravel's boolean rule: true, false, 1, 0, "1", "0" (and "true"/"false"); left out is false. */
export function booleanFlag(field: string) {
  return z.unknown().optional().transform((value, context) => {
    if (isBlank(value) || FALSE_VALUES.has(value)) return false;
    if (TRUE_VALUES.has(value)) return true;
    context.addIssue({ code: 'custom', message: `The ${field} field must be true or false.` });
    return z.NEVER;
  });
}

/** Six digits, also accepted as a JSON number (leading zeros restored). */
export function sixDigitCode(field: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value).padStart(6, '0') : value),
    requiredText(field, 20).pipe(z.string().regex(/^\d{6}$/, `The ${field} field must be 6 digits.`)),
  );
}

function invalidIdentifierMessage(field: string, kind: IdentifierKind): string {
  return kind === 'email'
    ? `The ${field} field must be a valid email address.`
    : `The ${field} field must be a valid Bangladeshi mobile number.`;
}

export function identifierText(field: string) {
  return requiredText(field, MAX_EMAIL_LENGTH);
}

/**
 * Reads `value` as the kind of identifier named (or, without a kind, the kind it looks like), adding
 * a field error when it is not one.
 */
export function readIdentifier(
  value: string,
  kind: IdentifierKind | undefined,
  field: string,
  context: z.core.$RefinementCtx,
): Identifier | null {
  const identifierKind = kind ?? guessIdentifierKind(value);
  const normalized = normalizeIdentifier(identifierKind, value);
  if (normalized === null) {
    context.addIssue({ code: 'custom', path: [field], message: invalidIdentifierMessage(field, identifierKind) });
    return null;
  }
  return { kind: identifierKind, value: normalized };
}

const PASSWORD_CONFIRMATION_MISMATCH = 'The password confirmation does not match.';

/** Adds the confirmation error to `password` when the two differ. */
export function checkConfirmation(input: { password: string; password_confirmation?: unknown }, context: z.core.$RefinementCtx): void {
  if (input.password_confirmation !== input.password) {
    context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_CONFIRMATION_MISMATCH });
  }
}
