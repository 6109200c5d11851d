import { sql } from 'kysely';
import type { Db } from '@/server/db/connection';
import { anonymiseOrderAddress, DELETED_CUSTOMER_NAME } from './orderAddress';

// The steps of deleting an account; the service runs them in one transaction.

/** What the customer keeps only for themselves: addresses, bag, applied coupons and cards, wishlist, stock alerts. */
export async function deletePersonalRows(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('addresses').where('user_id', '=', userId).execute();
  await db.deleteFrom('carts').where('user_id', '=', userId).execute();
  await db.deleteFrom('cart_adjustments').where('user_id', '=', userId).execute();
  await db.deleteFrom('wishlists').where('user_id', '=', userId).execute();
  await db.deleteFrom('stock_requests').where('user_id', '=', userId).execute();
}

/** Upvotes go, and the reviews they counted for lose them; the customer's own reviews stay under a neutral name. */
export async function anonymiseReviewActivity(db: Db, userId: number): Promise<void> {
  const upvotedReviews = db.selectFrom('review_upvotes').select('review_id').where('user_id', '=', userId);
  await db
    .updateTable('reviews')
    .set((eb) => ({ upvote_count: eb('upvote_count', '-', 1) }))
    .where('id', 'in', upvotedReviews)
    .where('upvote_count', '>', 0)
    .execute();
  await db.deleteFrom('review_upvotes').where('user_id', '=', userId).execute();
  await db.updateTable('reviews').set({ reviewer_name: DELETED_CUSTOMER_NAME }).where('user_id', '=', userId).execute();
}

export async function anonymiseOrders(db: Db, userId: number, now: string): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'shipping_address', 'billing_address'])
    .where('user_id', '=', userId)
    .execute();
  for (const order of orders) {
    await db
      .updateTable('orders')
      .set({
        shipping_address: anonymiseOrderAddress(order.shipping_address),
        billing_address: anonymiseOrderAddress(order.billing_address),
        updated_at: now,
      })
      .where('id', '=', order.id)
      .execute();
  }
}

/** Membership cards and the affiliate profile stay for the shop's books, without the holder's details. */
export async function anonymiseMembershipsAndAffiliateProfile(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ holder_name: DELETED_CUSTOMER_NAME, holder_phone: null, holder_email: null })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('affiliate_users')
    .set({
      name: DELETED_CUSTOMER_NAME,
      phone: '',
      promotion_plan: null,
      bkash_number: null,
      nagad_number: null,
      bank_name: null,
      bank_account_name: null,
      bank_account_number: null,
      bank_branch: null,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Newsletter subscriptions and verification codes for the account's email or phone. */
export async function deleteContactRecords(db: Db, email: string | null, phone: string | null): Promise<void> {
  if (email !== null) {
    await db.deleteFrom('subscribers').where(sql<string>`lower(email)`, '=', email.toLowerCase()).execute();
    await db.deleteFrom('verification_codes').where(sql<string>`lower(identifier)`, '=', email.toLowerCase()).execute();
  }
  if (phone !== null) {
    await db.deleteFrom('subscribers').where('phone', '=', phone).execute();
    await db.deleteFrom('verification_codes').where('identifier', '=', phone).execute();
  }
}

/** The row stays for the orders and reviews that point at it, with nothing left to identify or sign in with. */
export async function eraseUser(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({
      name: DELETED_CUSTOMER_NAME,
      email: null,
      phone: null,
      google_id: null,
      password_hash: null,
      referral_code: null,
      default_address_id: null,
      temp_guest_user_no: null,
      email_verified_at: null,
      phone_verified_at: null,
      affiliate: 0,
      affiliate_status: 0,
      deleted_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
