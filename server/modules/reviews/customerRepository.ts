import type { Db } from '@/server/db/connection';

// The signed-in customer's side of reviews: writing, upvoting and their own lists. Every query
// takes the customer's id; `db` may be a transaction.

export async function findCustomerName(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst();
  return row?.name ?? null;
}

function deliveredOrderItems(db: Db, userId: number) {
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'delivered');
}

export async function hasReceivedProduct(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await deliveredOrderItems(db, userId).select('order_items.id').where('order_items.product_id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

export async function hasReviewedProduct(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db.selectFrom('reviews').select('id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

/**
 * A no-op write on the product row: inside a transaction it makes concurrent reviews of the same
 * product wait for each other (a row lock on PostgreSQL, the single writer on SQLite).
 */
export async function lockProductForReview(db: Db, productId: number): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ rating_count: eb.ref('rating_count') }))
    .where('id', '=', productId)
    .execute();
}

export interface NewReview {
  productId: number;
  userId: number;
  reviewerName: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export async function insertReview(db: Db, review: NewReview) {
  return db
    .insertInto('reviews')
    .values({
      product_id: review.productId,
      user_id: review.userId,
      reviewer_name: review.reviewerName,
      rating: review.rating,
      comment: review.comment,
      upvote_count: 0,
      status: 1,
      created_at: review.createdAt,
    })
    .returning(['id', 'reviewer_name', 'rating', 'comment', 'upvote_count', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The number of published reviews of a product and the sum of their stars. */
export async function findRatingTotals(db: Db, productId: number): Promise<{ count: number; starTotal: number }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('rating').as('star_total')])
    .where('product_id', '=', productId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), starTotal: Number(row.star_total ?? 0) };
}

export async function updateProductRating(db: Db, productId: number, rating: number, ratingCount: number): Promise<void> {
  await db.updateTable('products').set({ rating, rating_count: ratingCount }).where('id', '=', productId).execute();
}

export async function findPublishedReview(db: Db, reviewId: number) {
  return db.selectFrom('reviews').select(['id', 'user_id']).where('id', '=', reviewId).where('status', '=', 1).executeTakeFirst();
}

/** False when the customer had already upvoted the review (the pair is the table's key). */
export async function insertUpvote(db: Db, reviewId: number, userId: number, createdAt: string): Promise<boolean> {
  const inserted = await db
    .insertInto('review_upvotes')
    .values({ review_id: reviewId, user_id: userId, created_at: createdAt })
    .onConflict((conflict) => conflict.doNothing())
    .returning('review_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Increments in the database, so that concurrent upvotes are all counted; answers the new count. */
export async function incrementUpvoteCount(db: Db, reviewId: number): Promise<number> {
  const row = await db
    .updateTable('reviews')
    .set((eb) => ({ upvote_count: eb('upvote_count', '+', 1) }))
    .where('id', '=', reviewId)
    .returning('upvote_count')
    .executeTakeFirstOrThrow();
  return row.upvote_count;
}

export async function findAuthoredReviewPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.comment',
      'reviews.upvote_count',
      'reviews.status',
      'reviews.created_at',
      'products.id as product_id',
      'products.name as product_name',
      'products.slug as product_slug',
      'products.thumbnail_image as product_thumbnail_image',
    ])
    .where('reviews.user_id', '=', userId)
    .orderBy('reviews.created_at', 'desc')
    .orderBy('reviews.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type AuthoredReviewRow = Awaited<ReturnType<typeof findAuthoredReviewPage>>[number];

export async function countAuthoredReviews(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Published products of the customer's delivered orders without a review of theirs, last ordered first. */
export async function findReviewableProducts(db: Db, userId: number) {
  return deliveredOrderItems(db, userId)
    .innerJoin('products', 'products.id', 'order_items.product_id')
    .where('products.published', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reviews')
            .select('reviews.id')
            .whereRef('reviews.product_id', '=', 'products.id')
            .where('reviews.user_id', '=', userId),
        ),
      ),
    )
    .select((eb) => ['products.id', 'products.name', 'products.slug', 'products.thumbnail_image', eb.fn.max('orders.created_at').as('last_ordered_at')])
    .groupBy(['products.id', 'products.name', 'products.slug', 'products.thumbnail_image'])
    .orderBy('last_ordered_at', 'desc')
    .orderBy('products.id', 'desc')
    .execute();
}
