import * as z from 'zod/mini';
import { pageEnvelope, readEnvelope } from './envelope';

// Product reviews: a product's published ones, and the customer's own.

/** Empty lists every review, newest first. */
export type ReviewFilter = '' | 'asc_rating' | 'desc_rating' | '1' | '2' | '3' | '4' | '5' | 'most_helpful' | 'older' | 'recent';

/** The query of `GET /v2/reviews/product/:id`. */
export interface ReviewPage {
  filter?: ReviewFilter;
  page?: number;
  limit?: number;
}

/** The query of `GET /v2/reviews/user`: the customer's own reviews, a page at a time. */
export type AuthoredReviewPage = Omit<ReviewPage, 'filter'>;

/** `POST /v2/reviews/submit`. */
export interface NewReview {
  product_id: number;
  rating: number;
  comment: string;
}

/** A review with every field the product page shows, as the embedded API sends it. */
const review = z.object({
  id: z.number(),
  user_name: z.nullable(z.string()),
  rating: z.number(),
  comment: z.string(),
  upvote_count: z.number(),
  time_date: z.string(),
});

/**
 * A review of a product's list. Stock backends of the family leave out its id, upvotes and date (they
 * send the reviewer's `user_id` and a relative `time` such as "2 days ago", which goes stale on a cached
 * page and is not read). A review without an id is keyed by its reviewer and text instead, which no
 * upvote can be sent for; without upvotes it has none; without a date it shows none.
 */
const sentReview = z.object({
  ...review.shape,
  id: z.optional(z.number()),
  user_id: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  upvote_count: z._default(z.number(), 0),
  time_date: z._default(z.nullable(z.string()), null),
});

const listedReview = z.pipe(
  sentReview,
  z.transform(({ id, user_id, ...shown }: z.output<typeof sentReview>) => ({
    ...shown,
    id: id ?? `review-by-${user_id ?? shown.user_name ?? ''}:${shown.comment}`,
  })),
);

const reviewSummary = z.object({
  average: z.number(),
  count: z.number(),
  breakdown: z.record(z.string(), z.number()),
});

/** `GET /v2/reviews/product/{id}`: a page of reviews with the product's rating summary, which stock backends of the family leave out. */
export const productReviews = z.object({ ...pageEnvelope(listedReview).shape, summary: z.optional(reviewSummary) });

const reviewedProduct = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  thumbnail_image: z.nullable(z.string()),
});

/** One of the customer's own reviews; a review awaiting moderation is shown to its author only. */
const authoredReview = z.object({
  ...z.omit(review, { user_name: true }).shape,
  status: z.enum(['published', 'pending']),
  product: reviewedProduct,
});

/** `GET /v2/reviews/user`: a page of the customer's own reviews. */
export const ownReviews = pageEnvelope(authoredReview);

/** `GET /v2/reviews/reviewable`: delivered products the customer has not reviewed yet. */
export const reviewableProducts = readEnvelope(z.array(reviewedProduct));

/** A review as the product page shows it: `id` is the backend's number, or a key of its own for a review sent without one. */
export type Review = z.output<typeof listedReview>;
export type CompleteReview = z.output<typeof review>;
export type ReviewSummary = z.output<typeof reviewSummary>;
export type ProductReviewsResponse = z.output<typeof productReviews>;
export type ReviewedProduct = z.output<typeof reviewedProduct>;
export type AuthoredReview = z.output<typeof authoredReview>;
