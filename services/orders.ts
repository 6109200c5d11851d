import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer, PaginatedResponse, ReadResponse } from '@/contract/envelope';

// The caller's orders (docs/API.md, "Orders").

export type DeliveryStatus = 'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'unpaid' | 'paid' | 'failed' | 'refunded';

export interface OrderSummary {
  id: number;
  code: string;
  /** ISO date and time. */
  date: string;
  grand_total: number;
  amount_to_pay: number;
  payment_type: string;
  payment_type_name: string;
  payment_status: PaymentStatus;
  delivery_status: DeliveryStatus;
  delivery_status_label: string;
  item_count: number;
  shipping_type: 'home_delivery' | 'pickup';
  can_cancel: boolean;
}

export interface OrderAddress {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  country: string | null;
  division: string | null;
  district: string | null;
  thana: string | null;
  postal_code: string | null;
}

export interface OrderTimelineEntry {
  status: DeliveryStatus;
  label: string;
  note: string | null;
  date: string;
}

export interface OrderDetail extends OrderSummary {
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  pickup_point: { name: string; address: string; phone: string } | null;
  delivery_method: 'regular' | 'express' | null;
  note: string | null;
  gift_wrap: boolean;
  /** The lines at their regular (crossed-out) prices, before any discount. */
  regular_sub_total: number;
  /** After product, flash-deal, promotion and membership discounts. */
  sub_total: number;
  product_discount: number;
  coupon_code: string | null;
  coupon_discount: number;
  membership_discount: number;
  gift_card_amount: number;
  shipping_cost: number;
  tax: number;
  /** The gateway's page to pay an unpaid online order again. */
  payment_url: string | null;
  timeline: OrderTimelineEntry[];
}

export interface OrderItem {
  id: number;
  product_id: number;
  product_name: string;
  slug: string;
  thumbnail_image: string | null;
  variation: string;
  barcode: string;
  sku: string;
  quantity: number;
  unit_price: number;
  /** The crossed-out unit price the item was sold against. */
  stroked_price: number;
  unit_discount: number;
  line_total: number;
}

export async function listOrders(page = 1, options?: RequestOptions): Promise<PaginatedResponse<OrderSummary>> {
  const response = await http.get<PaginatedResponse<OrderSummary>>('/v2/purchase-history', requestConfig(options, { params: { page } }));
  return response.data;
}

/** The order, or a 404 rejection when it is not the caller's. */
export async function getOrder(id: number, options?: RequestOptions): Promise<OrderDetail> {
  const response = await http.get<ReadResponse<OrderDetail[]>>(`/v2/purchase-history-details/${id}`, requestConfig(options));
  return response.data.data[0];
}

export async function listOrderItems(id: number, options?: RequestOptions): Promise<OrderItem[]> {
  const response = await http.get<ReadResponse<OrderItem[]>>(`/v2/purchase-history-items/${id}`, requestConfig(options));
  return response.data.data;
}

/** Orders that have not shipped can be cancelled; later ones reject with a 422 saying so. */
export async function cancelOrder(id: number, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post<MutationAnswer>(`/v2/order/cancel/${id}`, undefined, requestConfig(options));
  return response.data;
}
