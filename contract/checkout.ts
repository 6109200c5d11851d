import * as z from 'zod/mini';
import { cartSummary } from './cart';
import { mutationAnswer, readEnvelope } from './envelope';
import { taka } from './money';

// The checkout's settings and order placement.

const paymentType = z.object({
  payment_type: z.string(),
  payment_type_key: z.string(),
  image: z.nullable(z.string()),
  name: z.string(),
  title: z.string(),
});

/** `GET /v2/payment-types`: a bare list. */
export const paymentTypes = z.array(paymentType);

/** Prices by the minimum total quantity in the bag ("1", "3", "6"), in taka. */
export const dhakaShippingPrices = z.object({
  insideDhaka: z.record(z.string(), taka),
  outsideDhaka: z.record(z.string(), taka),
});

const deliveryMethod = z.object({
  key: z.enum(['regular', 'express']),
  name: z.string(),
  price: taka,
  estimated_days: z.string(),
});

const pickupPoint = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  city: z.string(),
});

export const deliveryMethods = readEnvelope(z.array(deliveryMethod));
export const pickupPoints = readEnvelope(z.array(pickupPoint));

/** The address fields of an order, sent as `shipping_<field>` and `billing_<field>`. */
interface OrderAddressFields {
  first_name: string;
  last_name?: string;
  email?: string;
  phone: string;
  address?: string;
  country?: number;
  /** Division id. */
  state?: number;
  /** District id. */
  district?: number;
  /** Thana id. */
  thana?: number;
  postal_code?: string;
}

type Prefixed<Prefix extends string, Fields> = { [Key in keyof Fields as `${Prefix}${Key & string}`]: Fields[Key] };

/** The choices of `POST /v2/order/store`, besides the typed shipping and billing addresses. */
export interface OrderChoices {
  shipping_type: 'home_delivery' | 'pickup';
  pickup_points_id?: number;
  delivery_method?: 'regular' | 'express';
  /** A saved address of the caller instead of the shipping fields. */
  address_id?: number;
  payment_type: string;
  note?: string;
  gift_wrap?: boolean;
  /** The amount to pay the shopper saw; the server refuses with `price_changed` when its own differs. */
  expected_total?: number;
}

export type PlaceOrderRequest = OrderChoices & Partial<Prefixed<'shipping_', OrderAddressFields>> & Partial<Prefixed<'billing_', OrderAddressFields>>;

const placedOrder = z.object({
  order_id: z.number(),
  combined_order_id: z.number(),
  code: z.string(),
  grand_total: taka,
  amount_to_pay: taka,
  payment_type: z.string(),
  payment_status: z.string(),
  /** The payment gateway's page when something is left to pay online. */
  payment_url: z.nullable(z.string()),
});

export const placeOrderAnswer = z.object({ ...mutationAnswer.shape, data: placedOrder });

/** A 409 from order placement: the bag changed since the shopper last saw it. */
export const bagChangedAnswer = z.object({
  ...mutationAnswer.shape,
  code: z.enum(['price_changed', 'stock_changed']),
  summary: z.optional(cartSummary),
  unavailable: z.optional(z.array(z.object({ barcode: z.string(), name: z.string(), available: z.number() }))),
});

export type PaymentType = z.output<typeof paymentType>;
export type DeliveryMethod = z.output<typeof deliveryMethod>;
export type PickupPoint = z.output<typeof pickupPoint>;
export type PlacedOrder = z.output<typeof placedOrder>;
export type PlaceOrderAnswer = z.output<typeof placeOrderAnswer>;
export type BagChangedAnswer = z.output<typeof bagChangedAnswer>;
