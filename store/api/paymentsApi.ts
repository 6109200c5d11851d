import { getSimulatedCharge } from '@/services/payments';
import { fromService, shopApi } from './shopApi';

const paymentsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    simulatedCharge: build.query<Awaited<ReturnType<typeof getSimulatedCharge>>, string>({
      queryFn: fromService((reference, signal) => getSimulatedCharge(reference, { signal })),
    }),
  }),
});

export const { useSimulatedChargeQuery } = paymentsApi;
