import { normalizeBangladeshiPhone } from './phone';
import { isValidEmail } from './validators';

// The contact and address fields the checkout's new-address form and the address book's form share:
// their limits, their messages and their rules, so the shopper reads one voice everywhere.

export interface ContactFieldValues {
  name: string;
  phone: string;
  email: string;
}

export interface PlaceFieldValues {
  /** Street address: house, road, area. */
  address: string;
  /** Division, district and thana ids as the pickers hold them ('' until chosen). */
  division: string;
  district: string;
  thana: string;
  postalCode: string;
}

export type AddressFieldValues = ContactFieldValues & PlaceFieldValues;

export const EMPTY_ADDRESS_FIELDS: AddressFieldValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  division: '',
  district: '',
  thana: '',
  postalCode: '',
};

export interface AddressFieldContext {
  /** The chosen district has thanas to pick from. */
  thanaRequired: boolean;
}

export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 500;
export const POSTAL_CODE_MAX_LENGTH = 10;

export const CONTACT_AND_ADDRESS_MESSAGES = {
  nameMissing: 'Please enter your name',
  nameTooLong: `Keep the name to ${NAME_MAX_LENGTH} characters`,
  phone: 'Enter an 11-digit mobile number starting with 01',
  email: 'Enter a valid email address',
  addressMissing: 'Please enter your street address',
  addressTooLong: `Keep the address to ${ADDRESS_MAX_LENGTH} characters`,
  division: 'Choose your division',
  district: 'Choose your district',
  thana: 'Choose your thana',
  postalCode: `A postal code has at most ${POSTAL_CODE_MAX_LENGTH} characters`,
} as const;

const MESSAGES = CONTACT_AND_ADDRESS_MESSAGES;

/** A name, an 11-digit Bangladeshi mobile number, and a valid e-mail when one is given. */
export function contactFieldErrors(values: ContactFieldValues): Partial<Record<keyof ContactFieldValues, string>> {
  const errors: Partial<Record<keyof ContactFieldValues, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = MESSAGES.nameMissing;
  else if (name.length > NAME_MAX_LENGTH) errors.name = MESSAGES.nameTooLong;
  if (!normalizeBangladeshiPhone(values.phone)) errors.phone = MESSAGES.phone;
  if (values.email.trim() && !isValidEmail(values.email)) errors.email = MESSAGES.email;
  return errors;
}

/** The street address, the division and district, the thana where the district has thanas, a short postal code. */
export function placeFieldErrors(values: PlaceFieldValues, context: AddressFieldContext): Partial<Record<keyof PlaceFieldValues, string>> {
  const errors: Partial<Record<keyof PlaceFieldValues, string>> = {};
  const address = values.address.trim();
  if (!address) errors.address = MESSAGES.addressMissing;
  else if (address.length > ADDRESS_MAX_LENGTH) errors.address = MESSAGES.addressTooLong;
  if (!values.division) errors.division = MESSAGES.division;
  if (!values.district) errors.district = MESSAGES.district;
  if (context.thanaRequired && !values.thana) errors.thana = MESSAGES.thana;
  if (values.postalCode.trim().length > POSTAL_CODE_MAX_LENGTH) errors.postalCode = MESSAGES.postalCode;
  return errors;
}

/** A picker's or a radio's value as a positive id, or undefined while nothing is chosen. */
export function chosenId(value: string): number | undefined {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Trimmed text, or undefined when nothing but blanks was typed. */
export function optionalText(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}
