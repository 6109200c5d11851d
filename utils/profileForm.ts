import type { ProfileUpdate } from '@/services/account';
import type { User } from '@/services/types';
import { NAME_MAX_LENGTH } from './checkoutForm';
import { normalizeBangladeshiPhone } from './phone';
import { placeServerErrors } from './serverFieldErrors';
import { isValidEmail } from './validators';

// The profile form's rules (POST /v2/profile/update): a blank e-mail or phone removes it, but the
// account keeps at least one of them to sign in with.

export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
}

export type ProfileFormField = keyof ProfileFormValues;
export type ProfileFieldErrors = Partial<Record<ProfileFormField, string>>;

export const PROFILE_FIELD_MESSAGES = {
  nameMissing: 'Please enter your name',
  nameTooLong: `Keep the name to ${NAME_MAX_LENGTH} characters`,
  email: 'Enter a valid email address',
  phone: 'Enter an 11-digit mobile number starting with 01',
  // The API's own words for the same refusal.
  contactMissing: 'Please enter an email or a phone number.',
} as const;

export function profileFormValues(user: Pick<User, 'name' | 'email' | 'phone'>): ProfileFormValues {
  return { name: user.name ?? '', email: user.email ?? '', phone: user.phone ?? '' };
}

/** Every field the customer must fix: a name, a valid e-mail and mobile number where given, and one of the two. */
export function profileFormErrors(values: ProfileFormValues): ProfileFieldErrors {
  const errors: ProfileFieldErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  if (!name) errors.name = PROFILE_FIELD_MESSAGES.nameMissing;
  else if (name.length > NAME_MAX_LENGTH) errors.name = PROFILE_FIELD_MESSAGES.nameTooLong;
  if (!email && !phone) errors.email = PROFILE_FIELD_MESSAGES.contactMissing;
  if (email && !isValidEmail(email)) errors.email = PROFILE_FIELD_MESSAGES.email;
  if (phone && !normalizeBangladeshiPhone(phone)) errors.phone = PROFILE_FIELD_MESSAGES.phone;
  return errors;
}

/** The update body: both contacts are always sent, so a blank one is removed rather than kept. */
export function profileUpdate(values: ProfileFormValues): ProfileUpdate {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone === '' ? '' : (normalizeBangladeshiPhone(phone) ?? phone),
  };
}

const PROFILE_FIELD_OF_API_FIELD: Record<string, ProfileFormField> = { name: 'name', email: 'email', phone: 'phone' };

/** A 422's `errors` beside the profile fields (the first message of each); others are left to the toast. */
export function profileErrorsFromServer(errors: Record<string, string[]>): ProfileFieldErrors {
  return placeServerErrors(errors, PROFILE_FIELD_OF_API_FIELD).fields;
}
