import { http, requestConfig, type RequestOptions } from './http';
import type { SubscribeAnswer } from './types';

export interface Subscription {
  email?: string;
  phone?: string;
}

/** `POST /v2/subscribe`: either contact may be empty, not both; bad ones reject with a 422 per field. */
export async function subscribe(body: Subscription, options?: RequestOptions): Promise<SubscribeAnswer> {
  const response = await http.post<SubscribeAnswer>('/v2/subscribe', body, requestConfig(options));
  return response.data;
}
