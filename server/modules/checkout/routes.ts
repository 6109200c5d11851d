import { requireCaller } from '@/server/http/auth';
import { bodyFields } from '@/server/http/bodyFields';
import { ok } from '@/server/http/responses';
import type { RouteDefinition } from '@/server/http/types';
import { OrderConflict } from './errors';
import { parseIdempotencyKey, parseOrderRequest } from './orderInput';
import { toPaymentType } from './presenter';
import { revalidatePagesOfOrder } from '@/server/modules/catalog/pageRevalidation';
import { listPaymentTypes, placeOrder, requireCheckoutAllowed } from './service';

// Payment types and order placement (docs/API.md, "Checkout").

export const checkoutRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/payment-types',
    handler: async (_request, { db }) => ok((await listPaymentTypes(db)).map(toPaymentType)),
  },
  {
    method: 'POST',
    path: '/v2/order/store',
    handler: async (request, context) => {
      const caller = await requireCaller(request, context);
      await requireCheckoutAllowed(context.db, caller);
      const idempotencyKey = parseIdempotencyKey(request);
      const orderRequest = parseOrderRequest(bodyFields(request.body));
      try {
        const answer = await placeOrder(context.db, caller.userId, orderRequest, idempotencyKey, context.now());
        revalidatePagesOfOrder(context, answer.data.order_id);
        return ok(answer);
      } catch (error) {
        if (error instanceof OrderConflict) return ok({ result: false, success: false, message: error.message, ...error.details }, 409);
        throw error;
      }
    },
  },
];
