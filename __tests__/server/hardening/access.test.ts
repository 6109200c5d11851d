import { saveAppliedCard } from '@/server/modules/cart/adjustmentRepository';
import { createSignedInUser, signIn, type SignedIn } from '../support/fixtures';
import { createCoupon, createProduct, createShopper, type ProductFixture, type Shopper } from '../cart/shopFixtures';
import { addToBag, applyGiftCard, createGiftCard, homeDeliveryBody, setUpCheckoutShop } from '../checkout/checkoutFixtures';

// The access matrix: every user-scoped endpoint, called by a second customer, by a guest and
// without a token. The owner's data (e-mail, phone, name, address, order code, card numbers,
// affiliate details) must never appear in what they get, and the owner's records stay as they were.

const shop = setUpCheckoutShop();

const OWNER = {
  name: 'Ownerina Secretova',
  email: 'owner.secret.9f3@test.shop',
  phone: '01799887766',
  address: 'Owner Secret Lane 42, Banani',
  membershipNo: 'MEM-OWNER-7731',
};

interface OwnerData {
  owner: SignedIn & { token: string };
  affiliate: SignedIn;
  product: ProductFixture;
  wishlistProduct: ProductFixture;
  addressId: number;
  orderId: number;
  orderCode: string;
  couponCode: string;
  giftCardNo: string;
  affiliateSecrets: string[];
}

type Access = 'customer' | 'caller';

interface MatrixRow {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: (data: OwnerData) => string;
  body?: (data: OwnerData) => unknown;
  /** `customer`: guests are turned away with 401; `caller`: a guest is served its own (empty) data. */
  access: Access;
}

const addressFields = (data: OwnerData) => ({
  id: data.addressId,
  name: 'Intruder',
  phone: '01700000000',
  address: 'Taken over',
  state_id: shop.places.dhaka.stateId,
  city_id: shop.places.dhaka.districtId,
});

const MATRIX: MatrixRow[] = [
  { name: 'bag lines', method: 'GET', path: () => '/v2/carts', access: 'caller' },
  { name: 'bag lines (POST)', method: 'POST', path: () => '/v2/carts', body: (data) => ({ user_id: data.owner.userId }), access: 'caller' },
  { name: 'bag change quantity', method: 'POST', path: () => '/v2/carts/change-quantity', body: (data) => ({ barcode: data.product.barcodes[0], quantity: 5, user_id: data.owner.userId }), access: 'caller' },
  { name: 'bag delete line', method: 'POST', path: () => '/v2/carts/delete', body: (data) => ({ barcode: data.product.barcodes[0], product_id: data.product.id, remove_all: true }), access: 'caller' },
  { name: 'bag summary', method: 'GET', path: (data) => `/v2/cart-summary?user_id=${data.owner.userId}`, access: 'caller' },
  { name: 'bag promotion', method: 'GET', path: () => '/v3/carts/promotion-get-selection', access: 'caller' },
  { name: 'coupon remove', method: 'POST', path: () => '/v2/coupon-remove', body: (data) => ({ user_id: data.owner.userId }), access: 'caller' },
  { name: 'coupon apply', method: 'POST', path: () => '/v2/coupon-apply', body: (data) => ({ coupon_code: data.couponCode }), access: 'caller' },
  { name: 'coupon check', method: 'POST', path: () => '/v2/coupon-check', body: (data) => ({ coupon_code: data.couponCode }), access: 'caller' },
  { name: 'wishlist', method: 'GET', path: () => '/v2/wishlists', access: 'customer' },
  { name: 'wishlist check', method: 'GET', path: (data) => `/v2/wishlists-check-product?product_id=${data.wishlistProduct.id}`, access: 'customer' },
  { name: 'wishlist toggle', method: 'POST', path: () => '/v2/wishlists', body: (data) => ({ product_id: data.wishlistProduct.id, user_id: data.owner.userId }), access: 'customer' },
  { name: 'address list', method: 'GET', path: () => '/v2/user/shipping/address', access: 'customer' },
  { name: 'address update', method: 'POST', path: () => '/v2/user/shipping/update', body: addressFields, access: 'customer' },
  { name: 'address make default', method: 'POST', path: () => '/v2/user/shipping/make_default', body: (data) => ({ id: data.addressId }), access: 'customer' },
  { name: 'address delete (GET)', method: 'GET', path: (data) => `/v2/user/shipping/delete/${data.addressId}`, access: 'customer' },
  { name: 'address delete (POST)', method: 'POST', path: (data) => `/v2/user/shipping/delete/${data.addressId}`, access: 'customer' },
  { name: 'address delete (DELETE)', method: 'DELETE', path: (data) => `/v2/user/shipping/delete/${data.addressId}`, access: 'customer' },
  { name: 'order history', method: 'GET', path: (data) => `/v2/purchase-history?user_id=${data.owner.userId}`, access: 'caller' },
  { name: 'order details', method: 'GET', path: (data) => `/v2/purchase-history-details/${data.orderId}`, access: 'caller' },
  { name: 'order items', method: 'GET', path: (data) => `/v2/purchase-history-items/${data.orderId}`, access: 'caller' },
  { name: 'order cancel', method: 'POST', path: (data) => `/v2/order/cancel/${data.orderId}`, access: 'caller' },
  { name: 'own reviews', method: 'GET', path: () => '/v2/reviews/user', access: 'customer' },
  { name: 'reviewable products', method: 'GET', path: () => '/v2/reviews/reviewable', access: 'customer' },
  { name: 'review a product not received', method: 'POST', path: () => '/v2/reviews/submit', body: (data) => ({ product_id: data.product.id, rating: 5, comment: 'never bought' }), access: 'customer' },
  { name: 'profile', method: 'GET', path: () => '/v2/auth/user', access: 'customer' },
  { name: 'profile update', method: 'POST', path: () => '/v2/profile/update', body: (data) => ({ id: data.owner.userId, user_id: data.owner.userId, name: 'Renamed By Intruder' }), access: 'customer' },
  { name: 'membership mine', method: 'GET', path: () => '/v2/membership/mine', access: 'customer' },
  { name: 'membership purchase', method: 'POST', path: () => '/v2/membership/purchase_store', body: () => ({ card_type_id: 99_999_999, payment_type: 'cash_on_delivery' }), access: 'customer' },
  { name: 'membership apply (code to the holder)', method: 'POST', path: () => '/v2/membership/apply', body: () => ({ membership_no: OWNER.membershipNo }), access: 'caller' },
  { name: 'membership verify', method: 'POST', path: () => '/v2/membership/verify', body: () => ({ membership_no: OWNER.membershipNo, otp: '000000' }), access: 'caller' },
  { name: 'membership remove', method: 'POST', path: () => '/v2/membership/remove', body: (data) => ({ user_id: data.owner.userId }), access: 'caller' },
  { name: 'gift card apply (code to the holder)', method: 'POST', path: () => '/v2/gift-card/apply', body: (data) => ({ gift_card_no: data.giftCardNo }), access: 'caller' },
  { name: 'gift card verify', method: 'POST', path: () => '/v2/gift-card/verify', body: (data) => ({ gift_card_no: data.giftCardNo, otp: '000000' }), access: 'caller' },
  { name: 'gift card remove', method: 'POST', path: () => '/v2/gift-card/remove', body: (data) => ({ user_id: data.owner.userId }), access: 'caller' },
  { name: 'stock requests', method: 'GET', path: () => '/v2/stock-requests', access: 'customer' },
  { name: 'stock request submit', method: 'POST', path: () => '/v2/stock-requests', body: (data) => ({ product_id: data.product.id, barcode: data.product.barcodes[0], user_id: data.owner.userId }), access: 'caller' },
  { name: 'affiliate get_user', method: 'GET', path: () => '/v2/affiliate/get_user', access: 'customer' },
  { name: 'affiliate user', method: 'GET', path: () => '/v2/affiliate/user', access: 'customer' },
  { name: 'affiliate stats', method: 'GET', path: () => '/v2/affiliate/affiliate_stats', access: 'customer' },
  { name: 'affiliate graph', method: 'GET', path: () => '/v2/affiliate/graph_data', access: 'customer' },
  { name: 'affiliate earnings', method: 'GET', path: () => '/v2/affiliate/referrals/earning-history', access: 'customer' },
  { name: 'affiliate visits', method: 'GET', path: () => '/v2/affiliate/visits', access: 'customer' },
  { name: 'affiliate payments', method: 'GET', path: () => '/v2/affiliate/user/payment_history', access: 'customer' },
  { name: 'affiliate withdraw requests', method: 'GET', path: () => '/v2/affiliate/user/withdraw_request_history', access: 'customer' },
  { name: 'affiliate payment settings', method: 'GET', path: () => '/v2/affiliate/payment/settings', access: 'customer' },
  { name: 'affiliate items', method: 'GET', path: () => '/v2/affiliate/get_affiliate_items', access: 'customer' },
  { name: 'customer delete', method: 'POST', path: () => '/v2/customer/delete', body: (data) => ({ user_id: data.owner.userId, id: data.owner.userId }), access: 'customer' },
];

/** Statuses that refuse; 200 only with the caller's own (empty) data. */
const REFUSALS = [401, 403, 404, 409, 422];

let data: OwnerData;
let guest: Shopper;

function secrets(): string[] {
  return [OWNER.email, OWNER.phone, OWNER.name, OWNER.address, OWNER.membershipNo, data.orderCode, data.giftCardNo, ...data.affiliateSecrets];
}

function expectNoOwnerData(body: unknown): void {
  const text = JSON.stringify(body);
  for (const secret of secrets()) expect(text).not.toContain(secret);
}

function call(row: MatrixRow, headers: Record<string, string>) {
  return shop.api.request(row.method, row.path(data), row.body?.(data), headers);
}

async function createOwner(): Promise<OwnerData> {
  const now = new Date();
  const owner = await createSignedInUser(shop.db, { user_type: 'customer', name: OWNER.name, email: OWNER.email, phone: OWNER.phone });
  const product = await createProduct(shop.db, { unitPrice: 120_000, variants: [{ stock: 50 }] }, now);
  const wishlistProduct = await createProduct(shop.db, { unitPrice: 80_000, variants: [{ stock: 50 }] }, now);

  const { dhaka } = shop.places;
  const created = await shop.api.post(
    '/v2/user/shipping/create',
    { name: OWNER.name, phone: OWNER.phone, email: OWNER.email, address: OWNER.address, state_id: dhaka.stateId, city_id: dhaka.districtId, area_id: dhaka.thanaId },
    owner.headers,
  );
  expect(created.status).toBe(200);
  const address = await shop.db.selectFrom('addresses').select('id').where('user_id', '=', owner.userId).executeTakeFirstOrThrow();

  await addToBag(shop.api, owner, [[product, 1]]);
  const placed = await shop.place(owner, homeDeliveryBody(dhaka, { shipping_first_name: OWNER.name, shipping_email: OWNER.email, shipping_address: OWNER.address, shipping_phone: OWNER.phone }));
  expect(placed.status).toBe(200);

  await addToBag(shop.api, owner, [[product, 2]]);
  const couponCode = await createCoupon(shop.db, { type: 'amount', value: 1_000 }, now);
  expect((await shop.api.post('/v2/coupon-apply', { coupon_code: couponCode }, owner.headers)).status).toBe(200);
  const giftCard = await createGiftCard(shop.db, 50_000, now);
  await applyGiftCard(shop.db, owner.userId, giftCard.id, now);
  const gold = await shop.db.selectFrom('membership_card_types').select('id').where('name', '=', 'Gold').executeTakeFirstOrThrow();
  const membership = await shop.db
    .insertInto('memberships')
    .values({
      card_type_id: gold.id,
      user_id: owner.userId,
      membership_no: OWNER.membershipNo,
      holder_name: OWNER.name,
      holder_phone: OWNER.phone,
      holder_email: OWNER.email,
      discount_percent: 10,
      starts_at: new Date(now.getTime() - 86_400_000).toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000 * 300).toISOString(),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await saveAppliedCard(shop.db, owner.userId, 'membership', membership.id, now);

  expect((await shop.api.post('/v2/wishlists', { product_id: wishlistProduct.id }, owner.headers)).status).toBe(200);
  await shop.db
    .insertInto('stock_requests')
    .values({ user_id: owner.userId, product_id: product.id, variant_id: (await variantId(product.barcodes[0])), contact: OWNER.email, channel: 'email', created_at: now.toISOString() })
    .execute();
  await shop.db
    .insertInto('reviews')
    .values({ product_id: product.id, user_id: owner.userId, reviewer_name: OWNER.name, rating: 4, comment: `Review by ${OWNER.email}`, status: 1, created_at: now.toISOString() })
    .execute();

  const affiliateUser = await shop.db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'referral_code'])
    .where('email', '=', 'affiliate@demo.shop')
    .executeTakeFirstOrThrow();
  const affiliate = await signIn(shop.db, affiliateUser.id, now);
  const affiliateAnswer = await shop.api.get('/v2/affiliate/user', affiliate.headers);
  expect(affiliateAnswer.status).toBe(200);

  return {
    owner,
    affiliate,
    product,
    wishlistProduct,
    addressId: address.id,
    orderId: placed.body.data.order_id,
    orderCode: placed.body.data.code,
    couponCode,
    giftCardNo: giftCard.cardNo,
    affiliateSecrets: [affiliateUser.email, affiliateUser.phone, affiliateUser.referral_code].filter((value): value is string => Boolean(value)),
  };
}

async function variantId(barcode: string): Promise<number> {
  const row = await shop.db.selectFrom('product_variants').select('id').where('barcode', '=', barcode).executeTakeFirstOrThrow();
  return row.id;
}

/** What the owner keeps: nothing another caller does may change it. */
async function ownerState() {
  const { db } = shop;
  const userId = data.owner.userId;
  return {
    user: await db.selectFrom('users').select(['name', 'email', 'phone']).where('id', '=', userId).executeTakeFirst(),
    tokens: (await db.selectFrom('access_tokens').select('id').where('user_id', '=', userId).execute()).length,
    addresses: await db.selectFrom('addresses').select(['id', 'address', 'is_default', 'name']).where('user_id', '=', userId).orderBy('id').execute(),
    bag: await db.selectFrom('carts').select(['variant_id', 'quantity']).where('user_id', '=', userId).orderBy('id').execute(),
    adjustments: await db.selectFrom('cart_adjustments').select(['kind', 'reference_id']).where('user_id', '=', userId).orderBy('kind').execute(),
    orders: await db.selectFrom('orders').select(['id', 'code', 'status']).where('user_id', '=', userId).orderBy('id').execute(),
    wishlist: await db.selectFrom('wishlists').select('product_id').where('user_id', '=', userId).execute(),
    memberships: await db.selectFrom('memberships').select(['id', 'status', 'user_id']).where('user_id', '=', userId).execute(),
  };
}

describe(`access matrix: ${MATRIX.length} user-scoped endpoints, each called by a second customer, a guest and no token`, () => {
  let intruder: SignedIn;
  let stateBefore: Awaited<ReturnType<typeof ownerState>>;

  beforeAll(async () => {
    data = await createOwner();
    guest = await createShopper(shop.db, 'guest');
    intruder = await createShopper(shop.db, 'customer');
    stateBefore = await ownerState();
  }, 60_000);

  describe.each(MATRIX.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    it('answers 401 without a token or with an invalid one', async () => {
      const unsigned: Record<string, string>[] = [{}, { Authorization: 'Bearer not-a-token' }, { Authorization: `Bearer ${data.owner.token.slice(0, -2)}xx` }];
      for (const headers of unsigned) {
        const response = await call(row, headers);
        expect(response.status).toBe(401);
        expectNoOwnerData(response.body);
      }
    });

    it(row.access === 'customer' ? 'answers 401 to a guest' : 'gives a guest none of the owner data', async () => {
      const response = await call(row, guest.headers);
      if (row.access === 'customer') expect(response.status).toBe(401);
      else expect([200, ...REFUSALS]).toContain(response.status);
      expectNoOwnerData(response.body);
    });

    it('gives a second customer none of the owner data and leaves the owner as they were', async () => {
      const caller = row.name === 'customer delete' ? await createShopper(shop.db, 'customer') : intruder;
      const response = await call(row, caller.headers);
      expect([200, ...REFUSALS]).toContain(response.status);
      expectNoOwnerData(response.body);
      expect(await ownerState()).toEqual(stateBefore);
    });
  });

  it('refuses the owner-only records by id: address, order and review with 404 or 422', async () => {
    const answers = await Promise.all([
      shop.api.post('/v2/user/shipping/update', addressFields(data), intruder.headers),
      shop.api.request('DELETE', `/v2/user/shipping/delete/${data.addressId}`, undefined, intruder.headers),
      shop.api.post('/v2/user/shipping/make_default', { id: data.addressId }, intruder.headers),
      shop.api.get(`/v2/purchase-history-details/${data.orderId}`, intruder.headers),
      shop.api.get(`/v2/purchase-history-items/${data.orderId}`, intruder.headers),
      shop.api.post(`/v2/order/cancel/${data.orderId}`, {}, intruder.headers),
      shop.api.get(`/v2/purchase-history-details/${data.orderId}`, guest.headers),
      shop.api.post('/v2/reviews/submit', { product_id: data.product.id, rating: 5 }, intruder.headers),
    ]);
    for (const answer of answers) expect([403, 404, 422]).toContain(answer.status);
  });

  it('serves the simulated payment page only by its unguessable reference, never by an order code or id', async () => {
    for (const reference of [data.orderCode, String(data.orderId), '1', 'SIM-1']) {
      const response = await shop.api.get(`/v2/payment/simulated/${encodeURIComponent(reference)}`, intruder.headers);
      expect(response.status).toBe(404);
      expectNoOwnerData(response.body);
    }
  });

  it('still serves the owner: the matrix did not break their data', async () => {
    const history = await shop.api.get('/v2/purchase-history', data.owner.headers);
    expect(JSON.stringify(history.body)).toContain(data.orderCode);
    const addresses = await shop.api.get('/v2/user/shipping/address', data.owner.headers);
    expect(JSON.stringify(addresses.body)).toContain(OWNER.address);
    const affiliate = await shop.api.get('/v2/affiliate/user', data.affiliate.headers);
    expect(affiliate.status).toBe(200);
  });
});
