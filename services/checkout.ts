import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer } from '@/contract/envelope';
import type { CartSummary, ReadResponse } from './types';

// The checkout's settings and order placement (docs/API.md, "Checkout").

export interface PaymentType {
  payment_type: string;
  payment_type_key: string;
  image: string | null;
  name: string;
  title: string;
}

/** Prices by the minimum total quantity in the bag ("1", "3", "6"), in taka. */
export interface DhakaShippingPrices {
  insideDhaka: Record<string, number>;
  outsideDhaka: Record<string, number>;
}

export interface DeliveryMethod {
  key: 'regular' | 'express';
  name: string;
  price: number;
  estimated_days: string;
}

export interface PickupPoint {
  id: number;
  name: string;
  address: string;
  phone: string;
  city: string;
}

/** The address fields of an order, sent as `shipping_<field>` and `billing_<field>`. */
export interface OrderAddressFields {
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

export type PlaceOrderRequest = {
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
} & Partial<Prefixed<'shipping_', OrderAddressFields>> &
  Partial<Prefixed<'billing_', OrderAddressFields>>;

export interface PlacedOrder {
  order_id: number;
  combined_order_id: number;
  code: string;
  grand_total: number;
  amount_to_pay: number;
  payment_type: string;
  payment_status: string;
  /** The payment gateway's page when something is left to pay online. */
  payment_url: string | null;
}

export interface PlaceOrderAnswer extends MutationAnswer {
  data: PlacedOrder;
}

/** A 409 from order placement: the bag changed since the shopper last saw it. */
export interface BagChangedAnswer extends MutationAnswer {
  code: 'price_changed' | 'stock_changed';
  summary?: CartSummary;
  unavailable?: { barcode: string; name: string; available: number }[];
}

export async function listPaymentTypes(options?: RequestOptions): Promise<PaymentType[]> {
  const response = await http.get<PaymentType[]>('/v2/payment-types', requestConfig(options));
  return response.data;
}

export async function getDhakaShippingPrices(options?: RequestOptions): Promise<DhakaShippingPrices> {
  const response = await http.get<DhakaShippingPrices>('/v2/inside-outside-dhaka-price', requestConfig(options));
  return response.data;
}

export async function listDeliveryMethods(options?: RequestOptions): Promise<DeliveryMethod[]> {
  const response = await http.get<ReadResponse<DeliveryMethod[]>>('/v2/shippingChargeExpressAndRegular', requestConfig(options));
  return response.data.data;
}

export async function listPickupPoints(options?: RequestOptions): Promise<PickupPoint[]> {
  const response = await http.get<ReadResponse<PickupPoint[]>>('/v2/pickup-list', requestConfig(options));
  return response.data.data;
}

/** `POST /v2/order/store`; the idempotency key makes a retried placement answer the first order. */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string, options?: RequestOptions): Promise<PlaceOrderAnswer> {
  const response = await http.post<PlaceOrderAnswer>(
    '/v2/order/store',
    body,
    requestConfig(options, { headers: { 'Idempotency-Key': idempotencyKey } }),
  );
  return response.data;
}
