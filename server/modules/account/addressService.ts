import type { AddressFields as AddressInput } from '@/contract/account';
import type { Db } from '@/server/db/connection';
import { NotFoundError, ValidationError } from '@/server/http/errors';
import { checkAddressPlaces } from '@/server/modules/places/service';
import {
  type AddressFields,
  countAddresses,
  deleteAddress,
  findDefaultAddressId,
  findOldestAddressId,
  insertAddress,
  isOwnAddress,
  setDefaultAddress,
  updateAddress,
} from './addressRepository';
import { lockAccount } from './profileService';

// The address book: a customer only ever reaches their own addresses (another's id is 404), and
// exactly one of them is the default whenever there is any.

const MAX_ADDRESSES_PER_CUSTOMER = 20;

async function toAddressFields(db: Db, input: AddressInput): Promise<AddressFields> {
  const places = await checkAddressPlaces(db, {
    countryId: input.country_id,
    stateId: input.state_id,
    cityId: input.city_id,
    areaId: input.area_id,
  });
  return {
    name: input.name,
    phone: input.phone,
    email: input.email ?? null,
    address: input.address,
    country_id: places.countryId,
    state_id: places.stateId,
    city_id: places.cityId,
    area_id: places.areaId,
    postal_code: input.postal_code ?? null,
  };
}

async function requireOwnAddress(db: Db, userId: number, addressId: number): Promise<void> {
  if (!(await isOwnAddress(db, userId, addressId))) throw new NotFoundError('Address not found');
}

/** Saves a new address; the first one becomes the default. Answers its id. */
export async function createAddress(db: Db, userId: number, input: AddressInput, now: Date): Promise<number> {
  const fields = await toAddressFields(db, input);
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId, now);
    if ((await countAddresses(trx, userId)) >= MAX_ADDRESSES_PER_CUSTOMER) {
      throw new ValidationError({ addresses: [`You can save at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses.`] });
    }
    const addressId = await insertAddress(trx, userId, fields, timestamp);
    if ((await findDefaultAddressId(trx, userId)) === null) await setDefaultAddress(trx, userId, addressId, timestamp);
    return addressId;
  });
}

export async function changeAddress(db: Db, userId: number, addressId: number, input: AddressInput, now: Date): Promise<void> {
  await requireOwnAddress(db, userId, addressId);
  const fields = await toAddressFields(db, input);
  // The address may have been deleted meanwhile.
  if (!(await updateAddress(db, userId, addressId, fields, now.toISOString()))) throw new NotFoundError('Address not found');
}

/** Deleting the default hands the default to the oldest address left, or to none. */
export async function removeAddress(db: Db, userId: number, addressId: number, now: Date): Promise<void> {
  const timestamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId, now);
    await requireOwnAddress(trx, userId, addressId);
    const wasDefault = (await findDefaultAddressId(trx, userId)) === addressId;
    await deleteAddress(trx, userId, addressId);
    if (wasDefault) await setDefaultAddress(trx, userId, await findOldestAddressId(trx, userId), timestamp);
  });
}

export async function makeDefaultAddress(db: Db, userId: number, addressId: number, now: Date): Promise<void> {
  const timestamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId, now);
    await requireOwnAddress(trx, userId, addressId);
    await setDefaultAddress(trx, userId, addressId, timestamp);
  });
}
