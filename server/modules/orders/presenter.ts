import type * as z from 'zod/mini';
import type { orderDetails, orderHistory, orderItems } from '@/contract/orders';
import { findGateway } from '@/server/modules/payments/gateway';
import { poishaToTaka } from '@/utils/money';
import { canCancelOrder, ORDER_STATUS_LABELS, type OrderStatus } from '@/utils/orderStatus';
import type { OrderRow } from './repository';

// Orders as the storefront reads them (contract: "Orders"). Money goes out as taka.

type OrderDetailAnswer = z.input<typeof orderDetails>['data'][number];

type OrderAddress = NonNullable<OrderDetailAnswer['shipping_address']>;

const ADDRESS_FIELDS = ['name', 'email', 'phone', 'address', 'country', 'division', 'district', 'thana', 'postal_code'] as const satisfies ReadonlyArray<
  keyof OrderAddress
>;

/** What the shopper still pays after the gift card. */
function amountToPay(order: Pick<OrderRow, 'grand_total' | 'gift_card_amount'>): number {
  return Math.max(0, order.grand_total - order.gift_card_amount);
}

export function toOrderSummary(order: OrderRow, itemCount: number): z.input<typeof orderHistory>['data'][number] {
  return {
    id: order.id,
    code: order.code,
    date: order.created_at,
    grand_total: poishaToTaka(order.grand_total),
    amount_to_pay: poishaToTaka(amountToPay(order)),
    payment_type: order.payment_type,
    payment_type_name: order.payment_type_name ?? order.payment_type,
    payment_status: order.payment_status,
    delivery_status: order.status,
    delivery_status_label: ORDER_STATUS_LABELS[order.status],
    item_count: itemCount,
    shipping_type: order.shipping_type,
    can_cancel: canCancelOrder(order.status),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function textOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/** The stored JSON address with every field of the contract's shape; unreadable text is no address. */
function toOrderAddress(stored: string | null): OrderAddress | null {
  if (stored === null) return null;
  const address = parseJson(stored);
  if (typeof address !== 'object' || address === null || Array.isArray(address)) return null;
  const fields = address as Record<string, unknown>;
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, textOrNull(fields[field])])) as OrderAddress;
}

/** The gateway's page while an online order is unpaid and still live; null otherwise. */
function orderPaymentUrl(order: OrderRow, pendingReference: string | null): string | null {
  if (order.status === 'cancelled' || order.payment_status !== 'unpaid' || pendingReference === null) return null;
  return findGateway(order.payment_type)?.pageUrl(pendingReference) ?? null;
}

interface TimelineEntry {
  status: OrderStatus;
  note: string | null;
  created_at: string;
}

export interface OrderDetailParts {
  order: OrderRow;
  itemCount: number;
  pickupPoint: { name: string; address: string; phone: string } | null;
  couponCode: string | null;
  pendingReference: string | null;
  history: TimelineEntry[];
}

export function toOrderDetail({ order, itemCount, pickupPoint, couponCode, pendingReference, history }: OrderDetailParts): OrderDetailAnswer {
  return {
    ...toOrderSummary(order, itemCount),
    shipping_address: toOrderAddress(order.shipping_address),
    billing_address: toOrderAddress(order.billing_address),
    pickup_point: pickupPoint,
    delivery_method: order.delivery_method,
    note: order.note,
    gift_wrap: order.gift_wrap === 1,
    regular_sub_total: poishaToTaka(order.regular_sub_total),
    sub_total: poishaToTaka(order.sub_total),
    product_discount: poishaToTaka(order.product_discount),
    coupon_code: couponCode,
    coupon_discount: poishaToTaka(order.coupon_discount),
    membership_discount: poishaToTaka(order.membership_discount),
    gift_card_amount: poishaToTaka(order.gift_card_amount),
    shipping_cost: poishaToTaka(order.shipping_cost),
    tax: poishaToTaka(order.tax),
    payment_url: orderPaymentUrl(order, pendingReference),
    timeline: history.map((entry) => ({
      status: entry.status,
      label: ORDER_STATUS_LABELS[entry.status],
      note: entry.note,
      date: entry.created_at,
    })),
  };
}

export interface OrderItemRow {
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
  stroked_price: number;
  unit_discount: number;
  line_total: number;
}

export function toOrderItem(item: OrderItemRow): z.input<typeof orderItems>['data'][number] {
  return {
    id: item.id,
    product_id: item.product_id,
    product_name: item.product_name,
    slug: item.slug,
    thumbnail_image: item.thumbnail_image,
    variation: item.variation,
    barcode: item.barcode,
    sku: item.sku,
    quantity: item.quantity,
    unit_price: poishaToTaka(item.unit_price),
    stroked_price: poishaToTaka(item.stroked_price),
    unit_discount: poishaToTaka(item.unit_discount),
    line_total: poishaToTaka(item.line_total),
  };
}
