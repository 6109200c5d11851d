import type { AddressFields } from '@/contract/account';
import { createAddress, deleteAddress, listAddresses, updateAddress } from '@/services/account';
import { fromService, shopApi } from './shopApi';

type AddressAnswer = Awaited<ReturnType<typeof createAddress>>;

// A change that went through makes the address book load again; a refused one leaves it as it is.
const changedAddressBook = (answer: AddressAnswer | undefined) => (answer ? ['Address' as const] : []);

export const addressesApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    addresses: build.query<Awaited<ReturnType<typeof listAddresses>>, { token: string }>({
      queryFn: fromService(({ token }, signal) => listAddresses({ token, signal })),
      providesTags: ['Address'],
    }),
    /** Updates the address with `id`, or saves a new one without. */
    saveAddress: build.mutation<AddressAnswer, { token: string | null; id?: number; fields: AddressFields }>({
      queryFn: fromService(({ token, id, fields }, signal) => {
        const options = { token: token ?? undefined, signal };
        return id === undefined ? createAddress(fields, options) : updateAddress(id, fields, options);
      }),
      invalidatesTags: changedAddressBook,
    }),
    deleteAddress: build.mutation<AddressAnswer, { token: string | null; id: number }>({
      queryFn: fromService(({ token, id }, signal) => deleteAddress(id, { token: token ?? undefined, signal })),
      invalidatesTags: changedAddressBook,
    }),
  }),
});

export const { useAddressesQuery, useSaveAddressMutation, useDeleteAddressMutation } = addressesApi;
