import type { Subscription } from '@/contract/settings';
import { isElevenDigitPhone, isValidEmail } from './validators';

// The newsletter forms' rules, for the /subscribe page and the newsletter popup: a
// simple e-mail pattern and exactly 11 digits; either contact may be left empty (the API asks for one
// of them and says so itself; the popup asks first).

export const NEWSLETTER_MESSAGES = {
  emailInvalid: 'Email is invalid',
  phoneInvalid: 'Phone is invalid',
  /** The popup's words when both contacts are empty. */
  contactMissing: 'Please enter an email or a phone number',
  /** Shown when the server's answer has no message of its own. */
  subscribed: 'Subscribe successfully',
  failed: 'Something went wrong',
} as const;

export interface NewsletterFormValues {
  email: string;
  phone: string;
}

/** The e-mail's message, or null when it is empty or matches the pattern. */
export function newsletterEmailError(email: string): string | null {
  return email.trim() === '' || isValidEmail(email) ? null : NEWSLETTER_MESSAGES.emailInvalid;
}

/** The phone's message, or null when it is empty or exactly 11 digits. */
export function newsletterPhoneError(phone: string): string | null {
  return phone.trim() === '' || isElevenDigitPhone(phone) ? null : NEWSLETTER_MESSAGES.phoneInvalid;
}

/** The message when neither contact is filled in, else null. */
export function newsletterContactError(values: NewsletterFormValues): string | null {
  return values.email.trim() === '' && values.phone.trim() === '' ? NEWSLETTER_MESSAGES.contactMissing : null;
}

/** The subscribe body: trimmed contacts, an empty one left out. */
export function newsletterRequest(values: NewsletterFormValues): Subscription {
  const email = values.email.trim();
  const phone = values.phone.trim();
  return { ...(email ? { email } : {}), ...(phone ? { phone } : {}) };
}
