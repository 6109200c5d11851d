import type { Db } from '@/server/db/connection';
import { addMissingContact, findSubscriberByEmail, findSubscriberByPhone, insertSubscriber } from './repository';

export interface SubscriptionRequest {
  /** Already trimmed and checked; null when not given. */
  email: string | null;
  phone: string | null;
}

export type SubscriptionOutcome = 'subscribed' | 'already_subscribed' | 'email_subscribed_phone_known' | 'phone_subscribed_email_known';

/** Subscribes a contact not listed yet: on the known row when it has none of that kind, else on a row of its own. */
async function addContact(db: Db, knownId: number, contact: { email: string } | { phone: string }, createdAt: string): Promise<boolean> {
  if (await addMissingContact(db, knownId, contact)) return true;
  const row = 'email' in contact ? { email: contact.email, phone: null } : { email: null, phone: contact.phone };
  return insertSubscriber(db, { ...row, createdAt });
}

/**
 * A new email or phone is always subscribed; a known one adds no row. When one contact is new and the
 * other known, the new one joins the known row if that row has none of its kind, else gets its own row,
 * and the answer says which of the two was already there.
 */
export async function subscribe(db: Db, request: SubscriptionRequest, now: Date): Promise<SubscriptionOutcome> {
  const email = request.email?.toLowerCase() ?? null;
  const phone = request.phone;
  const createdAt = now.toISOString();
  return db.transaction().execute(async (transaction) => {
    const byEmail = email === null ? undefined : await findSubscriberByEmail(transaction, email);
    const byPhone = phone === null ? undefined : await findSubscriberByPhone(transaction, phone);
    if (!byEmail && !byPhone) {
      const inserted = await insertSubscriber(transaction, { email, phone, createdAt });
      return inserted ? 'subscribed' : 'already_subscribed';
    }
    if (email !== null && !byEmail && byPhone) {
      return (await addContact(transaction, byPhone.id, { email }, createdAt)) ? 'email_subscribed_phone_known' : 'already_subscribed';
    }
    if (phone !== null && !byPhone && byEmail) {
      return (await addContact(transaction, byEmail.id, { phone }, createdAt)) ? 'phone_subscribed_email_known' : 'already_subscribed';
    }
    return 'already_subscribed';
  });
}
