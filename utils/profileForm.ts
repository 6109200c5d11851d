import type { ProfileUpdate, User } from '@/contract/account';
import { CONTACT_AND_ADDRESS_MESSAGES, NAME_MAX_LENGTH } from './addressFields';
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

type ProfileFormField = keyof ProfileFormValues;
export type ProfileFieldErrors = Partial<Record<ProfileFormField, string>>;

// The same words as the checkout's and the address book's contact fields.
export const PROFILE_FIELD_MESSAGES = {
  nameMissing: CONTACT_AND_ADDRESS_MESSAGES.nameMissing,
  nameTooLong: CONTACT_AND_ADDRESS_MESSAGES.nameTooLong,
  email: CONTACT_AND_ADDRESS_MESSAGES.email,
  phone: CONTACT_AND_ADDRESS_MESSAGES.phone,
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
