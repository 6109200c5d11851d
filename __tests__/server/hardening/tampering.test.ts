import type { Db } from '@/server/db/connection';
import { poishaToTaka } from '@/utils/money';
import { createProduct, createShopper, putInRunningFlashDeal, setPromotion, type ProductFixture, type Shopper } from '../cart/shopFixtures';
import { homeDeliveryBody, setUpCheckoutShop } from '../checkout/checkoutFixtures';

// A seeded corpus of tampered bag and checkout requests. Whatever a request carries (client
// prices, totals, discounts, other people's ids, quantities of every JSON shape), the answer is a
// success or a 422 with field errors, the bag's summary is the catalog total of the lines really
// in the bag, and a placed order charges exactly what the summary showed.

const CASE_COUNT = 240;
const SEED = 0x5eed9;

/** A small deterministic generator (mulberry32), so that every run tries the same corpus. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const HOSTILE_NUMBERS: unknown[] = [
  -1, 0, -0, 0.5, 1.5, 1e9, 2 ** 53, 2 ** 53 + 2, '1e2', ' 2 ', '  ', '', [1], [], { value: 1 }, true, false, null,
  'abc', '0x10', '-3', '3.0', 'Infinity', Number.MAX_VALUE, -1e9,
];
const SANE_QUANTITIES = [1, 2, 3, '2', 5];
const CLIENT_MONEY: unknown[] = [0, -500, 0.01, 1e9, '0', 'free', null, { amount: 0 }, [0]];

const FORGED_FIELDS = ['price', 'main_price', 'unit_price', 'total', 'sub_total', 'grand_total', 'discount', 'coupon_discount', 'shipping_cost', 'tax'];

interface Catalog {
  products: ProductFixture[];
  unpublished: ProductFixture;
}

interface CorpusCase {
  name: string;
  shopperIndex: number;
  run: (context: CaseContext) => Promise<{ status: number; body: any; placed?: boolean }>;
}

interface CaseContext {
  shopper: Shopper;
  otherShopper: Shopper;
  otherAddressId: number;
  ownAddressId: number;
}

function pick<Value>(random: () => number, values: readonly Value[]): Value {
  return values[Math.floor(random() * values.length)];
}

function forgedFields(random: () => number, otherUserId: number): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const field of FORGED_FIELDS) if (random() < 0.4) fields[field] = pick(random, CLIENT_MONEY);
  if (random() < 0.5) fields.user_id = otherUserId;
  if (random() < 0.4) fields.loyality_info = { membership_no: 'MEM-1001', discount: 100, applied: true };
  if (random() < 0.2) fields.membership_discount = 99999;
  return fields;
}

/** What one unit of a variant sells for and the tax on it, in poisha, worked out by hand. */
type UnitPrices = Map<string, { price: number; tax: number }>;

/** The bag's totals from the lines the database holds for the user and the hand-worked unit prices, in poisha. */
async function catalogTotals(db: Db, userId: number, unitPrices: UnitPrices): Promise<{ subTotal: number; tax: number; itemCount: number }> {
  const lines = await db
    .selectFrom('carts')
    .innerJoin('product_variants', 'product_variants.id', 'carts.variant_id')
    .select(['product_variants.barcode', 'carts.quantity'])
    .where('carts.user_id', '=', userId)
    .execute();
  let subTotal = 0;
  let tax = 0;
  let itemCount = 0;
  for (const line of lines) {
    const unit = unitPrices.get(line.barcode);
    if (!unit) throw new Error(`no hand-worked price for ${line.barcode}`);
    subTotal += unit.price * line.quantity;
    tax += unit.tax * line.quantity;
    itemCount += line.quantity;
  }
  return { subTotal, tax, itemCount };
}

function buildCorpus(catalog: Catalog, shopperCount: number, otherUserId: number): CorpusCase[] {
  const random = seededRandom(SEED);
  const corpus: CorpusCase[] = [];
  const realBarcodes = catalog.products.flatMap((product) => product.barcodes.map((barcode) => ({ product, barcode })));
  const anyQuantity = () => (random() < 0.55 ? pick(random, HOSTILE_NUMBERS) : pick(random, SANE_QUANTITIES));
  const anyProductId = (product: ProductFixture) =>
    pick(random, [product.id, product.id, catalog.unpublished.id, 99_999_999, catalog.products[0].id, ...HOSTILE_NUMBERS.slice(0, 6)]);
  const anyBarcode = (barcode: string) =>
    pick(random, [barcode, barcode, barcode, Number(barcode), catalog.unpublished.barcodes[0], '000000000000', ' ', null, [barcode], { barcode }]);

  for (let index = 0; index < CASE_COUNT; index += 1) {
    const kind = pick(random, ['add', 'add', 'addMultiple', 'changeQuantity', 'delete', 'summary', 'checkout', 'checkout'] as const);
    const target = pick(random, realBarcodes);
    const shopperIndex = Math.floor(random() * shopperCount);
    const forged = forgedFields(random, otherUserId);
    const name = `${index + 1}: ${kind}`;
    if (kind === 'add') {
      const quantity = anyQuantity();
      const productId = anyProductId(target.product);
      const barcode = anyBarcode(target.barcode);
      corpus.push({
        name,
        shopperIndex,
        run: ({ shopper }) => post(shopper, '/v2/carts/add', { ...forged, id: productId, barcode, quantity }),
      });
    } else if (kind === 'addMultiple') {
      const items = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const line = pick(random, realBarcodes);
        return { id: anyProductId(line.product), barcode: anyBarcode(line.barcode), quantity: anyQuantity(), price: pick(random, CLIENT_MONEY) };
      });
      const malformed = random() < 0.15 ? pick(random, [[], 'items', null, [null], Array.from({ length: 51 }, () => items[0])]) : items;
      corpus.push({
        name,
        shopperIndex,
        run: ({ shopper }) => post(shopper, '/v3/carts/add/multiple', { ...forged, items: malformed }),
      });
    } else if (kind === 'changeQuantity') {
      const quantity = anyQuantity();
      const barcode = anyBarcode(target.barcode);
      corpus.push({
        name,
        shopperIndex,
        run: ({ shopper }) => post(shopper, '/v2/carts/change-quantity', { ...forged, barcode, quantity }),
      });
    } else if (kind === 'delete') {
      const barcode = anyBarcode(target.barcode);
      const productId = anyProductId(target.product);
      const removeAll = pick(random, [undefined, true, false, 'yes', 1, 2, null]);
      corpus.push({
        name,
        shopperIndex,
        run: ({ shopper }) => post(shopper, '/v2/carts/delete', { ...forged, barcode, product_id: productId, remove_all: removeAll }),
      });
    } else if (kind === 'summary') {
      const query = pick(random, [
        '',
        '?discount=100000&grand_total=1',
        '?user_id=1',
        '?shipping_type=home_delivery&district=-1',
        '?shipping_type=home_delivery&district=1e2',
        '?shipping_type=pickup&district=abc',
        '?shipping_type=teleport',
        '?delivery_method=express&shipping_type=home_delivery&district=99999999',
        '?coupon_code=FLAT200&loyality_info=1',
      ]);
      corpus.push({ name, shopperIndex, run: ({ shopper }) => shop.api.get(`/v2/cart-summary${query}`, shopper.headers) });
    } else {
      const overrides: Record<string, unknown> = {};
      const addressChoice = pick(random, ['typed', 'typed', 'own', 'other', 'unknown', 'hostile'] as const);
      const hostileId = pick(random, HOSTILE_NUMBERS);
      if (random() < 0.3) overrides.expected_total = pick(random, [0, -1, 1e9, 'abc', 0.001, '1e2']);
      if (random() < 0.2) overrides.shipping_district = pick(random, HOSTILE_NUMBERS);
      if (random() < 0.1) overrides.payment_type = pick(random, ['wallet', 'free', '', null, ['cash_on_delivery']]);
      const refill = random() < 0.8;
      corpus.push({
        name: `${name} (${addressChoice} address)`,
        shopperIndex,
        run: async (context) => {
          if (refill) await post(context.shopper, '/v2/carts/add', { id: target.product.id, barcode: target.barcode, quantity: 1 });
          const addressId = {
            typed: undefined,
            own: context.ownAddressId,
            other: context.otherAddressId,
            unknown: 99_999_999,
            hostile: hostileId,
          }[addressChoice];
          return placeAndCompare(context, { ...forged, ...overrides, ...(addressId !== undefined && { address_id: addressId }) });
        },
      });
    }
  }
  return corpus;
}

const shop = setUpCheckoutShop();

async function post(shopper: Shopper, path: string, body: unknown) {
  return shop.api.post(path, body, shopper.headers);
}

/** Places an order to Dhaka; a placed order must charge what the summary for that delivery showed. */
async function placeAndCompare(context: CaseContext, tampered: Record<string, unknown>) {
  const { dhaka } = shop.places;
  const before = await shop.api.get(`/v2/cart-summary?shipping_type=home_delivery&district=${dhaka.districtId}`, context.shopper.headers);
  expect(before.status).toBe(200);
  const response = await shop.place(context.shopper, homeDeliveryBody(dhaka, tampered));
  if (response.status === 200) {
    expect(response.body.data.grand_total).toBe(before.body.grand_total);
    const combined = await shop.db
      .selectFrom('combined_orders')
      .select('grand_total')
      .where('id', '=', response.body.data.combined_order_id)
      .executeTakeFirstOrThrow();
    expect(poishaToTaka(combined.grand_total)).toBe(before.body.grand_total);
    const order = await shop.db.selectFrom('orders').select('user_id').where('id', '=', response.body.data.order_id).executeTakeFirstOrThrow();
    expect(order.user_id).toBe(context.shopper.userId);
  }
  return { ...response, placed: response.status === 200 };
}

async function saveAddress(db: Db, userId: number, text: string): Promise<number> {
  const { dhaka, countryId } = shop.places;
  const time = new Date().toISOString();
  const row = await db
    .insertInto('addresses')
    .values({
      user_id: userId,
      name: 'Address Owner',
      phone: '01712345678',
      email: null,
      address: text,
      country_id: countryId,
      state_id: dhaka.stateId,
      city_id: dhaka.districtId,
      area_id: dhaka.thanaId,
      postal_code: '1205',
      is_default: 1,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe(`price and quantity tampering: a seeded corpus of ${CASE_COUNT} bag and checkout requests`, () => {
  const outcomes = { ok: 0, refused: 0, notFound: 0, conflict: 0, placed: 0 };

  it(`answers every one of the ${CASE_COUNT} cases with a success or field errors, and charges only the catalog total`, async () => {
    const now = new Date();
    await setPromotion(shop.db, 0, 0);
    const stock = [{ stock: 100_000 }, { stock: 100_000, price: 131_000, size: 'XL' }];
    const discounted = await createProduct(shop.db, { unitPrice: 150_000, strokedPrice: 180_000, discount: 10, discountType: 'percent', maxQuantity: 100, variants: stock }, now);
    const taxed = await createProduct(shop.db, { unitPrice: 99_950, tax: 1_250, maxQuantity: 100, variants: stock }, now);
    const flashDeal = await createProduct(shop.db, { unitPrice: 245_000, discount: 5_000, discountType: 'amount', maxQuantity: 100, variants: [{ stock: 100_000 }] }, now);
    await putInRunningFlashDeal(shop.db, flashDeal.id, 20, now);
    const unpublished = await createProduct(shop.db, { unitPrice: 100, published: false, variants: [{ stock: 100_000 }] }, now);
    const catalog: Catalog = { products: [discounted, taxed, flashDeal], unpublished };
    const unitPrices: UnitPrices = new Map([
      // 10% off each variant's own price: ৳1,500 - ৳150 and ৳1,310 - ৳131.
      [discounted.barcodes[0], { price: 135_000, tax: 0 }],
      [discounted.barcodes[1], { price: 117_900, tax: 0 }],
      // No discount; ৳12.50 tax on each unit.
      [taxed.barcodes[0], { price: 99_950, tax: 1_250 }],
      [taxed.barcodes[1], { price: 131_000, tax: 1_250 }],
      // The flash deal's 20% (৳490) takes off more than the product's own ৳50: ৳2,450 - ৳490.
      [flashDeal.barcodes[0], { price: 196_000, tax: 0 }],
    ]);

    const shoppers = await Promise.all([0, 1, 2].map(() => createShopper(shop.db, 'customer', now)));
    const otherShopper = await createShopper(shop.db, 'customer', now);
    const otherAddressId = await saveAddress(shop.db, otherShopper.userId, 'Secret House 7, Gulshan');
    const ownAddressIds = await Promise.all(shoppers.map((shopper) => saveAddress(shop.db, shopper.userId, 'House 1, Road 1')));
    const otherOrdersBefore = await shop.db.selectFrom('orders').select('id').where('user_id', '=', otherShopper.userId).execute();

    for (const testCase of buildCorpus(catalog, shoppers.length, otherShopper.userId)) {
      const shopper = shoppers[testCase.shopperIndex];
      const context: CaseContext = { shopper, otherShopper, otherAddressId, ownAddressId: ownAddressIds[testCase.shopperIndex] };
      const response = await testCase.run(context);
      try {
        expect([200, 404, 409, 422]).toContain(response.status);
        // Not found is only a line the bag does not hold, answered as JSON.
        if (response.status === 404) expect(response.body).toMatchObject({ result: false, message: expect.any(String) });
        if (response.status === 422) expect(Object.keys(response.body.errors ?? {}).length).toBeGreaterThan(0);
        // A conflict is only the checkout's "price or stock changed" refusal.
        if (response.status === 409) expect(testCase.name).toContain('checkout');
        if (testCase.name.includes('(other address)')) expect([404, 422]).toContain(response.status);
        const summary = await shop.api.get('/v2/cart-summary', shopper.headers);
        const expected = await catalogTotals(shop.db, shopper.userId, unitPrices);
        expect(summary.status).toBe(200);
        expect(summary.body).toMatchObject({
          sub_total: poishaToTaka(expected.subTotal),
          tax: poishaToTaka(expected.tax),
          discount: 0,
          membership_applied: false,
          grand_total: poishaToTaka(expected.subTotal + expected.tax),
          item_count: expected.itemCount,
        });
        const unpublishedLines = await shop.db.selectFrom('carts').select('id').where('product_id', '=', unpublished.id).execute();
        expect(unpublishedLines).toHaveLength(0);
      } catch (error) {
        throw new Error(`case ${testCase.name}: ${response.status} ${JSON.stringify(response.body)}\n${String(error)}`);
      }
      if (response.status === 200) outcomes.ok += 1;
      if (response.status === 422) outcomes.refused += 1;
      if (response.status === 404) outcomes.notFound += 1;
      if (response.status === 409) outcomes.conflict += 1;
      if (response.placed) outcomes.placed += 1;
    }

    const otherOrdersAfter = await shop.db.selectFrom('orders').select('id').where('user_id', '=', otherShopper.userId).execute();
    expect(otherOrdersAfter).toEqual(otherOrdersBefore);
    expect(outcomes.ok + outcomes.refused + outcomes.notFound + outcomes.conflict).toBe(CASE_COUNT);
    // The corpus exercises both sides: accepted requests and refused ones, and real placements.
    expect(outcomes.ok).toBeGreaterThan(20);
    expect(outcomes.refused).toBeGreaterThan(20);
    expect(outcomes.placed).toBeGreaterThan(5);
  }, 100_000);
});
