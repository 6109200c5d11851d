import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/connection';
import type { User } from '@/server/db/types';
import { HttpError, ValidationError } from '@/server/http/errors';
import { mergeGuestCart } from '@/server/modules/cart/merge';
import { hashPassword, verifyPassword } from '@/server/security/password';
import { trustedDeviceId } from '@/server/security/deviceTokens';
import { issueAccessToken, type IssuedToken, revokeAllTokens, revokeToken, TOKEN_LIFETIME_SECONDS } from '@/server/security/tokens';
import type { GoogleIdentity } from '@/server/security/googleIdToken';
import { type Identifier, parseIdentifier } from './identifiers';
import {
  findLiveCustomerByGoogleId,
  findLiveCustomerByIdentifier,
  findLiveGuestId,
  insertCustomer,
  insertGuest,
  isUniqueViolation,
  linkGoogleAccount,
} from './repository';
import { countGuestSession, countLoginAttempt, countSignUp, forgiveLoginAttempt } from './throttles';

// Guest sessions, sign-up, password and Google sign-in, logout. Every sign-in issues a new bearer
// token and, given the guest's temp_guest_user_no, moves the guest's bag to the customer.

export const MAX_NAME_LENGTH = 100;

/** A sign-in refused with 401; the answer carries `user: null` like the login contract's. */
export class SignInRefusedError extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}

class InvalidCredentialsError extends SignInRefusedError {
  constructor() {
    super('Invalid login credentials');
  }
}

export interface SignedIn {
  user: User;
  token: IssuedToken;
}

export interface GuestSession {
  guestUserId: number;
  tempGuestUserNo: string;
  token: IssuedToken;
}

/** Capped per client address, so that guest sessions cannot be made without end. */
export async function startGuestSession(db: Db, address: string | null, now: Date): Promise<GuestSession> {
  await countGuestSession(db, address, now);
  const tempGuestUserNo = randomBytes(24).toString('base64url');
  const guestUserId = await insertGuest(db, tempGuestUserNo, now);
  const token = await issueAccessToken(db, guestUserId, TOKEN_LIFETIME_SECONDS.guest, now);
  return { guestUserId, tempGuestUserNo, token };
}

/** Inside the sign-in transaction: an unknown or non-guest number is ignored. */
async function takeOverGuestBag(trx: Db, tempGuestUserNo: string | undefined, customerId: number, now: Date): Promise<void> {
  if (!tempGuestUserNo) return;
  const guestUserId = await findLiveGuestId(trx, tempGuestUserNo);
  if (guestUserId !== null) await mergeGuestCart(trx, guestUserId, customerId, now);
}

function tokenLifetime(rememberMe: boolean): number {
  return rememberMe ? TOKEN_LIFETIME_SECONDS.remembered : TOKEN_LIFETIME_SECONDS.session;
}

async function signIn(db: Db, user: User, rememberMe: boolean, tempGuestUserNo: string | undefined, now: Date): Promise<SignedIn> {
  const token = await db.transaction().execute(async (trx) => {
    await takeOverGuestBag(trx, tempGuestUserNo, user.id, now);
    return issueAccessToken(trx, user.id, tokenLifetime(rememberMe), now);
  });
  return { user, token };
}

export interface SignUpInput {
  name: string;
  email: string | null;
  phone: string | null;
  /** The request field each identifier came from, for the "already taken" errors. */
  emailField: string;
  phoneField: string;
  password: string;
  tempGuestUserNo?: string;
}

async function takenIdentifierErrors(db: Db, input: SignUpInput): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  if (input.email && (await findLiveCustomerByIdentifier(db, { kind: 'email', value: input.email }))) {
    errors[input.emailField] = ['The email has already been taken.'];
  }
  if (input.phone && (await findLiveCustomerByIdentifier(db, { kind: 'phone', value: input.phone }))) {
    (errors[input.phoneField] ??= []).push('The phone has already been taken.');
  }
  return errors;
}

async function assertIdentifiersFree(db: Db, input: SignUpInput): Promise<void> {
  const errors = await takenIdentifierErrors(db, input);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * A new customer (never an affiliate, so without a referral code), signed in at once. The address
 * is counted before the identifiers are looked up, so a refusal says nothing about them.
 */
export async function signUp(db: Db, input: SignUpInput, address: string | null, now: Date): Promise<SignedIn> {
  await countSignUp(db, address, now);
  await assertIdentifiersFree(db, input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertCustomer(
        trx,
        { name: input.name, email: input.email, phone: input.phone, passwordHash, googleId: null, emailVerifiedAt: null },
        now,
      );
      await takeOverGuestBag(trx, input.tempGuestUserNo, user.id, now);
      const token = await issueAccessToken(trx, user.id, TOKEN_LIFETIME_SECONDS.session, now);
      return { user, token };
    });
  } catch (error) {
    // Another sign-up took the e-mail or phone between the check and the insert.
    if (isUniqueViolation(error)) await assertIdentifiersFree(db, input);
    throw error;
  }
}

export interface LoginInput {
  identifier: string;
  password: string;
  rememberMe: boolean;
  tempGuestUserNo?: string;
  /** The device token this browser was given at an earlier sign-in, if any. */
  deviceToken?: string;
}

let dummyPasswordHash: Promise<string> | null = null;

/** Unknown accounts are checked against a throwaway hash so that they take as long as known ones. */
function passwordHashOrDummy(user: User | null): Promise<string> {
  if (user?.password_hash) return Promise.resolve(user.password_hash);
  dummyPasswordHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyPasswordHash;
}

async function findLoginUser(db: Db, identifier: Identifier | null): Promise<User | null> {
  return identifier ? findLiveCustomerByIdentifier(db, identifier) : null;
}

/**
 * Every attempt counts before the password is checked (see ./throttles), on the browser's own
 * counters when it shows the account's device token; a successful one is forgiven.
 */
export async function logIn(db: Db, input: LoginInput, address: string | null, now: Date): Promise<SignedIn> {
  const user = await findLoginUser(db, parseIdentifier(input.identifier));
  const deviceId = user ? trustedDeviceId(input.deviceToken, user.id, now) : null;
  const attempt = await countLoginAttempt(db, input.identifier, address, deviceId, now);
  const passwordMatches = await verifyPassword(input.password, await passwordHashOrDummy(user));
  if (!user?.password_hash || !passwordMatches) throw new InvalidCredentialsError();
  await forgiveLoginAttempt(db, attempt);
  return signIn(db, user, input.rememberMe, input.tempGuestUserNo, now);
}

async function linkToEmailOwner(trx: Db, user: User, identity: GoogleIdentity, now: Date): Promise<User> {
  if (user.google_id !== null) throw new HttpError(409, 'This email address is linked to another Google account.');
  // Whoever registered an e-mail they never proved they own must not keep a way into the account
  // of the person Google just proved owns it (account pre-hijacking): their password and sessions go.
  const emailUnproven = user.email_verified_at === null;
  if (emailUnproven) await revokeAllTokens(trx, user.id, now);
  return linkGoogleAccount(trx, user, { googleId: identity.subject, clearPassword: emailUnproven }, now);
}

/** The Google account's customer: by Google id, else by its verified e-mail (then linked), else new. */
async function customerForGoogleAccount(trx: Db, identity: GoogleIdentity, now: Date): Promise<User> {
  const linked = await findLiveCustomerByGoogleId(trx, identity.subject);
  if (linked) return linked;
  const sameEmail = await findLiveCustomerByIdentifier(trx, { kind: 'email', value: identity.email });
  if (sameEmail) return linkToEmailOwner(trx, sameEmail, identity, now);
  return insertCustomer(
    trx,
    {
      name: (identity.name ?? identity.email.split('@')[0]).slice(0, MAX_NAME_LENGTH),
      email: identity.email,
      phone: null,
      passwordHash: null,
      googleId: identity.subject,
      emailVerifiedAt: now.toISOString(),
    },
    now,
  );
}

export interface GoogleSignInInput {
  identity: GoogleIdentity;
  rememberMe: boolean;
  tempGuestUserNo?: string;
}

export async function signInWithGoogle(db: Db, input: GoogleSignInInput, now: Date): Promise<SignedIn> {
  const attempt = () =>
    db.transaction().execute(async (trx) => {
      const user = await customerForGoogleAccount(trx, input.identity, now);
      await takeOverGuestBag(trx, input.tempGuestUserNo, user.id, now);
      return { user, token: await issueAccessToken(trx, user.id, tokenLifetime(input.rememberMe), now) };
    });
  try {
    return await attempt();
  } catch (error) {
    // A parallel first sign-in of the same Google account created the customer: use that one.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

export async function logOut(db: Db, tokenId: number, now: Date): Promise<void> {
  await revokeToken(db, tokenId, now);
}
