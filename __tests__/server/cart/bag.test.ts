import { setUpTestShop } from '../support/testApi';
import { bagLines, createCoupon, createProduct, createShopper, type Shopper } from './shopFixtures';

// Adding to, changing and emptying the bag through the API: quantities, stock and maximums,
// validation, all-or-nothing requests, ownership, and the coupon dropped on every change.

const shop = setUpTestShop();

const add = (shopper: Shopper, body: Record<string, unknown>) => shop.api.post('/v2/carts/add', body, shopper.headers);
const list = (shopper: Shopper) => shop.api.get('/v2/carts', shopper.headers);
const quantities = async (shopper: Shopper) => (await bagLines(shop.db, shopper.userId)).map((line) => line.quantity);

describe('without a valid bearer token', () => {
  const calls: Array<[string, string]> = [
    ['GET', '/v2/carts'],
    ['POST', '/v2/carts'],
    ['POST', '/v2/carts/add'],
    ['POST', '/v3/carts/add/multiple'],
    ['POST', '/v2/carts/change-quantity'],
    ['POST', '/v2/carts/delete'],
    ['GET', '/v2/cart-summary'],
    ['GET', '/v3/carts/promotion-get-selection'],
    ['POST', '/v2/coupon-apply'],
    ['POST', '/v2/coupon-remove'],
  ];

  it.each(calls)('%s %s answers 401', async (method, path) => {
    const missing = await shop.api.request(method, path, {});
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ result: false, message: 'Unauthenticated.' });
    const invalid = await shop.api.request(method, path, {}, { Authorization: 'Bearer not-a-token' });
    expect(invalid.status).toBe(401);
  });
});

describe('an empty bag', () => {
  it('lists no groups and sums to zeros', async () => {
    const shopper = await createShopper(shop.db, 'guest');
    const listed = await list(shopper);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([]);
    expect((await shop.api.post('/v2/carts', {}, shopper.headers)).body).toEqual([]);
    const summary = await shop.api.get('/v2/cart-summary', shopper.headers);
    expect(summary.status).toBe(200);
    expect(summary.body).toEqual({
      coupon_applied: false,
      coupon_code: null,
      discount: 0,
      grand_total: 0,
      grand_total_value: 0,
      loyality_applied: false,
      shipping_cost: 0,
      regular_sub_total: 0,
      sub_total: 0,
      tax: 0,      membership_applied: false,
      membership_no: null,
      membership_discount: 0,
      gift_card_applied: false,
      gift_card_no: null,
      gift_card_amount: 0,
      amount_to_pay: 0,
      free_shipping: false,
      shipping_zone: null,
      item_count: 0,
      free_shipping_limit: 1000,
      free_shipping_remaining: 1000,
      free_shipping_applied: false,
    });
  });
});

describe('POST /v2/carts/add', () => {
  it('creates the line with the server item fields, priced from the catalog', async () => {
    const product = await createProduct(shop.db, {
      unitPrice: 120000,
      strokedPrice: 150000,
      discount: 10,
      discountType: 'percent',
      tax: 5000,
      variants: [{ stock: 7, color: 'Maroon', size: 'XL' }],
    });
    const customer = await createShopper(shop.db, 'customer');
    const added = await add(customer, { id: product.id, barcode: product.barcodes[0], quantity: 2, variant: 'Maroon-XL', event_id: '1718000000123' });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ result: true, message: 'Added to cart', cart_count: 1 });

    const listed = await list(customer);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ name: 'Inhouse', owner_id: 1 });
    const [item] = listed.body[0].cart_items;
    expect(item).toEqual({
      id: expect.any(Number),
      original_price: 1500,
      owner_id: 1,
      user_id: customer.userId,
      product_id: product.id,
      product_name: expect.stringContaining('Bag Test Product'),
      sku: expect.any(String),
      barcode: product.barcodes[0],
      product_thumbnail_image: expect.stringContaining('/images/'),
      variation: 'Maroon-XL',
      price: 1200,
      currency_symbol: '৳',
      tax: 100,
      shipping_cost: 0,
      quantity: 2,
      discount: 240,
      lower_limit: 1,
      upper_limit: 7,
      stock: 7,
      circular_discount: 0,
      flash_discount: 0,
      loyalty_discount: 0,
      slug: product.slug,
      digital: 0,
      color: 'Maroon',
      size: 'XL',
      is_negative: 0,
    });

    // The catalog's variant price is the bag's unit price after discounts.
    const detail = await shop.api.get(`/v2/products/${product.id}`);
    const variant = detail.body.data[0].variant.find((candidate: { barcode: string }) => candidate.barcode === product.barcodes[0]);
    expect(item.price - (item.discount + item.flash_discount) / item.quantity).toBe(variant.base_discounted_price);
  });

  it('adds one by default, then the given quantity, to the same line', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 10 }] });
    const guest = await createShopper(shop.db, 'guest');
    expect((await add(guest, { id: product.id, barcode: product.barcodes[0] })).body.cart_count).toBe(1);
    expect(await quantities(guest)).toEqual([1]);
    expect((await add(guest, { id: String(product.id), barcode: product.barcodes[0] })).body.cart_count).toBe(1);
    expect(await quantities(guest)).toEqual([2]);
    expect((await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: '3' })).status).toBe(200);
    expect(await quantities(guest)).toEqual([5]);
  });

  it('keeps separate lines for separate variants', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 5 }, { stock: 5 }] });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: product.id, barcode: product.barcodes[0] });
    const second = await add(guest, { id: product.id, barcode: product.barcodes[1], quantity: 2 });
    expect(second.body.cart_count).toBe(2);
    const items = (await list(guest)).body[0].cart_items;
    expect(items.map((item: { barcode: string; quantity: number }) => [item.barcode, item.quantity])).toEqual([
      [product.barcodes[0], 1],
      [product.barcodes[1], 2],
    ]);
  });

  it('ignores prices the client sends', async () => {
    const product = await createProduct(shop.db, { unitPrice: 99900, strokedPrice: 120000 });
    const guest = await createShopper(shop.db, 'guest');
    const added = await add(guest, {
      id: product.id,
      barcode: product.barcodes[0],
      quantity: 1,
      price: 1,
      main_price: 1,
      discount: 999,
      stroked_price: 1,
      tax: 0,
    });
    expect(added.status).toBe(200);
    const [item] = (await list(guest)).body[0].cart_items;
    expect(item).toMatchObject({ price: 999, original_price: 1200, discount: 0 });
    const detail = await shop.api.get(`/v2/products/${product.id}`);
    expect(item.price).toBe(detail.body.data[0].main_price);
    expect((await shop.api.get('/v2/cart-summary', guest.headers)).body.sub_total).toBe(999);
  });

  it('refuses more than the stock and leaves the line as it was', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 3 }] });
    const guest = await createShopper(shop.db, 'guest');
    const tooMany = await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 4 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({ result: false, message: 'Stock not available', errors: { quantity: ['Stock not available'] } });
    expect(await quantities(guest)).toEqual([]);

    expect((await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 3 })).status).toBe(200);
    const oneMore = await add(guest, { id: product.id, barcode: product.barcodes[0] });
    expect(oneMore.status).toBe(422);
    expect(oneMore.body.message).toBe('Stock not available');
    expect(await quantities(guest)).toEqual([3]);
  });

  it('never lets racing adds of the same variant pass the stock', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 3 }] });
    const guest = await createShopper(shop.db, 'guest');
    const responses = await Promise.all(Array.from({ length: 6 }, () => add(guest, { id: product.id, barcode: product.barcodes[0] })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    expect(await quantities(guest)).toEqual([3]);
  });

  it('refuses a sold-out variant', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 0 }] });
    const guest = await createShopper(shop.db, 'guest');
    const refused = await add(guest, { id: product.id, barcode: product.barcodes[0] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.quantity).toEqual(['Stock not available']);
  });

  it('sells beyond the stock when the product allows negative stock, up to its maximum quantity', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, isNegative: true, maxQuantity: 6, variants: [{ stock: 0 }] });
    const guest = await createShopper(shop.db, 'guest');
    expect((await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 5 })).status).toBe(200);
    const [item] = (await list(guest)).body[0].cart_items;
    expect(item).toMatchObject({ quantity: 5, stock: 0, is_negative: 1, upper_limit: 6 });
    const beyondMaximum = await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 2 });
    expect(beyondMaximum.status).toBe(422);
    expect(beyondMaximum.body.message).toBe('Stock not available');
    expect(await quantities(guest)).toEqual([5]);
  });

  it("refuses more than the product's maximum quantity even with stock left", async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, maxQuantity: 2, variants: [{ stock: 50 }] });
    const guest = await createShopper(shop.db, 'guest');
    const refused = await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 3 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.quantity).toEqual(['Stock not available']);
    expect(await quantities(guest)).toEqual([]);
  });

  it.each([
    ['"2.5"', '2.5'],
    ['2.5', 2.5],
    ['"-1"', '-1'],
    ['-1', -1],
    ['0', 0],
    ['"0"', '0'],
    ['"abc"', 'abc'],
    ['1e9', 1e9],
    ['101', 101],
    ['null', null],
    ['true', true],
  ])('refuses the quantity %s with 422 and leaves the bag unchanged', async (_label, quantity) => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 10 }] });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 2 });
    const refused = await add(guest, { id: product.id, barcode: product.barcodes[0], quantity });
    expect(refused.status).toBe(422);
    expect(refused.body.result).toBe(false);
    expect(refused.body.errors.quantity).toHaveLength(1);
    expect(await quantities(guest)).toEqual([2]);
  });

  it('names the invalid fields', async () => {
    const guest = await createShopper(shop.db, 'guest');
    const missing = await add(guest, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ id: ['The id field is required.'], barcode: ['The barcode field is required.'] });
    const notAnObject = await shop.api.post('/v2/carts/add', 'id=1&barcode=123', guest.headers);
    expect(notAnObject.status).toBe(422);
    expect(Object.keys(notAnObject.body.errors).sort()).toEqual(['barcode', 'id']);
    const badId = await add(guest, { id: 'abc', barcode: '123' });
    expect(badId.body.errors.id).toEqual(['The id field must be a whole number.']);
    const longReferral = await add(guest, { id: 1, barcode: '123', affiliate: 'x'.repeat(201) });
    expect(longReferral.body.errors.affiliate).toEqual(['The affiliate field must not be greater than 200 characters.']);
  });

  it('answers 404 for an unknown product, a barcode of another product and an unpublished product', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000 });
    const other = await createProduct(shop.db, { unitPrice: 50000 });
    const hidden = await createProduct(shop.db, { unitPrice: 50000, published: false });
    const guest = await createShopper(shop.db, 'guest');
    for (const body of [
      { id: 999999, barcode: product.barcodes[0] },
      { id: product.id, barcode: other.barcodes[0] },
      { id: product.id, barcode: '0000000000000' },
      { id: hidden.id, barcode: hidden.barcodes[0] },
    ]) {
      const response = await add(guest, body);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ result: false, message: 'Product not found' });
    }
    expect(await quantities(guest)).toEqual([]);
  });

  it('keeps the referral on the line', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000 });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: product.id, barcode: product.barcodes[0], affiliate: 'aff_ref=DEMOAFF' });
    expect((await bagLines(shop.db, guest.userId))[0].affiliate_ref).toBe('aff_ref=DEMOAFF');
    await add(guest, { id: product.id, barcode: product.barcodes[0] });
    expect((await bagLines(shop.db, guest.userId))[0].affiliate_ref).toBe('aff_ref=DEMOAFF');
  });
});

describe('POST /v3/carts/add/multiple', () => {
  it('adds every item', async () => {
    const first = await createProduct(shop.db, { unitPrice: 50000 });
    const second = await createProduct(shop.db, { unitPrice: 70000 });
    const guest = await createShopper(shop.db, 'guest');
    const added = await shop.api.post(
      '/v3/carts/add/multiple',
      { items: [{ id: first.id, barcode: first.barcodes[0], quantity: 2 }, { id: second.id, barcode: second.barcodes[0] }] },
      guest.headers,
    );
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ result: true, message: 'Added to cart', cart_count: 2 });
    expect(await quantities(guest)).toEqual([2, 1]);
  });

  it('adds nothing when one item is beyond its stock', async () => {
    const first = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 10 }] });
    const second = await createProduct(shop.db, { unitPrice: 70000, variants: [{ stock: 1 }] });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: first.id, barcode: first.barcodes[0] });
    const refused = await shop.api.post(
      '/v3/carts/add/multiple',
      { items: [{ id: first.id, barcode: first.barcodes[0], quantity: 2 }, { id: second.id, barcode: second.barcodes[0], quantity: 2 }] },
      guest.headers,
    );
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ result: false, message: 'Stock not available', errors: { 'items.1.quantity': ['Stock not available'] } });
    expect(await quantities(guest)).toEqual([1]);
  });

  it('refuses the first item that fails, in the order sent', async () => {
    const limited = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 1 }] });
    const guest = await createShopper(shop.db, 'guest');
    const tooMany = { id: limited.id, barcode: limited.barcodes[0], quantity: 2 };
    const unknown = { id: 999999, barcode: '1' };
    const stockFirst = await shop.api.post('/v3/carts/add/multiple', { items: [tooMany, unknown] }, guest.headers);
    expect(stockFirst.status).toBe(422);
    expect(stockFirst.body.errors).toEqual({ 'items.0.quantity': ['Stock not available'] });
    const unknownFirst = await shop.api.post('/v3/carts/add/multiple', { items: [unknown, tooMany] }, guest.headers);
    expect(unknownFirst.status).toBe(404);
    expect(unknownFirst.body.message).toBe('Product not found');
    const one = { id: limited.id, barcode: limited.barcodes[0], quantity: 1 };
    const sameTwice = await shop.api.post('/v3/carts/add/multiple', { items: [one, one] }, guest.headers);
    expect(sameTwice.status).toBe(422);
    expect(sameTwice.body.errors).toEqual({ 'items.1.quantity': ['Stock not available'] });
    expect(await quantities(guest)).toEqual([]);
  });

  it('adds nothing when one item is unknown or invalid', async () => {
    const first = await createProduct(shop.db, { unitPrice: 50000 });
    const guest = await createShopper(shop.db, 'guest');
    const unknown = await shop.api.post(
      '/v3/carts/add/multiple',
      { items: [{ id: first.id, barcode: first.barcodes[0] }, { id: 999999, barcode: '1' }] },
      guest.headers,
    );
    expect(unknown.status).toBe(404);
    const invalid = await shop.api.post(
      '/v3/carts/add/multiple',
      { items: [{ id: first.id, barcode: first.barcodes[0] }, { id: first.id, barcode: first.barcodes[0], quantity: '2.5' }] },
      guest.headers,
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors['items.1.quantity']).toEqual(['The quantity field must be a whole number.']);
    const notObjects = await shop.api.post('/v3/carts/add/multiple', { items: ['1'] }, guest.headers);
    expect(notObjects.status).toBe(422);
    expect(notObjects.body.errors['items.0']).toEqual(['Each item must be an object.']);
    const notList = await shop.api.post('/v3/carts/add/multiple', { items: 'abc' }, guest.headers);
    expect(notList.body.errors.items).toEqual(['The items field must be a list.']);
    const empty = await shop.api.post('/v3/carts/add/multiple', { items: [] }, guest.headers);
    expect(empty.status).toBe(422);
    expect(empty.body.errors.items).toHaveLength(1);
    expect(await quantities(guest)).toEqual([]);
  });
});

describe('POST /v2/carts/change-quantity', () => {
  it('sets the quantity within the stock', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 4 }] });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: product.id, barcode: product.barcodes[0] });
    const changed = await shop.api.post('/v2/carts/change-quantity', { barcode: product.barcodes[0], quantity: 4 }, guest.headers);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ result: true, message: 'Cart updated' });
    expect((await list(guest)).body[0].cart_items[0]).toMatchObject({ quantity: 4, price: 500 });
    const down = await shop.api.post('/v2/carts/change-quantity', { barcode: product.barcodes[0], quantity: '1' }, guest.headers);
    expect(down.status).toBe(200);
    expect(await quantities(guest)).toEqual([1]);
  });

  it('refuses beyond the stock, bad quantities and lines not in the bag', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 4 }] });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 2 });
    const beyond = await shop.api.post('/v2/carts/change-quantity', { barcode: product.barcodes[0], quantity: 5 }, guest.headers);
    expect(beyond.status).toBe(422);
    expect(beyond.body).toMatchObject({ result: false, message: 'Stock not available', errors: { quantity: ['Stock not available'] } });
    const zero = await shop.api.post('/v2/carts/change-quantity', { barcode: product.barcodes[0], quantity: 0 }, guest.headers);
    expect(zero.status).toBe(422);
    expect(zero.body.errors.quantity).toEqual(['The quantity field must be at least 1.']);
    const missing = await shop.api.post('/v2/carts/change-quantity', { barcode: '0000000000000', quantity: 1 }, guest.headers);
    expect(missing.status).toBe(404);
    expect(missing.body.result).toBe(false);
    expect(await quantities(guest)).toEqual([2]);
  });
});

describe('POST /v2/carts/delete', () => {
  it('takes one off, removes the line at one, and removes the whole line when asked', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 10 }, { stock: 10 }] });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 2 });
    await add(guest, { id: product.id, barcode: product.barcodes[1], quantity: 5 });
    const remove = (body: Record<string, unknown>) => shop.api.post('/v2/carts/delete', body, guest.headers);

    const decremented = await remove({ product_id: product.id, barcode: product.barcodes[0] });
    expect(decremented.status).toBe(200);
    expect(decremented.body).toMatchObject({ result: true, message: 'Removed from cart', cart_count: 2 });
    expect(await quantities(guest)).toEqual([1, 5]);

    expect((await remove({ product_id: product.id, barcode: product.barcodes[0] })).body.cart_count).toBe(1);
    expect(await quantities(guest)).toEqual([5]);

    expect((await remove({ product_id: product.id, barcode: product.barcodes[1], remove_all: true })).body.cart_count).toBe(0);
    expect((await list(guest)).body).toEqual([]);
  });

  it("answers 404 for another shopper's line and leaves it alone", async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000 });
    const owner = await createShopper(shop.db, 'customer');
    const stranger = await createShopper(shop.db, 'customer');
    await add(owner, { id: product.id, barcode: product.barcodes[0], quantity: 2 });
    expect((await list(stranger)).body).toEqual([]);
    const refused = await shop.api.post('/v2/carts/delete', { product_id: product.id, barcode: product.barcodes[0], remove_all: true }, stranger.headers);
    expect(refused.status).toBe(404);
    expect(refused.body.result).toBe(false);
    const changed = await shop.api.post('/v2/carts/change-quantity', { barcode: product.barcodes[0], quantity: 1 }, stranger.headers);
    expect(changed.status).toBe(404);
    expect(await quantities(owner)).toEqual([2]);
  });

  it('answers 404 when the product id does not match the line', async () => {
    const product = await createProduct(shop.db, { unitPrice: 50000 });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: product.id, barcode: product.barcodes[0] });
    const refused = await shop.api.post('/v2/carts/delete', { product_id: product.id + 1000, barcode: product.barcodes[0] }, guest.headers);
    expect(refused.status).toBe(404);
    const invalid = await shop.api.post('/v2/carts/delete', { barcode: product.barcodes[0], remove_all: 'maybe' }, guest.headers);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.remove_all).toEqual(['The remove_all field must be true or false.']);
    expect(await quantities(guest)).toEqual([1]);
  });
});

describe('the applied coupon and quantity changes', () => {
  async function bagWithCoupon() {
    const product = await createProduct(shop.db, { unitPrice: 50000, variants: [{ stock: 10 }] });
    const code = await createCoupon(shop.db, { type: 'amount', value: 5000 });
    const guest = await createShopper(shop.db, 'guest');
    await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 2 });
    expect((await shop.api.post('/v2/coupon-apply', { coupon_code: code }, guest.headers)).status).toBe(200);
    expect((await shop.api.get('/v2/cart-summary', guest.headers)).body).toMatchObject({ coupon_applied: true, discount: 50 });
    return { product, guest };
  }

  const couponApplied = async (guest: Shopper) => (await shop.api.get('/v2/cart-summary', guest.headers)).body.coupon_applied;

  it('is removed by an add', async () => {
    const { product, guest } = await bagWithCoupon();
    await add(guest, { id: product.id, barcode: product.barcodes[0] });
    expect(await couponApplied(guest)).toBe(false);
  });

  it('is removed by a quantity change', async () => {
    const { product, guest } = await bagWithCoupon();
    await shop.api.post('/v2/carts/change-quantity', { barcode: product.barcodes[0], quantity: 3 }, guest.headers);
    expect(await couponApplied(guest)).toBe(false);
  });

  it('is removed by a delete', async () => {
    const { product, guest } = await bagWithCoupon();
    await shop.api.post('/v2/carts/delete', { product_id: product.id, barcode: product.barcodes[0] }, guest.headers);
    expect(await couponApplied(guest)).toBe(false);
  });

  it('stays when the change is refused', async () => {
    const { product, guest } = await bagWithCoupon();
    expect((await add(guest, { id: product.id, barcode: product.barcodes[0], quantity: 50 })).status).toBe(422);
    expect(await couponApplied(guest)).toBe(true);
  });
});
