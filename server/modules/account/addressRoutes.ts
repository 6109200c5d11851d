import { z } from 'zod';
import type { Address, AddressChange, AddressFields, AddressUpdate, DefaultAddressRequest } from '@/contract/account';
import { requireCustomer } from '@/server/http/auth';
import { bangladeshiPhone, bodyFields, emailAddress, multilineText, optional, referenceId, required, text } from '@/server/http/bodyFields';
import { NotFoundError } from '@/server/http/errors';
import { ok, okData } from '@/server/http/responses';
import type { ApiContext, RouteDefinition, RouteHandler } from '@/server/http/types';
import { type FieldsOf, parseWith } from '@/server/http/validate';
import { changeAddress, createAddress, makeDefaultAddress, removeAddress } from './addressService';
import { findUserAddress, listUserAddresses, presentUser } from './presenter';
import { requireActiveUser } from './profileService';

const addressInput = z.object({
  name: required(text('name', 100)),
  phone: required(bangladeshiPhone('phone')),
  email: optional(emailAddress('email')),
  address: required(multilineText('address', 500)),
  country_id: optional(referenceId('country id')),
  state_id: required(referenceId('state id')),
  city_id: required(referenceId('city id')),
  area_id: optional(referenceId('area id')),
  postal_code: optional(text('postal code', 10)),
} satisfies FieldsOf<AddressFields>);
const addressUpdateInput = z.object({ ...addressInput.shape, id: required(referenceId('id')) } satisfies FieldsOf<AddressUpdate>);
const addressIdInput = z.object({ id: required(referenceId('id')) } satisfies FieldsOf<DefaultAddressRequest>);

/** Every address change answers the fresh user, whose default address the storefront keeps. */
async function answer(context: ApiContext, userId: number, message: string, data: Address | Address[]) {
  const user = await presentUser(context.db, await requireActiveUser(context.db, userId));
  const body: AddressChange = { result: true, message, data, user };
  return ok(body);
}

/** The address just written; one removed by a concurrent request is not found. */
async function writtenAddress(context: ApiContext, userId: number, addressId: number): Promise<Address> {
  const address = await findUserAddress(context.db, userId, addressId);
  if (!address) throw new NotFoundError('Address not found');
  return address;
}

const deleteHandler: RouteHandler = async (request, context) => {
  const caller = await requireCustomer(request, context);
  const { id: addressId } = parseWith(addressIdInput, { id: request.params.id });
  await removeAddress(context.db, caller.userId, addressId, context.now());
  return answer(context, caller.userId, 'Shipping information has been deleted', await listUserAddresses(context.db, caller.userId));
};

export const addressRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/v2/user/shipping/address',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      return okData(await listUserAddresses(context.db, caller.userId));
    },
  },
  {
    method: 'POST',
    path: '/v2/user/shipping/create',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      const input = parseWith(addressInput, bodyFields(request.body));
      const addressId = await createAddress(context.db, caller.userId, input, context.now());
      const address = await writtenAddress(context, caller.userId, addressId);
      return answer(context, caller.userId, 'Shipping information has been added successfully', address);
    },
  },
  {
    method: 'POST',
    path: '/v2/user/shipping/update',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      const { id: addressId, ...input } = parseWith(addressUpdateInput, bodyFields(request.body));
      await changeAddress(context.db, caller.userId, addressId, input, context.now());
      const address = await writtenAddress(context, caller.userId, addressId);
      return answer(context, caller.userId, 'Shipping information has been updated successfully', address);
    },
  },
  { method: 'GET', path: '/v2/user/shipping/delete/:id', handler: deleteHandler },
  { method: 'POST', path: '/v2/user/shipping/delete/:id', handler: deleteHandler },
  { method: 'DELETE', path: '/v2/user/shipping/delete/:id', handler: deleteHandler },
  {
    method: 'POST',
    path: '/v2/user/shipping/make_default',
    handler: async (request, context) => {
      const caller = await requireCustomer(request, context);
      const { id: addressId } = parseWith(addressIdInput, bodyFields(request.body));
      await makeDefaultAddress(context.db, caller.userId, addressId, context.now());
      const address = await writtenAddress(context, caller.userId, addressId);
      return answer(context, caller.userId, 'Default shipping information has been updated', address);
    },
  },
];
