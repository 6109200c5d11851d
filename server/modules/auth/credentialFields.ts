import { z } from 'zod';
import { required, text, untrimmedText } from '@/server/http/bodyFields';
import { guessIdentifierKind, type Identifier, type IdentifierKind, normalizeIdentifier } from './identifiers';

// Zod pieces for the passwords, reset codes and sign-in identifiers of the auth bodies.

const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 100;
const MAX_GIVEN_PASSWORD_LENGTH = 1000;

/** Passwords are taken as typed: only null or "" count as not given, spaces count. */
function typedAsSent<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), schema);
}

export function password(field: string) {
  return typedAsSent(
    untrimmedText(field)
      .min(MIN_PASSWORD_LENGTH, `The ${field} field must be at least ${MIN_PASSWORD_LENGTH} characters.`)
      .max(MAX_PASSWORD_LENGTH, `The ${field} field must not be greater than ${MAX_PASSWORD_LENGTH} characters.`),
  );
}

function givenPasswordText(field: string) {
  return untrimmedText(field).max(MAX_GIVEN_PASSWORD_LENGTH, `The ${field} field must not be greater than ${MAX_GIVEN_PASSWORD_LENGTH} characters.`);
}

/** Any text for a password that is checked against the stored one, not against the rules for new ones. */
export function givenPassword(field: string) {
  return typedAsSent(givenPasswordText(field));
}

export function optionalGivenPassword(field: string) {
  return typedAsSent(givenPasswordText(field).optional());
}

/** Six digits, also accepted as a JSON number (leading zeros restored). */
export function sixDigitCode(field: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value).padStart(6, '0') : value),
    required(text(field, 20)).pipe(z.string().regex(/^\d{6}$/, `The ${field} field must be 6 digits.`)),
  );
}

function invalidIdentifierMessage(field: string, kind: IdentifierKind): string {
  return kind === 'email'
    ? `The ${field} field must be a valid email address.`
    : `The ${field} field must be a valid Bangladeshi mobile number.`;
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
