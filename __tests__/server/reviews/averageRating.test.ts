import { averageRating } from '@/server/modules/reviews/customerService';

describe('averageRating', () => {
  it('averages the stars to two decimals', () => {
    expect(averageRating(14, 3)).toBe(4.67);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(5, 1)).toBe(5);
  });

  it('is 0 without reviews', () => {
    expect(averageRating(0, 0)).toBe(0);
  });
});
