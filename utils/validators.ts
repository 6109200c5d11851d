// The storefront's form rules, shared with the API so both refuse the same input.

/** Something, an @, something, a dot, something: no spaces. */
const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ELEVEN_DIGITS_PATTERN = /^\d{11}$/;

/** Surrounding spaces are ignored, as the form trims what the shopper typed. */
export function isValidEmail(value: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(value.trim());
}

/** Exactly 11 digits, such as 01711000001; surrounding spaces are ignored. */
export function isElevenDigitPhone(value: string): boolean {
  return ELEVEN_DIGITS_PATTERN.test(value.trim());
}
