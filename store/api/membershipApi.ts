import { listOwnMemberships } from '@/services/membership';
import { fromService, shopApi } from './shopApi';

const membershipApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    ownMemberships: build.query<Awaited<ReturnType<typeof listOwnMemberships>>, { token: string }>({
      queryFn: fromService(({ token }, signal) => listOwnMemberships({ token, signal })),
      providesTags: ['Membership'],
    }),
  }),
});

export const { useOwnMembershipsQuery } = membershipApi;
