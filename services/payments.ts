import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer, ReadResponse } from '@/contract/envelope';

// The simulated payment gateway of development and tests (docs/API.md, "Payments").

export interface SimulatedCharge {
  reference: string;
  method: string;
  method_name: string;
  amount: number;
  description: string;
  status: 'pending' | 'paid' | 'failed';
  return_path: string;
}

export interface ChargeSettledAnswer extends MutationAnswer {
  status: SimulatedCharge['status'];
  return_path: string;
}

export async function getSimulatedCharge(reference: string, options?: RequestOptions): Promise<SimulatedCharge> {
  const response = await http.get<ReadResponse<SimulatedCharge>>(`/v2/payment/simulated/${encodeURIComponent(reference)}`, requestConfig(options));
  return response.data.data;
}

export async function settleSimulatedCharge(
  reference: string,
  outcome: 'approved' | 'declined',
  options?: RequestOptions,
): Promise<ChargeSettledAnswer> {
  const response = await http.post<ChargeSettledAnswer>(
    `/v2/payment/simulated/${encodeURIComponent(reference)}/complete`,
    { outcome },
    requestConfig(options),
  );
  return response.data;
}
