import { listStockRequests, requestStockAlert } from '@/services/stockRequests';
import { fromService, shopApi } from './shopApi';

type AlertAnswer = Awaited<ReturnType<typeof requestStockAlert>>;

const stockRequestsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    myStockRequests: build.query<Awaited<ReturnType<typeof listStockRequests>>, { token: string; page: number }>({
      queryFn: fromService(({ token, page }, signal) => listStockRequests(page, { token, signal })),
      providesTags: ['StockRequest'],
    }),
    // Only a request the API took changes the customer's list.
    requestStockAlert: build.mutation<AlertAnswer, { token: string | null; submission: Parameters<typeof requestStockAlert>[0] }>({
      queryFn: fromService(({ token, submission }, signal) => requestStockAlert(submission, { token: token ?? undefined, signal })),
      invalidatesTags: (answer) => (answer?.result ? ['StockRequest'] : []),
    }),
  }),
});

export const { useMyStockRequestsQuery, useRequestStockAlertMutation } = stockRequestsApi;
