import * as z from 'zod/mini';
import { mutationAnswer, readEnvelope } from './envelope';
import { taka } from './money';

// The simulated payment gateway of development and tests: a charge and the shopper's verdict on it.

const chargeStatus = z.enum(['pending', 'paid', 'failed']);

const simulatedCharge = z.object({
  reference: z.string(),
  method: z.string(),
  method_name: z.string(),
  amount: taka,
  description: z.string(),
  status: chargeStatus,
  return_path: z.string(),
});

/** `GET /v2/payment/simulated/{reference}`. */
export const simulatedChargeAnswer = readEnvelope(simulatedCharge);

/** `POST /v2/payment/simulated/{reference}/complete`: the shopper's verdict on the charge. */
export interface ChargeVerdict {
  outcome: 'approved' | 'declined';
}

/** `POST /v2/payment/simulated/{reference}/complete`: where the charge stands now and where the shopper goes back to. */
export const chargeSettledAnswer = z.object({ ...mutationAnswer.shape, status: chargeStatus, return_path: z.string() });

export type SimulatedCharge = z.output<typeof simulatedCharge>;
export type ChargeSettledAnswer = z.output<typeof chargeSettledAnswer>;
