import type { CompleteReview, ReviewSummary } from '@/contract/reviews';
import type { Db } from '@/server/db/connection';
import { NotFoundError } from '@/server/http/errors';
import { countReviewsPerRating, findReviewPage, isPublishedProduct, type ReviewRow, type ReviewSort } from './repository';

// The review filters: empty (all, newest first), a rating order, one star count,
// the most upvoted, or by time.
export const REVIEW_FILTERS = ['', 'asc_rating', 'desc_rating', '1', '2', '3', '4', '5', 'most_helpful', 'older', 'recent'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

const STAR_VALUES = [5, 4, 3, 2, 1] as const;

export interface ReviewSelection {
  /** Only reviews with this many stars. */
  rating?: number;
  sort: ReviewSort;
}

/** A star filter shows that rating only, newest first; every other filter is an order. */
export const REVIEW_SELECTIONS: Record<ReviewFilter, ReviewSelection> = {
  '': { sort: 'newest' },
  asc_rating: { sort: 'rating_ascending' },
  desc_rating: { sort: 'rating_descending' },
  '1': { rating: 1, sort: 'newest' },
  '2': { rating: 2, sort: 'newest' },
  '3': { rating: 3, sort: 'newest' },
  '4': { rating: 4, sort: 'newest' },
  '5': { rating: 5, sort: 'newest' },
  most_helpful: { sort: 'most_helpful' },
  older: { sort: 'oldest' },
  recent: { sort: 'newest' },
};

/** Average to one decimal over every published review, and how many gave each number of stars. */
export function summarise(countsPerRating: Map<number, number>): ReviewSummary {
  const count = STAR_VALUES.reduce((total, stars) => total + (countsPerRating.get(stars) ?? 0), 0);
  const starTotal = STAR_VALUES.reduce((total, stars) => total + stars * (countsPerRating.get(stars) ?? 0), 0);
  return {
    average: count === 0 ? 0 : Math.round((starTotal / count) * 10) / 10,
    count,
    breakdown: Object.fromEntries(STAR_VALUES.map((stars) => [String(stars), countsPerRating.get(stars) ?? 0])),
  };
}

export function toReviewJson(review: ReviewRow): CompleteReview {
  return {
    id: review.id,
    user_name: review.reviewer_name,
    rating: review.rating,
    comment: review.comment,
    upvote_count: review.upvote_count,
    time_date: new Date(review.created_at).toISOString(),
  };
}

export async function listProductReviews(db: Db, productId: number, filter: ReviewFilter, page: number, limit: number) {
  if (!(await isPublishedProduct(db, productId))) throw new NotFoundError('Product not found');
  const selection = REVIEW_SELECTIONS[filter];
  const [reviews, countsPerRating] = await Promise.all([
    findReviewPage(db, { productId, ...selection, limit, offset: (page - 1) * limit }),
    countReviewsPerRating(db, productId),
  ]);
  // The counts per rating already hold the selection's total: every review, or those of one rating.
  const total =
    selection.rating === undefined ? [...countsPerRating.values()].reduce((sum, count) => sum + count, 0) : (countsPerRating.get(selection.rating) ?? 0);
  return { reviews: reviews.map(toReviewJson), total, summary: summarise(countsPerRating) };
}
