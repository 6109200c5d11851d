import type { AccountDeletionAnswer, Address, AddressChange, AddressFields, ProfileUpdate, UserAnswer } from '@/contract/account';
import { http, requestConfig, type RequestOptions } from './http';

/** `POST /v2/profile/update`: answers the fresh user. */
export async function updateProfile(body: ProfileUpdate, options?: RequestOptions): Promise<UserAnswer> {
  const response = await http.post('/v2/profile/update', body, requestConfig(options), 'profileUpdate');
  return response.data;
}

/** `GET /v2/customer/delete`: the account is gone only when `data.status` is true. */
export async function deleteAccount(options?: RequestOptions): Promise<AccountDeletionAnswer> {
  const response = await http.get('/v2/customer/delete', requestConfig(options), 'accountDeletion');
  return response.data;
}

/** `GET /v2/user/shipping/address`: the address book, default first. */
export async function listAddresses(options?: RequestOptions): Promise<Address[]> {
  const response = await http.get('/v2/user/shipping/address', requestConfig(options), 'addresses');
  return response.data.data;
}

export async function createAddress(body: AddressFields, options?: RequestOptions): Promise<AddressChange> {
  const response = await http.post('/v2/user/shipping/create', body, requestConfig(options), 'addressChange');
  return response.data;
}

export async function updateAddress(id: number, body: AddressFields, options?: RequestOptions): Promise<AddressChange> {
  const response = await http.post('/v2/user/shipping/update', { id, ...body }, requestConfig(options), 'addressChange');
  return response.data;
}

export async function deleteAddress(id: number, options?: RequestOptions): Promise<AddressChange> {
  const response = await http.delete(`/v2/user/shipping/delete/${id}`, requestConfig(options), 'addressChange');
  return response.data;
}

/** `POST /v2/user/shipping/make_default`: answers the fresh user, whose stored copy must follow. */
export async function makeDefaultAddress(id: number, options?: RequestOptions): Promise<UserAnswer> {
  const response = await http.post('/v2/user/shipping/make_default', { id }, requestConfig(options), 'defaultAddress');
  return response.data;
}
