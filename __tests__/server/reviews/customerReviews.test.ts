import type { Db } from '@/server/db/connection';
import type { OrderStatus } from '@/server/db/types';
import { callersWithoutCustomerToken, createSignedInUser, insertOrder, insertOrderLine, type SignedIn } from '../support/fixtures';
import { setUpTestShop } from '../support/testApi';

let clock = new Date();
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

let userNumber = 0;
function createUser(db: Db, name: string | null, userType: 'customer' | 'guest' = 'customer'): Promise<SignedIn> {
  userNumber += 1;
  return createSignedInUser(
    db,
    {
      user_type: userType,
      name,
      email: userType === 'customer' ? `reviewer${userNumber}@example.com` : null,
      temp_guest_user_no: userType === 'guest' ? `guest-${userNumber}` : null,
    },
    clock,
  );
}

let orderNumber = 0;
/** An order of the customer holding one line per product, in the given status. */
async function placeOrder(db: Db, userId: number, productIds: number[], status: OrderStatus): Promise<void> {
  orderNumber += 1;
  tick();
  const orderId = await insertOrder(db, { userId, code: `TEST-REVIEW-${orderNumber}`, total: 100_000, status, now: clock });
  for (const productId of productIds) await insertOrderLine(db, orderId, productId);
}

describe('writing and upvoting reviews', () => {
  const shop = setUpTestShop(() => clock);
  let rahim: SignedIn;
  let nusrat: SignedIn;
  let nameless: SignedIn;
  let guest: SignedIn;
  /** Already reviewed by other shoppers. */
  let reviewedProduct: { id: number; name: string; slug: string; thumbnail_image: string | null };
  /** Without any review yet. */
  let quietProduct: { id: number; name: string; slug: string; thumbnail_image: string | null };
  /** Only in an order that is still on its way. */
  let shippedProductId: number;
  let hiddenProductId: number;

  const publishedRatings = async (productId: number) =>
    (await shop.db.selectFrom('reviews').select('rating').where('product_id', '=', productId).where('status', '=', 1).execute()).map(
      (review) => review.rating,
    );
  const expectedAverage = (ratings: number[]) => Math.round((ratings.reduce((total, rating) => total + rating, 0) / ratings.length) * 100) / 100;
  const productDetail = async (productId: number) => (await shop.api.get(`/v2/products/${productId}`)).body.data[0];
  const submit = (body: unknown, headers: Record<string, string>) => shop.api.post('/v2/reviews/submit', body, headers);
  const upvote = (reviewId: number | string, headers: Record<string, string>) => shop.api.post(`/v2/reviews/${reviewId}/upvote`, {}, headers);
  const reviewableIds = async (headers: Record<string, string>) =>
    (await shop.api.get('/v2/reviews/reviewable', headers)).body.data.map((product: { id: number }) => product.id);

  beforeAll(async () => {
    rahim = await createUser(shop.db, 'Rahim Uddin');
    nusrat = await createUser(shop.db, 'Nusrat Jahan');
    nameless = await createUser(shop.db, null);
    guest = await createUser(shop.db, null, 'guest');
    const reviewCounts = await shop.db
      .selectFrom('products')
      .leftJoin('reviews', 'reviews.product_id', 'products.id')
      .select((eb) => ['products.id', 'products.name', 'products.slug', 'products.thumbnail_image', eb.fn.count<number>('reviews.id').as('total')])
      .where('products.published', '=', 1)
      .groupBy(['products.id', 'products.name', 'products.slug', 'products.thumbnail_image'])
      .orderBy('products.id')
      .execute();
    const withoutTotal = ({ id, name, slug, thumbnail_image }: (typeof reviewCounts)[number]) => ({ id, name, slug, thumbnail_image });
    reviewedProduct = withoutTotal(reviewCounts.find((product) => Number(product.total) >= 3)!);
    quietProduct = withoutTotal(reviewCounts.find((product) => Number(product.total) === 0)!);
    shippedProductId = reviewCounts.find((product) => ![reviewedProduct.id, quietProduct.id].includes(product.id))!.id;
    hiddenProductId = (await shop.db.selectFrom('products').select('id').where('published', '=', 0).executeTakeFirstOrThrow()).id;

    await placeOrder(shop.db, rahim.userId, [reviewedProduct.id, hiddenProductId], 'delivered');
    await placeOrder(shop.db, rahim.userId, [quietProduct.id], 'delivered');
    await placeOrder(shop.db, rahim.userId, [shippedProductId], 'shipped');
    await placeOrder(shop.db, nusrat.userId, [reviewedProduct.id], 'delivered');
    await placeOrder(shop.db, nameless.userId, [quietProduct.id], 'delivered');
  });

  describe('GET /v2/reviews/reviewable', () => {
    it('lists published products of delivered orders, last ordered first', async () => {
      const response = await shop.api.get('/v2/reviews/reviewable', rahim.headers);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, status: 200, data: [quietProduct, reviewedProduct] });
      expect(await reviewableIds(nusrat.headers)).toEqual([reviewedProduct.id]);
    });
  });

  describe('POST /v2/reviews/submit', () => {
    it('refuses a product whose order has not been delivered', async () => {
      const response = await submit({ product_id: shippedProductId, rating: 5, comment: 'Great' }, rahim.headers);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        result: false,
        success: false,
        message: 'You can review a product only after it has been delivered to you',
        errors: { product_id: ['You can review a product only after it has been delivered to you'] },
      });
    });

    it("refuses a product delivered to someone else only", async () => {
      const response = await submit({ product_id: quietProduct.id, rating: 5 }, nusrat.headers);
      expect(response.status).toBe(422);
      expect(response.body.errors.product_id).toEqual(['You can review a product only after it has been delivered to you']);
    });

    it('answers 404 for an unknown or unpublished product', async () => {
      for (const productId of [999999, hiddenProductId]) {
        const response = await submit({ product_id: productId, rating: 4, comment: 'Nice' }, rahim.headers);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ result: false, success: false, message: 'Product not found' });
      }
    });

    it.each([
      [{ rating: 4 }, 'product_id'],
      [{ product_id: 'abc', rating: 4 }, 'product_id'],
      [{ product_id: 1, rating: 0 }, 'rating'],
      [{ product_id: 1, rating: 6 }, 'rating'],
      [{ product_id: 1, rating: 4.5 }, 'rating'],
      [{ product_id: 1, rating: 'five' }, 'rating'],
      [{ product_id: 1 }, 'rating'],
      [{ product_id: 1, rating: 4, comment: 42 }, 'comment'],
      [{ product_id: 1, rating: 4, comment: 'x'.repeat(2001) }, 'comment'],
    ])('answers 422 for %p naming %s', async (body, field) => {
      const response = await submit(body, rahim.headers);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ result: false, message: expect.any(String) });
      expect(response.body.errors[field]).toEqual([expect.any(String)]);
    });

    it('stores a review, trimmed with its HTML as text, and recomputes the product rating', async () => {
      const ratingsBefore = await publishedRatings(reviewedProduct.id);
      tick();
      const response = await submit({ product_id: reviewedProduct.id, rating: 2, comment: '  <b>Colour</b> faded after one wash  ' }, rahim.headers);
      expect(response.status).toBe(200);
      const ratings = [...ratingsBefore, 2];
      expect(response.body).toEqual({
        result: true,
        message: 'Review submitted successfully',
        review: {
          id: expect.any(Number),
          user_name: 'Rahim Uddin',
          rating: 2,
          comment: '<b>Colour</b> faded after one wash',
          upvote_count: 0,
          time_date: clock.toISOString(),
        },
        product: { id: reviewedProduct.id, rating: expectedAverage(ratings), rating_count: ratings.length },
      });
      const detail = await productDetail(reviewedProduct.id);
      expect(detail.rating).toBe(expectedAverage(ratings));
      expect(detail.rating_count).toBe(ratings.length);
      const listed = await shop.api.get(`/v2/reviews/product/${reviewedProduct.id}`);
      expect(listed.body.data[0]).toEqual(response.body.review);
      expect(listed.body.summary.count).toBe(ratings.length);
    });

    it('refuses a second review of the same product and leaves the rating alone', async () => {
      const before = await productDetail(reviewedProduct.id);
      const response = await submit({ product_id: reviewedProduct.id, rating: 5, comment: 'Changed my mind' }, rahim.headers);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        result: false,
        success: false,
        message: 'You have already reviewed this product',
        errors: { product_id: ['You have already reviewed this product'] },
      });
      const after = await productDetail(reviewedProduct.id);
      expect([after.rating, after.rating_count]).toEqual([before.rating, before.rating_count]);
    });

    it('rates a product without reviews with the first one, accepting numbers sent as strings', async () => {
      tick();
      const comment = 'y'.repeat(2000);
      const response = await submit({ product_id: String(quietProduct.id), rating: '5', comment: `  ${comment}  ` }, rahim.headers);
      expect(response.status).toBe(200);
      expect(response.body.review.comment).toBe(comment);
      expect(response.body.product).toEqual({ id: quietProduct.id, rating: 5, rating_count: 1 });
      const detail = await productDetail(quietProduct.id);
      expect([detail.rating, detail.rating_count]).toEqual([5, 1]);
    });

    it('names a customer without a name "Customer" and keeps a missing comment empty', async () => {
      tick();
      const response = await submit({ product_id: quietProduct.id, rating: 4 }, nameless.headers);
      expect(response.status).toBe(200);
      expect(response.body.review).toMatchObject({ user_name: 'Customer', comment: '', rating: 4 });
      expect(response.body.product).toEqual({ id: quietProduct.id, rating: 4.5, rating_count: 2 });
    });

    it('takes one of two simultaneous reviews by the same customer', async () => {
      const ratingsBefore = await publishedRatings(reviewedProduct.id);
      tick();
      const responses = await Promise.all([
        submit({ product_id: reviewedProduct.id, rating: 5, comment: 'First tab' }, nusrat.headers),
        submit({ product_id: reviewedProduct.id, rating: 3, comment: 'Second tab' }, nusrat.headers),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([200, 422]);
      const stored = responses.find((response) => response.status === 200)!.body.review.rating;
      const ratings = [...ratingsBefore, stored];
      const detail = await productDetail(reviewedProduct.id);
      expect([detail.rating, detail.rating_count]).toEqual([expectedAverage(ratings), ratings.length]);
    });

    it('drops reviewed products from the reviewable list', async () => {
      expect(await reviewableIds(rahim.headers)).toEqual([]);
      expect(await reviewableIds(nusrat.headers)).toEqual([]);
    });
  });

  describe('GET /v2/reviews/user', () => {
    it("lists the caller's reviews newest first with their products", async () => {
      const response = await shop.api.get('/v2/reviews/user', rahim.headers);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, status: 200, meta: { current_page: 1, total: 2, per_page: 10 } });
      expect(response.body.data).toEqual([
        {
          id: expect.any(Number),
          rating: 5,
          comment: 'y'.repeat(2000),
          upvote_count: 0,
          status: 'published',
          time_date: expect.any(String),
          product: quietProduct,
        },
        {
          id: expect.any(Number),
          rating: 2,
          comment: '<b>Colour</b> faded after one wash',
          upvote_count: 0,
          status: 'published',
          time_date: expect.any(String),
          product: reviewedProduct,
        },
      ]);
    });

    it('pages', async () => {
      const response = await shop.api.get('/v2/reviews/user?limit=1&page=2', rahim.headers);
      expect(response.body.data.map((review: { rating: number }) => review.rating)).toEqual([2]);
      expect(response.body.meta).toMatchObject({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
      expect(response.body.links).toMatchObject({ prev: '/v2/reviews/user?limit=1&page=1', next: null });
    });

    it("never shows one customer's reviews to another", async () => {
      const stranger = await createUser(shop.db, 'Stranger');
      const response = await shop.api.get('/v2/reviews/user', stranger.headers);
      expect(response.body.data).toEqual([]);
      expect(response.body.meta.total).toBe(0);
      const nusratReviews = await shop.api.get('/v2/reviews/user', nusrat.headers);
      expect(nusratReviews.body.data.map((review: { product: { id: number } }) => review.product.id)).toEqual([reviewedProduct.id]);
    });

    it.each(['page=0', 'limit=101', 'limit=abc'])('answers 422 for %s', async (queryString) => {
      const response = await shop.api.get(`/v2/reviews/user?${queryString}`, rahim.headers);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toHaveLength(1);
    });
  });

  describe('POST /v2/reviews/:id/upvote', () => {
    const rahimsReviewId = async () =>
      (await shop.db.selectFrom('reviews').select('id').where('user_id', '=', rahim.userId).where('product_id', '=', reviewedProduct.id).executeTakeFirstOrThrow()).id;

    it("counts another customer's upvote", async () => {
      const reviewId = await rahimsReviewId();
      const response = await upvote(reviewId, nusrat.headers);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ result: true, message: 'Review upvoted', upvote_count: 1 });
      const listed = await shop.api.get(`/v2/reviews/product/${reviewedProduct.id}?limit=100`);
      expect(listed.body.data.find((review: { id: number }) => review.id === reviewId).upvote_count).toBe(1);
    });

    it('refuses a second upvote by the same customer', async () => {
      const response = await upvote(await rahimsReviewId(), nusrat.headers);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        result: false,
        success: false,
        message: 'You have already upvoted this review',
        errors: { id: ['You have already upvoted this review'] },
      });
    });

    it("refuses an upvote of one's own review", async () => {
      const response = await upvote(await rahimsReviewId(), rahim.headers);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('You can not upvote your own review');
      expect(response.body.errors.id).toEqual(['You can not upvote your own review']);
    });

    it('counts simultaneous upvotes by different customers', async () => {
      const reviewId = await rahimsReviewId();
      const voters = await Promise.all(['Voter A', 'Voter B', 'Voter C', 'Voter D'].map((name) => createUser(shop.db, name)));
      const responses = await Promise.all(voters.map((voter) => upvote(reviewId, voter.headers)));
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(responses.map((response) => response.body.upvote_count).sort()).toEqual([2, 3, 4, 5]);
      const stored = await shop.db.selectFrom('reviews').select('upvote_count').where('id', '=', reviewId).executeTakeFirstOrThrow();
      expect(stored.upvote_count).toBe(5);
    });

    it('answers 404 for an unknown review or one waiting for moderation', async () => {
      const pending = await shop.db
        .insertInto('reviews')
        .values({ product_id: reviewedProduct.id, reviewer_name: 'Pending', rating: 3, comment: '', status: 0, created_at: clock.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const reviewId of [999999, pending.id]) {
        const response = await upvote(reviewId, nusrat.headers);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ result: false, success: false, message: 'Review not found' });
      }
    });

    it('answers 422 for an id that is not a number', async () => {
      const response = await upvote('abc', nusrat.headers);
      expect(response.status).toBe(422);
      expect(response.body.errors.id).toEqual([expect.any(String)]);
    });
  });

  describe.each(callersWithoutCustomerToken(() => guest.headers))('with %s', (_label, headers) => {
    it('answers 401 on every customer review call', async () => {
      const responses = await Promise.all([
        submit({ product_id: reviewedProduct.id, rating: 5 }, headers()),
        upvote(1, headers()),
        shop.api.get('/v2/reviews/user', headers()),
        shop.api.get('/v2/reviews/reviewable', headers()),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ result: false, success: false, message: 'Unauthenticated.' });
      }
    });
  });

  it('keeps the product review list readable without a token', async () => {
    const response = await shop.api.get(`/v2/reviews/product/${reviewedProduct.id}?filter=2`);
    expect(response.status).toBe(200);
    expect(response.body.data.every((review: { rating: number }) => review.rating === 2)).toBe(true);
  });
});
