import { createEventId } from '@/utils/eventId';

describe('createEventId', () => {
  it('is the timestamp followed by a 3-digit number', () => {
    expect(createEventId(1_718_000_000_000, () => 0.5)).toBe('1718000000000550');
  });

  it('keeps the random part between 100 and 999', () => {
    expect(createEventId(1, () => 0)).toBe('1100');
    expect(createEventId(1, () => 0.9999)).toBe('1999');
  });

  it('uses the current time and a random number by default', () => {
    const before = Date.now();
    const eventId = createEventId();
    expect(eventId).toMatch(/^\d{16}$/);
    expect(Number(eventId.slice(0, -3))).toBeGreaterThanOrEqual(before);
  });
});
