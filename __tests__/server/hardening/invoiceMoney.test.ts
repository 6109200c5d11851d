import { createRandom, type Random } from '@/server/db/seed/random';
import { takaToPoisha } from '@/utils/money';
import { createCoupon, createProduct, createShopper, putInRunningFlashDeal, setFreeDelivery, setPromotion, type Shopper } from '../cart/shopFixtures';
import {
  addToBag,
  applyDemoMembership,
  applyGiftCard,
  createGiftCard,
  firstPickupPointId,
  homeDeliveryBody,
  pickupBody,
  setUpCheckoutShop,
} from '../checkout/checkoutFixtures';

// An order's invoice adds up exactly, in poisha: on every line the unit price less the unit
// discount, times the quantity, is the line total; the lines make the sub total; the sub total less
// the coupon, plus shipping and tax, is the total; the gift card and the amount to pay make the
// total. First a seeded property run over every seeded product (random quantities, promotions,
// coupons, membership, gift cards and deliveries), then a few orders worked out by hand.

const shop = setUpCheckoutShop();

const SEED = 0x1a7015;
const PASSES = 2;

interface InvoiceLine {
  name: string;
  unitPrice: number;
  unitDiscount: number;
  quantity: number;
  lineTotal: number;
}

/** An order's invoice as the API answers it, turned back into poisha. */
interface Invoice {
  lines: InvoiceLine[];
  subTotal: number;
  productDiscount: number;
  membershipDiscount: number;
  couponDiscount: number;
  shippingCost: number;
  tax: number;
  grandTotal: number;
  giftCardAmount: number;
  amountToPay: number;
}

async function readInvoice(shopper: Shopper, orderId: number): Promise<Invoice> {
  const detail = await shop.api.get(`/v2/purchase-history-details/${orderId}`, shopper.headers);
  const items = await shop.api.get(`/v2/purchase-history-items/${orderId}`, shopper.headers);
  expect([detail.status, items.status]).toEqual([200, 200]);
  const order = detail.body.data[0];
  return {
    lines: items.body.data.map((item: any) => ({
      name: `${item.product_name} ${item.variation}`,
      unitPrice: takaToPoisha(item.unit_price),
      unitDiscount: takaToPoisha(item.unit_discount),
      quantity: item.quantity,
      lineTotal: takaToPoisha(item.line_total),
    })),
    subTotal: takaToPoisha(order.sub_total),
    productDiscount: takaToPoisha(order.product_discount),
    membershipDiscount: takaToPoisha(order.membership_discount),
    couponDiscount: takaToPoisha(order.coupon_discount),
    shippingCost: takaToPoisha(order.shipping_cost),
    tax: takaToPoisha(order.tax),
    grandTotal: takaToPoisha(order.grand_total),
    giftCardAmount: takaToPoisha(order.gift_card_amount),
    amountToPay: takaToPoisha(order.amount_to_pay),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Every way the invoice fails to add up, in words; none when it does. */
function invoiceMismatches(label: string, invoice: Invoice): string[] {
  const mismatches: string[] = [];
  for (const line of invoice.lines) {
    if ((line.unitPrice - line.unitDiscount) * line.quantity !== line.lineTotal) {
      mismatches.push(`${label}, ${line.name}: (${line.unitPrice} − ${line.unitDiscount}) × ${line.quantity} ≠ ${line.lineTotal}`);
    }
  }
  const lineTotals = sum(invoice.lines.map((line) => line.lineTotal));
  if (lineTotals !== invoice.subTotal) mismatches.push(`${label}: lines ${lineTotals} ≠ sub total ${invoice.subTotal}`);
  const lineDiscounts = sum(invoice.lines.map((line) => line.unitDiscount * line.quantity));
  if (lineDiscounts !== invoice.productDiscount + invoice.membershipDiscount) {
    mismatches.push(`${label}: line discounts ${lineDiscounts} ≠ product ${invoice.productDiscount} + membership ${invoice.membershipDiscount}`);
  }
  const total = invoice.subTotal - invoice.couponDiscount + invoice.shippingCost + invoice.tax;
  if (total !== invoice.grandTotal) mismatches.push(`${label}: sub total − coupon + shipping + tax = ${total} ≠ total ${invoice.grandTotal}`);
  if (invoice.grandTotal - invoice.giftCardAmount !== invoice.amountToPay) {
    mismatches.push(`${label}: total ${invoice.grandTotal} − gift card ${invoice.giftCardAmount} ≠ amount to pay ${invoice.amountToPay}`);
  }
  return mismatches;
}

/** The bag as the storefront rebuilds it divides into whole poisha per unit: (price × quantity − discounts) / quantity. */
async function bagMismatches(label: string, shopper: Shopper): Promise<string[]> {
  const groups = (await shop.api.post('/v2/carts', {}, shopper.headers)).body;
  return groups[0].cart_items.flatMap((item: any) => {
    const discounts = [item.discount, item.flash_discount, item.circular_discount, item.loyalty_discount].map(takaToPoisha);
    const sellingTotal = takaToPoisha(item.price) * item.quantity - sum(discounts);
    return sellingTotal % item.quantity === 0 ? [] : [`${label}, bag line ${item.variation}: ${sellingTotal} over ${item.quantity} units`];
  });
}

interface SellableProduct {
  id: number;
  barcodes: string[];
  minQuantity: number;
  /** The most a bag of this run takes of it. */
  maxQuantity: number;
}

const RUN_STOCK = 12;

/**
 * Every published product with its variants. Stock is raised to RUN_STOCK first, so that sizes sold
 * out in the seed can be bought too and both passes find enough left.
 */
async function sellableProducts(): Promise<SellableProduct[]> {
  await shop.db.updateTable('product_variants').set({ stock: RUN_STOCK }).where('stock', '<', RUN_STOCK).execute();
  const rows = await shop.db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['products.id', 'product_variants.barcode', 'products.min_quantity', 'products.max_quantity'])
    .where('products.published', '=', 1)
    .orderBy('products.id')
    .orderBy('product_variants.id')
    .execute();
  const products = new Map<number, SellableProduct>();
  for (const row of rows) {
    const product = products.get(row.id) ?? { id: row.id, barcodes: [], minQuantity: Math.max(1, row.min_quantity), maxQuantity: Math.min(row.max_quantity, RUN_STOCK / PASSES) };
    product.barcodes.push(row.barcode);
    products.set(row.id, product);
  }
  return [...products.values()];
}

const PROMOTIONS: [buyQuantity: number, discountPercent: number][] = [
  [3, 5],
  [2, 7.5],
  [1, 12.5],
  [0, 0],
];
const SEEDED_COUPONS = ['WELCOME10', 'FLAT200', 'FREESHIP', 'PANJABI15'];

interface BagPlan {
  lines: { productId: number; barcode: string; quantity: number }[];
  promotion: [number, number];
  coupon: string | null;
  membership: boolean;
  giftCardBalance: number | null;
  delivery: 'dhaka' | 'chattogram' | 'dhaka_express' | 'pickup';
}

/** Each pass puts every product in one of the bags, one of its variants at a random quantity. */
function planBags(random: Random, products: SellableProduct[], coupons: string[]): BagPlan[] {
  const plans: BagPlan[] = [];
  for (let pass = 0; pass < PASSES; pass += 1) {
    const queue = random.shuffle(products);
    while (queue.length > 0) {
      const lines = queue.splice(0, random.integer(1, 4)).map((product) => ({
        productId: product.id,
        barcode: random.pick(product.barcodes),
        quantity: random.integer(product.minQuantity, product.maxQuantity),
      }));
      plans.push({
        lines,
        promotion: random.pick(PROMOTIONS),
        coupon: random.chance(0.5) ? random.pick(coupons) : null,
        membership: random.chance(0.4),
        giftCardBalance: random.chance(0.3) ? random.integer(1, 400_000) : null,
        delivery: random.pick(['dhaka', 'chattogram', 'dhaka_express', 'pickup'] as const),
      });
    }
  }
  return plans;
}

async function orderBody(delivery: BagPlan['delivery']): Promise<Record<string, unknown>> {
  if (delivery === 'pickup') return pickupBody(await firstPickupPointId(shop.db));
  if (delivery === 'chattogram') return homeDeliveryBody(shop.places.chattogram);
  return homeDeliveryBody(shop.places.dhaka, delivery === 'dhaka_express' ? { delivery_method: 'express' } : {});
}

describe('every seeded product, in random bags with promotions, coupons, membership and gift cards', () => {
  it('places orders whose invoices add up exactly in poisha', async () => {
    const now = new Date();
    const oddCoupon = await createCoupon(shop.db, { type: 'percent', value: 7, max_discount: 12_345 }, now);
    const random = createRandom(SEED);
    const products = await sellableProducts();
    const plans = planBags(random, products, [...SEEDED_COUPONS, oddCoupon]);
    const mismatches: string[] = [];
    const seen = { lines: 0, promotion: 0, membership: 0, coupon: 0, giftCard: 0, shipping: 0 };

    for (const [index, plan] of plans.entries()) {
      const label = `order ${index + 1}`;
      await setPromotion(shop.db, ...plan.promotion);
      const shopper = await createShopper(shop.db, 'customer', now);
      for (const { productId, barcode, quantity } of plan.lines) {
        const added = await shop.api.post('/v2/carts/add', { id: productId, barcode, quantity }, shopper.headers);
        expect([label, added.status]).toEqual([label, 200]);
      }
      if (plan.membership) await applyDemoMembership(shop.db, shopper.userId, now);
      if (plan.giftCardBalance !== null) await applyGiftCard(shop.db, shopper.userId, (await createGiftCard(shop.db, plan.giftCardBalance, now)).id, now);
      // A coupon the bag does not qualify for is refused and the order goes ahead without it.
      if (plan.coupon !== null) await shop.api.post('/v2/coupon-apply', { coupon_code: plan.coupon }, shopper.headers);
      mismatches.push(...(await bagMismatches(label, shopper)));

      const placed = await shop.place(shopper, await orderBody(plan.delivery));
      expect([label, placed.status]).toEqual([label, 200]);
      const invoice = await readInvoice(shopper, placed.body.data.order_id);
      mismatches.push(...invoiceMismatches(label, invoice));
      expect([takaToPoisha(placed.body.data.grand_total), takaToPoisha(placed.body.data.amount_to_pay)]).toEqual([invoice.grandTotal, invoice.amountToPay]);

      seen.lines += invoice.lines.length;
      if (plan.promotion[0] > 0 && sum(plan.lines.map((line) => line.quantity)) >= plan.promotion[0]) seen.promotion += 1;
      if (invoice.membershipDiscount > 0) seen.membership += 1;
      if (invoice.couponDiscount > 0) seen.coupon += 1;
      if (invoice.giftCardAmount > 0) seen.giftCard += 1;
      if (invoice.shippingCost > 0) seen.shipping += 1;
    }

    expect(mismatches).toEqual([]);
    // The run really covered what it claims: every sellable product twice, and each kind of discount many times.
    expect(products.length).toBeGreaterThanOrEqual(100);
    expect(seen.lines).toBe(products.length * PASSES);
    for (const kind of ['promotion', 'membership', 'coupon', 'giftCard', 'shipping'] as const) expect([kind, seen[kind] >= 10]).toEqual([kind, true]);
  }, 120_000);
});

// The golden orders: every figure below was worked out by hand from the rule that each discount is
// taken off one unit, in whole poisha, and the line is that unit's price times the quantity.
describe('orders worked out by hand', () => {
  beforeAll(() => setFreeDelivery(shop.db, '0'));

  async function placeAndRead(shopper: Shopper, body: Record<string, unknown>) {
    const placed = await shop.place(shopper, body);
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.order_id;
    const detail = (await shop.api.get(`/v2/purchase-history-details/${orderId}`, shopper.headers)).body.data[0];
    const items = (await shop.api.get(`/v2/purchase-history-items/${orderId}`, shopper.headers)).body.data;
    return { placed: placed.body.data, detail, items };
  }

  const lineFigures = (items: any[]) =>
    items.map(({ unit_price, unit_discount, quantity, line_total }) => ({ unit_price, unit_discount, quantity, line_total }));
  const totalFigures = (detail: any) => {
    const { sub_total, product_discount, membership_discount, coupon_discount, shipping_cost, tax, grand_total, gift_card_amount, amount_to_pay } = detail;
    return { sub_total, product_discount, membership_discount, coupon_discount, shipping_cost, tax, grand_total, gift_card_amount, amount_to_pay };
  };

  it('৳1,290 at 15% off, three of them, buy 3 save 5%, picked up', async () => {
    // Unit: 1,290 − 193.50 = 1,096.50; 5% of that is 54.825, so 54.83; 1,096.50 − 54.83 = 1,041.67 a unit.
    await setPromotion(shop.db, 3, 5);
    const product = await createProduct(shop.db, { unitPrice: 129_000, discount: 15, discountType: 'percent' });
    const shopper = await createShopper(shop.db, 'customer');
    await addToBag(shop.api, shopper, [[product, 3]]);

    const { placed, detail, items } = await placeAndRead(shopper, pickupBody(await firstPickupPointId(shop.db)));

    expect(lineFigures(items)).toEqual([{ unit_price: 1290, unit_discount: 248.33, quantity: 3, line_total: 3125.01 }]);
    expect(totalFigures(detail)).toEqual({
      sub_total: 3125.01,
      product_discount: 744.99,
      membership_discount: 0,
      coupon_discount: 0,
      shipping_cost: 0,
      tax: 0,
      grand_total: 3125.01,
      gift_card_amount: 0,
      amount_to_pay: 3125.01,
    });
    expect([placed.grand_total, placed.amount_to_pay]).toEqual([3125.01, 3125.01]);
  });

  it('membership, buy 3 save 5%, a 7% coupon, delivery in Dhaka and a ৳500 gift card', async () => {
    // ৳999 (struck ৳1,199) × 2: member price 80% of 1,199 = 959.20 (39.80 off); 5% of 959.20 = 47.96; unit 911.24.
    // ৳450.50 at 10% off × 1: 405.45; member price 80% of 450.50 = 360.40 (45.05 off); 5% = 18.02; unit 342.38.
    // Sub total 1,822.48 + 342.38 = 2,164.86; coupon 7% = 151.5402, so 151.54; shipping for 3 pieces in Dhaka ৳80.
    await setPromotion(shop.db, 3, 5);
    const struck = await createProduct(shop.db, { unitPrice: 99_900, strokedPrice: 119_900 });
    const discounted = await createProduct(shop.db, { unitPrice: 45_050, discount: 10, discountType: 'percent' });
    const coupon = await createCoupon(shop.db, { type: 'percent', value: 7 });
    const now = new Date();
    const shopper = await createShopper(shop.db, 'customer', now);
    await addToBag(shop.api, shopper, [
      [struck, 2],
      [discounted, 1],
    ]);
    await applyDemoMembership(shop.db, shopper.userId, now);
    await applyGiftCard(shop.db, shopper.userId, (await createGiftCard(shop.db, 50_000, now)).id, now);
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: coupon }, shopper.headers)).body).toMatchObject({ result: true, discount: 151.54 });

    const { placed, detail, items } = await placeAndRead(shopper, homeDeliveryBody(shop.places.dhaka));

    expect(lineFigures(items)).toEqual([
      { unit_price: 999, unit_discount: 87.76, quantity: 2, line_total: 1822.48 },
      { unit_price: 450.5, unit_discount: 108.12, quantity: 1, line_total: 342.38 },
    ]);
    expect(totalFigures(detail)).toEqual({
      sub_total: 2164.86,
      product_discount: 158.99,
      membership_discount: 124.65,
      coupon_discount: 151.54,
      shipping_cost: 80,
      tax: 0,
      grand_total: 2093.32,
      gift_card_amount: 500,
      amount_to_pay: 1593.32,
    });
    expect([placed.grand_total, placed.amount_to_pay]).toEqual([2093.32, 1593.32]);
  });

  it('a 12% flash deal, buy 3 save 7.5%, tax, express delivery to Chattogram, paid by a gift card', async () => {
    // ৳333.30 less 12% (39.996, so 40.00) = 293.30; 7.5% of that is 21.9975, so 22.00; unit 271.30, four of them.
    // Tax ৳16.67 a unit; 4 pieces outside Dhaka ৳150 plus ৳100 for express.
    await setPromotion(shop.db, 3, 7.5);
    const now = new Date();
    const product = await createProduct(shop.db, { unitPrice: 33_330, tax: 1_667 });
    await putInRunningFlashDeal(shop.db, product.id, 12, now);
    const shopper = await createShopper(shop.db, 'customer', now);
    await addToBag(shop.api, shopper, [[product, 4]]);
    await applyGiftCard(shop.db, shopper.userId, (await createGiftCard(shop.db, 200_000, now)).id, now);

    const { placed, detail, items } = await placeAndRead(shopper, homeDeliveryBody(shop.places.chattogram, { delivery_method: 'express' }));

    expect(lineFigures(items)).toEqual([{ unit_price: 333.3, unit_discount: 62, quantity: 4, line_total: 1085.2 }]);
    expect(totalFigures(detail)).toEqual({
      sub_total: 1085.2,
      product_discount: 248,
      membership_discount: 0,
      coupon_discount: 0,
      shipping_cost: 250,
      tax: 66.68,
      grand_total: 1401.88,
      gift_card_amount: 1401.88,
      amount_to_pay: 0,
    });
    expect([placed.grand_total, placed.amount_to_pay, placed.payment_status]).toEqual([1401.88, 0, 'paid']);
  });
});
