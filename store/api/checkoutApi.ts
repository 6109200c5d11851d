import { listDeliveryMethods, listPaymentTypes, listPickupPoints } from '@/services/checkout';
import { fromService, shopApi } from './shopApi';

// What a shopper chooses from at checkout: public, the same for every visitor.
const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    paymentTypes: build.query<Awaited<ReturnType<typeof listPaymentTypes>>, void>({
      queryFn: fromService((_none, signal) => listPaymentTypes({ signal })),
    }),
    deliveryMethods: build.query<Awaited<ReturnType<typeof listDeliveryMethods>>, void>({
      queryFn: fromService((_none, signal) => listDeliveryMethods({ signal })),
    }),
    pickupPoints: build.query<Awaited<ReturnType<typeof listPickupPoints>>, void>({
      queryFn: fromService((_none, signal) => listPickupPoints({ signal })),
    }),
  }),
});

export const { usePaymentTypesQuery, useDeliveryMethodsQuery, usePickupPointsQuery } = checkoutApi;
