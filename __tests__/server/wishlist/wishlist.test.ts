import type { Db } from '@/server/db/connection';
import { callersWithoutCustomerToken, createSignedInUser, type SignedIn } from '../support/fixtures';
import { setUpTestShop } from '../support/testApi';

const START = new Date();
let clock = START;
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
};

function createUser(db: Db, name: string, userType: 'customer' | 'guest' = 'customer'): Promise<SignedIn> {
  return createSignedInUser(
    db,
    {
      user_type: userType,
      name,
      email: userType === 'customer' ? `${name.toLowerCase()}@example.com` : null,
      temp_guest_user_no: userType === 'guest' ? `guest-${name}` : null,
    },
    clock,
  );
}

describe('wishlist', () => {
  const shop = setUpTestShop(() => clock);
  let rahim: SignedIn;
  let nusrat: SignedIn;
  let guest: SignedIn;
  let productIds: number[];
  let discountedProductId: number;

  beforeAll(async () => {
    rahim = await createUser(shop.db, 'Rahim');
    nusrat = await createUser(shop.db, 'Nusrat');
    guest = await createUser(shop.db, 'Visitor', 'guest');
    const listing = await shop.api.get('/v3/products?limit=30');
    productIds = listing.body.data.slice(0, 3).map((item: { id: number }) => item.id);
    discountedProductId = listing.body.data.find((item: { has_discount: boolean; id: number }) => item.has_discount && !productIds.includes(item.id)).id;
  });

  const toggle = (productId: unknown, headers = rahim.headers) => shop.api.post('/v2/wishlists?platform=web', { user_id: 1, product_id: productId }, headers);
  const list = (headers = rahim.headers) => shop.api.get('/v2/wishlists', headers);
  const listedProductIds = async (headers = rahim.headers) => (await list(headers)).body.data.map((entry: { product: { id: number } }) => entry.product.id);
  const catalogItem = async (productId: number) => (await shop.api.get(`/v3/products/recently-viewed?ids=${productId}`)).body.data[0];

  it('starts empty', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, status: 200, data: [] });
  });

  it('adds a product with 200 and lists it with the catalog list item', async () => {
    const response = await toggle(productIds[0]);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ result: true, message: 'Added To List' });
    const listed = await list();
    expect(listed.body.data).toEqual([{ id: expect.any(Number), product: await catalogItem(productIds[0]) }]);
  });

  it('shows the selling price of the catalog rules', async () => {
    tick();
    await toggle(discountedProductId);
    const entry = (await list()).body.data.find((candidate: { product: { id: number } }) => candidate.product.id === discountedProductId);
    const expected = await catalogItem(discountedProductId);
    expect(entry.product).toEqual(expected);
    expect(entry.product.has_discount).toBe(true);
    expect(entry.product.main_price).toBeLessThan(entry.product.stroked_price);
    tick();
    await toggle(discountedProductId);
  });

  it('removes a listed product with 201', async () => {
    const response = await toggle(productIds[0]);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ result: true, message: 'Removed From List' });
    expect((await list()).body.data).toEqual([]);
  });

  it('lists the newest addition first and accepts ids sent as strings', async () => {
    for (const productId of productIds) {
      tick();
      expect((await toggle(String(productId))).status).toBe(200);
    }
    expect(await listedProductIds()).toEqual([...productIds].reverse());
  });

  it("never shows one customer's list to another", async () => {
    expect((await list(nusrat.headers)).body.data).toEqual([]);
    tick();
    const response = await toggle(productIds[0], nusrat.headers);
    expect(response.status).toBe(200);
    expect(await listedProductIds(nusrat.headers)).toEqual([productIds[0]]);
    expect(await listedProductIds()).toEqual([...productIds].reverse());
  });

  it('leaves out a product taken off sale', async () => {
    await shop.db.updateTable('products').set({ published: 0 }).where('id', '=', productIds[1]).execute();
    try {
      expect(await listedProductIds()).toEqual([productIds[2], productIds[0]]);
    } finally {
      await shop.db.updateTable('products').set({ published: 1 }).where('id', '=', productIds[1]).execute();
    }
  });

  it('tells whether a product is on the caller\'s list', async () => {
    const listed = await shop.api.get(`/v2/wishlists-check-product?product_id=${productIds[1]}`, rahim.headers);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ result: true, is_in_wishlist: true });
    const other = await shop.api.get(`/v2/wishlists-check-product?product_id=${productIds[1]}`, nusrat.headers);
    expect(other.body).toEqual({ result: true, is_in_wishlist: false });
    const unknown = await shop.api.get('/v2/wishlists-check-product?product_id=999999', rahim.headers);
    expect(unknown.body).toEqual({ result: true, is_in_wishlist: false });
  });

  it('answers 404 for an unknown or unpublished product', async () => {
    const unknown = await toggle(999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ result: false, success: false, message: 'Product not found' });
    const hidden = await shop.db.selectFrom('products').select('id').where('published', '=', 0).executeTakeFirstOrThrow();
    expect((await toggle(hidden.id)).status).toBe(404);
  });

  it.each([['abc'], [1.5], [0], [null], [undefined], [[3]]])('answers 422 for product_id %p', async (productId) => {
    const response = await toggle(productId);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ result: false, success: false, message: expect.any(String), errors: { product_id: [expect.any(String)] } });
  });

  it('answers 422 for a check without a numeric product_id', async () => {
    for (const query of ['', '?product_id=abc']) {
      const response = await shop.api.get(`/v2/wishlists-check-product${query}`, rahim.headers);
      expect(response.status).toBe(422);
      expect(response.body.errors.product_id).toEqual([expect.any(String)]);
    }
  });

  describe.each(callersWithoutCustomerToken(() => guest.headers))('with %s', (_label, headers) => {
    it('answers 401 on every wishlist call', async () => {
      const calls = [
        shop.api.post('/v2/wishlists?platform=web', { product_id: productIds[0] }, headers()),
        shop.api.get('/v2/wishlists', headers()),
        shop.api.get(`/v2/wishlists-check-product?product_id=${productIds[0]}`, headers()),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ result: false, success: false, message: 'Unauthenticated.' });
      }
    });
  });
});
