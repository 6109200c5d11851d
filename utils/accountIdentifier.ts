import { isBangladeshiPhone } from './phone';
import { isValidEmail } from './validators';

// How the account forms read "an email or a phone" (docs/API.md, "Identifiers").

export type IdentifierChannel = 'email' | 'phone';

/** Digits only, with an optional minus sign: the recovery test for a phone number. */
const RECOVERY_PHONE_PATTERN = /^-?\d+$/;
const NOT_A_DIGIT = /\D/g;

/**
 * The recovery identifier: an email pattern sends the code by email, digits only
 * (an optional minus sign) by phone; anything else has no channel.
 */
export function recoveryChannel(value: string): IdentifierChannel | null {
  const identifier = value.trim();
  if (isValidEmail(identifier)) return 'email';
  return RECOVERY_PHONE_PATTERN.test(identifier) ? 'phone' : null;
}

/** The API reads text with an @ as an email address and anything else as a phone number. */
export function registrationChannel(value: string): IdentifierChannel {
  return value.includes('@') ? 'email' : 'phone';
}

/** Whether the API will take the text as the email or the Bangladeshi mobile number it looks like. */
export function isValidAccountIdentifier(value: string): boolean {
  const identifier = value.trim();
  return registrationChannel(identifier) === 'email' ? isValidEmail(identifier) : isBangladeshiPhone(identifier);
}

/** What a numeric code field keeps of what was typed or pasted: its digits. */
export function digitsOf(value: string): string {
  return value.replace(NOT_A_DIGIT, '');
}
