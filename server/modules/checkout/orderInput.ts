import { z } from 'zod';
import type { OrderChoices } from '@/contract/checkout';
import { bangladeshiPhone, booleanFlag, emailAddress, multilineText, optional, referenceId, required, text } from '@/server/http/bodyFields';
import { type FieldErrors, ValidationError } from '@/server/http/errors';
import { oneOf } from '@/server/http/fieldRules';
import type { ApiRequest } from '@/server/http/types';
import type { FieldsOf } from '@/server/http/validate';
import { takaToPoisha } from '@/utils/money';

// The `POST /v2/order/store` body as the shopper's choices: where to, who to, how to pay. Prices,
// totals, discounts and ids of other people are not read. The places an address names and the
// saved address are checked against the database by the service.

const SHIPPING_TYPES = ['home_delivery', 'pickup'] as const;
const DELIVERY_METHODS = ['regular', 'express'] as const;
/** Amounts stay below ten million taka so that poisha fit a 32-bit integer. */
const MAX_TAKA = 10_000_000;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

type ShippingType = (typeof SHIPPING_TYPES)[number];
type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export interface ContactInput {
  firstName: string;
  lastName: string | null;
  email: string | null;
  phone: string;
}

/** Ids of `states` (division), `cities` (district), `areas` (thana) and `countries`. */
export interface PlacesInput {
  address: string;
  stateId: number;
  districtId: number;
  /** Required only in a district that has thanas listed. */
  thanaId: number | null;
  postalCode: string | null;
  countryId: number | null;
}

export interface TypedAddressInput {
  contact: ContactInput;
  /** Null for a pickup order, which needs no street address. */
  places: PlacesInput | null;
}

export interface OrderRequest {
  shippingType: ShippingType;
  pickupPointId: number | null;
  /** Null for a pickup order. */
  deliveryMethod: DeliveryMethod | null;
  /** A saved address of the caller, instead of a typed shipping address. */
  addressId: number | null;
  shipping: TypedAddressInput | null;
  /** Null when billing goes to the shipping address. */
  billing: TypedAddressInput | null;
  paymentType: string;
  note: string | null;
  giftWrap: boolean;
  /** The amount to pay the shopper saw, in poisha. */
  expectedTotal: number | null;
}

/** A taka number (JSON number or digits), answered in poisha. */
function takaAmount(field: string) {
  return z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
      z
        .number({ error: `The ${field} field must be a number.` })
        .min(0, `The ${field} field must be at least 0.`)
        .lt(MAX_TAKA, `The ${field} field must be less than ${MAX_TAKA}.`),
    )
    .transform(takaToPoisha);
}

const orderFields = z.object({
  shipping_type: required(oneOf('shipping type', SHIPPING_TYPES)),
  pickup_points_id: optional(referenceId('pickup points id')),
  delivery_method: optional(oneOf('delivery method', DELIVERY_METHODS)),
  address_id: optional(referenceId('address')),
  payment_type: required(text('payment type', 50)),
  note: optional(multilineText('note', 500)),
  gift_wrap: optional(booleanFlag('gift wrap')),
  expected_total: optional(takaAmount('expected total')),
} satisfies FieldsOf<OrderChoices>);

type AddressPrefix = 'shipping' | 'billing';

function contactFields(prefix: AddressPrefix) {
  return z.object({
    first_name: required(text(`${prefix} first name`, 100)),
    last_name: optional(text(`${prefix} last name`, 100)),
    email: optional(emailAddress(`${prefix} email`)),
    phone: required(bangladeshiPhone(`${prefix} phone`)),
  });
}

function placeFields(prefix: AddressPrefix) {
  return z.object({
    address: required(multilineText(`${prefix} address`, 500)),
    state: required(referenceId(`${prefix} state`)),
    district: required(referenceId(`${prefix} district`)),
    thana: optional(referenceId(`${prefix} thana`)),
    postal_code: optional(text(`${prefix} postal code`, 10)),
    country: optional(referenceId(`${prefix} country`)),
  });
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The body's `<prefix>_<field>` fields, without the prefix. */
function prefixedFields(body: Record<string, unknown>, prefix: AddressPrefix): Record<string, unknown> {
  const start = `${prefix}_`;
  return Object.fromEntries(Object.entries(body).filter(([key]) => key.startsWith(start)).map(([key, value]) => [key.slice(start.length), value]));
}

/** Parses one group of fields; its errors are added under `<prefix><field>`. */
function parseGroup<Schema extends z.ZodType>(schema: Schema, input: unknown, prefix: string, errors: FieldErrors): z.infer<Schema> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) (errors[`${prefix}${issue.path.join('.')}`] ??= []).push(issue.message);
  return undefined;
}

function parseAddress(body: Record<string, unknown>, prefix: AddressPrefix, withPlaces: boolean, errors: FieldErrors): TypedAddressInput | undefined {
  const fields = prefixedFields(body, prefix);
  const contact = parseGroup(contactFields(prefix), fields, `${prefix}_`, errors);
  const places = withPlaces ? parseGroup(placeFields(prefix), fields, `${prefix}_`, errors) : null;
  if (!contact || places === undefined) return undefined;
  return {
    contact: { firstName: contact.first_name, lastName: contact.last_name ?? null, email: contact.email ?? null, phone: contact.phone },
    places: places && {
      address: places.address,
      stateId: places.state,
      districtId: places.district,
      thanaId: places.thana ?? null,
      postalCode: places.postal_code ?? null,
      countryId: places.country ?? null,
    },
  };
}

/** Every field error of the body at once, Laravel-style; a 422 when there is any. */
export function parseOrderRequest(body: Record<string, unknown>): OrderRequest {
  const errors: FieldErrors = {};
  const order = parseGroup(orderFields, body, '', errors);
  const pickup = body.shipping_type === 'pickup';
  if (pickup && isBlank(body.pickup_points_id)) errors.pickup_points_id = ['The pickup points id field is required.'];
  const usesSavedAddress = !isBlank(body.address_id);
  const shipping = usesSavedAddress ? null : parseAddress(body, 'shipping', !pickup, errors);
  const billingGiven = Object.entries(prefixedFields(body, 'billing')).some(([, value]) => !isBlank(value));
  const billing = billingGiven ? parseAddress(body, 'billing', !pickup, errors) : null;
  if (!order || shipping === undefined || billing === undefined || Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    shippingType: order.shipping_type,
    pickupPointId: pickup ? (order.pickup_points_id ?? null) : null,
    deliveryMethod: pickup ? null : (order.delivery_method ?? 'regular'),
    addressId: order.address_id ?? null,
    shipping,
    billing,
    paymentType: order.payment_type,
    note: order.note ?? null,
    giftWrap: order.gift_wrap ?? false,
    expectedTotal: order.expected_total ?? null,
  };
}

/** The optional `Idempotency-Key` header: 1 to 100 visible characters. */
export function parseIdempotencyKey(request: Pick<ApiRequest, 'headers'>): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new ValidationError({ 'Idempotency-Key': ['The Idempotency-Key header must be 1 to 100 visible characters.'] });
  }
  return value;
}
