import type { Db } from '@/server/db/connection';
import { saveAppliedCard } from '@/server/modules/cart/adjustmentRepository';
import { type TestApi, type TestShop, setUpTestShop } from '../support/testApi';
import { createProduct, createShopper, daysAfter, type ProductFixture, type ProductSpec, type Shopper } from '../cart/shopFixtures';

// Bags ready for checkout, the places an address names, gift cards, and what the database holds
// after a placement, for the order placement tests.

let sequence = 0;

export interface DistrictPlaces {
  stateId: number;
  districtId: number;
  thanaId: number;
}

export interface CheckoutPlaces {
  countryId: number;
  /** Dhaka division, Dhaka district (inside Dhaka), Dhanmondi thana. */
  dhaka: DistrictPlaces;
  /** Chattogram division, Chattogram district (outside Dhaka), Khulshi thana. */
  chattogram: DistrictPlaces;
}

async function districtPlaces(db: Db, division: string, district: string, thana: string): Promise<DistrictPlaces> {
  const state = await db.selectFrom('states').select('id').where('name', '=', division).executeTakeFirstOrThrow();
  const city = await db.selectFrom('cities').select('id').where('name', '=', district).where('state_id', '=', state.id).executeTakeFirstOrThrow();
  const area = await db.selectFrom('areas').select('id').where('name', '=', thana).where('city_id', '=', city.id).executeTakeFirstOrThrow();
  return { stateId: state.id, districtId: city.id, thanaId: area.id };
}

export async function checkoutPlaces(db: Db): Promise<CheckoutPlaces> {
  const country = await db.selectFrom('countries').select('id').where('code', '=', 'BD').executeTakeFirstOrThrow();
  return {
    countryId: country.id,
    dhaka: await districtPlaces(db, 'Dhaka', 'Dhaka', 'Dhanmondi'),
    chattogram: await districtPlaces(db, 'Chattogram', 'Chattogram', 'Khulshi'),
  };
}

export interface CheckoutShop extends TestShop {
  /** Read inside tests: loaded before them. */
  places: CheckoutPlaces;
  /** `POST /v2/order/store` as the shopper, with any further headers (an idempotency key). */
  place: (shopper: Shopper, body: unknown, headers?: Record<string, string>) => ReturnType<TestApi['post']>;
}

/** `setUpTestShop` for the placement suites: also the places their addresses name, and placing an order. */
export function setUpCheckoutShop(now?: () => Date): CheckoutShop {
  const shop = setUpTestShop(now) as CheckoutShop;
  shop.place = (shopper, body, headers = {}) => shop.api.post('/v2/order/store', body, { ...shopper.headers, ...headers });
  beforeAll(async () => {
    shop.places = await checkoutPlaces(shop.db);
  });
  return shop;
}

/** A cash-on-delivery, regular home delivery body to the given district. */
export function homeDeliveryBody(places: DistrictPlaces, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shipping_type: 'home_delivery',
    shipping_first_name: 'Nusrat',
    shipping_last_name: 'Jahan',
    shipping_email: 'nusrat@example.com',
    shipping_phone: '01712345678',
    shipping_address: 'House 12, Road 5',
    shipping_state: places.stateId,
    shipping_district: places.districtId,
    shipping_thana: places.thanaId,
    shipping_postal_code: '1205',
    payment_type: 'cash_on_delivery',
    ...overrides,
  };
}

export function pickupBody(pickupPointId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shipping_type: 'pickup',
    pickup_points_id: pickupPointId,
    shipping_first_name: 'Rafiq',
    shipping_phone: '01812345678',
    payment_type: 'cash_on_delivery',
    ...overrides,
  };
}

export type BagLine = [product: ProductFixture, quantity: number, affiliate?: string];

export async function addToBag(api: TestApi, shopper: Shopper, lines: readonly BagLine[]): Promise<void> {
  for (const [product, quantity, affiliate] of lines) {
    const response = await api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity, affiliate }, shopper.headers);
    expect(response.status).toBe(200);
  }
}

/** A new shopper whose bag holds these lines. */
export async function shopperWithBag(db: Db, api: TestApi, lines: readonly BagLine[], now: Date, userType: 'guest' | 'customer' = 'customer'): Promise<Shopper> {
  const shopper = await createShopper(db, userType, now);
  await addToBag(api, shopper, lines);
  return shopper;
}

/**
 * Empties the shoppers' bags and their applied coupons and cards, then writes these lines straight
 * into each: for suites that fill thousands of bags, where adding through the API would take minutes.
 */
export async function refillBags(db: Db, userIds: readonly number[], lines: readonly BagLine[], now: Date): Promise<void> {
  await db.deleteFrom('carts').where('user_id', 'in', userIds).execute();
  await db.deleteFrom('cart_adjustments').where('user_id', 'in', userIds).execute();
  const time = now.toISOString();
  const variants = await db
    .selectFrom('product_variants')
    .select(['id', 'barcode'])
    .where('barcode', 'in', lines.map(([product]) => product.barcodes[0]))
    .execute();
  const variantIds = new Map(variants.map((variant) => [variant.barcode, variant.id]));
  const rows = userIds.flatMap((userId) =>
    lines.map(([product, quantity, affiliate]) => ({
      user_id: userId,
      product_id: product.id,
      variant_id: variantIds.get(product.barcodes[0]) ?? 0,
      quantity,
      affiliate_ref: affiliate ?? null,
      created_at: time,
      updated_at: time,
    })),
  );
  await db.insertInto('carts').values(rows).execute();
}

/** A product of one variant at this price (poisha) with this stock. */
export function createStockedProduct(db: Db, unitPrice: number, stock: number, spec: Partial<ProductSpec> = {}): Promise<ProductFixture> {
  return createProduct(db, { unitPrice, variants: [{ stock }], ...spec });
}

export async function createGiftCard(db: Db, balance: number, now: Date): Promise<{ id: number; cardNo: string }> {
  sequence += 1;
  const cardNo = `GIFT-CHECKOUT-${sequence}-${Date.now()}`;
  const row = await db
    .insertInto('gift_cards')
    .values({ card_no: cardNo, holder_name: 'Gift Holder', holder_phone: '01711999999', holder_email: null, initial_balance: balance, balance, expires_at: daysAfter(now, 90), created_at: daysAfter(now, -1) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, cardNo };
}

/** The seeded Gold membership MEM-1001 (20 percent off the stroked price), applied as if its code was confirmed. */
export async function applyDemoMembership(db: Db, userId: number, now: Date): Promise<number> {
  const membership = await db.selectFrom('memberships').select('id').where('membership_no', '=', 'MEM-1001').executeTakeFirstOrThrow();
  await saveAppliedCard(db, userId, 'membership', membership.id, now);
  return membership.id;
}

export async function applyGiftCard(db: Db, userId: number, giftCardId: number, now: Date): Promise<void> {
  await saveAppliedCard(db, userId, 'gift_card', giftCardId, now);
}

export async function variantStock(db: Db, barcode: string): Promise<number> {
  const row = await db.selectFrom('product_variants').select('stock').where('barcode', '=', barcode).executeTakeFirstOrThrow();
  return row.stock;
}

export async function productSales(db: Db, productId: number): Promise<number> {
  const row = await db.selectFrom('products').select('sales').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.sales;
}

export async function giftCardBalance(db: Db, giftCardId: number): Promise<number> {
  const row = await db.selectFrom('gift_cards').select('balance').where('id', '=', giftCardId).executeTakeFirstOrThrow();
  return row.balance;
}

export async function couponUses(db: Db, code: string): Promise<{ usedCount: number; usages: number }> {
  const coupon = await db.selectFrom('coupons').select(['id', 'used_count']).where('code', '=', code).executeTakeFirstOrThrow();
  const usages = await db.selectFrom('coupon_usages').select('id').where('coupon_id', '=', coupon.id).execute();
  return { usedCount: coupon.used_count, usages: usages.length };
}

export async function findOrder(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function orderItems(db: Db, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function ordersOf(db: Db, userId: number) {
  return db.selectFrom('orders').select(['id', 'code']).where('user_id', '=', userId).execute();
}

export async function bagState(db: Db, userId: number) {
  const lines = await db.selectFrom('carts').select(['variant_id', 'quantity']).where('user_id', '=', userId).orderBy('id').execute();
  const adjustments = await db.selectFrom('cart_adjustments').select(['kind', 'reference_id']).where('user_id', '=', userId).orderBy('kind').execute();
  return { lines, adjustments };
}

export async function setGuestCheckout(db: Db, value: '0' | '1'): Promise<void> {
  await db.updateTable('business_settings').set({ value }).where('type', '=', 'guest_checkout').execute();
}

export async function firstPickupPointId(db: Db): Promise<number> {
  const row = await db.selectFrom('pickup_points').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Runs with these environment variables set (undefined: unset), then puts them back. */
export async function withEnvironment(changes: Record<string, string | undefined>, run: () => Promise<unknown>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else (process.env as Record<string, string>)[name] = value;
    }
  };
  apply(changes);
  try {
    await run();
  } finally {
    apply(saved);
  }
}
