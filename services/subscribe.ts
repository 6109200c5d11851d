import type { SubscribeAnswer, Subscription } from '@/contract/settings';
import { http, requestConfig, type RequestOptions } from './http';

/** `POST /v2/subscribe`: either contact may be empty, not both; bad ones reject with a 422 per field. */
export async function subscribe(body: Subscription, options?: RequestOptions): Promise<SubscribeAnswer> {
  const response = await http.post('/v2/subscribe', body, requestConfig(options), 'subscribe');
  return response.data;
}
