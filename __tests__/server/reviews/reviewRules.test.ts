import { REVIEW_FILTERS, REVIEW_SELECTIONS, summarise } from '@/server/modules/reviews/service';

describe('review filters', () => {
  it('turns each star filter into that rating, newest first', () => {
    for (const stars of [1, 2, 3, 4, 5]) {
      expect(REVIEW_SELECTIONS[String(stars) as '1']).toEqual({ rating: stars, sort: 'newest' });
    }
  });

  it('turns every other filter into an order over all reviews', () => {
    const orders = REVIEW_FILTERS.filter((filter) => !/^[1-5]$/.test(filter));
    expect(orders.map((filter) => [filter, REVIEW_SELECTIONS[filter]])).toEqual([
      ['', { sort: 'newest' }],
      ['asc_rating', { sort: 'rating_ascending' }],
      ['desc_rating', { sort: 'rating_descending' }],
      ['most_helpful', { sort: 'most_helpful' }],
      ['older', { sort: 'oldest' }],
      ['recent', { sort: 'newest' }],
    ]);
  });
});

describe('summarise', () => {
  it('averages the stars to one decimal and counts each rating', () => {
    expect(summarise(new Map([[5, 2], [4, 1], [1, 1]]))).toEqual({
      average: 3.8,
      count: 4,
      breakdown: { '5': 2, '4': 1, '3': 0, '2': 0, '1': 1 },
    });
  });

  it('answers zeros without reviews', () => {
    expect(summarise(new Map())).toEqual({ average: 0, count: 0, breakdown: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } });
  });
});
