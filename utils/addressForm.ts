import type { Address, AddressFields } from '@/contract/account';
import {
  chosenId,
  CONTACT_AND_ADDRESS_MESSAGES,
  contactFieldErrors,
  EMPTY_ADDRESS_FIELDS,
  optionalText,
  placeFieldErrors,
  type AddressFieldContext,
  type AddressFieldValues,
} from './addressFields';
import { inEnglish, type TextWriter } from './translate';
import { normalizeBangladeshiPhone } from './phone';
import { placeServerErrors, type PlacedServerErrors } from './serverFieldErrors';

// The address book's form rules: what an address needs before it is sent, the request it becomes,
// and where the server's field errors belong. Its fields and their rules are the checkout's new address's.

/** The API keeps at most this many addresses per customer. */
export const MAX_ADDRESSES = 20;

export type AddressFormValues = AddressFieldValues;
export type AddressFormField = keyof AddressFormValues;
export type AddressFieldErrors = Partial<Record<AddressFormField, string>>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = EMPTY_ADDRESS_FIELDS;

export const ADDRESS_FIELD_MESSAGES = {
  ...CONTACT_AND_ADDRESS_MESSAGES,
  limitReached: `You can save at most ${MAX_ADDRESSES} addresses.`,
} as const;

export type AddressFormContext = AddressFieldContext;

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
  return { ...contactFieldErrors(values), ...placeFieldErrors(values, context) };
}

/** The create or update body: trimmed text, the phone as 11 digits, ids as numbers, blanks left out. */
export function addressRequest(values: AddressFormValues): AddressFields {
  const body: AddressFields = {
    name: values.name.trim(),
    phone: normalizeBangladeshiPhone(values.phone) ?? values.phone.trim(),
    address: values.address.trim(),
    state_id: chosenId(values.division) ?? 0,
    city_id: chosenId(values.district) ?? 0,
  };
  const email = optionalText(values.email);
  const areaId = chosenId(values.thana);
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
export function addressCountLabel(savedCount: number, t: TextWriter = inEnglish): string {
  return t('{saved} of {max} addresses saved', { saved: savedCount, max: MAX_ADDRESSES });
}

/** Where an address is, smallest place first: "Dhanmondi, Dhaka, Dhaka 1205". */
export function addressPlaceLine(address: Pick<Address, 'area_name' | 'city_name' | 'state_name' | 'postal_code'>): string {
  const places = [address.area_name, address.city_name, address.state_name].filter(Boolean).join(', ');
  return address.postal_code ? `${places} ${address.postal_code}`.trim() : places;
}
