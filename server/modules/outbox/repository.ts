import type { Db } from '@/server/db/connection';
import type { OutboxMessage } from './delivery';

export async function insertOutboxMessage(db: Db, message: OutboxMessage, now: Date): Promise<number> {
  const row = await db
    .insertInto('outbox_messages')
    .values({ ...message, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function markOutboxMessageSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set((eb) => ({ status: 'sent', sent_at: now.toISOString(), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function markOutboxMessageFailed(db: Db, id: number): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function findLatestOutboxMessage(db: Db, recipient: string) {
  return db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
