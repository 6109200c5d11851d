import { parseRecentlyViewed, RECENTLY_VIEWED_LIMIT, rememberViewed, viewedBefore } from '@/utils/recentlyViewed';

describe('recently viewed ids', () => {
  it('reads a stored list and ignores anything else', () => {
    expect(parseRecentlyViewed('[3,1,2]')).toEqual([3, 1, 2]);
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('not json')).toEqual([]);
    expect(parseRecentlyViewed('{"a":1}')).toEqual([]);
    expect(parseRecentlyViewed('[4,"x",-1,2.5,7]')).toEqual([4, 7]);
  });

  it('puts the viewed product first, once', () => {
    expect(rememberViewed([], 5)).toEqual([5]);
    expect(rememberViewed([3, 5, 1], 5)).toEqual([5, 3, 1]);
  });

  it(`keeps at most ${RECENTLY_VIEWED_LIMIT} ids, dropping the oldest`, () => {
    const full = Array.from({ length: RECENTLY_VIEWED_LIMIT }, (_, index) => index + 1);
    const next = rememberViewed(full, 99);
    expect(next).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(next[0]).toBe(99);
    expect(next).not.toContain(RECENTLY_VIEWED_LIMIT);
  });

  it('shows every remembered product except the one on screen', () => {
    expect(viewedBefore([5, 3, 1], 3)).toEqual([5, 1]);
  });
});
