import type { Insertable } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { OrderStatus, UsersTable } from '@/server/db/types';
import { issueAccessToken, TOKEN_LIFETIME_SECONDS } from '@/server/security/tokens';

// Users, bearer tokens and past orders written straight into the database, so that a module's tests
// depend neither on the sign-up nor on the checkout endpoints.

export type AuthHeaders = Record<string, string>;

export const bearer = (token: string): AuthHeaders => ({ Authorization: `Bearer ${token}` });

/** The fields of the user object the auth and profile endpoints answer with, sorted. */
export const USER_FIELDS = [
  'id',
  'type',
  'name',
  'email',
  'phone',
  'password_update',
  'affiliate_status',
  'affiliate',
  'referral_code',
  'default_address',
].sort();

export interface SignedIn {
  userId: number;
  headers: AuthHeaders;
}

export type NewUser = Omit<Insertable<UsersTable>, 'created_at' | 'updated_at'>;

/** A token for the user as signing in at `now` gives, and the headers that send it. */
export async function signIn(
  db: Db,
  userId: number,
  now: Date = new Date(),
  lifetimeSeconds: number = TOKEN_LIFETIME_SECONDS.session,
): Promise<SignedIn & { token: string }> {
  const { token } = await issueAccessToken(db, userId, lifetimeSeconds, now);
  return { userId, token, headers: bearer(token) };
}

/** Inserts the user, created and last updated at `now`, and signs them in. */
export async function createSignedInUser(
  db: Db,
  user: NewUser,
  now: Date = new Date(),
  lifetimeSeconds: number = TOKEN_LIFETIME_SECONDS.session,
): Promise<SignedIn & { token: string }> {
  const time = now.toISOString();
  const { id } = await db
    .insertInto('users')
    .values({ ...user, created_at: time, updated_at: time })
    .returning('id')
    .executeTakeFirstOrThrow();
  return signIn(db, id, now, lifetimeSeconds);
}

export interface PastOrder {
  userId: number;
  code: string;
  /** Sub-total and grand total, in poisha. */
  total: number;
  /** The database's default (placed) when left out. */
  status?: OrderStatus;
  couponId?: number;
  now: Date;
}

/** What a cash-on-delivery checkout leaves behind: a combined order holding one order. Gives the order's id. */
export async function insertOrder(db: Db, { userId, code, total, status, couponId, now }: PastOrder): Promise<number> {
  const time = now.toISOString();
  const combined = await db
    .insertInto('combined_orders')
    .values({ user_id: userId, grand_total: total, created_at: time })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('orders')
    .values({
      combined_order_id: combined.id,
      code,
      user_id: userId,
      ...(status && { status }),
      payment_type: 'cash_on_delivery',
      shipping_type: 'home_delivery',
      regular_sub_total: total,
      sub_total: total,
      grand_total: total,
      ...(couponId !== undefined && { coupon_id: couponId }),
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return order.id;
}

/** One piece of the product's first variant on the order, at the variant's price. */
export async function insertOrderLine(db: Db, orderId: number, productId: number): Promise<void> {
  const variant = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.id', 'product_variants.variant', 'product_variants.barcode', 'product_variants.sku', 'product_variants.price', 'products.name'])
    .where('product_variants.product_id', '=', productId)
    .orderBy('product_variants.id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({
      order_id: orderId,
      product_id: productId,
      variant_id: variant.id,
      product_name: variant.name,
      variation: variant.variant,
      barcode: variant.barcode,
      sku: variant.sku,
      unit_price: variant.price,
      stroked_price: variant.price,
      quantity: 1,
      line_total: variant.price,
    })
    .execute();
}

/** The callers a customer-only endpoint turns away with 401; the guest's headers are read when the test runs. */
export function callersWithoutCustomerToken(guestHeaders: () => AuthHeaders): [string, () => AuthHeaders][] {
  return [
    ['no token', () => ({})],
    ['an invalid token', () => ({ Authorization: 'Bearer not-a-token' })],
    ['a guest token', guestHeaders],
  ];
}
