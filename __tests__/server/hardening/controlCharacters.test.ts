import { createShopper } from '../cart/shopFixtures';
import { insertOrder } from '../support/fixtures';
import { addToBag, createStockedProduct, homeDeliveryBody, ordersOf, setUpCheckoutShop } from '../checkout/checkoutFixtures';
import { type ApiServer, startApiServer } from './apiServers';

// Control characters in the text a client sends: a NUL, an escape sequence or a tab in a name, an
// address, a note or a review is refused with a 422 on the field, over HTTP as an attacker sends
// it, and nothing is stored. Text of several lines keeps its line breaks and tabs.

const NUL = '\u0000';

describe('hardening: control characters in text fields', () => {
  const shop = setUpCheckoutShop();
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer(shop.db, () => new Date());
  });
  afterAll(() => server.close());

  const send = async (method: string, path: string, headers: Record<string, string>, body?: string, contentType = 'application/json') => {
    const response = await fetch(`${server.baseUrl}${path}`, { method, headers: { 'Content-Type': contentType, ...headers }, body });
    return { status: response.status, body: await response.json() };
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => send('POST', path, headers, JSON.stringify(body));
  const refusal = (field: string, label = field) => ({
    result: false,
    success: false,
    message: `The ${label} field must not contain control characters.`,
    errors: { [field]: [`The ${label} field must not contain control characters.`] },
  });

  it('refuses a NUL or a tab in the name of a new account, and creates none', async () => {
    for (const name of [`Sadia${NUL}Islam`, 'Sadia\tIslam', `Sadia Islam${NUL}`]) {
      const email = `control-${name.length}-${name.charCodeAt(5)}@example.com`;
      const answer = await post('/v2/auth/signup', { name, email_or_phone: email, register_by: 'email', password: 'Secret@123', password_confirmation: 'Secret@123' });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(refusal('name'));
      expect(await shop.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    }
  });

  it('refuses control characters in a profile name, as JSON or as a form, and keeps the name', async () => {
    const customer = await createShopper(shop.db, 'customer');
    const storedName = async () => (await shop.db.selectFrom('users').select('name').where('id', '=', customer.userId).executeTakeFirstOrThrow()).name;
    const before = await storedName();
    for (const name of [`Rafi${NUL}`, 'Rafi\tIslam', 'Rafi\nIslam', 'Rafi\u001b[2JIslam', 'Rafi\u0008\u0008\u0008\u0008Admin', 'Rafi\u007f', 'Rafi\u0085Islam']) {
      const answer = await post('/v2/profile/update', { name }, customer.headers);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(refusal('name'));
    }
    const form = await send('POST', '/v2/profile/update', customer.headers, 'name=Rafi%00Islam', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(422);
    expect(form.body).toEqual(refusal('name'));
    expect(await storedName()).toBe(before);

    const accepted = await post('/v2/profile/update', { name: 'রাফি ইসলাম' }, customer.headers);
    expect(accepted.status).toBe(200);
    expect(await storedName()).toBe('রাফি ইসলাম');
  });

  it('refuses a NUL in an address and a tab in its name, and keeps line breaks in the address', async () => {
    const customer = await createShopper(shop.db, 'customer');
    const { stateId, districtId } = shop.places.dhaka;
    const address = (fields: Record<string, unknown>) =>
      post('/v2/user/shipping/create', { name: 'Home', phone: '01712345678', address: 'House 4, Road 12', state_id: stateId, city_id: districtId, ...fields }, customer.headers);
    const savedAddresses = () => shop.db.selectFrom('addresses').select(['name', 'address', 'postal_code']).where('user_id', '=', customer.userId).execute();

    expect((await address({ address: `House 4${NUL}, Road 12` })).body).toEqual(refusal('address'));
    expect((await address({ address: 'House 4\u000b Road 12' })).body).toEqual(refusal('address'));
    expect((await address({ name: 'Home\tOffice' })).body).toEqual(refusal('name'));
    expect((await address({ postal_code: `1205${NUL}` })).body).toEqual(refusal('postal_code', 'postal code'));
    expect(await savedAddresses()).toEqual([]);

    const accepted = await address({ address: 'House 4,\r\nRoad 12\tDhanmondi' });
    expect(accepted.status).toBe(200);
    expect(await savedAddresses()).toEqual([{ name: 'Home', address: 'House 4,\r\nRoad 12\tDhanmondi', postal_code: null }]);
  });

  it('refuses a NUL in the note or the delivery address of an order, and places none', async () => {
    const product = await createStockedProduct(shop.db, 1_500, 10);
    const shopper = await createShopper(shop.db, 'customer');
    await addToBag(shop.api, shopper, [[product, 1]]);
    const place = (overrides: Record<string, unknown>) => post('/v2/order/store', homeDeliveryBody(shop.places.dhaka, overrides), shopper.headers);

    expect((await place({ note: `Leave it at the gate${NUL}` })).body).toEqual(refusal('note'));
    expect((await place({ shipping_address: `House 12${NUL}` })).body).toEqual(refusal('shipping_address', 'shipping address'));
    expect((await place({ shipping_first_name: 'Nus\trat' })).body).toEqual(refusal('shipping_first_name', 'shipping first name'));
    expect(await ordersOf(shop.db, shopper.userId)).toEqual([]);

    const placed = await place({ note: 'Call first.\nLeave it at the gate.' });
    expect(placed.status).toBe(200);
    const orders = await shop.db.selectFrom('orders').select('note').where('user_id', '=', shopper.userId).execute();
    expect(orders).toEqual([{ note: 'Call first.\nLeave it at the gate.' }]);
  });

  it('refuses a NUL in a review, and keeps the paragraphs of one without', async () => {
    const shopper = await createShopper(shop.db, 'customer');
    const product = await createStockedProduct(shop.db, 1_200, 5);
    const orderId = await insertOrder(shop.db, { userId: shopper.userId, code: 'CONTROL-REVIEW-1', total: 120_000, status: 'delivered', now: new Date() });
    const variant = await shop.db.selectFrom('product_variants').select(['id', 'variant', 'sku']).where('barcode', '=', product.barcodes[0]).executeTakeFirstOrThrow();
    await shop.db
      .insertInto('order_items')
      .values({ order_id: orderId, product_id: product.id, variant_id: variant.id, product_name: 'Panjabi', variation: variant.variant, barcode: product.barcodes[0], sku: variant.sku, unit_price: 120_000, stroked_price: 120_000, quantity: 1, line_total: 120_000 })
      .execute();
    const review = (comment: string) => post('/v2/reviews/submit', { product_id: product.id, rating: 4, comment }, shopper.headers);

    expect((await review(`Good fit${NUL}<script>`)).body).toEqual(refusal('comment'));
    expect((await review('Good fit\u001b]8;;https://evil.example\u0007')).body).toEqual(refusal('comment'));
    expect(await shop.db.selectFrom('reviews').select('id').where('user_id', '=', shopper.userId).execute()).toEqual([]);

    const accepted = await review('Good fit.\n\n\tWould buy again.');
    expect(accepted.status).toBe(200);
    const stored = await shop.db.selectFrom('reviews').select('comment').where('user_id', '=', shopper.userId).execute();
    expect(stored).toEqual([{ comment: 'Good fit.\n\n\tWould buy again.' }]);
  });

  it('refuses a NUL in a search', async () => {
    const answer = await send('GET', '/v3/products?search=panjabi%00', {});
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ search: ['The search field must not contain control characters.'] });
  });
});
