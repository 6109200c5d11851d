// How the customer's reviews read on /reviews: dates, upvotes, the page links and the rating words.

export const REVIEWS_PATH = '/reviews';
export const MAX_COMMENT_LENGTH = 2000;

/** The words beside the stars while choosing a rating. */
export const RATING_WORDS: Record<number, string> = { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' };

// Dates read the same on the server and in the browser: fixed locale and the shop's time zone.
const REVIEW_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });

/** `2026-11-22T08:30:00Z` -> `22 Nov 2026`; an unreadable date -> empty text. */
export function formatReviewDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : REVIEW_DATE.format(time);
}

export function helpfulLabel(upvotes: number): string {
  if (upvotes === 0) return 'No helpful votes yet';
  return `${upvotes} ${upvotes === 1 ? 'person' : 'people'} found this helpful`;
}

export function starsLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** `?page=` of the review list; page 1 has none. */
export function reviewsPagePath(page: number): string {
  return page > 1 ? `${REVIEWS_PATH}?page=${page}` : REVIEWS_PATH;
}
