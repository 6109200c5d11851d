import { hitRateLimit, minutesToWait, resetRateLimit } from '@/server/security/rateLimit';
import { setUpTestShop } from '../support/testApi';

describe('database rate limit (fixed window)', () => {
  const shop = setUpTestShop();
  const rule = { limit: 3, windowSeconds: 600 };
  const start = new Date('2030-01-01T10:00:00.000Z');
  const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('allows up to the limit within one window, then refuses and says how long to wait', async () => {
    const counts = [];
    for (let second = 0; second < 4; second += 1) counts.push(await hitRateLimit(shop.db, 'test:window', rule, later(second * 60)));
    expect(counts.map((hit) => [hit.count, hit.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ]);
    // The window opened at the first hit, so 10 minutes after it minus the 3 minutes gone.
    expect(counts[3].retryAfterSeconds).toBe(420);
    expect(minutesToWait(counts[3])).toBe(7);
  });

  it('opens a new window once the old one has passed', async () => {
    for (let hit = 0; hit < 5; hit += 1) await hitRateLimit(shop.db, 'test:reopen', rule, start);
    const afterWindow = await hitRateLimit(shop.db, 'test:reopen', rule, later(600));
    expect(afterWindow).toEqual({ allowed: true, count: 1, retryAfterSeconds: 600, windowStart: later(600).toISOString() });
    const next = await hitRateLimit(shop.db, 'test:reopen', rule, later(601));
    expect(next.count).toBe(2);
  });

  it('counts keys separately and forgets a key when reset', async () => {
    await hitRateLimit(shop.db, 'test:first', rule, start);
    await hitRateLimit(shop.db, 'test:first', rule, start);
    expect((await hitRateLimit(shop.db, 'test:second', rule, start)).count).toBe(1);
    await resetRateLimit(shop.db, 'test:first');
    expect((await hitRateLimit(shop.db, 'test:first', rule, start)).count).toBe(1);
  });

  it('loses no hit when many arrive at once', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(shop.db, 'test:parallel', rule, start)));
    expect(hits.map((hit) => hit.count).sort((left, right) => left - right)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(3);
  });
});
