import type { Db } from '@/server/db/connection';
import { HttpError } from '@/server/http/errors';
import {
  forgiveRateLimitHit,
  hitRateLimit,
  minutesToWait,
  type RateLimitHit,
  type RateLimitRule,
  resetRateLimit,
} from '@/server/security/rateLimit';
import { identifierKey } from './identifiers';

// Throttles of sign-in, sign-up and code requests, counted in the database so that every app
// instance counts together. Wrong passwords count per identifier and client address, so that a
// stranger guessing a customer's password locks only their own address out, not the customer.
// A per-address cap slows one machine trying many accounts; a much higher per-identifier cap slows
// a guess spread over many addresses. Identifiers count as typed, in their stored form, known or
// not, so that no answer tells whether an account exists. A null address (a call made inside the
// process, or from the machine itself) is never capped as one client.

/** Wrong passwords for one identifier from one address. */
export const LOGIN_THROTTLE: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
/** Wrong passwords from one address, whatever the identifiers. */
export const LOGIN_ADDRESS_THROTTLE: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };
/** Wrong passwords for one identifier from every address together: ten addresses' worth. */
export const LOGIN_IDENTIFIER_THROTTLE: RateLimitRule = { limit: 50, windowSeconds: 15 * 60 };
/** Sign-ups that passed validation (taken identifiers included) from one address. */
export const SIGN_UP_ADDRESS_THROTTLE: RateLimitRule = { limit: 10, windowSeconds: 3600 };
/** Recovery-code requests for one identifier. */
export const CODE_REQUEST_THROTTLE: RateLimitRule = { limit: 5, windowSeconds: 3600 };
/** Recovery-code requests from one address, whatever the identifiers. */
export const CODE_REQUEST_ADDRESS_THROTTLE: RateLimitRule = { limit: 20, windowSeconds: 3600 };

interface CountedHit {
  key: string;
  hit: RateLimitHit;
}

/** Counts one hit on each key in order and stops at the first one over its limit. */
async function hitInOrder(
  db: Db,
  counters: Array<{ key: string; rule: RateLimitRule }>,
  now: Date,
  refusal: (hit: RateLimitHit) => HttpError,
): Promise<CountedHit[]> {
  const counted: CountedHit[] = [];
  for (const { key, rule } of counters) {
    const hit = await hitRateLimit(db, key, rule, now);
    if (!hit.allowed) throw refusal(hit);
    counted.push({ key, hit });
  }
  return counted;
}

function loginPairKey(identifier: string, address: string | null): string {
  return `login:${address ?? 'local'}:${identifierKey(identifier)}`;
}

function loginIdentifierKey(identifier: string): string {
  return `login_identifier:${identifierKey(identifier)}`;
}

export interface LoginAttempt {
  identifier: string;
  address: string | null;
  counted: CountedHit[];
}

const loginRefusal = (hit: RateLimitHit) => new HttpError(429, `Too many login attempts. Please try again in ${minutesToWait(hit)} minutes.`);

/**
 * Counts an attempt before the password is checked, so that parallel guesses cannot slip past
 * the limits. The pair is counted first: an address refused there adds nothing to the counters
 * that could lock the customer out elsewhere.
 */
export async function countLoginAttempt(db: Db, identifier: string, address: string | null, now: Date): Promise<LoginAttempt> {
  const counters = [
    { key: loginPairKey(identifier, address), rule: LOGIN_THROTTLE },
    ...(address === null ? [] : [{ key: `login_address:${address}`, rule: LOGIN_ADDRESS_THROTTLE }]),
    { key: loginIdentifierKey(identifier), rule: LOGIN_IDENTIFIER_THROTTLE },
  ];
  return { identifier, address, counted: await hitInOrder(db, counters, now, loginRefusal) };
}

/** A successful sign-in is no failure: the pair starts again and the wider caps take the hit back. */
export async function forgiveLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  const [pair, ...wider] = attempt.counted;
  await resetRateLimit(db, pair.key);
  for (const { key, hit } of wider) await forgiveRateLimitHit(db, key, hit);
}

/** After a password reset from this address, the customer's own wrong guesses no longer count. */
export async function clearLoginFailures(db: Db, identifier: string, address: string | null): Promise<void> {
  await resetRateLimit(db, loginPairKey(identifier, address));
  await resetRateLimit(db, loginIdentifierKey(identifier));
}

export async function countSignUp(db: Db, address: string | null, now: Date): Promise<void> {
  if (address === null) return;
  await hitInOrder(
    db,
    [{ key: `signup_address:${address}`, rule: SIGN_UP_ADDRESS_THROTTLE }],
    now,
    (hit) => new HttpError(429, `Too many sign-ups from your network. Please try again in ${minutesToWait(hit)} minutes.`),
  );
}

/** The address is counted first: an address over its cap adds nothing to the identifier's count. */
export async function countCodeRequest(db: Db, identifier: string, address: string | null, now: Date): Promise<void> {
  const counters = [
    ...(address === null ? [] : [{ key: `password_reset_address:${address}`, rule: CODE_REQUEST_ADDRESS_THROTTLE }]),
    { key: `password_reset:${identifier}`, rule: CODE_REQUEST_THROTTLE },
  ];
  await hitInOrder(
    db,
    counters,
    now,
    (hit) => new HttpError(429, `Too many code requests. Please try again in ${minutesToWait(hit)} minutes.`),
  );
}
