import { isNotFound } from '@/services/http';
import type { OrderDetail, OrderItem } from '@/contract/orders';
import { cancelOrder, getOrder, listOrderItems, listOrders } from '@/services/orders';
import { fromService, shopApi } from './shopApi';

/** An order with its items; null when it is not the visitor's (or does not exist). */
type OrderWithItems = { order: OrderDetail; items: OrderItem[] } | null;

// Private reads carry the session's token in their argument, so each session has its own cache entries.
const ordersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    orderHistory: build.query<Awaited<ReturnType<typeof listOrders>>, { token: string; page: number }>({
      queryFn: fromService(({ token, page }, signal) => listOrders(page, { token, signal })),
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    order: build.query<OrderWithItems, { token: string; id: number }>({
      queryFn: fromService(async ({ token, id }, signal) => {
        const options = { token, signal };
        try {
          const [order, items] = await Promise.all([getOrder(id, options), listOrderItems(id, options)]);
          return order ? { order, items } : null;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Order', id }],
    }),
    // Either way the answer goes, the order is read again to show where it stands.
    cancelOrder: build.mutation<Awaited<ReturnType<typeof cancelOrder>>, { token: string | null; id: number }>({
      queryFn: fromService(({ token, id }, signal) => cancelOrder(id, { token: token ?? undefined, signal })),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Order', id },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { useOrderHistoryQuery, useOrderQuery, useCancelOrderMutation } = ordersApi;
