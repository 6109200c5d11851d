import { z } from 'zod';
import type * as contract from 'zod/mini';
import type { chargeSettledAnswer, ChargeVerdict, simulatedChargeAnswer } from '@/contract/payments';
import { bodyFields, required } from '@/server/http/bodyFields';
import { oneOf } from '@/server/http/fieldRules';
import { NotFoundError } from '@/server/http/errors';
import { ok, okData } from '@/server/http/responses';
import type { ApiResponse, RouteDefinition, RouteHandler } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { poishaToTaka } from '@/utils/money';
import { isSimulatedGatewayEnabled } from './gateway';
import { completeSimulatedCharge, findSimulatedCharge } from './service';

// The simulated payment gateway's page and its verdict. Anyone holding a charge's reference may use
// them, as on a real gateway's page; they do not exist where the simulated gateway is off.

const completeBody = z.object({ outcome: required(oneOf('outcome', ['approved', 'declined'])) } satisfies FieldsOf<ChargeVerdict>);

const SETTLED_MESSAGES = { pending: 'Payment pending', paid: 'Payment approved', failed: 'Payment declined' } as const;

const NOT_FOUND: ApiResponse = { status: 404, body: { result: false, message: 'Not found' } };

function whenGatewayEnabled(handler: RouteHandler): RouteHandler {
  return (request, context) => (isSimulatedGatewayEnabled() ? handler(request, context) : Promise.resolve(NOT_FOUND));
}

export const paymentRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/payment/simulated/:reference',
    handler: whenGatewayEnabled(async (request, context) => {
      const charge = await findSimulatedCharge(context.db, request.params.reference);
      if (!charge) throw new NotFoundError('Payment not found');
      const answer: contract.input<typeof simulatedChargeAnswer>['data'] = {
        reference: charge.reference,
        method: charge.method,
        method_name: charge.methodName,
        amount: poishaToTaka(charge.amount),
        description: charge.description,
        status: charge.status,
        return_path: charge.returnPath,
      };
      return okData(answer);
    }),
  },
  {
    method: 'POST',
    path: '/v2/payment/simulated/:reference/complete',
    handler: whenGatewayEnabled(async (request, context) => {
      const { outcome } = parseWith(completeBody, bodyFields(request.body));
      const settled = await completeSimulatedCharge(context.db, request.params.reference, outcome, context.now());
      const answer: contract.input<typeof chargeSettledAnswer> = {
        result: true,
        message: SETTLED_MESSAGES[settled.status],
        status: settled.status,
        return_path: settled.returnPath,
      };
      return ok(answer);
    }),
  },
];
