import type { Db } from '@/server/db/connection';
import type { Identifier } from './identifiers';
import { MAX_CODE_ATTEMPTS } from './recoveryCodes';

// Password-reset codes in `verification_codes`, and the reset tokens a verified code is exchanged
// for in `password_reset_tokens`. A code or token is live until it expires or is consumed; consuming
// also retires a code that a newer one replaced.

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

/** A right code is verified and used up at once; false when a parallel check of it got there first. */
export async function spendVerifiedCode(db: Db, codeId: number, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  const result = await db
    .updateTable('verification_codes')
    .set({ verified_at: nowIso, consumed_at: nowIso })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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

export async function insertResetToken(db: Db, userId: number, tokenHash: string, expiresAt: string, now: Date): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, created_at: now.toISOString() })
    .execute();
}

/** Ends every live reset token of the account. */
export async function retireResetTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ consumed_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
}

export async function isLiveResetToken(db: Db, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const token = await db
    .selectFrom('password_reset_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return token !== undefined;
}

/** Uses the token up in one statement, so that of two parallel uses exactly one succeeds. */
export async function consumeResetToken(db: Db, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ consumed_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
