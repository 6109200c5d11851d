// The time left until a deal ends, split the way a countdown shows it.

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end is reached: every part is then 0 and the countdown stops. */
  ended: boolean;
}

const SECOND_MS = 1000;
const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** The whole seconds left from `now` until `end` (either an ISO timestamp or milliseconds); never below 0. */
export function secondsLeft(end: string | number, now: number): number {
  const endMs = typeof end === 'number' ? end : Date.parse(end);
  if (!Number.isFinite(endMs)) return 0;
  return Math.max(0, Math.floor((endMs - now) / SECOND_MS));
}

/** Days, hours, minutes and seconds left, the running second dropped (as a clock shows it). */
export function countdownParts(end: string | number, now: number): CountdownParts {
  const total = secondsLeft(end, now);
  return {
    days: Math.floor(total / DAY_SECONDS),
    hours: Math.floor((total % DAY_SECONDS) / HOUR_SECONDS),
    minutes: Math.floor((total % HOUR_SECONDS) / MINUTE_SECONDS),
    seconds: total % MINUTE_SECONDS,
    ended: total === 0,
  };
}

/** `7` -> `07`: hours, minutes and seconds always show two digits. */
export function padCountdownPart(value: number): string {
  return String(value).padStart(2, '0');
}
