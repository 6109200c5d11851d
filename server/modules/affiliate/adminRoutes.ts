import { z } from 'zod';
import type { WithdrawalPayment, WithdrawalRejection } from '@/contract/affiliate';
import { bodyFields, multilineText, required, text as bodyText } from '@/server/http/bodyFields';
import { id } from '@/server/http/queryParams';
import { ok } from '@/server/http/responses';
import type { RouteDefinition, RouteHandler } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { configuredAdminToken, requireAdmin } from '@/server/modules/orders/adminAccess';
import { poishaToTaka } from '@/utils/money';
import { PAYOUT_MESSAGES, payWithdrawRequest, rejectWithdrawRequest } from './payoutService';
import { approveApplication, type Decision, rejectApplication } from './registrationService';

// The shop's side of the programme (no screens yet): deciding applications and paying or rejecting
// withdraw requests, with the back office's shared token. They work whether or not the programme is
// on, so that what is owed can still be paid after it is switched off.

const userParams = z.object({ userId: id('userId') });
const withdrawalParams = z.object({ id: id('id') });
const payBody = z.object({ reference: required(bodyText('reference', 100)) } satisfies FieldsOf<WithdrawalPayment>);
const rejectBody = z.object({ note: required(multilineText('note', 255)) } satisfies FieldsOf<WithdrawalRejection>);

/** Without a configured token the back office is not there at all. */
function adminOnly(handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    const adminToken = configuredAdminToken();
    if (adminToken === null) return { status: 404, body: { result: false, message: 'Not found' } };
    requireAdmin(request, adminToken);
    return handler(request, context);
  };
}

function decisionAnswer(message: string, decision: Decision) {
  return ok({ result: true, message, data: { user_id: decision.userId, status: decision.status, referral_code: decision.referralCode } });
}

export const affiliateAdminRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/v2/admin/affiliates/:userId/approve',
    handler: adminOnly(async (request, context) => {
      const { userId } = parseWith(userParams, request.params);
      return decisionAnswer('Affiliate approved', await approveApplication(context.db, userId, context.now()));
    }),
  },
  {
    method: 'POST',
    path: '/v2/admin/affiliates/:userId/reject',
    handler: adminOnly(async (request, context) => {
      const { userId } = parseWith(userParams, request.params);
      return decisionAnswer('Affiliate rejected', await rejectApplication(context.db, userId, context.now()));
    }),
  },
  {
    method: 'POST',
    path: '/v2/admin/affiliate-withdrawals/:id/pay',
    handler: adminOnly(async (request, context) => {
      const { id: requestId } = parseWith(withdrawalParams, request.params);
      const { reference } = parseWith(payBody, bodyFields(request.body));
      const paid = await payWithdrawRequest(context.db, requestId, reference, context.now());
      return ok({
        result: true,
        message: PAYOUT_MESSAGES.paid,
        data: { id: paid.requestId, status: 'approved', payment_id: paid.paymentId, user_id: paid.userId, amount: poishaToTaka(paid.amount) },
      });
    }),
  },
  {
    method: 'POST',
    path: '/v2/admin/affiliate-withdrawals/:id/reject',
    handler: adminOnly(async (request, context) => {
      const { id: requestId } = parseWith(withdrawalParams, request.params);
      const { note } = parseWith(rejectBody, bodyFields(request.body));
      const rejected = await rejectWithdrawRequest(context.db, requestId, note, context.now());
      return ok({
        result: true,
        message: PAYOUT_MESSAGES.rejected,
        data: { id: rejected.requestId, status: 'rejected', user_id: rejected.userId, amount: poishaToTaka(rejected.amount) },
      });
    }),
  },
];
