import type { Db } from '@/server/db/connection';
import type { User } from '@/server/db/types';
import { UnauthorizedError, ValidationError } from '@/server/http/errors';
import { findActiveUser } from '@/server/modules/account/presenter';
import type { MessageDelivery } from '@/server/modules/outbox/delivery';
import { enqueueMessage } from '@/server/modules/outbox/service';
import { hashPassword, verifyPassword } from '@/server/security/password';
import { hitRateLimit, resetRateLimit } from '@/server/security/rateLimit';
import { generateSecretToken, hashToken, revokeAllTokens } from '@/server/security/tokens';
import type { Identifier } from './identifiers';
import { CODE_LIFETIME_SECONDS, codeExpiry, codeMatches, generateCode, hashCode, MAX_CODE_ATTEMPTS } from './recoveryCodes';
import {
  claimAttempt,
  consumeResetToken,
  findLiveCode,
  insertCode,
  insertResetToken,
  isLiveResetToken,
  PASSWORD_RESET,
  retireLiveCodes,
  retireResetTokens,
  spendVerifiedCode,
} from './recoveryRepository';
import { findLiveCustomerByIdentifier, markContactVerified, revokeOtherTokens, setPassword } from './repository';
import { clearLoginFailures, countCodeRequest, countNewPasswordAttempt, countRefusedResetToken } from './throttles';

// Password recovery (request a code, verify it for a reset token, set a new password with the
// token) and the signed-in password change.

/** Code checks per identifier, known or not, so that the answers cannot tell the two apart. */
const CODE_CHECK_LIMIT = { limit: MAX_CODE_ATTEMPTS, windowSeconds: CODE_LIFETIME_SECONDS };
const RESET_CODE_SUBJECT = 'Your password reset code';
/** How long the reset token of a verified code lasts. */
const RESET_TOKEN_LIFETIME_SECONDS = 15 * 60;

function resetCodeBody(code: string): string {
  const minutes = CODE_LIFETIME_SECONDS / 60;
  return `Your password reset code is ${code}. It expires in ${minutes} minutes. If you did not ask to reset your password, ignore this message.`;
}

export interface RecoveryRequest {
  identifier: Identifier;
  /** The client's address in throttle form (see server/security/clientAddress.ts). */
  address: string | null;
}

/**
 * What a code request does before it is answered, the same whether or not an account exists:
 * whether one does is first looked up by `sendResetCode`, after the answer has gone.
 */
export async function countResetCodeRequest(db: Db, { identifier, address }: RecoveryRequest, now: Date): Promise<void> {
  await countCodeRequest(db, identifier.value, address, now);
  await resetRateLimit(db, codeCheckThrottleKey(identifier));
}

/** Only an existing account gets a code; a new code retires the older ones. */
export async function sendResetCode(db: Db, identifier: Identifier, now: Date, delivery?: MessageDelivery): Promise<void> {
  if (!(await findLiveCustomerByIdentifier(db, identifier))) return;
  const code = generateCode();
  await db.transaction().execute(async (trx) => {
    await retireLiveCodes(trx, identifier.value, now);
    await insertCode(trx, identifier, hashCode(PASSWORD_RESET, identifier.value, code), codeExpiry(now), now);
  });
  const channel = identifier.kind === 'email' ? 'email' : 'sms';
  await enqueueMessage(db, { channel, recipient: identifier.value, subject: RESET_CODE_SUBJECT, body: resetCodeBody(code) }, now, delivery);
}

function codeError(message: string): ValidationError {
  return new ValidationError({ verification_code: [message] });
}

function codeCheckThrottleKey(identifier: Identifier): string {
  return `password_reset_check:${identifier.value}`;
}

const INVALID_CODE_MESSAGE = 'The verification code is invalid or has expired.';
const TOO_MANY_CODES_MESSAGE = 'Too many wrong codes. Please request a new code.';

/**
 * A wrong, dead or never-sent code all answer alike, and every identifier runs out of tries alike.
 * The right code is used up and exchanged for the account's one reset token: random, kept only as
 * its hash, live for 15 minutes. Receiving the code proves the customer owns the e-mail or phone.
 */
export async function verifyResetCode(db: Db, identifier: Identifier, code: string, now: Date): Promise<string> {
  const checks = await hitRateLimit(db, codeCheckThrottleKey(identifier), CODE_CHECK_LIMIT, now);
  if (!checks.allowed) throw codeError(TOO_MANY_CODES_MESSAGE);
  const live = await findLiveCode(db, identifier.value, now);
  if (!live) throw codeError(INVALID_CODE_MESSAGE);
  if (!(await claimAttempt(db, live.id))) throw codeError(TOO_MANY_CODES_MESSAGE);
  if (!codeMatches(live.code_hash, PASSWORD_RESET, identifier.value, code)) throw codeError(INVALID_CODE_MESSAGE);
  const user = await findLiveCustomerByIdentifier(db, identifier);
  if (!user) throw codeError(INVALID_CODE_MESSAGE);
  const resetToken = generateSecretToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_LIFETIME_SECONDS * 1000).toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await spendVerifiedCode(trx, live.id, now))) throw codeError(INVALID_CODE_MESSAGE);
    await markContactVerified(trx, user.id, identifier, now);
    await retireResetTokens(trx, user.id, now);
    await insertResetToken(trx, user.id, hashToken(resetToken), expiresAt, now);
  });
  return resetToken;
}

const UNVERIFIED_MESSAGE = 'Please verify the code we sent you first.';

interface LiveResetToken {
  user: User;
  tokenHash: string;
}

async function liveResetTokenOf(db: Db, identifier: Identifier, resetToken: string | undefined, now: Date): Promise<LiveResetToken | null> {
  if (resetToken === undefined) return null;
  const user = await findLiveCustomerByIdentifier(db, identifier);
  const tokenHash = hashToken(resetToken);
  return user && (await isLiveResetToken(db, tokenHash, user.id, now)) ? { user, tokenHash } : null;
}

/**
 * Needs the live reset token of this identifier's account, used up here: of two parallel resets
 * with one token exactly one succeeds. Every session of the account ends, and the customer's
 * wrong passwords from this address and over all addresses no longer count.
 */
export async function resetPassword(
  db: Db,
  { identifier, address }: RecoveryRequest,
  resetToken: string | undefined,
  password: string,
  now: Date,
): Promise<void> {
  await countNewPasswordAttempt(db, address, now);
  const live = await liveResetTokenOf(db, identifier, resetToken, now);
  if (!live) {
    await countRefusedResetToken(db, identifier.value, now);
    throw new ValidationError({ email_or_phone: [UNVERIFIED_MESSAGE] });
  }
  const { user, tokenHash } = live;
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (!(await consumeResetToken(trx, tokenHash, user.id, now))) throw new ValidationError({ email_or_phone: [UNVERIFIED_MESSAGE] });
    await setPassword(trx, user.id, passwordHash, now);
    await revokeAllTokens(trx, user.id, now);
  });
  for (const ownIdentifier of [user.email, user.phone]) if (ownIdentifier) await clearLoginFailures(db, ownIdentifier, address);
}

export interface PasswordChange {
  userId: number;
  tokenId: number;
  oldPassword?: string;
  /** The reset token of a recovery code verified for the customer's own e-mail or phone. */
  resetToken?: string;
  password: string;
}

const OLD_PASSWORD_REQUIRED = 'The old password field is required.';

/**
 * The old password proves it is the customer, unless they hold the live reset token of a recovery
 * code sent to their own e-mail or phone (its hash is then returned, for the token to be used up),
 * or have no password yet.
 */
async function resetTokenInsteadOfOldPassword(db: Db, user: User, change: PasswordChange, now: Date): Promise<string | null> {
  if (user.password_hash === null) return null;
  if (change.oldPassword !== undefined) {
    if (!(await verifyPassword(change.oldPassword, user.password_hash))) {
      throw new ValidationError({ old_password: ['The old password is incorrect.'] });
    }
    return null;
  }
  const tokenHash = change.resetToken === undefined ? null : hashToken(change.resetToken);
  if (tokenHash === null || !(await isLiveResetToken(db, tokenHash, user.id, now))) {
    throw new ValidationError({ old_password: [OLD_PASSWORD_REQUIRED] });
  }
  return tokenHash;
}

/** Sets the signed-in customer's password; their other sessions end, this one stays. */
export async function changePassword(db: Db, change: PasswordChange, now: Date): Promise<void> {
  const user = await findActiveUser(db, change.userId);
  if (!user) throw new UnauthorizedError();
  const resetTokenHash = await resetTokenInsteadOfOldPassword(db, user, change, now);
  const passwordHash = await hashPassword(change.password);
  await db.transaction().execute(async (trx) => {
    if (resetTokenHash !== null && !(await consumeResetToken(trx, resetTokenHash, user.id, now))) {
      throw new ValidationError({ old_password: [OLD_PASSWORD_REQUIRED] });
    }
    await setPassword(trx, user.id, passwordHash, now);
    await revokeOtherTokens(trx, user.id, change.tokenId, now);
  });
}
