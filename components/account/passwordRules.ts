import type { Validate } from 'react-hook-form';

/** The API's shortest password. */
export const MIN_PASSWORD_LENGTH = 8;

export const NEW_PASSWORD_REQUIRED = 'Enter a new password';
export const CONFIRMATION_REQUIRED = 'Confirm your new password';

/** The API's words when the two passwords differ. */
const CONFIRMATION_MISMATCH = 'The password confirmation does not match.';

/** A "Confirm Password" field: filled in, and the same as the form's `password`. */
export function confirmationRule<Values extends { password: string }>(requiredMessage: string): Validate<string, Values> {
  return (value, values) => {
    if (value === '') return requiredMessage;
    return value === values.password || CONFIRMATION_MISMATCH;
  };
}
