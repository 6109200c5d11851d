import type { Db } from '../db/connection';

// Fixed-window counters kept in the database, so that every app instance counts together. A window
// opens at the first hit on a key and lasts `windowSeconds`; the first hit after it opens the next.

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitHit {
  allowed: boolean;
  count: number;
  /** Seconds until the current window closes. */
  retryAfterSeconds: number;
  /** Identifies the window the hit was counted in. */
  windowStart: string;
}

/** Counts one hit on `key` in a single upsert, so that concurrent hits are never lost. */
export async function hitRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<RateLimitHit> {
  const windowMilliseconds = rule.windowSeconds * 1000;
  const nowIso = now.toISOString();
  const openWindowsStartAfter = new Date(now.getTime() - windowMilliseconds).toISOString();
  const counter = await db
    .insertInto('rate_limit_counters')
    .values({ key, window_start: nowIso, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const windowIsOpen = eb('rate_limit_counters.window_start', '>', openWindowsStartAfter);
        return {
          count: eb.case().when(windowIsOpen).then(eb('rate_limit_counters.count', '+', 1)).else(1).end(),
          window_start: eb.case().when(windowIsOpen).then(eb.ref('rate_limit_counters.window_start')).else(nowIso).end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  const count = Number(counter.count);
  const windowEnd = new Date(counter.window_start).getTime() + windowMilliseconds;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
    windowStart: counter.window_start,
  };
}

/** Takes back one hit that turned out not to count (a success), unless its window has since closed. */
export async function forgiveRateLimitHit(db: Db, key: string, hit: RateLimitHit): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', hit.windowStart)
    .where('count', '>', 0)
    .execute();
}

export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
}

/** Whole minutes to wait, for messages such as "try again in 12 minutes". */
export function minutesToWait(hit: RateLimitHit): number {
  return Math.max(1, Math.ceil(hit.retryAfterSeconds / 60));
}

/** "1 minute" or "12 minutes", for messages such as "try again in 12 minutes". */
export function timeToWait(hit: RateLimitHit): string {
  const minutes = minutesToWait(hit);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export interface CountedHit {
  key: string;
  hit: RateLimitHit;
}

/**
 * Counts one hit on each key in order and stops at the first one over its limit, throwing what
 * `refusal` makes of it: the keys after it are not counted.
 */
export async function hitRateLimitsInOrder(
  db: Db,
  counters: Array<{ key: string; rule: RateLimitRule }>,
  now: Date,
  refusal: (hit: RateLimitHit) => Error,
): Promise<CountedHit[]> {
  const counted: CountedHit[] = [];
  for (const { key, rule } of counters) {
    const hit = await hitRateLimit(db, key, rule, now);
    if (!hit.allowed) throw refusal(hit);
    counted.push({ key, hit });
  }
  return counted;
}
