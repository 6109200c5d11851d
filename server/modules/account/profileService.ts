import type { Db } from '@/server/db/connection';
import type { User } from '@/server/db/types';
import { type FieldErrors, UnauthorizedError, ValidationError } from '@/server/http/errors';
import { findActiveUser } from './presenter';
import { isEmailTakenByAnotherUser, isPhoneTakenByAnotherUser, lockActiveUser, updateUser } from './repository';

export interface ProfileChanges {
  name: string;
  /** Left out (undefined) keeps the stored value; null clears it. */
  email?: string | null;
  phone?: string | null;
}

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

/** Saves the name and contact details; a changed email or phone is no longer verified. */
export async function updateProfile(db: Db, userId: number, changes: ProfileChanges, now: Date): Promise<User> {
  const user = await requireActiveUser(db, userId);
  const email = changes.email === undefined ? user.email : changes.email;
  const phone = changes.phone === undefined ? user.phone : changes.phone;
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
