import type { Db } from '@/server/db/connection';
import { callersWithoutCustomerToken, createSignedInUser, type SignedIn } from '../support/fixtures';
import { setUpTestShop } from '../support/testApi';

const START = new Date('2026-11-20T06:00:00.000Z');
let clock = START;
const tick = (milliseconds = 60_000) => {
  clock = new Date(clock.getTime() + milliseconds);
};

let userNumber = 0;
function createCustomer(db: Db, contact: { email?: string | null; phone?: string | null } = {}): Promise<SignedIn> {
  userNumber += 1;
  return createSignedInUser(
    db,
    {
      user_type: 'customer',
      name: `Shopper ${userNumber}`,
      email: contact.email === undefined ? `shopper${userNumber}@example.com` : contact.email,
      phone: contact.phone === undefined ? `0181800${String(userNumber).padStart(4, '0')}` : contact.phone,
    },
    clock,
  );
}

function createGuest(db: Db): Promise<SignedIn> {
  userNumber += 1;
  return createSignedInUser(db, { user_type: 'guest', temp_guest_user_no: `stock-guest-${userNumber}` }, clock);
}

interface TestVariant {
  productId: number;
  variantId: number;
  barcode: string;
  variant: string;
  productName: string;
  productSlug: string;
}

/** Published products that cannot be sold beyond their stock, with their first variants. */
async function variantsOfStockedProducts(db: Db, count: number): Promise<TestVariant[]> {
  const rows = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'products.id as productId',
      'product_variants.id as variantId',
      'product_variants.barcode',
      'product_variants.variant',
      'products.name as productName',
      'products.slug as productSlug',
    ])
    .where('products.published', '=', 1)
    .where('products.is_negative', '=', 0)
    .orderBy('product_variants.id')
    .execute();
  const firstPerProduct = new Map<number, TestVariant>();
  for (const row of rows) if (!firstPerProduct.has(row.productId)) firstPerProduct.set(row.productId, row);
  return [...firstPerProduct.values()].slice(0, count);
}

async function setStock(db: Db, variantId: number, stock: number): Promise<void> {
  await db.updateTable('product_variants').set({ stock }).where('id', '=', variantId).execute();
}

describe('back-in-stock requests', () => {
  const shop = setUpTestShop(() => clock);
  let soldOut: TestVariant;
  let secondSoldOut: TestVariant;
  let inStock: TestVariant;
  let guest: SignedIn;
  // Refused attempts count against the rate limit too, so they come from a caller of their own.
  let probingGuest: SignedIn;

  beforeAll(async () => {
    [soldOut, secondSoldOut, inStock] = await variantsOfStockedProducts(shop.db, 3);
    await setStock(shop.db, soldOut.variantId, 0);
    await setStock(shop.db, secondSoldOut.variantId, 0);
    await setStock(shop.db, inStock.variantId, 4);
    guest = await createGuest(shop.db);
    probingGuest = await createGuest(shop.db);
  });

  const ask = (body: Record<string, unknown>, headers: Record<string, string>) => shop.api.post('/v2/stock-requests', body, headers);
  const listFor = (headers: Record<string, string>, query = '') => shop.api.get(`/v2/stock-requests${query}`, headers);
  const storedRequests = (variantId: number) =>
    shop.db.selectFrom('stock_requests').selectAll().where('variant_id', '=', variantId).orderBy('id').execute();

  describe('asking', () => {
    it('records a guest who gives an e-mail address, lower-cased', async () => {
      const response = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode, email: ' Nusrat@Example.com ' }, guest.headers);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ result: true, message: 'We will let you know when it is back in stock' });
      expect(await storedRequests(soldOut.variantId)).toEqual([
        expect.objectContaining({
          user_id: guest.userId,
          product_id: soldOut.productId,
          contact: 'nusrat@example.com',
          channel: 'email',
          status: 'pending',
          created_at: clock.toISOString(),
          notified_at: null,
        }),
      ]);
    });

    it('answers a repeat for the same variant and contact without a second request, whoever asks', async () => {
      const customer = await createCustomer(shop.db);
      for (const headers of [guest.headers, customer.headers]) {
        const response = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode, email: 'NUSRAT@example.com' }, headers);
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ result: true, message: 'You are already on the list' });
      }
      expect(await storedRequests(soldOut.variantId)).toHaveLength(1);
    });

    it('records a phone number as given, and the same contact for another variant separately', async () => {
      const phoneAnswer = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode, phone: '01911222333' }, guest.headers);
      expect(phoneAnswer.body.message).toBe('We will let you know when it is back in stock');
      const otherVariant = await ask({ product_id: secondSoldOut.productId, barcode: Number(secondSoldOut.barcode), phone: '01911222333' }, guest.headers);
      expect(otherVariant.body.message).toBe('We will let you know when it is back in stock');
      expect((await storedRequests(soldOut.variantId)).map((request) => [request.contact, request.channel])).toEqual([
        ['nusrat@example.com', 'email'],
        ['01911222333', 'phone'],
      ]);
      expect(await storedRequests(secondSoldOut.variantId)).toHaveLength(1);
    });

    it("uses the signed-in customer's phone when no contact is given, else their e-mail", async () => {
      const withPhone = await createCustomer(shop.db, { phone: '01711999888' });
      const emailOnly = await createCustomer(shop.db, { email: 'Only.Email@Example.com', phone: null });
      for (const customer of [withPhone, emailOnly]) {
        const response = await ask({ product_id: secondSoldOut.productId, barcode: secondSoldOut.barcode, email: '', phone: null }, customer.headers);
        expect(response.body).toEqual({ result: true, message: 'We will let you know when it is back in stock' });
      }
      const stored = await storedRequests(secondSoldOut.variantId);
      expect(stored.find((request) => request.user_id === withPhone.userId)).toMatchObject({ contact: '01711999888', channel: 'phone' });
      expect(stored.find((request) => request.user_id === emailOnly.userId)).toMatchObject({ contact: 'only.email@example.com', channel: 'email' });
    });

    it('asks a guest who gives no contact for one', async () => {
      const response = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode }, guest.headers);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        result: false,
        success: false,
        message: 'Please enter an email or a phone number',
        errors: { email: ['Please enter an email or a phone number'] },
      });
    });

    it('refuses an item that can be bought: in stock, or of a product sold beyond its stock', async () => {
      const inStockAnswer = await ask({ product_id: inStock.productId, barcode: inStock.barcode, email: 'rahim@example.com' }, guest.headers);
      expect(inStockAnswer.status).toBe(422);
      expect(inStockAnswer.body.errors).toEqual({ barcode: ['This item is in stock'] });
      expect(inStockAnswer.body.message).toBe('This item is in stock');

      const negative = await shop.db
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select(['products.id as productId', 'product_variants.id as variantId', 'product_variants.barcode'])
        .where('products.is_negative', '=', 1)
        .where('products.published', '=', 1)
        .executeTakeFirstOrThrow();
      await setStock(shop.db, negative.variantId, 0);
      const negativeAnswer = await ask({ product_id: negative.productId, barcode: negative.barcode, email: 'rahim@example.com' }, guest.headers);
      expect(negativeAnswer.status).toBe(422);
      expect(negativeAnswer.body.errors).toEqual({ barcode: ['This item is in stock'] });
    });

    it('answers 404 for an unknown product, a barcode of another product and an unpublished product', async () => {
      const unpublished = await shop.db
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select(['products.id as productId', 'product_variants.id as variantId', 'product_variants.barcode'])
        .where('products.published', '=', 0)
        .executeTakeFirstOrThrow();
      await setStock(shop.db, unpublished.variantId, 0);
      const attempts = [
        { product_id: 999_999, barcode: soldOut.barcode },
        { product_id: secondSoldOut.productId, barcode: soldOut.barcode },
        { product_id: soldOut.productId, barcode: '0000000000000' },
        { product_id: unpublished.productId, barcode: unpublished.barcode },
      ];
      for (const attempt of attempts) {
        const response = await ask({ ...attempt, email: 'rahim@example.com' }, probingGuest.headers);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ result: false, success: false, message: 'Product not found' });
      }
    });

    it.each([
      [{}, { product_id: ['The product_id field is required.'], barcode: ['The barcode field is required.'] }],
      [{ product_id: 'twelve', barcode: ['1'] }, { product_id: ['The product_id field must be a whole number.'], barcode: ['The barcode field must be a string.'] }],
      [{ product_id: 1, barcode: 'x', email: 'not-an-email' }, { email: ['The email field must be a valid email address.'] }],
      [{ product_id: 1, barcode: 'x', phone: '0171100000' }, { phone: ['The phone field must be 11 digits.'] }],
      [{ product_id: 1, barcode: 'x', phone: '+8801711000001' }, { phone: ['The phone field must be 11 digits.'] }],
      [{ product_id: 1, barcode: 'x', email: 'a@b.co', phone: '01711000001' }, { email: ['Please enter either an email or a phone number, not both'] }],
    ])('refuses bad input %j with field errors', async (body, errors) => {
      const response = await ask(body, probingGuest.headers);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual(errors);
    });

    it('keeps one request when the same contact asks many times at once', async () => {
      const callers = await Promise.all(Array.from({ length: 8 }, () => createGuest(shop.db)));
      const answers = await Promise.all(
        callers.map((caller) => ask({ product_id: secondSoldOut.productId, barcode: secondSoldOut.barcode, email: 'rush@example.com' }, caller.headers)),
      );
      const messages = answers.map((answer) => answer.body.message).sort();
      expect(messages).toEqual(['We will let you know when it is back in stock', ...Array(7).fill('You are already on the list')]);
      const stored = await storedRequests(secondSoldOut.variantId);
      expect(stored.filter((request) => request.contact === 'rush@example.com')).toHaveLength(1);
    });

    it('needs a guest or customer token', async () => {
      for (const headers of [{}, { Authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const response = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode, email: 'a@b.co' }, headers);
        expect(response.status).toBe(401);
        expect(response.body.message).toBe('Unauthenticated.');
      }
    });
  });

  describe('listing', () => {
    let customer: SignedIn;
    let other: SignedIn;

    beforeAll(async () => {
      customer = await createCustomer(shop.db, { phone: '01755000111' });
      other = await createCustomer(shop.db, { phone: '01755000222' });
      tick();
      await ask({ product_id: soldOut.productId, barcode: soldOut.barcode }, customer.headers);
      tick();
      await ask({ product_id: secondSoldOut.productId, barcode: secondSoldOut.barcode, email: 'gift@example.com' }, customer.headers);
      tick();
      await ask({ product_id: soldOut.productId, barcode: soldOut.barcode }, other.headers);
      // The back-in-stock job marks a request notified once its alert went out.
      await shop.db
        .updateTable('stock_requests')
        .set({ status: 'notified', notified_at: clock.toISOString() })
        .where('user_id', '=', customer.userId)
        .where('variant_id', '=', soldOut.variantId)
        .execute();
    });

    it("lists the customer's pending and notified requests, newest first, with the product and variant", async () => {
      const response = await listFor(customer.headers);
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect(response.body.data).toEqual([
        {
          id: expect.any(Number),
          status: 'pending',
          channel: 'email',
          contact: 'gift@example.com',
          date: new Date(START.getTime() + 2 * 60_000).toISOString(),
          notified_at: null,
          product: { id: secondSoldOut.productId, name: secondSoldOut.productName, slug: secondSoldOut.productSlug, thumbnail_image: expect.any(String) },
          variant: expect.objectContaining({ variant: secondSoldOut.variant, barcode: secondSoldOut.barcode }),
        },
        expect.objectContaining({
          status: 'notified',
          channel: 'phone',
          contact: '01755000111',
          date: new Date(START.getTime() + 60_000).toISOString(),
          notified_at: clock.toISOString(),
          product: expect.objectContaining({ id: soldOut.productId, slug: soldOut.productSlug }),
        }),
      ]);
      expect(Object.keys(response.body.data[0].variant).sort()).toEqual(['barcode', 'color', 'image', 'size', 'variant']);
      expect(response.body.meta).toMatchObject({ current_page: 1, total: 2, last_page: 1, per_page: 10 });
    });

    it("never shows another user's requests", async () => {
      const otherList = await listFor(other.headers);
      expect(otherList.body.data.map((request: { contact: string }) => request.contact)).toEqual(['01755000222']);
      const stranger = await createCustomer(shop.db);
      expect((await listFor(stranger.headers)).body.data).toEqual([]);
    });

    it('takes a notified request as done: the same contact may ask again', async () => {
      const response = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode }, customer.headers);
      expect(response.body.message).toBe('We will let you know when it is back in stock');
      const statuses = (await listFor(customer.headers)).body.data.map((request: { status: string }) => request.status);
      expect(statuses).toEqual(['pending', 'pending', 'notified']);
    });

    it('pages with page and limit', async () => {
      const response = await listFor(customer.headers, '?limit=2&page=2');
      expect(response.body.data).toHaveLength(1);
      expect(response.body.meta).toMatchObject({ current_page: 2, from: 3, to: 3, last_page: 2, total: 3 });
      expect(response.body.links).toEqual({
        first: '/v2/stock-requests?limit=2&page=1',
        last: '/v2/stock-requests?limit=2&page=2',
        prev: '/v2/stock-requests?limit=2&page=1',
        next: null,
      });
      const refused = await listFor(customer.headers, '?limit=101&page=0');
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ page: ['The page field must be at least 1.'], limit: ['The limit field must not be greater than 100.'] });
    });

    it.each(callersWithoutCustomerToken(() => guest.headers))('is for customers only: %s gets 401', async (_caller, headers) => {
      const response = await listFor(headers());
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Unauthenticated.');
    });
  });

  describe('rate limit', () => {
    it('takes 20 attempts per caller an hour, valid or not, then answers 429 until the hour is over', async () => {
      const busy = await createGuest(shop.db);
      const calm = await createGuest(shop.db);
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const body = attempt % 2 === 0 ? { product_id: soldOut.productId, barcode: soldOut.barcode, email: `fan${attempt}@example.com` } : {};
        expect((await ask(body, busy.headers)).status).toBe(attempt % 2 === 0 ? 200 : 422);
      }
      const refused = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode, email: 'fan21@example.com' }, busy.headers);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ result: false, success: false, message: 'Too many requests. Please try again in 60 minutes.' });

      const others = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode, email: 'calm@example.com' }, calm.headers);
      expect(others.status).toBe(200);

      tick(60 * 60_000);
      const later = await ask({ product_id: soldOut.productId, barcode: soldOut.barcode, email: 'fan21@example.com' }, busy.headers);
      expect(later.status).toBe(200);
    });
  });
});
