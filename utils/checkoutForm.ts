import type { ShippingChoice } from '@/contract/cart';
import type { PlaceOrderRequest } from '@/contract/checkout';
import type { Address } from '@/contract/account';
import {
  chosenId,
  CONTACT_AND_ADDRESS_MESSAGES,
  contactFieldErrors,
  EMPTY_ADDRESS_FIELDS,
  optionalText,
  placeFieldErrors,
  type AddressFieldContext,
  type ContactFieldValues,
  type PlaceFieldValues,
} from './addressFields';
import { normalizeBangladeshiPhone } from './phone';
import { placeServerErrors, type PlacedServerErrors } from './serverFieldErrors';

// The checkout form's rules: which fields it needs, what the order request looks like, how the
// server's field errors map back onto the form, and when a placement may reuse its idempotency key.

/** The address choice that means "fill in the form" instead of a saved address. */
export const NEW_ADDRESS = 'new';

type ShippingType = 'home_delivery' | 'pickup';
type DeliveryMethodKey = 'regular' | 'express';

/** The new address's contact and place fields, as the address book's form has them, and the order's own choices. */
export interface CheckoutFormValues extends ContactFieldValues, PlaceFieldValues {
  /** A saved address's id, NEW_ADDRESS, or '' while the address book is loading. */
  addressChoice: string;
  shippingType: ShippingType;
  pickupPointId: string;
  deliveryMethod: DeliveryMethodKey;
  paymentType: string;
  note: string;
  giftWrap: boolean;
}

export type CheckoutField = keyof CheckoutFormValues;
export type CheckoutFieldErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT_FORM: CheckoutFormValues = {
  addressChoice: '',
  ...EMPTY_ADDRESS_FIELDS,
  shippingType: 'home_delivery',
  pickupPointId: '',
  deliveryMethod: 'regular',
  paymentType: '',
  note: '',
  giftWrap: false,
};

export const NOTE_MAX_LENGTH = 500;

export const CHECKOUT_FIELD_MESSAGES = {
  addressChoice: 'Choose a delivery address',
  ...CONTACT_AND_ADDRESS_MESSAGES,
  pickupPoint: 'Choose a pickup point',
  paymentType: 'Choose a payment method',
  note: `Keep the note to ${NOTE_MAX_LENGTH} characters`,
} as const;

export type CheckoutFormContext = AddressFieldContext;

function usesNewAddress(values: Pick<CheckoutFormValues, 'addressChoice'>): boolean {
  return values.addressChoice === NEW_ADDRESS;
}

/**
 * Every field the shopper must fix, with its message. A new address needs a name and a mobile number,
 * and for home delivery the street address and the division, district and thana; pickup needs a point.
 */
export function checkoutFormErrors(values: CheckoutFormValues, context: CheckoutFormContext): CheckoutFieldErrors {
  const errors: CheckoutFieldErrors = {};
  if (!values.addressChoice) errors.addressChoice = CHECKOUT_FIELD_MESSAGES.addressChoice;
  if (usesNewAddress(values)) {
    Object.assign(errors, contactFieldErrors(values));
    if (values.shippingType === 'home_delivery') Object.assign(errors, placeFieldErrors(values, context));
  }
  if (values.shippingType === 'pickup' && !values.pickupPointId) errors.pickupPointId = CHECKOUT_FIELD_MESSAGES.pickupPoint;
  if (!values.paymentType) errors.paymentType = CHECKOUT_FIELD_MESSAGES.paymentType;
  if (values.note.trim().length > NOTE_MAX_LENGTH) errors.note = CHECKOUT_FIELD_MESSAGES.note;
  return errors;
}

function newAddressFields(values: CheckoutFormValues): Partial<PlaceOrderRequest> {
  // One name field: the shopper's name as they write it, which the server keeps as the first name.
  const contact: Partial<PlaceOrderRequest> = {
    shipping_first_name: values.name.trim(),
    shipping_phone: normalizeBangladeshiPhone(values.phone) ?? values.phone.trim(),
    shipping_email: optionalText(values.email),
  };
  if (values.shippingType === 'pickup') return contact;
  return {
    ...contact,
    shipping_address: values.address.trim(),
    shipping_state: chosenId(values.division),
    shipping_district: chosenId(values.district),
    shipping_thana: chosenId(values.thana),
    shipping_postal_code: optionalText(values.postalCode),
  };
}

function withoutUndefined<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;
}

/**
 * The `POST /v2/order/store` body: the shopper's choices only, never a price (the server prices the
 * bag itself) apart from `expected_total`, the amount to pay the shopper saw.
 */
export function buildPlaceOrderRequest(values: CheckoutFormValues, expectedTotal?: number): PlaceOrderRequest {
  const homeDelivery = values.shippingType === 'home_delivery';
  return withoutUndefined<PlaceOrderRequest>({
    shipping_type: values.shippingType,
    pickup_points_id: homeDelivery ? undefined : chosenId(values.pickupPointId),
    delivery_method: homeDelivery ? values.deliveryMethod : undefined,
    address_id: usesNewAddress(values) ? undefined : chosenId(values.addressChoice),
    ...(usesNewAddress(values) ? newAddressFields(values) : {}),
    payment_type: values.paymentType,
    note: optionalText(values.note),
    gift_wrap: values.giftWrap,
    expected_total: expectedTotal,
  });
}

/** What the summary prices shipping by: the district of the chosen saved address or of the form. */
export function shippingChoiceFor(
  values: Pick<CheckoutFormValues, 'addressChoice' | 'district' | 'shippingType' | 'deliveryMethod'>,
  savedAddresses: readonly Pick<Address, 'id' | 'city_id'>[],
): ShippingChoice {
  if (values.shippingType === 'pickup') return { shipping_type: 'pickup' };
  const district = usesNewAddress(values)
    ? chosenId(values.district)
    : (savedAddresses.find((address) => String(address.id) === values.addressChoice)?.city_id ?? undefined);
  return withoutUndefined<ShippingChoice>({ shipping_type: 'home_delivery', district, delivery_method: values.deliveryMethod });
}

/** The form field each order field's errors belong beside. */
const FIELD_OF_ORDER_FIELD: Record<string, CheckoutField> = {
  address_id: 'addressChoice',
  shipping_first_name: 'name',
  shipping_last_name: 'name',
  shipping_phone: 'phone',
  shipping_email: 'email',
  shipping_address: 'address',
  shipping_state: 'division',
  shipping_district: 'district',
  shipping_thana: 'thana',
  shipping_postal_code: 'postalCode',
  shipping_type: 'shippingType',
  pickup_points_id: 'pickupPointId',
  delivery_method: 'deliveryMethod',
  payment_type: 'paymentType',
  note: 'note',
  gift_wrap: 'giftWrap',
};

/** The form's messages, and those about no field on the form (a total, the idempotency key). */
export type ServerFormErrors = PlacedServerErrors<CheckoutField>;

/** A 422's `errors` placed beside the form's fields: the first message of each. */
export function formErrorsFromServer(errors: Record<string, string[]>): ServerFormErrors {
  return placeServerErrors(errors, FIELD_OF_ORDER_FIELD);
}

/** One press of "Place order": the key goes with every retry of the same request. */
export interface OrderAttempt {
  key: string;
  /** The request the key was made for. */
  fingerprint: string;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, entry]) => [key, sortedKeys(entry)]),
  );
}

function requestFingerprint(body: PlaceOrderRequest): string {
  return JSON.stringify(sortedKeys(body));
}

function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `checkout-` and 32 random hex digits: within the server's 1 to 100 visible characters. */
export function createIdempotencyKey(random: (byteCount: number) => string = randomHex): string {
  return `checkout-${random(16)}`;
}

/**
 * The attempt to send: a retry of the same request whose outcome is unknown keeps the key, so the
 * server answers the first order again instead of placing a second one; anything changed is a new
 * attempt with a new key.
 */
export function orderAttemptFor(body: PlaceOrderRequest, unsettled: OrderAttempt | null, createKey: () => string = createIdempotencyKey): OrderAttempt {
  const fingerprint = requestFingerprint(body);
  return unsettled?.fingerprint === fingerprint ? unsettled : { key: createKey(), fingerprint };
}

/** No answer, or a server failure: the order may or may not exist, so a retry must reuse the key. */
export function isOutcomeUnknown(status: number | undefined): boolean {
  return status === undefined || status >= 500;
}
