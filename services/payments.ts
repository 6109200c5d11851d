import type { ChargeSettledAnswer, ChargeVerdict, SimulatedCharge } from '@/contract/payments';
import { http, requestConfig, type RequestOptions } from './http';

// The simulated payment gateway of development and tests (docs/API.md, "Payments").

export async function getSimulatedCharge(reference: string, options?: RequestOptions): Promise<SimulatedCharge> {
  const response = await http.get(`/v2/payment/simulated/${encodeURIComponent(reference)}`, requestConfig(options), 'simulatedCharge');
  return response.data.data;
}

export async function settleSimulatedCharge(
  reference: string,
  outcome: ChargeVerdict['outcome'],
  options?: RequestOptions,
): Promise<ChargeSettledAnswer> {
  const verdict: ChargeVerdict = { outcome };
  const response = await http.post(
    `/v2/payment/simulated/${encodeURIComponent(reference)}/complete`,
    verdict,
    requestConfig(options),
    'chargeSettled',
  );
  return response.data;
}
