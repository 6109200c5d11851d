import type { AuthoredReview, ReviewedProduct } from '@/contract/reviews';
import type { Db } from '@/server/db/connection';
import { NotFoundError, ValidationError } from '@/server/http/errors';
import {
  type AuthoredReviewRow,
  countAuthoredReviews,
  findAuthoredReviewPage,
  findCustomerName,
  findPublishedReview,
  findRatingTotals,
  findReviewableProducts,
  hasReceivedProduct,
  hasReviewedProduct,
  incrementUpvoteCount,
  insertReview,
  insertUpvote,
  lockProductForReview,
  updateProductRating,
} from './customerRepository';
import { isPublishedProduct } from './repository';
import { toReviewJson } from './service';

export const MAX_COMMENT_LENGTH = 2000;
/** Shown for a customer account without a name. */
const ANONYMOUS_REVIEWER_NAME = 'Customer';

/** The product's stored rating: the average of the published reviews' stars to 2 decimals, 0 without reviews. */
export function averageRating(starTotal: number, count: number): number {
  return count === 0 ? 0 : Math.round((starTotal / count) * 100) / 100;
}

export interface ReviewSubmission {
  productId: number;
  /** A whole number from 1 to 5. */
  rating: number;
  /** Trimmed; HTML is kept as text for the storefront to escape. */
  comment: string;
}

/** Only a customer who received the product (a delivered order holds it) reviews it, once. */
export async function submitReview(db: Db, userId: number, submission: ReviewSubmission, now: Date) {
  const { productId } = submission;
  return db.transaction().execute(async (transaction) => {
    if (!(await isPublishedProduct(transaction, productId))) throw new NotFoundError('Product not found');
    if (!(await hasReceivedProduct(transaction, userId, productId))) {
      throw new ValidationError({ product_id: ['You can review a product only after it has been delivered to you'] });
    }
    await lockProductForReview(transaction, productId);
    if (await hasReviewedProduct(transaction, userId, productId)) {
      throw new ValidationError({ product_id: ['You have already reviewed this product'] });
    }
    const review = await insertReview(transaction, {
      productId,
      userId,
      reviewerName: (await findCustomerName(transaction, userId))?.trim() || ANONYMOUS_REVIEWER_NAME,
      rating: submission.rating,
      comment: submission.comment,
      createdAt: now.toISOString(),
    });
    const totals = await findRatingTotals(transaction, productId);
    const rating = averageRating(totals.starTotal, totals.count);
    await updateProductRating(transaction, productId, rating, totals.count);
    return { review: toReviewJson(review), product: { id: productId, rating, rating_count: totals.count } };
  });
}

/** Once per customer and review, never one's own; answers the new upvote count. */
export async function upvoteReview(db: Db, userId: number, reviewId: number, now: Date): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    const review = await findPublishedReview(transaction, reviewId);
    if (!review) throw new NotFoundError('Review not found');
    if (review.user_id === userId) throw new ValidationError({ id: ['You can not upvote your own review'] });
    if (!(await insertUpvote(transaction, reviewId, userId, now.toISOString()))) {
      throw new ValidationError({ id: ['You have already upvoted this review'] });
    }
    return incrementUpvoteCount(transaction, reviewId);
  });
}

function toAuthoredReviewJson(review: AuthoredReviewRow): AuthoredReview {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    upvote_count: review.upvote_count,
    // A review waiting for moderation is shown to its author only.
    status: review.status === 1 ? 'published' : 'pending',
    time_date: new Date(review.created_at).toISOString(),
    product: {
      id: review.product_id,
      name: review.product_name,
      slug: review.product_slug,
      thumbnail_image: review.product_thumbnail_image,
    },
  };
}

export async function listAuthoredReviews(db: Db, userId: number, page: number, limit: number) {
  const [reviews, total] = await Promise.all([
    findAuthoredReviewPage(db, userId, { limit, offset: (page - 1) * limit }),
    countAuthoredReviews(db, userId),
  ]);
  return { reviews: reviews.map(toAuthoredReviewJson), total };
}

export async function listReviewableProducts(db: Db, userId: number): Promise<ReviewedProduct[]> {
  const products = await findReviewableProducts(db, userId);
  return products.map(({ id, name, slug, thumbnail_image }) => ({ id, name, slug, thumbnail_image }));
}
