import type { Db } from '@/server/db/connection';
import { revokeAllTokens } from '@/server/security/tokens';
import {
  anonymiseMembershipsAndAffiliateProfile,
  anonymiseOrders,
  anonymiseReviewActivity,
  deleteContactRecords,
  deletePersonalRows,
  eraseUser,
} from './deletionRepository';
import { lockAccount, requireActiveUser } from './profileService';

/**
 * Removes the customer's personal data and keeps what the shop's books need (orders, reviews)
 * without it; every token stops working. All or nothing.
 */
export async function deleteAccount(db: Db, userId: number, now: Date): Promise<void> {
  const timestamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId, now);
    const user = await requireActiveUser(trx, userId);
    await deletePersonalRows(trx, userId);
    await anonymiseReviewActivity(trx, userId);
    await anonymiseOrders(trx, userId, timestamp);
    await anonymiseMembershipsAndAffiliateProfile(trx, userId, timestamp);
    await deleteContactRecords(trx, user.email, user.phone);
    await eraseUser(trx, userId, timestamp);
    await revokeAllTokens(trx, userId, now);
  });
}
