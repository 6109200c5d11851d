import { countdownParts, padCountdownPart, secondsLeft } from '@/utils/countdown';

const END = '2026-11-25T03:24:26.000Z';
const endMs = Date.parse(END);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = endMs - (2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND);
    expect(countdownParts(END, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false });
  });

  it('drops the running second, as a clock does', () => {
    expect(countdownParts(END, endMs - 1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1, ended: false });
  });

  it('counts hours, minutes and seconds within their ranges', () => {
    const now = endMs - (23 * HOUR + 59 * MINUTE + 59 * SECOND);
    expect(countdownParts(END, now)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59, ended: false });
    expect(countdownParts(END, endMs - DAY)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0, ended: false });
  });

  it('is zero and ended at the end and after it', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
    expect(countdownParts(END, endMs)).toEqual(zero);
    expect(countdownParts(END, endMs - 999)).toEqual(zero);
    expect(countdownParts(END, endMs + HOUR)).toEqual(zero);
  });

  it('takes the end as milliseconds too, and treats an unreadable end as ended', () => {
    expect(countdownParts(endMs, endMs - MINUTE).minutes).toBe(1);
    expect(countdownParts('not a date', endMs).ended).toBe(true);
  });
});

describe('secondsLeft', () => {
  it('never goes below zero', () => {
    expect(secondsLeft(END, endMs - 10 * SECOND)).toBe(10);
    expect(secondsLeft(END, endMs + 10 * SECOND)).toBe(0);
  });
});

describe('padCountdownPart', () => {
  it('shows two digits', () => {
    expect(padCountdownPart(7)).toBe('07');
    expect(padCountdownPart(42)).toBe('42');
  });
});
