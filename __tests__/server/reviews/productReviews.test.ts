import type { Db } from '@/server/db/connection';
import { createTestApi, createTestDatabase, type TestApi, type TestDatabase } from '../support/testApi';

describe('GET /v2/reviews/product/:id', () => {
  let testDb: TestDatabase;
  let db: Db;
  let api: TestApi;
  let productId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = testDb.db;
    api = createTestApi(db);
    const mostReviewed = await db
      .selectFrom('reviews')
      .innerJoin('products', 'products.id', 'reviews.product_id')
      .select((eb) => ['reviews.product_id', eb.fn.countAll<number>().as('total')])
      .where('products.published', '=', 1)
      .groupBy('reviews.product_id')
      .orderBy('total', 'desc')
      .orderBy('reviews.product_id')
      .executeTakeFirstOrThrow();
    productId = mostReviewed.product_id;
    // A review waiting for moderation must never be shown or counted.
    await db
      .insertInto('reviews')
      .values({ product_id: productId, reviewer_name: 'Hidden Reviewer', rating: 1, comment: 'pending', upvote_count: 99, status: 0, created_at: new Date().toISOString() })
      .execute();
  });
  afterAll(() => testDb.close());

  const publishedReviews = () =>
    db.selectFrom('reviews').selectAll().where('product_id', '=', productId).where('status', '=', 1).execute();

  const reviewsFor = async (filter: string) => {
    const response = await api.get(`/v2/reviews/product/${productId}?filter=${filter}&limit=100`);
    expect(response.status).toBe(200);
    return response.body.data as Array<{ id: number; rating: number; upvote_count: number; time_date: string; user_name: string }>;
  };

  const byNewest = (left: { created_at: string; id: number }, right: { created_at: string; id: number }) =>
    right.created_at.localeCompare(left.created_at) || right.id - left.id;

  it('lists every published review, newest first, with a summary', async () => {
    const reviews = await publishedReviews();
    expect(reviews.length).toBeGreaterThanOrEqual(5);
    const response = await api.get(`/v2/reviews/product/${productId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, status: 200 });
    const expected = [...reviews].sort(byNewest).slice(0, 10);
    expect(response.body.data).toEqual(
      expected.map((review) => ({
        id: review.id,
        user_name: review.reviewer_name,
        rating: review.rating,
        comment: review.comment,
        upvote_count: review.upvote_count,
        time_date: new Date(review.created_at).toISOString(),
      })),
    );
    expect(response.body.data.map((review: { user_name: string }) => review.user_name)).not.toContain('Hidden Reviewer');

    const breakdown = Object.fromEntries([5, 4, 3, 2, 1].map((stars) => [String(stars), reviews.filter((review) => review.rating === stars).length]));
    const average = Math.round((reviews.reduce((total, review) => total + review.rating, 0) / reviews.length) * 10) / 10;
    expect(response.body.summary).toEqual({ average, count: reviews.length, breakdown });
  });

  it('an empty filter lists all reviews newest first', async () => {
    const reviews = await publishedReviews();
    expect((await reviewsFor('')).map((review) => review.id)).toEqual([...reviews].sort(byNewest).map((review) => review.id));
  });

  it('recent lists newest first and older oldest first', async () => {
    const reviews = await publishedReviews();
    const newestFirst = [...reviews].sort(byNewest).map((review) => review.id);
    expect((await reviewsFor('recent')).map((review) => review.id)).toEqual(newestFirst);
    const oldestFirst = [...reviews]
      .sort((left, right) => left.created_at.localeCompare(right.created_at) || left.id - right.id)
      .map((review) => review.id);
    expect((await reviewsFor('older')).map((review) => review.id)).toEqual(oldestFirst);
  });

  it('asc_rating and desc_rating order by stars', async () => {
    const ascending = (await reviewsFor('asc_rating')).map((review) => review.rating);
    expect(ascending).toEqual([...ascending].sort((left, right) => left - right));
    const descending = (await reviewsFor('desc_rating')).map((review) => review.rating);
    expect(descending).toEqual([...descending].sort((left, right) => right - left));
    expect(new Set(ascending).size).toBeGreaterThan(1);
  });

  it('most_helpful orders by upvotes', async () => {
    const upvotes = (await reviewsFor('most_helpful')).map((review) => review.upvote_count);
    expect(upvotes).toEqual([...upvotes].sort((left, right) => right - left));
    expect(upvotes).not.toContain(99);
  });

  it.each(['1', '2', '3', '4', '5'])('filter %s lists only reviews with that many stars', async (stars) => {
    const expected = (await publishedReviews()).filter((review) => review.rating === Number(stars));
    const response = await api.get(`/v2/reviews/product/${productId}?filter=${stars}&limit=100`);
    expect(response.body.data.map((review: { id: number }) => review.id)).toEqual([...expected].sort(byNewest).map((review) => review.id));
    expect(response.body.meta.total).toBe(expected.length);
    expect(response.body.summary.count).toBe((await publishedReviews()).length);
  });

  it('pages without overlap', async () => {
    const reviews = await publishedReviews();
    const first = await api.get(`/v2/reviews/product/${productId}?limit=3&page=1`);
    const second = await api.get(`/v2/reviews/product/${productId}?limit=3&page=2`);
    const firstIds = first.body.data.map((review: { id: number }) => review.id);
    const secondIds = second.body.data.map((review: { id: number }) => review.id);
    expect([...firstIds, ...secondIds]).toEqual([...reviews].sort(byNewest).slice(0, 6).map((review) => review.id));
    expect(second.body.meta).toMatchObject({ current_page: 2, per_page: 3, total: reviews.length, last_page: Math.ceil(reviews.length / 3) });
    expect(second.body.links.prev).toBe(`/v2/reviews/product/${productId}?limit=3&page=1`);
  });

  it('answers an empty list and a zero summary for a product without reviews', async () => {
    const reviewed = await db.selectFrom('reviews').select('product_id').execute();
    const quiet = await db
      .selectFrom('products')
      .select('id')
      .where('published', '=', 1)
      .where('id', 'not in', [...new Set(reviewed.map((review) => review.product_id))])
      .executeTakeFirstOrThrow();
    const response = await api.get(`/v2/reviews/product/${quiet.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
    expect(response.body.summary).toEqual({ average: 0, count: 0, breakdown: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } });
  });

  it('answers 404 for an unknown or unpublished product', async () => {
    expect((await api.get('/v2/reviews/product/999999')).status).toBe(404);
    const hidden = await db.selectFrom('products').select('id').where('published', '=', 0).executeTakeFirstOrThrow();
    const response = await api.get(`/v2/reviews/product/${hidden.id}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Product not found');
  });

  it.each([
    ['filter=best', 'filter'],
    ['filter=6', 'filter'],
    ['filter=recent&filter=older', 'filter'],
    ['page=0', 'page'],
    ['limit=500', 'limit'],
  ])('%s answers 422 naming %s', async (queryString, field) => {
    const response = await api.get(`/v2/reviews/product/${productId}?${queryString}`);
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([expect.any(String)]);
  });

  it('answers 422 for an id that is not a number', async () => {
    const response = await api.get('/v2/reviews/product/abc');
    expect(response.status).toBe(422);
    expect(response.body.errors.id).toEqual([expect.any(String)]);
  });
});
