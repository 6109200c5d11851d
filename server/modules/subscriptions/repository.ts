import type { Db } from '@/server/db/connection';

// Newsletter subscribers: one row per person, holding an email, a phone or both.

export async function findSubscriberByEmail(db: Db, email: string) {
  return db.selectFrom('subscribers').select(['id', 'email', 'phone']).where('email', '=', email).executeTakeFirst();
}

export async function findSubscriberByPhone(db: Db, phone: string) {
  return db.selectFrom('subscribers').select(['id', 'email', 'phone']).where('phone', '=', phone).executeTakeFirst();
}

/** False when a concurrent request stored the same email or phone first. */
export async function insertSubscriber(db: Db, subscriber: { email: string | null; phone: string | null; createdAt: string }): Promise<boolean> {
  const inserted = await db
    .insertInto('subscribers')
    .values({ email: subscriber.email, phone: subscriber.phone, created_at: subscriber.createdAt })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Fills a contact the row does not have yet; a contact already on the row is never replaced. True when it was filled. */
export async function addMissingContact(db: Db, subscriberId: number, contact: { email: string } | { phone: string }): Promise<boolean> {
  const update =
    'email' in contact
      ? db.updateTable('subscribers').set({ email: contact.email }).where('id', '=', subscriberId).where('email', 'is', null)
      : db.updateTable('subscribers').set({ phone: contact.phone }).where('id', '=', subscriberId).where('phone', 'is', null);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
