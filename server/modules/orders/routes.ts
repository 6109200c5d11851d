import { z } from 'zod';
import type { OrderHistoryPage, OrderStatusChange } from '@/contract/orders';
import { requireCaller } from '@/server/http/auth';
import { bodyFields, multilineText, optional, required } from '@/server/http/bodyFields';
import { oneOf } from '@/server/http/fieldRules';
import { id, queryStringWithoutPage, text, wholeNumber, withoutEmptyValues } from '@/server/http/queryParams';
import { ok, okData, pageLinks, pageMeta } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/utils/orderStatus';
import { revalidatePagesOfOrder } from '@/server/modules/catalog/pageRevalidation';
import { configuredAdminToken, requireAdmin } from './adminAccess';
import { CANCELLED_MESSAGE, cancelOwnOrder, getOrderDetail, getOrderItems, listOrderHistory, ORDERS_PER_PAGE } from './service';
import { changeOrderStatus, findOrderByReference } from './statusService';

// The caller's orders (guest or customer: a guest's token reads the guest's own orders), and the
// back office's status path.

const MAX_STATUS_NOTE_LENGTH = 500;

const historyQuery = z.object({ page: wholeNumber('page', 1, 100_000).default(1) } satisfies FieldsOf<OrderHistoryPage>);
const orderParams = z.object({ id: id('id') });
const adminParams = z.object({ id: text('id', 50).min(1, 'The id field is required.') });
const statusBody = z.object({
  status: required(oneOf('status', ORDER_STATUSES)),
  note: optional(multilineText('note', MAX_STATUS_NOTE_LENGTH)),
} satisfies FieldsOf<OrderStatusChange>);

export const orderRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/purchase-history',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const { page } = parseWith(historyQuery, withoutEmptyValues(request.query));
      const history = await listOrderHistory(context.db, caller.userId, page);
      const meta = pageMeta(request.path, page, ORDERS_PER_PAGE, history.total, history.orders.length);
      return okData(history.orders, { meta, links: pageLinks(request.path, meta, queryStringWithoutPage(request.query)) });
    },
  },
  {
    method: 'GET',
    path: '/v2/purchase-history-details/:id',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const { id: orderId } = parseWith(orderParams, request.params);
      return okData([await getOrderDetail(context.db, caller.userId, orderId)]);
    },
  },
  {
    method: 'GET',
    path: '/v2/purchase-history-items/:id',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const { id: orderId } = parseWith(orderParams, request.params);
      return okData(await getOrderItems(context.db, caller.userId, orderId));
    },
  },
  {
    method: 'POST',
    path: '/v2/order/cancel/:id',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      const { id: orderId } = parseWith(orderParams, request.params);
      await cancelOwnOrder(context.db, caller.userId, orderId, context.now());
      revalidatePagesOfOrder(context, orderId);
      return ok({ result: true, message: CANCELLED_MESSAGE });
    },
  },
  {
    method: 'POST',
    path: '/v2/admin/orders/:id/status',
    handler: async (request, context) => {
      const adminToken = configuredAdminToken();
      // Without a configured token the back office is not there at all.
      if (adminToken === null) return { status: 404, body: { result: false, message: 'Not found' } };
      requireAdmin(request, adminToken);
      const { id: orderRef } = parseWith(adminParams, request.params);
      const input = parseWith(statusBody, bodyFields(request.body));
      const moved = await changeOrderStatus(context.db, orderRef, input.status, input.note ?? null, context.now());
      if (moved.status === 'cancelled') revalidatePagesOfOrder(context, moved.id);
      const order = await findOrderByReference(context.db, moved.id);
      return ok({
        result: true,
        message: 'Order status updated',
        data: {
          id: moved.id,
          code: moved.code,
          delivery_status: moved.status,
          delivery_status_label: ORDER_STATUS_LABELS[moved.status],
          payment_status: order?.payment_status ?? null,
        },
      });
    },
  },
];
