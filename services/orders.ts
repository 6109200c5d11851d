import type { MutationAnswer } from '@/contract/envelope';
import type { OrderDetail, OrderHistory, OrderHistoryPage, OrderItem } from '@/contract/orders';
import { http, requestConfig, type RequestOptions } from './http';

// The caller's orders (docs/API.md, "Orders").

export async function listOrders(page = 1, options?: RequestOptions): Promise<OrderHistory> {
  const query: OrderHistoryPage = { page };
  const response = await http.get('/v2/purchase-history', requestConfig(options, { params: query }), 'orderHistory');
  return response.data;
}

/** The order, or a 404 rejection when it is not the caller's. */
export async function getOrder(id: number, options?: RequestOptions): Promise<OrderDetail> {
  const response = await http.get(`/v2/purchase-history-details/${id}`, requestConfig(options), 'orderDetails');
  return response.data.data[0];
}

export async function listOrderItems(id: number, options?: RequestOptions): Promise<OrderItem[]> {
  const response = await http.get(`/v2/purchase-history-items/${id}`, requestConfig(options), 'orderItems');
  return response.data.data;
}

/** Orders that have not shipped can be cancelled; later ones reject with a 422 saying so. */
export async function cancelOrder(id: number, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post(`/v2/order/cancel/${id}`, undefined, requestConfig(options), 'mutation');
  return response.data;
}
