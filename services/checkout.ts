import type { DeliveryMethod, PaymentType, PickupPoint, PlaceOrderAnswer, PlaceOrderRequest } from '@/contract/checkout';
import { http, requestConfig, type RequestOptions } from './http';

// The checkout's settings and order placement (docs/API.md, "Checkout").

export async function listPaymentTypes(options?: RequestOptions): Promise<PaymentType[]> {
  const response = await http.get('/v2/payment-types', requestConfig(options), 'paymentTypes');
  return response.data;
}

export async function listDeliveryMethods(options?: RequestOptions): Promise<DeliveryMethod[]> {
  const response = await http.get('/v2/shippingChargeExpressAndRegular', requestConfig(options), 'deliveryMethods');
  return response.data.data;
}

export async function listPickupPoints(options?: RequestOptions): Promise<PickupPoint[]> {
  const response = await http.get('/v2/pickup-list', requestConfig(options), 'pickupPoints');
  return response.data.data;
}

/** `POST /v2/order/store`; the idempotency key makes a retried placement answer the first order. */
export async function placeOrder(body: PlaceOrderRequest, idempotencyKey: string, options?: RequestOptions): Promise<PlaceOrderAnswer> {
  const response = await http.post(
    '/v2/order/store',
    body,
    requestConfig(options, { headers: { 'Idempotency-Key': idempotencyKey } }),
    'placeOrder',
  );
  return response.data;
}
