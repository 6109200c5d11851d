import * as z from 'zod/mini';
import { ORDER_STATUSES } from '@/utils/orderStatus';
import { pageEnvelope, readEnvelope } from './envelope';
import { taka } from './money';

// The caller's orders: the purchase history, one order's details and its items.

const deliveryStatus = z.enum(ORDER_STATUSES);

const paymentStatus = z.enum(['unpaid', 'paid', 'failed', 'refunded']);

const orderSummary = z.object({
  id: z.number(),
  code: z.string(),
  /** ISO date and time. */
  date: z.string(),
  grand_total: taka,
  amount_to_pay: taka,
  payment_type: z.string(),
  payment_type_name: z.string(),
  payment_status: paymentStatus,
  delivery_status: deliveryStatus,
  delivery_status_label: z.string(),
  item_count: z.number(),
  shipping_type: z.enum(['home_delivery', 'pickup']),
  can_cancel: z.boolean(),
});

const orderAddress = z.object({
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  country: z.nullable(z.string()),
  division: z.nullable(z.string()),
  district: z.nullable(z.string()),
  thana: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
});

const orderTimelineEntry = z.object({
  status: deliveryStatus,
  label: z.string(),
  note: z.nullable(z.string()),
  date: z.string(),
});

const orderDetail = z.object({
  ...orderSummary.shape,
  shipping_address: z.nullable(orderAddress),
  billing_address: z.nullable(orderAddress),
  pickup_point: z.nullable(z.object({ name: z.string(), address: z.string(), phone: z.string() })),
  delivery_method: z.nullable(z.enum(['regular', 'express'])),
  note: z.nullable(z.string()),
  gift_wrap: z.boolean(),
  /** The lines at their regular (crossed-out) prices, before any discount. */
  regular_sub_total: taka,
  /** After product, flash-deal, promotion and membership discounts. */
  sub_total: taka,
  product_discount: taka,
  coupon_code: z.nullable(z.string()),
  coupon_discount: taka,
  membership_discount: taka,
  gift_card_amount: taka,
  shipping_cost: taka,
  tax: taka,
  /** The gateway's page to pay an unpaid online order again. */
  payment_url: z.nullable(z.string()),
  timeline: z.array(orderTimelineEntry),
});

const orderItem = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  slug: z.string(),
  thumbnail_image: z.nullable(z.string()),
  variation: z.string(),
  barcode: z.string(),
  sku: z.string(),
  quantity: z.number(),
  unit_price: taka,
  /** The crossed-out unit price the item was sold against. */
  stroked_price: taka,
  unit_discount: taka,
  line_total: taka,
});

/** The query of `GET /v2/purchase-history`: the page of the caller's orders to list. */
export interface OrderHistoryPage {
  page?: number;
}

/** `POST /v2/admin/orders/{id}/status`: the back office moves an order on, with a note for its timeline. */
export interface OrderStatusChange {
  status: DeliveryStatus;
  note?: string;
}

/** `GET /v2/purchase-history`: a page of the caller's orders, newest first. */
export const orderHistory = pageEnvelope(orderSummary);

/** `GET /v2/purchase-history-details/{id}`: the order as a one-element list, as the family sends it. */
export const orderDetails = readEnvelope(z.array(orderDetail).check(z.minLength(1)));

/** `GET /v2/purchase-history-items/{id}`. */
export const orderItems = readEnvelope(z.array(orderItem));

export type DeliveryStatus = z.output<typeof deliveryStatus>;
export type PaymentStatus = z.output<typeof paymentStatus>;
export type OrderSummary = z.output<typeof orderSummary>;
export type OrderAddress = z.output<typeof orderAddress>;
export type OrderTimelineEntry = z.output<typeof orderTimelineEntry>;
export type OrderDetail = z.output<typeof orderDetail>;
export type OrderItem = z.output<typeof orderItem>;
export type OrderHistory = z.output<typeof orderHistory>;
