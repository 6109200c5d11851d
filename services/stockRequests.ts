import type { Locale } from '@/utils/locale';
import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer, PaginatedResponse } from '@/contract/envelope';
import type { StockRequest } from '@/contract/stockRequests';

export type { StockRequest } from '@/contract/stockRequests';

/** What a shopper asks to be told about: a sold-out variant, and where to tell them. */
export interface StockRequestSubmission {
  product_id: number;
  barcode: string;
  /** One of the two, or neither for a signed-in customer (the API then uses their phone, else e-mail). */
  email?: string;
  phone?: string;
  /** The language the alert is written in; English when left out. */
  locale?: Locale;
}

/** `POST /v2/stock-requests`: a guest or customer asks to be told when the variant is back. */
export async function requestStockAlert(submission: StockRequestSubmission, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/stock-requests', submission, requestConfig(options), 'mutation');
  return response.data;
}

/** `GET /v2/stock-requests`: the customer's own requests, newest first, paginated. */
export async function listStockRequests(page = 1, options?: RequestOptions): Promise<PaginatedResponse<StockRequest>> {
  const response = await http.get('/v2/stock-requests', requestConfig(options, { params: { page } }), 'stockRequests');
  return response.data;
}
