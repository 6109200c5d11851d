import * as z from 'zod/mini';
import { mutationAnswer, readEnvelope } from './envelope';

// Accounts: the customer, their address book and the place pickers it is filled from.

export interface ProfileUpdate {
  name: string;
  email?: string;
  phone?: string;
}

/** `POST /v2/user/shipping/update`: the address of this id, as the form sends it. */
export interface AddressUpdate extends AddressFields {
  id: number;
}

/** `POST /v2/user/shipping/make_default`. */
export interface DefaultAddressRequest {
  id: number;
}

/** An address as the address book's forms send it. */
export interface AddressFields {
  name: string;
  phone: string;
  email?: string;
  address: string;
  country_id?: number;
  state_id: number;
  city_id: number;
  area_id?: number;
  postal_code?: string;
}

const address = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.nullable(z.string()),
  address: z.string(),
  country_id: z.nullable(z.number()),
  country_name: z.nullable(z.string()),
  state_id: z.nullable(z.number()),
  state_name: z.nullable(z.string()),
  city_id: z.nullable(z.number()),
  city_name: z.nullable(z.string()),
  area_id: z.nullable(z.number()),
  area_name: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  set_default: z.union([z.literal(0), z.literal(1)]),
});

export const user = z.object({
  id: z.number(),
  type: z.enum(['customer', 'guest']),
  name: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** 0 until the customer has set a password of their own: the shell then asks for one first. */
  password_update: z.number(),
  affiliate_status: z.number(),
  affiliate: z.number(),
  referral_code: z.nullable(z.string()),
  default_address: z.nullable(address),
});

/**
 * An answer carrying the fresh user: the embedded API sends it as `user`, backends of the family as
 * `data`; the storefront reads it as `user` either way.
 */
function withUser<Shape extends z.core.$ZodLooseShape, UserField extends z.core.SomeType>(shape: Shape, userField: UserField) {
  return z.pipe(
    z.transform((body: unknown): unknown => {
      if (typeof body !== 'object' || body === null || 'user' in body || !('data' in body)) return body;
      const { data, ...rest } = body as Record<string, unknown>;
      return { ...rest, user: data };
    }),
    z.object({ ...shape, user: userField }),
  );
}

/** `GET /v2/auth/user`: the signed-in customer. */
export const signedInUser = withUser({}, user);

/**
 * `POST /v2/profile/update` and `/v2/user/shipping/make_default`: the customer as saved. Stock backends of
 * the family answer only that the change happened, without the user.
 */
export const userAnswer = withUser(mutationAnswer.shape, z.optional(user));

export const accountDeletionAnswer = z.object({ ...mutationAnswer.shape, data: z.object({ status: z.boolean() }) });

/**
 * An address of the address book as backends send it. Stock backends of the family leave out the
 * recipient (`name`, `email`) and the thana (`area_id`, `area_name`): an address without a thana has
 * none, and the services make the customer its recipient.
 */
const listedAddress = z.object({
  ...address.shape,
  name: z.optional(z.string()),
  email: z.optional(z.nullable(z.string())),
  area_id: z._default(z.nullable(z.number()), null),
  area_name: z._default(z.nullable(z.string()), null),
});

/** `GET /v2/user/shipping/address`: the address book, default first. */
export const addresses = readEnvelope(z.array(listedAddress));

/**
 * An address saved or deleted, with the fresh user, whose default address may have moved. The
 * embedded API adds the changed address (the address book after a deletion) as `data`; stock backends
 * of the family answer only that the change happened, without the user.
 */
export const addressChange = z.object({
  ...mutationAnswer.shape,
  data: z.optional(z.union([address, z.array(address)])),
  user: z.optional(user),
});

/** `GET /v2/states-by-country/{country_id}`: the divisions of a country. */
export interface StatesOfCountry {
  country_id: number;
}

/** `GET /v2/cities-by-state/{state_id}`: the districts of a division; `GET /v2/cities?state_id=` lists every district without it. */
export interface CitiesOfState {
  state_id: number;
}

/** `GET /v2/areas-by-city/{city_id}`: the thanas of a district. */
export interface AreasOfCity {
  city_id: number;
}

const place = z.object({ id: z.number(), name: z.string() });

const city = z.object({ ...place.shape, is_inside_dhaka: z.optional(z.union([z.boolean(), z.number()])) });

export const places = readEnvelope(z.array(place));
export const cities = readEnvelope(z.array(city));

export type Address = z.output<typeof address>;
export type ListedAddress = z.output<typeof listedAddress>;
export type User = z.output<typeof user>;
export type UserAnswer = z.output<typeof userAnswer>;
export type AccountDeletionAnswer = z.output<typeof accountDeletionAnswer>;
export type AddressChange = z.output<typeof addressChange>;
/** A change's answer as the storefront reads it: with the fresh user, read afresh when the backend left it out. */
export type WithFreshUser<Answer extends { user?: User }> = Answer & { user: User };
export type Place = z.output<typeof place>;
export type City = z.output<typeof city>;
