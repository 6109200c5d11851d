import type { AddressFields } from '@/services/account';
import type { Address } from '@/services/types';
import { ADDRESS_MAX_LENGTH, CHECKOUT_FIELD_MESSAGES, NAME_MAX_LENGTH, POSTAL_CODE_MAX_LENGTH } from './checkoutForm';
import { normalizeBangladeshiPhone } from './phone';
import { placeServerErrors, type PlacedServerErrors } from './serverFieldErrors';
import { isValidEmail } from './validators';

// The address book's form rules: what an address needs before it is sent, the request it becomes,
// and where the server's field errors belong.

/** The API keeps at most this many addresses per customer. */
export const MAX_ADDRESSES = 20;

export interface AddressFormValues {
  name: string;
  phone: string;
  email: string;
  /** Street address: house, road, area. */
  address: string;
  /** Division, district and thana ids as the pickers hold them ('' until chosen). */
  division: string;
  district: string;
  thana: string;
  postalCode: string;
}

export type AddressFormField = keyof AddressFormValues;
export type AddressFieldErrors = Partial<Record<AddressFormField, string>>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  division: '',
  district: '',
  thana: '',
  postalCode: '',
};

// The same words as the checkout's address form, so the shopper reads one voice everywhere.
export const ADDRESS_FIELD_MESSAGES = {
  nameMissing: CHECKOUT_FIELD_MESSAGES.nameMissing,
  nameTooLong: CHECKOUT_FIELD_MESSAGES.nameTooLong,
  phone: CHECKOUT_FIELD_MESSAGES.phone,
  email: CHECKOUT_FIELD_MESSAGES.email,
  addressMissing: CHECKOUT_FIELD_MESSAGES.addressMissing,
  addressTooLong: CHECKOUT_FIELD_MESSAGES.addressTooLong,
  division: CHECKOUT_FIELD_MESSAGES.division,
  district: CHECKOUT_FIELD_MESSAGES.district,
  thana: CHECKOUT_FIELD_MESSAGES.thana,
  postalCode: CHECKOUT_FIELD_MESSAGES.postalCode,
  limitReached: `You can save at most ${MAX_ADDRESSES} addresses.`,
} as const;

export interface AddressFormContext {
  /** The chosen district has thanas to pick from. */
  thanaRequired: boolean;
}

function idText(id: number | null): string {
  return id === null ? '' : String(id);
}

/** The form filled with a saved address, for editing it. */
export function addressFormValues(address: Address): AddressFormValues {
  return {
    name: address.name,
    phone: address.phone,
    email: address.email ?? '',
    address: address.address,
    division: idText(address.state_id),
    district: idText(address.city_id),
    thana: idText(address.area_id),
    postalCode: address.postal_code ?? '',
  };
}

/**
 * Every field the customer must fix, with its message: a name, an 11-digit Bangladeshi mobile number,
 * a valid e-mail when one is given, the street address, the division and district, and the thana
 * where the district has thanas.
 */
export function addressFormErrors(values: AddressFormValues, context: AddressFormContext): AddressFieldErrors {
  const errors: AddressFieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = ADDRESS_FIELD_MESSAGES.nameMissing;
  else if (name.length > NAME_MAX_LENGTH) errors.name = ADDRESS_FIELD_MESSAGES.nameTooLong;
  if (!normalizeBangladeshiPhone(values.phone)) errors.phone = ADDRESS_FIELD_MESSAGES.phone;
  if (values.email.trim() && !isValidEmail(values.email)) errors.email = ADDRESS_FIELD_MESSAGES.email;
  const address = values.address.trim();
  if (!address) errors.address = ADDRESS_FIELD_MESSAGES.addressMissing;
  else if (address.length > ADDRESS_MAX_LENGTH) errors.address = ADDRESS_FIELD_MESSAGES.addressTooLong;
  if (!values.division) errors.division = ADDRESS_FIELD_MESSAGES.division;
  if (!values.district) errors.district = ADDRESS_FIELD_MESSAGES.district;
  if (context.thanaRequired && !values.thana) errors.thana = ADDRESS_FIELD_MESSAGES.thana;
  if (values.postalCode.trim().length > POSTAL_CODE_MAX_LENGTH) errors.postalCode = ADDRESS_FIELD_MESSAGES.postalCode;
  return errors;
}

function idOf(value: string): number | undefined {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function optionalText(value: string): string | undefined {
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** The create or update body: trimmed text, the phone as 11 digits, ids as numbers, blanks left out. */
export function addressRequest(values: AddressFormValues): AddressFields {
  const body: AddressFields = {
    name: values.name.trim(),
    phone: normalizeBangladeshiPhone(values.phone) ?? values.phone.trim(),
    address: values.address.trim(),
    state_id: idOf(values.division) ?? 0,
    city_id: idOf(values.district) ?? 0,
  };
  const email = optionalText(values.email);
  const areaId = idOf(values.thana);
  const postalCode = optionalText(values.postalCode);
  if (email) body.email = email;
  if (areaId) body.area_id = areaId;
  if (postalCode) body.postal_code = postalCode;
  return body;
}

const FORM_FIELD_OF_ADDRESS_FIELD: Record<string, AddressFormField> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  address: 'address',
  country_id: 'division',
  state_id: 'division',
  city_id: 'district',
  area_id: 'thana',
  postal_code: 'postalCode',
};

/** A 422's `errors` beside the form's fields; the others (such as the limit of addresses) apart. */
export function addressErrorsFromServer(errors: Record<string, string[]>): PlacedServerErrors<AddressFormField> {
  return placeServerErrors(errors, FORM_FIELD_OF_ADDRESS_FIELD);
}

export function canAddAddress(savedCount: number): boolean {
  return savedCount < MAX_ADDRESSES;
}

/** "3 of 20 addresses saved". */
export function addressCountLabel(savedCount: number): string {
  return `${savedCount} of ${MAX_ADDRESSES} addresses saved`;
}

/** Where an address is, smallest place first: "Dhanmondi, Dhaka, Dhaka 1205". */
export function addressPlaceLine(address: Pick<Address, 'area_name' | 'city_name' | 'state_name' | 'postal_code'>): string {
  const places = [address.area_name, address.city_name, address.state_name].filter(Boolean).join(', ');
  return address.postal_code ? `${places} ${address.postal_code}`.trim() : places;
}
