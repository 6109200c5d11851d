import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { preparedQuery } from '../db/preparedQuery';

// Bearer tokens are random secrets shown once; the database keeps only their SHA-256 hash.

export const TOKEN_LIFETIME_SECONDS = {
  guest: 30 * 86400,
  remembered: 30 * 86400,
  session: 86400,
} as const;

/** A fresh secret to hand out once: 32 random bytes, URL-safe. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export async function issueAccessToken(db: Db, userId: number, lifetimeSeconds: number, now: Date): Promise<IssuedToken> {
  const token = generateSecretToken();
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000).toISOString();
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: expiresAt, created_at: now.toISOString() })
    .execute();
  return { token, expiresAt };
}

export interface TokenOwner {
  tokenId: number;
  userId: number;
  userType: 'customer' | 'guest';
}

const tokenOwnerQuery = preparedQuery((db, values: { tokenHash: string; now: string }) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select(['access_tokens.id as tokenId', 'users.id as userId', 'users.user_type as userType'])
    .where('access_tokens.token_hash', '=', values.tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', values.now)
    .where('users.deleted_at', 'is', null),
);

/** The user behind a live token: not revoked, not expired, account not deleted. Every API call asks. */
export async function findTokenOwner(db: Db, token: string, now: Date): Promise<TokenOwner | null> {
  const { rows } = await tokenOwnerQuery(db, { tokenHash: hashToken(token), now: now.toISOString() });
  return rows.at(0) ?? null;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now.toISOString() }).where('id', '=', tokenId).execute();
}

export async function revokeAllTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
