import type { Db } from '@/server/db/connection';

// Published reviews (status 1) of a product.

export type ReviewSort = 'newest' | 'oldest' | 'rating_ascending' | 'rating_descending' | 'most_helpful';

export interface ReviewQuery {
  productId: number;
  /** Only reviews with this many stars. */
  rating?: number;
  sort: ReviewSort;
  limit: number;
  offset: number;
}

const ORDERINGS: Record<ReviewSort, Array<['rating' | 'upvote_count' | 'created_at' | 'id', 'asc' | 'desc']>> = {
  newest: [['created_at', 'desc'], ['id', 'desc']],
  oldest: [['created_at', 'asc'], ['id', 'asc']],
  rating_ascending: [['rating', 'asc'], ['created_at', 'desc'], ['id', 'desc']],
  rating_descending: [['rating', 'desc'], ['created_at', 'desc'], ['id', 'desc']],
  most_helpful: [['upvote_count', 'desc'], ['created_at', 'desc'], ['id', 'desc']],
};

function publishedReviews(db: Db, productId: number, rating?: number) {
  return db
    .selectFrom('reviews')
    .where('reviews.product_id', '=', productId)
    .where('reviews.status', '=', 1)
    .$if(rating !== undefined, (query) => query.where('reviews.rating', '=', rating!));
}

export async function isPublishedProduct(db: Db, productId: number): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).where('published', '=', 1).executeTakeFirst();
  return row !== undefined;
}

export async function findReviewPage(db: Db, query: ReviewQuery) {
  let select = publishedReviews(db, query.productId, query.rating).select([
    'reviews.id',
    'reviews.reviewer_name',
    'reviews.rating',
    'reviews.comment',
    'reviews.upvote_count',
    'reviews.created_at',
  ]);
  for (const [column, direction] of ORDERINGS[query.sort]) select = select.orderBy(`reviews.${column}`, direction);
  return select.limit(query.limit).offset(query.offset).execute();
}

export type ReviewRow = Awaited<ReturnType<typeof findReviewPage>>[number];

/** How many published reviews gave each number of stars. */
export async function countReviewsPerRating(db: Db, productId: number): Promise<Map<number, number>> {
  const rows = await publishedReviews(db, productId)
    .select((eb) => ['reviews.rating', eb.fn.countAll<number>().as('total')])
    .groupBy('reviews.rating')
    .execute();
  return new Map(rows.map((row) => [row.rating, Number(row.total)]));
}
