import type { Db } from '@/server/db/connection';
import { addMissingContact, findSubscriberByEmail, findSubscriberByPhone, insertSubscriber } from './repository';

export interface SubscriptionRequest {
  /** Already trimmed and checked; null when not given. */
  email: string | null;
  phone: string | null;
}

export type SubscriptionOutcome = 'subscribed' | 'already_subscribed';

/**
 * A new email or phone gets a row. A known one is a repeat and adds no row, but a new contact sent
 * with it is kept on the known row when that row has none of that kind yet.
 */
export async function subscribe(db: Db, request: SubscriptionRequest, now: Date): Promise<SubscriptionOutcome> {
  const email = request.email?.toLowerCase() ?? null;
  const phone = request.phone;
  return db.transaction().execute(async (transaction) => {
    const byEmail = email === null ? undefined : await findSubscriberByEmail(transaction, email);
    const byPhone = phone === null ? undefined : await findSubscriberByPhone(transaction, phone);
    const known = byEmail ?? byPhone;
    if (!known) {
      const inserted = await insertSubscriber(transaction, { email, phone, createdAt: now.toISOString() });
      return inserted ? 'subscribed' : 'already_subscribed';
    }
    if (email !== null && !byEmail) await addMissingContact(transaction, known.id, { email });
    if (phone !== null && !byPhone) await addMissingContact(transaction, known.id, { phone });
    return 'already_subscribed';
  });
}
