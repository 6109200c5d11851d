import type {
  AccountDeletionAnswer,
  Address,
  AddressChange,
  AddressFields,
  AddressUpdate,
  DefaultAddressRequest,
  ListedAddress,
  ProfileUpdate,
  User,
  UserAnswer,
  WithFreshUser,
} from '@/contract/account';
import { getSignedInUser } from './auth';
import { http, requestConfig, type RequestOptions } from './http';

/** A change's answer with the fresh user: the one it carries, or, when the backend left it out, the user read afresh. */
async function withFreshUser<Answer extends { user?: User }>(answer: Answer, options?: RequestOptions): Promise<WithFreshUser<Answer>> {
  return { ...answer, user: answer.user ?? (await getSignedInUser(options)) };
}

/** `POST /v2/profile/update`: answers the fresh user. */
export async function updateProfile(body: ProfileUpdate, options?: RequestOptions): Promise<WithFreshUser<UserAnswer>> {
  const response = await http.post('/v2/profile/update', body, requestConfig(options), 'profileUpdate');
  return withFreshUser(response.data, options);
}

/** `GET /v2/customer/delete`: the account is gone only when `data.status` is true. */
export async function deleteAccount(options?: RequestOptions): Promise<AccountDeletionAnswer> {
  const response = await http.get('/v2/customer/delete', requestConfig(options), 'accountDeletion');
  return response.data;
}

function hasRecipient(address: ListedAddress): address is Address {
  return address.name !== undefined && address.email !== undefined;
}

/**
 * An address sent without its recipient, as stock backends of the family send them, goes to the customer:
 * the name left out is the customer's (the address's phone for a customer without one), and so is the e-mail.
 */
function withRecipient(address: ListedAddress, customer: User): Address {
  return {
    ...address,
    name: address.name ?? customer.name ?? address.phone,
    email: address.email === undefined ? customer.email : address.email,
  };
}

/** `GET /v2/user/shipping/address`: the address book, default first; the customer is read only when an address names no recipient. */
export async function listAddresses(options?: RequestOptions): Promise<Address[]> {
  const response = await http.get('/v2/user/shipping/address', requestConfig(options), 'addresses');
  const listed = response.data.data;
  if (listed.every(hasRecipient)) return listed;
  const customer = await getSignedInUser(options);
  return listed.map((address) => withRecipient(address, customer));
}

export async function createAddress(body: AddressFields, options?: RequestOptions): Promise<WithFreshUser<AddressChange>> {
  const response = await http.post('/v2/user/shipping/create', body, requestConfig(options), 'addressChange');
  return withFreshUser(response.data, options);
}

export async function updateAddress(id: number, body: AddressFields, options?: RequestOptions): Promise<WithFreshUser<AddressChange>> {
  const update: AddressUpdate = { id, ...body };
  const response = await http.post('/v2/user/shipping/update', update, requestConfig(options), 'addressChange');
  return withFreshUser(response.data, options);
}

export async function deleteAddress(id: number, options?: RequestOptions): Promise<WithFreshUser<AddressChange>> {
  const response = await http.delete(`/v2/user/shipping/delete/${id}`, requestConfig(options), 'addressChange');
  return withFreshUser(response.data, options);
}

/** `POST /v2/user/shipping/make_default`: answers the fresh user, whose stored copy must follow. */
export async function makeDefaultAddress(id: number, options?: RequestOptions): Promise<WithFreshUser<UserAnswer>> {
  const body: DefaultAddressRequest = { id };
  const response = await http.post('/v2/user/shipping/make_default', body, requestConfig(options), 'defaultAddress');
  return withFreshUser(response.data, options);
}
