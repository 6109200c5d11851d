import type { Db } from '@/server/db/connection';
import type { CommandOutcome } from '@/server/db/shopCommand';
import { HttpError } from '@/server/http/errors';
import { parseIdentifier } from '@/server/modules/auth/identifiers';
import { findLiveCustomerByIdentifier } from '@/server/modules/auth/repository';
import { approveApplication } from './registrationService';

// `npm run affiliate:approve -- <email|phone|user id>`: the back office approves an application from a shell.

export const APPROVE_COMMAND_USAGE = 'usage: npm run affiliate:approve -- <email|phone|user id>';

/** An e-mail address, a Bangladeshi mobile number, or else a user id. */
async function findUserId(db: Db, reference: string): Promise<number | null> {
  const identifier = parseIdentifier(reference);
  if (identifier) return (await findLiveCustomerByIdentifier(db, identifier))?.id ?? null;
  return /^\d{1,9}$/.test(reference) ? Number(reference) : null;
}

export async function runApproveCommand(db: Db, args: readonly string[], now: Date): Promise<CommandOutcome> {
  const reference = args[0]?.trim();
  if (!reference || args.length > 1) return { exitCode: 2, output: APPROVE_COMMAND_USAGE };
  const userId = await findUserId(db, reference);
  if (userId === null) return { exitCode: 1, output: `No customer found for ${reference}` };
  try {
    const decision = await approveApplication(db, userId, now);
    return { exitCode: 0, output: `Affiliate #${decision.userId} approved, referral code ${decision.referralCode}` };
  } catch (error) {
    if (error instanceof HttpError) return { exitCode: 1, output: error.message };
    throw error;
  }
}
