import {
  addDays,
  DAY_RANGE_MESSAGES,
  dayRangeErrors,
  dayRangeFromQuery,
  daysInRange,
  dhakaDay,
  formatDay,
  formatDayRange,
  isCalendarDay,
  lastDays,
} from '@/utils/affiliateDates';

// 22 Nov 2026, 20:30 in Dhaka (UTC+6) is still the 22nd in UTC; 23:30 in UTC is the 23rd in Dhaka.
const EVENING_IN_DHAKA = new Date('2026-11-22T14:30:00Z');
const AFTER_MIDNIGHT_IN_DHAKA = new Date('2026-11-22T18:30:00Z');

describe('dhakaDay', () => {
  it('counts days in Dhaka, whatever the clock of the browser', () => {
    expect(dhakaDay(EVENING_IN_DHAKA)).toBe('2026-11-22');
    expect(dhakaDay(AFTER_MIDNIGHT_IN_DHAKA)).toBe('2026-11-23');
  });
});

describe('calendar days', () => {
  it('tells real days from look-alikes', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('22/11/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('counts both ends of a range', () => {
    expect(daysInRange({ from: '2026-11-22', to: '2026-11-22' })).toBe(1);
    expect(daysInRange({ from: '2026-10-24', to: '2026-11-22' })).toBe(30);
    expect(daysInRange({ from: '2025-11-23', to: '2026-11-22' })).toBe(365);
  });
});

describe('lastDays', () => {
  it('ends today in Dhaka and covers the number of days asked for', () => {
    expect(lastDays(30, EVENING_IN_DHAKA)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(lastDays(7, AFTER_MIDNIGHT_IN_DHAKA)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(lastDays(1, EVENING_IN_DHAKA)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });
});

describe('dayRangeErrors', () => {
  const today = '2026-11-22';

  it('takes a range up to today of at most 366 days', () => {
    expect(dayRangeErrors({ from: '2026-11-01', to: '2026-11-22' }, today)).toEqual({});
    expect(dayRangeErrors({ from: '2025-11-22', to: '2026-11-22' }, today)).toEqual({});
  });

  it('asks for both days', () => {
    expect(dayRangeErrors({ from: '', to: '' }, today)).toEqual({
      from: DAY_RANGE_MESSAGES.fromMissing,
      to: DAY_RANGE_MESSAGES.toMissing,
    });
  });

  it('refuses an end after today', () => {
    expect(dayRangeErrors({ from: '2026-11-01', to: '2026-11-23' }, today)).toEqual({ to: DAY_RANGE_MESSAGES.toInFuture });
  });

  it('refuses a start after the end', () => {
    expect(dayRangeErrors({ from: '2026-11-10', to: '2026-11-09' }, today)).toEqual({ from: DAY_RANGE_MESSAGES.fromAfterTo });
  });

  it('refuses more than 366 days', () => {
    expect(dayRangeErrors({ from: '2025-11-21', to: '2026-11-22' }, today)).toEqual({ from: 'Choose a range of at most 366 days' });
  });
});

describe('dayRangeFromQuery', () => {
  it('reads ?from=&to= when they make a range', () => {
    expect(dayRangeFromQuery('2026-09-01', '2026-09-30', EVENING_IN_DHAKA)).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    expect(dayRangeFromQuery(['2026-09-01', '2026-01-01'], '2026-09-30', EVENING_IN_DHAKA)).toEqual({ from: '2026-09-01', to: '2026-09-30' });
  });

  it.each([
    [undefined, undefined],
    ['2026-09-30', '2026-09-01'],
    ['2020-01-01', '2026-09-01'],
    ['2026-11-01', '2026-12-01'],
    ['yesterday', '2026-11-22'],
  ])('falls back to the last 30 days for from=%p to=%p', (from, to) => {
    expect(dayRangeFromQuery(from, to, EVENING_IN_DHAKA)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  });
});

describe('formatting days', () => {
  it('reads a day short, or with its year', () => {
    expect(formatDay('2026-11-05')).toBe('5 Nov');
    expect(formatDay('2026-11-05', true)).toBe('5 Nov 2026');
  });

  it('names the year once in a range within one year, twice across years', () => {
    expect(formatDayRange({ from: '2026-10-24', to: '2026-11-22' })).toBe('24 Oct – 22 Nov 2026');
    expect(formatDayRange({ from: '2025-12-05', to: '2026-01-03' })).toBe('5 Dec 2025 – 3 Jan 2026');
    expect(formatDayRange({ from: '2026-11-22', to: '2026-11-22' })).toBe('22 Nov 2026');
  });
});
