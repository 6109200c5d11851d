import type { Db } from '@/server/db/connection';
import type { Identifier } from './identifiers';
import { MAX_CODE_ATTEMPTS } from './recoveryCodes';

// Password-reset codes in `verification_codes`. A code is live until it expires or is consumed;
// consuming also retires a code that a newer one replaced.

export const PASSWORD_RESET = 'password_reset';

export async function retireLiveCodes(db: Db, identifier: string, now: Date): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ consumed_at: now.toISOString() })
    .where('identifier', '=', identifier)
    .where('purpose', '=', PASSWORD_RESET)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function insertCode(db: Db, identifier: Identifier, codeHash: string, expiresAt: string, now: Date): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      identifier: identifier.value,
      channel: identifier.kind,
      purpose: PASSWORD_RESET,
      code_hash: codeHash,
      expires_at: expiresAt,
      created_at: now.toISOString(),
    })
    .execute();
}

function liveCodes(db: Db, now: Date) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'identifier', 'code_hash', 'attempts', 'verified_at'])
    .where('purpose', '=', PASSWORD_RESET)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now.toISOString());
}

export async function findLiveCode(db: Db, identifier: string, now: Date) {
  return liveCodes(db, now).where('identifier', '=', identifier).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** A live code of one of the identifiers that passed check_verify. */
export async function findVerifiedCode(db: Db, identifiers: string[], now: Date) {
  if (identifiers.length === 0) return undefined;
  return liveCodes(db, now)
    .where('identifier', 'in', identifiers)
    .where('verified_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Spends one of the code's tries; false when none is left. One statement, so parallel guesses cannot exceed the limit. */
export async function claimAttempt(db: Db, codeId: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markVerified(db: Db, codeId: number, now: Date): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set({ verified_at: now.toISOString() })
    .where('id', '=', codeId)
    .where('verified_at', 'is', null)
    .execute();
}

/** False when another request consumed it first. */
export async function consumeCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now.toISOString() })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
