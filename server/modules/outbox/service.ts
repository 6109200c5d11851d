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
  const recorded = await recordMessage(db, message, now);
  await deliverRecordedMessage(db, recorded, now, delivery);
  return recorded.id;
}

export interface RecordedMessage {
  id: number;
  message: OutboxMessage;
}

/**
 * Records the message without handing it over, for a caller inside a transaction: it delivers with
 * `deliverRecordedMessage` once the transaction has committed, so a rollback sends nothing.
 */
export async function recordMessage(db: Db, message: OutboxMessage, now: Date): Promise<RecordedMessage> {
  return { id: await insertOutboxMessage(db, message, now), message };
}

/** A failed delivery is recorded, never thrown. */
export async function deliverRecordedMessage(
  db: Db,
  { id, message }: RecordedMessage,
  now: Date,
  delivery: MessageDelivery = logMessageDelivery,
): Promise<void> {
  try {
    if ((await delivery.deliver(message)) === 'sent') await markOutboxMessageSent(db, id, now);
  } catch (error) {
    console.error(`[outbox] delivery of message ${id} failed`, error);
    await markOutboxMessageFailed(db, id);
  }
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

/** Said when a server starts with the reader on, so that nobody leaves it on in a live shop unawares. */
export function warnWhenDevOutboxIsOn(env: NodeJS.ProcessEnv = process.env): void {
  if (!isDevOutboxEnabled(env)) return;
  console.warn(
    'Warning: the development outbox is on (ENABLE_DEV_OUTBOX=1, or not a production build): ' +
      'GET /api/v2/dev/outbox/latest shows requests from this machine every one-time code the shop sends. Never leave it on in a live shop.',
  );
}
