import { findActiveUser } from '@/server/modules/account/presenter';
import { findTokenOwner } from '@/server/security/tokens';
import { setUpTestShop } from '../support/testApi';
import { signIn } from '../support/fixtures';
import { createCustomer, createGuest, dhakaPlaces, type TestCustomer } from './customers';

const SHIPPING_ADDRESS = {
  name: 'Nusrat Jahan',
  phone: '01712345678',
  email: 'nusrat@example.com',
  address: 'House 12, Road 5',
  country: 'Bangladesh',
  state: 'Dhaka',
  city: 'Dhaka',
  area: 'Dhanmondi',
  postal_code: '1205',
};

const EVERY_ROW_ONCE = { addresses: 1, carts: 1, cart_adjustments: 1, wishlists: 1, stock_requests: 1, review_upvotes: 1 };
const NO_ROWS = { addresses: 0, carts: 0, cart_adjustments: 0, wishlists: 0, stock_requests: 0, review_upvotes: 0 };

describe('account deletion', () => {
  const shop = setUpTestShop();
  let orderSequence = 0;

  async function firstVariant() {
    return shop.db
      .selectFrom('product_variants')
      .select(['id', 'product_id'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  async function placeOrder(userId: number): Promise<number> {
    orderSequence += 1;
    const now = new Date().toISOString();
    const combined = await shop.db
      .insertInto('combined_orders')
      .values({ user_id: userId, grand_total: 250_000, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const variant = await firstVariant();
    const order = await shop.db
      .insertInto('orders')
      .values({
        combined_order_id: combined.id,
        code: `ACCOUNT-TEST-${orderSequence}`,
        user_id: userId,
        payment_type: 'cash_on_delivery',
        shipping_type: 'home_delivery',
        shipping_address: JSON.stringify(SHIPPING_ADDRESS),
        billing_address: JSON.stringify({ ...SHIPPING_ADDRESS, first_name: 'Nusrat', last_name: 'Jahan' }),
        gift_wrap: 0,
        regular_sub_total: 240_000,
        sub_total: 240_000,
        grand_total: 250_000,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await shop.db
      .insertInto('order_items')
      .values({
        order_id: order.id,
        product_id: variant.product_id,
        variant_id: variant.id,
        product_name: 'Test Panjabi',
        variation: 'Red-XL',
        barcode: 'TEST-BARCODE',
        sku: 'TEST-SKU',
        unit_price: 240_000,
        stroked_price: 240_000,
        quantity: 1,
        line_total: 240_000,
      })
      .execute();
    return order.id;
  }

  /** Everything a customer leaves behind while shopping, in every table the deletion touches. */
  async function giveHistory(customer: TestCustomer) {
    const now = new Date().toISOString();
    const variant = await firstVariant();
    const places = await dhakaPlaces(shop.db);
    const created = await shop.api.post(
      '/v2/user/shipping/create',
      { name: 'Home', phone: customer.phone, address: 'Road 5', state_id: places.stateId, city_id: places.cityId },
      customer.headers,
    );
    expect(created.status).toBe(200);
    await shop.db
      .insertInto('carts')
      .values({
        user_id: customer.userId,
        product_id: variant.product_id,
        variant_id: variant.id,
        quantity: 2,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const coupon = await shop.db.selectFrom('coupons').select('id').where('code', '=', 'FLAT200').executeTakeFirstOrThrow();
    await shop.db
      .insertInto('cart_adjustments')
      .values({ user_id: customer.userId, kind: 'coupon', reference_id: coupon.id, verified_at: null, created_at: now })
      .execute();
    await shop.db.insertInto('wishlists').values({ user_id: customer.userId, product_id: variant.product_id, created_at: now }).execute();
    await shop.db
      .insertInto('stock_requests')
      .values({
        user_id: customer.userId,
        product_id: variant.product_id,
        variant_id: variant.id,
        contact: customer.email,
        channel: 'email',
        created_at: now,
      })
      .execute();
    const review = (userId: number | null, reviewerName: string, comment: string, upvoteCount: number) =>
      shop.db
        .insertInto('reviews')
        .values({
          product_id: variant.product_id,
          user_id: userId,
          reviewer_name: reviewerName,
          rating: 4,
          comment,
          upvote_count: upvoteCount,
          status: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const othersReview = await review(null, 'Someone Else', 'Lovely', 3);
    await shop.db.insertInto('review_upvotes').values({ review_id: othersReview.id, user_id: customer.userId, created_at: now }).execute();
    const ownReview = await review(customer.userId, 'Nusrat J.', 'Good fit', 0);
    await shop.db
      .insertInto('subscribers')
      .values([
        { email: customer.email.toUpperCase(), phone: null, created_at: now },
        { email: null, phone: customer.phone, created_at: now },
      ])
      .execute();
    const orderId = await placeOrder(customer.userId);
    return { othersReviewId: othersReview.id, ownReviewId: ownReview.id, orderId, productId: variant.product_id };
  }

  async function rowsOf(userId: number) {
    const count = async (table: 'addresses' | 'carts' | 'cart_adjustments' | 'wishlists' | 'stock_requests' | 'review_upvotes') =>
      (await shop.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;
    return {
      addresses: await count('addresses'),
      carts: await count('carts'),
      cart_adjustments: await count('cart_adjustments'),
      wishlists: await count('wishlists'),
      stock_requests: await count('stock_requests'),
      review_upvotes: await count('review_upvotes'),
    };
  }

  async function subscribersOf(customer: TestCustomer) {
    return shop.db
      .selectFrom('subscribers')
      .select('id')
      .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', customer.email), eb('phone', '=', customer.phone)]))
      .execute();
  }

  it.each(['GET', 'POST', 'DELETE'])('answers success to %s', async (method) => {
    const customer = await createCustomer(shop.db);
    const response = await shop.api.request(method, '/v2/customer/delete', undefined, customer.headers);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: true, message: 'Account deleted successfully', data: { status: true } });
  });

  it('removes personal data and the rows only the customer needed', async () => {
    const customer = await createCustomer(shop.db);
    await giveHistory(customer);
    expect(await rowsOf(customer.userId)).toEqual(EVERY_ROW_ONCE);
    expect(await subscribersOf(customer)).toHaveLength(2);

    expect((await shop.api.get('/v2/customer/delete', customer.headers)).status).toBe(200);

    expect(await rowsOf(customer.userId)).toEqual(NO_ROWS);
    expect(await subscribersOf(customer)).toEqual([]);
    const user = await shop.db.selectFrom('users').selectAll().where('id', '=', customer.userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: 'Deleted customer',
      email: null,
      phone: null,
      google_id: null,
      password_hash: null,
      referral_code: null,
      default_address_id: null,
      email_verified_at: null,
      phone_verified_at: null,
    });
    expect(user.deleted_at).toEqual(expect.any(String));
  });

  it('keeps reviews under a neutral name and takes back the upvotes', async () => {
    const customer = await createCustomer(shop.db);
    const history = await giveHistory(customer);
    await shop.api.get('/v2/customer/delete', customer.headers);
    const reviews = await shop.db
      .selectFrom('reviews')
      .select(['id', 'reviewer_name', 'comment', 'upvote_count'])
      .where('id', 'in', [history.ownReviewId, history.othersReviewId])
      .orderBy('id')
      .execute();
    expect(reviews).toEqual([
      { id: history.othersReviewId, reviewer_name: 'Someone Else', comment: 'Lovely', upvote_count: 2 },
      { id: history.ownReviewId, reviewer_name: 'Deleted customer', comment: 'Good fit', upvote_count: 0 },
    ]);
    const listed = await shop.api.get(`/v2/reviews/product/${history.productId}?limit=100`);
    const names = listed.body.data.map((review: { user_name: string }) => review.user_name);
    expect(names).toContain('Deleted customer');
    expect(names).not.toContain('Nusrat J.');
  });

  it('keeps orders and their totals with the addresses anonymised', async () => {
    const customer = await createCustomer(shop.db);
    const { orderId } = await giveHistory(customer);
    await shop.api.get('/v2/customer/delete', customer.headers);
    const order = await shop.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      user_id: customer.userId,
      grand_total: 250_000,
      sub_total: 240_000,
      code: expect.stringMatching(/^ACCOUNT-TEST-/),
    });
    expect(JSON.parse(order.shipping_address!)).toEqual({
      ...SHIPPING_ADDRESS,
      name: 'Deleted customer',
      phone: null,
      email: null,
      address: null,
    });
    expect(JSON.parse(order.billing_address!)).toEqual({
      ...SHIPPING_ADDRESS,
      name: 'Deleted customer',
      first_name: 'Deleted customer',
      last_name: null,
      phone: null,
      email: null,
      address: null,
    });
    const items = await shop.db.selectFrom('order_items').select(['line_total']).where('order_id', '=', orderId).execute();
    expect(items).toEqual([{ line_total: 240_000 }]);
  });

  it('revokes every token and the account can no longer be found or used', async () => {
    const customer = await createCustomer(shop.db);
    const secondSession = await signIn(shop.db, customer.userId);
    expect((await shop.api.get('/v2/customer/delete', customer.headers)).status).toBe(200);

    const tokens = await shop.db.selectFrom('access_tokens').select('revoked_at').where('user_id', '=', customer.userId).execute();
    expect(tokens).toHaveLength(2);
    for (const token of tokens) expect(token.revoked_at).toEqual(expect.any(String));

    expect(await findActiveUser(shop.db, customer.userId)).toBeNull();
    expect(await findTokenOwner(shop.db, secondSession.token, new Date())).toBeNull();
    for (const headers of [customer.headers, secondSession.headers]) {
      for (const [method, path] of [
        ['GET', '/v2/customer/delete'],
        ['POST', '/v2/profile/update'],
        ['GET', '/v2/user/shipping/address'],
      ]) {
        const response = await shop.api.request(method, path, { name: 'Back again' }, headers);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ result: false, success: false, message: 'Unauthenticated.' });
      }
    }
  });

  it('makes a fresh token for the deleted account useless too', async () => {
    const customer = await createCustomer(shop.db);
    await shop.api.get('/v2/customer/delete', customer.headers);
    const fresh = await signIn(shop.db, customer.userId);
    const response = await shop.api.get('/v2/user/shipping/address', fresh.headers);
    expect(response.status).toBe(401);
  });

  it("leaves other customers' data alone", async () => {
    const leaving = await createCustomer(shop.db);
    const staying = await createCustomer(shop.db);
    await giveHistory(leaving);
    const kept = await giveHistory(staying);
    await shop.api.get('/v2/customer/delete', leaving.headers);

    expect(await rowsOf(staying.userId)).toEqual(EVERY_ROW_ONCE);
    expect(await subscribersOf(staying)).toHaveLength(2);
    const order = await shop.db.selectFrom('orders').select('shipping_address').where('id', '=', kept.orderId).executeTakeFirstOrThrow();
    expect(JSON.parse(order.shipping_address!)).toEqual(SHIPPING_ADDRESS);
    const profile = await shop.api.post('/v2/profile/update', { name: 'Still Here' }, staying.headers);
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({
      email: staying.email,
      phone: staying.phone,
      default_address: expect.objectContaining({ name: 'Home' }),
    });
  });

  it("keeps the demo accounts' membership card and affiliate profile without their details", async () => {
    const userWithEmail = (email: string) => shop.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const demoCustomer = await userWithEmail('customer@demo.shop');
    const demoAffiliate = await userWithEmail('affiliate@demo.shop');
    for (const userId of [demoCustomer.id, demoAffiliate.id]) {
      const session = await signIn(shop.db, userId);
      expect((await shop.api.get('/v2/customer/delete', session.headers)).status).toBe(200);
    }
    const memberships = await shop.db
      .selectFrom('memberships')
      .select(['membership_no', 'holder_name', 'holder_phone', 'holder_email'])
      .where('user_id', '=', demoCustomer.id)
      .execute();
    expect(memberships.length).toBeGreaterThan(0);
    for (const membership of memberships) {
      expect(membership).toEqual({
        membership_no: expect.any(String),
        holder_name: 'Deleted customer',
        holder_phone: null,
        holder_email: null,
      });
    }
    const affiliate = await shop.db
      .selectFrom('affiliate_users')
      .selectAll()
      .where('user_id', '=', demoAffiliate.id)
      .executeTakeFirstOrThrow();
    expect(affiliate).toMatchObject({ name: 'Deleted customer', phone: '', bkash_number: null, status: 'approved' });
    const seededReviews = await shop.db.selectFrom('reviews').select('reviewer_name').where('user_id', '=', demoCustomer.id).execute();
    expect(seededReviews.length).toBeGreaterThan(0);
    for (const review of seededReviews) expect(review.reviewer_name).toBe('Deleted customer');
  });

  it('answers 401 to guests and leaves their account alone', async () => {
    const guest = await createGuest(shop.db);
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await shop.api.request(method, '/v2/customer/delete', undefined, guest.headers);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ result: false, success: false, message: 'Unauthenticated.' });
    }
    expect(await findActiveUser(shop.db, guest.userId)).not.toBeNull();
    expect((await shop.api.get('/v2/customer/delete')).status).toBe(401);
  });
});
