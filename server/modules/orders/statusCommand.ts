import type { Db } from '@/server/db/connection';
import type { CommandOutcome } from '@/server/db/shopCommand';
import { HttpError } from '@/server/http/errors';
import { isOrderStatus, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/utils/orderStatus';
import { changeOrderStatus } from './statusService';

// `npm run orders:status -- <id|code> <status> [note]`: the back office's status path from a shell.

export const STATUS_COMMAND_USAGE = `usage: npm run orders:status -- <id|code> <${ORDER_STATUSES.join('|')}> [note]`;

export async function runStatusCommand(db: Db, args: readonly string[], now: Date): Promise<CommandOutcome> {
  const [orderRef, status, ...noteWords] = args;
  if (!orderRef || !status || !isOrderStatus(status)) return { exitCode: 2, output: STATUS_COMMAND_USAGE };
  const note = noteWords.join(' ').trim() || null;
  try {
    const moved = await changeOrderStatus(db, orderRef, status, note, now);
    return { exitCode: 0, output: `Order ${moved.code} (#${moved.id}): ${ORDER_STATUS_LABELS[moved.previousStatus]} -> ${ORDER_STATUS_LABELS[moved.status]}` };
  } catch (error) {
    if (error instanceof HttpError) return { exitCode: 1, output: error.message };
    throw error;
  }
}
