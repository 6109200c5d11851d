import type * as z from 'zod/mini';
import type { paymentTypes, placeOrderAnswer } from '@/contract/checkout';
import { poishaToTaka } from '@/utils/money';
import type { PaymentTypeRow } from './repository';

// The checkout's answers as the contract's JSON: money in taka numbers.

export function toPaymentType(row: PaymentTypeRow): z.input<typeof paymentTypes>[number] {
  return { payment_type: row.payment_type, payment_type_key: row.payment_type_key, image: row.image, name: row.name, title: row.title };
}

export interface PlacedOrder {
  orderId: number;
  combinedOrderId: number;
  code: string;
  /** In poisha. */
  grandTotal: number;
  amountToPay: number;
  paymentType: string;
  paymentStatus: 'unpaid' | 'paid';
  paymentUrl: string | null;
}

const ORDER_PLACED_MESSAGE = 'Your order has been placed';

export type PlacementAnswer = z.input<typeof placeOrderAnswer>;

export function toPlacementAnswer(order: PlacedOrder): PlacementAnswer {
  return {
    result: true,
    message: ORDER_PLACED_MESSAGE,
    data: {
      order_id: order.orderId,
      combined_order_id: order.combinedOrderId,
      code: order.code,
      grand_total: poishaToTaka(order.grandTotal),
      amount_to_pay: poishaToTaka(order.amountToPay),
      payment_type: order.paymentType,
      payment_status: order.paymentStatus,
      payment_url: order.paymentUrl,
    },
  };
}
