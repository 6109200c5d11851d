import type { Db } from '@/server/db/connection';
import { logMessageDelivery, type MessageDelivery, type OutboxMessage } from './delivery';
import { findLatestOutboxMessage, insertOutboxMessage, markOutboxMessageFailed, markOutboxMessageSent } from './repository';

/**
 * Records the message, then hands it to the delivery. A failed delivery is recorded, never thrown:
 * the request that caused the message answers the same whether or not the gateway was up.
 */
export async function enqueueMessage(
  db: Db,
  message: OutboxMessage,
  now: Date,
  delivery: MessageDelivery = logMessageDelivery,
): Promise<number> {
  const id = await insertOutboxMessage(db, message, now);
  try {
    if ((await delivery.deliver(message)) === 'sent') await markOutboxMessageSent(db, id, now);
  } catch (error) {
    console.error(`[outbox] delivery of message ${id} failed`, error);
    await markOutboxMessageFailed(db, id);
  }
  return id;
}

const SIX_DIGIT_CODE = /\b\d{6}\b/;

/** The newest message to a recipient, with the 6-digit code it carries (for development only). */
export async function latestMessageWithCode(db: Db, recipient: string) {
  const message = await findLatestOutboxMessage(db, recipient);
  if (!message) return null;
  return { ...message, code: message.body.match(SIX_DIGIT_CODE)?.[0] ?? null };
}

/** The development outbox reader exists outside production, or when explicitly enabled. */
export function isDevOutboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.ENABLE_DEV_OUTBOX === '1';
}
