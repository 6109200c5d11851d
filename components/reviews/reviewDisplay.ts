// How the customer's reviews read on /reviews: upvotes, the page links and the rating words.

import type { Translate } from '@/hooks/useLocale';

export const REVIEWS_PATH = '/reviews';
export const MAX_COMMENT_LENGTH = 2000;

/** The words beside the stars while choosing a rating. */
export const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

export function helpfulLabel(upvotes: number, t: Translate): string {
  if (upvotes === 0) return t('No helpful votes yet');
  return t(upvotes === 1 ? '{count} person found this helpful' : '{count} people found this helpful', { count: upvotes });
}

export function starsLabel(stars: number, t: Translate): string {
  return t(stars === 1 ? '{count} star' : '{count} stars', { count: stars });
}

/** `?page=` of the review list; page 1 has none. */
export function reviewsPagePath(page: number): string {
  return page > 1 ? `${REVIEWS_PATH}?page=${page}` : REVIEWS_PATH;
}
