import type { Db } from '@/server/db/connection';
import { HttpError } from '@/server/http/errors';
import {
  type CountedHit,
  forgiveRateLimitHit,
  hitRateLimit,
  hitRateLimitsInOrder,
  type RateLimitHit,
  type RateLimitRule,
  resetRateLimit,
  timeToWait,
} from '@/server/security/rateLimit';
import { identifierKey } from './identifiers';

// Throttles of sign-in, sign-up, password recovery and guest sessions, counted in the database so
// that every app instance counts together. Identifiers count as typed, in their stored form, known
// or not, so that no answer tells whether an account exists. A null address (a call made inside the
// process, or from the machine itself) is never capped as one client.
//
// Wrong passwords from a browser that has not signed in to the account before count three ways: per
// identifier and address, a short lock (5 wrong, then wait for the minute to end) that keeps guessing
// slow without locking the customer behind the same network out for long; per address over all
// identifiers, against one machine trying many accounts; per identifier over all addresses, an hourly
// ceiling on a guess spread over many addresses. A browser that shows the account's device token
// (server/security/deviceTokens.ts) is counted on its own instead, with the same short lock and the
// same hourly ceiling, so that no one else's wrong passwords can lock it out; the account's device
// tokens together have a higher hourly ceiling of their own, in case several are stolen (or forged
// with a leaked secret).

/** Wrong passwords for one identifier from one address. */
const LOGIN_PAIR_THROTTLE: RateLimitRule = { limit: 5, windowSeconds: 60 };
/** Wrong passwords from one address, whatever the identifiers. */
const LOGIN_ADDRESS_THROTTLE: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };
/** Wrong passwords for one identifier from every address together. */
const LOGIN_ACCOUNT_THROTTLE: RateLimitRule = { limit: 20, windowSeconds: 3600 };
/** Wrong passwords from a browser holding the account's device token: the pair's short lock. */
const LOGIN_DEVICE_THROTTLE: RateLimitRule = LOGIN_PAIR_THROTTLE;
/** The same browser's hourly ceiling, the account's: a stolen device token guesses no faster than anyone. */
const LOGIN_DEVICE_HOURLY_THROTTLE: RateLimitRule = LOGIN_ACCOUNT_THROTTLE;
/** Wrong passwords for one identifier from all its device tokens together. */
const LOGIN_DEVICES_THROTTLE: RateLimitRule = { limit: 60, windowSeconds: 3600 };
/** Sign-ups that passed validation (taken identifiers included) from one address. */
const SIGN_UP_ADDRESS_THROTTLE: RateLimitRule = { limit: 10, windowSeconds: 3600 };
/** Recovery-code requests for one identifier. */
const CODE_REQUEST_THROTTLE: RateLimitRule = { limit: 5, windowSeconds: 3600 };
/** Recovery-code requests from one address, whatever the identifiers. */
const CODE_REQUEST_ADDRESS_THROTTLE: RateLimitRule = { limit: 20, windowSeconds: 3600 };
/** New passwords tried from one address, with a reset token or without. */
const NEW_PASSWORD_ADDRESS_THROTTLE: RateLimitRule = { limit: 20, windowSeconds: 3600 };
/** Refused reset tokens for one identifier from every address together. */
const NEW_PASSWORD_IDENTIFIER_THROTTLE: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
/**
 * Guest sessions started from one address. High, because a mobile network puts many shoppers
 * behind one address, and each new visitor starts one.
 */
const GUEST_SESSION_ADDRESS_THROTTLE: RateLimitRule = { limit: 100, windowSeconds: 10 * 60 };

function loginPairKey(identifier: string, address: string | null): string {
  return `login:${address ?? 'local'}:${identifierKey(identifier)}`;
}

function loginAccountKey(identifier: string): string {
  return `login_account:${identifierKey(identifier)}`;
}

function loginCounters(identifier: string, address: string | null, deviceId: string | null) {
  if (deviceId !== null) {
    return [
      { key: `login_device:${deviceId}`, rule: LOGIN_DEVICE_THROTTLE },
      { key: `login_device_hourly:${deviceId}`, rule: LOGIN_DEVICE_HOURLY_THROTTLE },
      { key: `login_devices:${identifierKey(identifier)}`, rule: LOGIN_DEVICES_THROTTLE },
    ];
  }
  return [
    { key: loginPairKey(identifier, address), rule: LOGIN_PAIR_THROTTLE },
    ...(address === null ? [] : [{ key: `login_address:${address}`, rule: LOGIN_ADDRESS_THROTTLE }]),
    { key: loginAccountKey(identifier), rule: LOGIN_ACCOUNT_THROTTLE },
  ];
}

export interface LoginAttempt {
  counted: CountedHit[];
}

const loginRefusal = (hit: RateLimitHit) => new HttpError(429, `Too many login attempts. Please try again in ${timeToWait(hit)}.`);

/**
 * Counts an attempt before the password is checked, so that parallel guesses cannot slip past the
 * limits. `deviceId` is that of a valid device token of the account, else null. The narrowest
 * counter comes first: a client refused there adds nothing to the counters that could lock the
 * customer out elsewhere.
 */
export async function countLoginAttempt(
  db: Db,
  identifier: string,
  address: string | null,
  deviceId: string | null,
  now: Date,
): Promise<LoginAttempt> {
  return { counted: await hitRateLimitsInOrder(db, loginCounters(identifier, address, deviceId), now, loginRefusal) };
}

/** A successful sign-in is no failure: the narrowest counter starts again and the wider ones take the hit back. */
export async function forgiveLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  const [narrowest, ...wider] = attempt.counted;
  await resetRateLimit(db, narrowest.key);
  for (const { key, hit } of wider) await forgiveRateLimitHit(db, key, hit);
}

/** After a password reset from this address, the customer's own wrong guesses no longer count. */
export async function clearLoginFailures(db: Db, identifier: string, address: string | null): Promise<void> {
  await resetRateLimit(db, loginPairKey(identifier, address));
  await resetRateLimit(db, loginAccountKey(identifier));
}

export async function countSignUp(db: Db, address: string | null, now: Date): Promise<void> {
  if (address === null) return;
  await hitRateLimitsInOrder(
    db,
    [{ key: `signup_address:${address}`, rule: SIGN_UP_ADDRESS_THROTTLE }],
    now,
    (hit) => new HttpError(429, `Too many sign-ups from your network. Please try again in ${timeToWait(hit)}.`),
  );
}

/** The address is counted first: an address over its cap adds nothing to the identifier's count. */
export async function countCodeRequest(db: Db, identifier: string, address: string | null, now: Date): Promise<void> {
  const counters = [
    ...(address === null ? [] : [{ key: `password_reset_address:${address}`, rule: CODE_REQUEST_ADDRESS_THROTTLE }]),
    { key: `password_reset:${identifier}`, rule: CODE_REQUEST_THROTTLE },
  ];
  await hitRateLimitsInOrder(
    db,
    counters,
    now,
    (hit) => new HttpError(429, `Too many code requests. Please try again in ${timeToWait(hit)}.`),
  );
}

const newPasswordRefusal = (hit: RateLimitHit) =>
  new HttpError(429, `Too many password reset attempts. Please try again in ${timeToWait(hit)}.`);

/** Every new password tried counts against the address, before its reset token is looked at. */
export async function countNewPasswordAttempt(db: Db, address: string | null, now: Date): Promise<void> {
  if (address === null) return;
  await hitRateLimitsInOrder(db, [{ key: `new_password_address:${address}`, rule: NEW_PASSWORD_ADDRESS_THROTTLE }], now, newPasswordRefusal);
}

/**
 * Counts a refused reset token against the identifier, and throws the refusal once there were too
 * many. Only refusals count: a stranger's tries cannot stop the customer who holds the live token.
 */
export async function countRefusedResetToken(db: Db, identifier: string, now: Date): Promise<void> {
  const hit = await hitRateLimit(db, `new_password:${identifierKey(identifier)}`, NEW_PASSWORD_IDENTIFIER_THROTTLE, now);
  if (!hit.allowed) throw newPasswordRefusal(hit);
}

export async function countGuestSession(db: Db, address: string | null, now: Date): Promise<void> {
  if (address === null) return;
  await hitRateLimitsInOrder(
    db,
    [{ key: `guest_session_address:${address}`, rule: GUEST_SESSION_ADDRESS_THROTTLE }],
    now,
    (hit) => new HttpError(429, `Too many guest sessions from your network. Please try again in ${timeToWait(hit)}.`),
  );
}
