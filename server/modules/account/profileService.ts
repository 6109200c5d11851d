import type { Db } from '@/server/db/connection';
import type { User } from '@/server/db/types';
import { type FieldErrors, HttpError, UnauthorizedError, ValidationError } from '@/server/http/errors';
import { hitRateLimitsInOrder, type RateLimitRule, timeToWait } from '@/server/security/rateLimit';
import { findActiveUser } from './presenter';
import { isEmailTakenByAnotherUser, isPhoneTakenByAnotherUser, lockActiveUser, updateUser } from './repository';

export interface ProfileChanges {
  name: string;
  /** Left out (undefined) keeps the stored value; null clears it. */
  email?: string | null;
  phone?: string | null;
}

/** New e-mails or phones tried by one account: each answer tells whether another account has it. */
const CONTACT_CHANGE_THROTTLE: RateLimitRule = { limit: 10, windowSeconds: 3600 };
/** New e-mails or phones tried from one address, over all accounts. */
const CONTACT_CHANGE_ADDRESS_THROTTLE: RateLimitRule = { limit: 30, windowSeconds: 3600 };

export async function requireActiveUser(db: Db, userId: number): Promise<User> {
  const user = await findActiveUser(db, userId);
  if (!user) throw new UnauthorizedError();
  return user;
}

/** Inside a transaction: later changes of the same account wait until it ends. */
export async function lockAccount(db: Db, userId: number, now: Date): Promise<void> {
  if (!(await lockActiveUser(db, userId, now.toISOString()))) throw new UnauthorizedError();
}

async function findProfileErrors(db: Db, userId: number, email: string | null, phone: string | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  // A customer signs in with an email or a phone, so one of them must stay.
  if (email === null && phone === null) errors.email = ['Please enter an email or a phone number.'];
  if (email !== null && (await isEmailTakenByAnotherUser(db, email, userId))) errors.email = ['The email has already been taken.'];
  if (phone !== null && (await isPhoneTakenByAnotherUser(db, phone, userId))) errors.phone = ['The phone has already been taken.'];
  return errors;
}

/**
 * A new e-mail or phone is checked against every other account, so trying one counts, before the
 * check, per account and per client address (none for calls from the machine itself).
 */
async function countContactChange(db: Db, userId: number, address: string | null, now: Date): Promise<void> {
  const counters = [
    ...(address === null ? [] : [{ key: `profile_contact_address:${address}`, rule: CONTACT_CHANGE_ADDRESS_THROTTLE }]),
    { key: `profile_contact:${userId}`, rule: CONTACT_CHANGE_THROTTLE },
  ];
  await hitRateLimitsInOrder(db, counters, now, (hit) => new HttpError(429, `Too many profile changes. Please try again in ${timeToWait(hit)}.`));
}

/** Saves the name and contact details; a changed email or phone is no longer verified. */
export async function updateProfile(db: Db, userId: number, changes: ProfileChanges, address: string | null, now: Date): Promise<User> {
  const user = await requireActiveUser(db, userId);
  const email = changes.email === undefined ? user.email : changes.email;
  const phone = changes.phone === undefined ? user.phone : changes.phone;
  if ((email !== null && email !== user.email) || (phone !== null && phone !== user.phone)) await countContactChange(db, userId, address, now);
  const errors = await findProfileErrors(db, userId, email, phone);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  try {
    await updateUser(db, userId, {
      name: changes.name,
      email,
      phone,
      email_verified_at: email === user.email ? user.email_verified_at : null,
      phone_verified_at: phone === user.phone ? user.phone_verified_at : null,
      updated_at: now.toISOString(),
    });
  } catch (error) {
    // Another account may have taken the email or phone between the check and the update.
    const lateErrors = await findProfileErrors(db, userId, email, phone);
    throw Object.keys(lateErrors).length > 0 ? new ValidationError(lateErrors) : error;
  }
  return requireActiveUser(db, userId);
}
