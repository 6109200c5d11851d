import { http, requestConfig, type RequestOptions } from './http';
import type { MutationAnswer, PaginatedResponse } from '@/contract/envelope';
import type { StockRequest, StockRequestPage, StockRequestSubmission } from '@/contract/stockRequests';

export type { StockRequest } from '@/contract/stockRequests';

/** `POST /v2/stock-requests`: a guest or customer asks to be told when the variant is back. */
export async function requestStockAlert(submission: StockRequestSubmission, options?: RequestOptions): Promise<MutationAnswer> {
  const response = await http.post('/v2/stock-requests', submission, requestConfig(options), 'mutation');
  return response.data;
}

/** `GET /v2/stock-requests`: the customer's own requests, newest first, paginated. */
export async function listStockRequests(page = 1, options?: RequestOptions): Promise<PaginatedResponse<StockRequest>> {
  const query: StockRequestPage = { page };
  const response = await http.get('/v2/stock-requests', requestConfig(options, { params: query }), 'stockRequests');
  return response.data;
}
