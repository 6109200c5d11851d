import { MAX_EMAIL_LENGTH } from '@/server/http/bodyFields';
import { normalizeBangladeshiPhone } from '@/utils/phone';
import { isValidEmail } from '@/utils/validators';

// Customers sign in and recover passwords with an e-mail address or a Bangladeshi mobile number,
// always compared in one stored form: e-mails trimmed and lower-cased, phones as 11 digits.

export type IdentifierKind = 'email' | 'phone';

export interface Identifier {
  kind: IdentifierKind;
  value: string;
}

function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  return email.length <= MAX_EMAIL_LENGTH && isValidEmail(email) ? email : null;
}

export function normalizeIdentifier(kind: IdentifierKind, input: string): string | null {
  return kind === 'email' ? normalizeEmail(input) : normalizeBangladeshiPhone(input.trim());
}

/** An @ means an e-mail address; anything else is read as a phone number. */
export function guessIdentifierKind(input: string): IdentifierKind {
  return input.includes('@') ? 'email' : 'phone';
}

/** The identifier in its stored form, or null when it is neither a valid e-mail nor a valid phone. */
export function parseIdentifier(input: string): Identifier | null {
  const kind = guessIdentifierKind(input);
  const value = normalizeIdentifier(kind, input);
  return value === null ? null : { kind, value };
}

/** The same person typing `+8801711…` or ` 01711…` is counted as one, even when the value is invalid. */
export function identifierKey(input: string): string {
  return parseIdentifier(input)?.value ?? input.trim().toLowerCase();
}
