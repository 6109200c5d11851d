import type { Db } from '@/server/db/connection';
import type { User } from '@/server/db/types';
import { UnauthorizedError, ValidationError } from '@/server/http/errors';
import { findActiveUser } from '@/server/modules/account/presenter';
import type { MessageDelivery } from '@/server/modules/outbox/delivery';
import { enqueueMessage } from '@/server/modules/outbox/service';
import { hashPassword, verifyPassword } from '@/server/security/password';
import { hitRateLimit, resetRateLimit } from '@/server/security/rateLimit';
import { revokeAllTokens } from '@/server/security/tokens';
import type { Identifier } from './identifiers';
import { CODE_LIFETIME_SECONDS, codeExpiry, codeMatches, generateCode, hashCode, MAX_CODE_ATTEMPTS } from './recoveryCodes';
import {
  claimAttempt,
  consumeCode,
  findLiveCode,
  findVerifiedCode,
  insertCode,
  markVerified,
  PASSWORD_RESET,
  retireLiveCodes,
} from './recoveryRepository';
import { findLiveCustomerByIdentifier, markContactVerified, revokeOtherTokens, setPassword } from './repository';
import { clearLoginFailures, countCodeRequest } from './throttles';

// Password recovery (request a code, verify it, set a new password) and the signed-in password change.

/** Code checks per identifier, known or not, so that the answers cannot tell the two apart. */
export const CODE_CHECK_LIMIT = { limit: MAX_CODE_ATTEMPTS, windowSeconds: CODE_LIFETIME_SECONDS };
export const RESET_CODE_SUBJECT = 'Your password reset code';

function resetCodeBody(code: string): string {
  const minutes = CODE_LIFETIME_SECONDS / 60;
  return `Your password reset code is ${code}. It expires in ${minutes} minutes. If you did not ask to reset your password, ignore this message.`;
}

export interface RecoveryRequest {
  identifier: Identifier;
  /** The client's address in throttle form (see server/security/clientAddress.ts). */
  address: string | null;
}

/** The same answer whether or not an account exists; only an existing one gets a code. */
export async function requestResetCode(db: Db, { identifier, address }: RecoveryRequest, now: Date, delivery?: MessageDelivery): Promise<void> {
  await countCodeRequest(db, identifier.value, address, now);
  await resetRateLimit(db, codeCheckThrottleKey(identifier));
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

/** A wrong, dead or never-sent code all answer alike, and every identifier runs out of tries alike. */
export async function verifyResetCode(db: Db, identifier: Identifier, code: string, now: Date): Promise<void> {
  const checks = await hitRateLimit(db, codeCheckThrottleKey(identifier), CODE_CHECK_LIMIT, now);
  if (!checks.allowed) throw codeError(TOO_MANY_CODES_MESSAGE);
  const live = await findLiveCode(db, identifier.value, now);
  if (!live) throw codeError(INVALID_CODE_MESSAGE);
  if (!(await claimAttempt(db, live.id))) throw codeError(TOO_MANY_CODES_MESSAGE);
  if (!codeMatches(live.code_hash, PASSWORD_RESET, identifier.value, code)) throw codeError(INVALID_CODE_MESSAGE);
  await markVerified(db, live.id, now);
}

const UNVERIFIED_MESSAGE = 'Please verify the code we sent you first.';

/**
 * Needs a verified, unconsumed code of this identifier; every session of the account ends, and the
 * customer's wrong passwords from this address and over all addresses no longer count.
 */
export async function resetPassword(db: Db, { identifier, address }: RecoveryRequest, password: string, now: Date): Promise<void> {
  const verified = await findVerifiedCode(db, [identifier.value], now);
  const user = verified ? await findLiveCustomerByIdentifier(db, identifier) : null;
  if (!verified || !user) throw new ValidationError({ email_or_phone: [UNVERIFIED_MESSAGE] });
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, verified.id, now))) throw new ValidationError({ email_or_phone: [UNVERIFIED_MESSAGE] });
    await setPassword(trx, user.id, passwordHash, now);
    await markContactVerified(trx, user.id, identifier, now);
    await revokeAllTokens(trx, user.id, now);
  });
  for (const ownIdentifier of [user.email, user.phone]) if (ownIdentifier) await clearLoginFailures(db, ownIdentifier, address);
}

export interface PasswordChange {
  userId: number;
  tokenId: number;
  oldPassword?: string;
  password: string;
}

const OLD_PASSWORD_REQUIRED = 'The old password field is required.';

/**
 * The old password proves it is the customer, unless they just verified a recovery code sent to
 * their own e-mail or phone (the code is then returned, to be consumed), or have no password yet.
 */
async function recoveryCodeInsteadOfOldPassword(db: Db, user: User, oldPassword: string | undefined, now: Date): Promise<number | null> {
  if (user.password_hash === null) return null;
  if (oldPassword !== undefined) {
    if (!(await verifyPassword(oldPassword, user.password_hash))) {
      throw new ValidationError({ old_password: ['The old password is incorrect.'] });
    }
    return null;
  }
  const ownIdentifiers = [user.email, user.phone].filter((value): value is string => value !== null);
  const verified = await findVerifiedCode(db, ownIdentifiers, now);
  if (!verified) throw new ValidationError({ old_password: [OLD_PASSWORD_REQUIRED] });
  return verified.id;
}

/** Sets the signed-in customer's password; their other sessions end, this one stays. */
export async function changePassword(db: Db, change: PasswordChange, now: Date): Promise<void> {
  const user = await findActiveUser(db, change.userId);
  if (!user) throw new UnauthorizedError();
  const recoveryCodeId = await recoveryCodeInsteadOfOldPassword(db, user, change.oldPassword, now);
  const passwordHash = await hashPassword(change.password);
  await db.transaction().execute(async (trx) => {
    if (recoveryCodeId !== null && !(await consumeCode(trx, recoveryCodeId, now))) {
      throw new ValidationError({ old_password: [OLD_PASSWORD_REQUIRED] });
    }
    await setPassword(trx, user.id, passwordHash, now);
    await revokeOtherTokens(trx, user.id, change.tokenId, now);
  });
}
