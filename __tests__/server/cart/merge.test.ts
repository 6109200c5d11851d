import { mergeGuestCart } from '@/server/modules/cart/merge';
import { setUpTestShop } from '../support/testApi';
import { bagLines, createCoupon, createProduct, createShopper, type ProductFixture, type Shopper } from './shopFixtures';

// The guest's bag moving to the customer at sign-in or sign-up (called by the auth module inside
// its own transaction).

const shop = setUpTestShop();

const add = (shopper: Shopper, product: ProductFixture, quantity: number, affiliate?: string) =>
  shop.api.post('/v2/carts/add', { id: product.id, barcode: product.barcodes[0], quantity, affiliate }, shopper.headers);
const merge = (guest: Shopper, customer: Shopper) =>
  shop.db.transaction().execute((trx) => mergeGuestCart(trx, guest.userId, customer.userId, new Date()));
const quantitiesByBarcode = async (shopper: Shopper) => {
  const listed = (await shop.api.get('/v2/carts', shopper.headers)).body;
  const items: Array<{ barcode: string; quantity: number }> = listed[0]?.cart_items ?? [];
  return Object.fromEntries(items.map((item) => [item.barcode, item.quantity]));
};

async function couponOn(shopper: Shopper) {
  const code = await createCoupon(shop.db, { type: 'amount', value: 1000 });
  expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, shopper.headers)).status).toBe(200);
}
const couponApplied = async (shopper: Shopper) => (await shop.api.get('/v2/cart-summary', shopper.headers)).body.coupon_applied;

describe('mergeGuestCart', () => {
  it("moves the guest's lines, sums a variant in both bags and empties the guest's bag", async () => {
    const shared = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 10 }] });
    const guestOnly = await createProduct(shop.db, { unitPrice: 60000 });
    const customerOnly = await createProduct(shop.db, { unitPrice: 70000 });
    const guest = await createShopper(shop.db, 'guest');
    const customer = await createShopper(shop.db, 'customer');
    await add(guest, shared, 2);
    await add(guest, guestOnly, 1, 'aff_ref=DEMOAFF');
    await add(customer, shared, 3);
    await add(customer, customerOnly, 1);

    await merge(guest, customer);

    expect(await quantitiesByBarcode(customer)).toEqual({
      [shared.barcodes[0]]: 5,
      [guestOnly.barcodes[0]]: 1,
      [customerOnly.barcodes[0]]: 1,
    });
    expect((await bagLines(shop.db, customer.userId)).map((line) => line.affiliate_ref)).toContain('aff_ref=DEMOAFF');
    expect((await shop.api.get('/v2/carts', guest.headers)).body).toEqual([]);
    expect(await bagLines(shop.db, guest.userId)).toEqual([]);
  });

  it('caps the summed quantity at the stock, but never below what the customer had', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 4 }] });
    const guest = await createShopper(shop.db, 'guest');
    const customer = await createShopper(shop.db, 'customer');
    await add(guest, product, 3);
    await add(customer, product, 3);
    await merge(guest, customer);
    expect(await quantitiesByBarcode(customer)).toEqual({ [product.barcodes[0]]: 4 });

    const soldOutGuest = await createShopper(shop.db, 'guest');
    await add(soldOutGuest, product, 2);
    await shop.db.updateTable('product_variants').set({ stock: 1 }).where('barcode', '=', product.barcodes[0]).execute();
    await merge(soldOutGuest, customer);
    expect(await quantitiesByBarcode(customer)).toEqual({ [product.barcodes[0]]: 4 });
  });

  it('caps at the maximum quantity of a product sold beyond its stock', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, isNegative: true, maxQuantity: 7, variants: [{ stock: 0 }] });
    const guest = await createShopper(shop.db, 'guest');
    const customer = await createShopper(shop.db, 'customer');
    await add(guest, product, 5);
    await add(customer, product, 4);
    await merge(guest, customer);
    expect(await quantitiesByBarcode(customer)).toEqual({ [product.barcodes[0]]: 7 });
  });

  it("removes the customer's coupon when the bag changed and deletes the guest's", async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000 });
    const guest = await createShopper(shop.db, 'guest');
    const customer = await createShopper(shop.db, 'customer');
    await add(guest, product, 1);
    await add(customer, product, 1);
    await couponOn(guest);
    await couponOn(customer);
    await merge(guest, customer);
    expect(await couponApplied(customer)).toBe(false);
    const guestAdjustments = await shop.db.selectFrom('cart_adjustments').select('kind').where('user_id', '=', guest.userId).execute();
    expect(guestAdjustments).toEqual([]);
  });

  it("keeps the customer's coupon when the guest brought nothing", async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000 });
    const guest = await createShopper(shop.db, 'guest');
    const customer = await createShopper(shop.db, 'customer');
    await add(customer, product, 1);
    await couponOn(customer);
    await merge(guest, customer);
    expect(await couponApplied(customer)).toBe(true);
  });

  it('never moves the bag of a customer given as the guest', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000 });
    const first = await createShopper(shop.db, 'customer');
    const second = await createShopper(shop.db, 'customer');
    await add(first, product, 2);
    await merge(first, second);
    expect(await quantitiesByBarcode(first)).toEqual({ [product.barcodes[0]]: 2 });
    expect(await quantitiesByBarcode(second)).toEqual({});
  });

  it('rolls back with the transaction it runs in', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000 });
    const guest = await createShopper(shop.db, 'guest');
    const customer = await createShopper(shop.db, 'customer');
    await add(guest, product, 2);
    await expect(
      shop.db.transaction().execute(async (trx) => {
        await mergeGuestCart(trx, guest.userId, customer.userId, new Date());
        throw new Error('sign-in failed later');
      }),
    ).rejects.toThrow('sign-in failed later');
    expect(await quantitiesByBarcode(guest)).toEqual({ [product.barcodes[0]]: 2 });
    expect(await quantitiesByBarcode(customer)).toEqual({});
  });
});
