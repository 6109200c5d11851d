import type { Db } from '@/server/db/connection';
import { runStockCommand, STOCK_COMMAND_USAGE } from '@/server/modules/stockRequests/stockCommand';
import { createSignedInUser, type SignedIn } from '../support/fixtures';
import { createTestApi, setUpTestShop } from '../support/testApi';

const ADMIN_TOKEN = 'stock-admin-secret-for-tests';
const adminHeaders = { 'X-Admin-Token': ADMIN_TOKEN, Host: 'shop.test' };
const START = new Date('2026-11-21T04:00:00.000Z');
let clock = START;

const shop = setUpTestShop(() => clock);

interface SoldOutVariant {
  productId: number;
  variantId: number;
  barcode: string;
  productName: string;
  productSlug: string;
  color: string | null;
  size: string | null;
}

let userNumber = 0;
function createShopper(db: Db, userType: 'guest' | 'customer'): Promise<SignedIn> {
  userNumber += 1;
  const customer = { name: `Restock Shopper ${userNumber}`, email: `restock${userNumber}@example.com`, phone: `0171900${String(userNumber).padStart(4, '0')}` };
  return createSignedInUser(
    db,
    userType === 'customer' ? { user_type: 'customer', ...customer } : { user_type: 'guest', temp_guest_user_no: `restock-guest-${userNumber}` },
    clock,
  );
}

let variantCursor = 0;
/** A fresh sold-out variant (with colour and size) of a product that cannot be sold beyond its stock. */
async function soldOutVariant(db: Db): Promise<SoldOutVariant> {
  const row = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'products.id as productId',
      'product_variants.id as variantId',
      'product_variants.barcode',
      'products.name as productName',
      'products.slug as productSlug',
      'product_variants.color',
      'product_variants.size',
    ])
    .where('products.published', '=', 1)
    .where('products.is_negative', '=', 0)
    .where('product_variants.color', 'is not', null)
    .where('product_variants.size', 'is not', null)
    .where('product_variants.id', '>', variantCursor)
    .orderBy('product_variants.id')
    .executeTakeFirstOrThrow();
  variantCursor = row.variantId + 50;
  await db.updateTable('product_variants').set({ stock: 0 }).where('id', '=', row.variantId).execute();
  return row;
}

const ask = (variant: SoldOutVariant, shopper: SignedIn, contact: Record<string, string> = {}) =>
  shop.api.post('/v2/stock-requests', { product_id: variant.productId, barcode: variant.barcode, ...contact }, shopper.headers);
const setStock = (barcode: string, stock: unknown, headers: Record<string, string> = adminHeaders) =>
  shop.api.post(`/v2/admin/variants/${barcode}/stock`, { stock }, headers);
const messagesTo = (recipient: string) =>
  shop.db.selectFrom('outbox_messages').select(['channel', 'recipient', 'subject', 'body']).where('recipient', '=', recipient).orderBy('id').execute();
const requestsFor = (variantId: number) =>
  shop.db.selectFrom('stock_requests').select(['contact', 'status', 'notified_at']).where('variant_id', '=', variantId).orderBy('id').execute();
const stockOf = async (variantId: number) =>
  (await shop.db.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()).stock;

const savedToken = process.env.ADMIN_API_TOKEN;
// The default delivery logs each message; the outbox table is what these tests read.
beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
beforeEach(() => {
  process.env.ADMIN_API_TOKEN = ADMIN_TOKEN;
  clock = new Date(clock.getTime() + 60_000);
});
afterAll(() => {
  if (savedToken === undefined) delete process.env.ADMIN_API_TOKEN;
  else process.env.ADMIN_API_TOKEN = savedToken;
});

describe('POST /v2/admin/variants/:barcode/stock', () => {
  it('sets the stock and tells every waiting shopper once: an SMS to a phone, an e-mail to an e-mail address', async () => {
    const variant = await soldOutVariant(shop.db);
    const guest = await createShopper(shop.db, 'guest');
    const customer = await createShopper(shop.db, 'customer');
    await ask(variant, guest, { email: 'waiting.guest@example.com' });
    await ask(variant, customer);

    const answer = await setStock(variant.barcode, 6);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: true,
      message: 'Stock updated',
      data: { barcode: variant.barcode, product_id: variant.productId, previous_stock: 0, stock: 6, notified: 2 },
    });
    expect(await stockOf(variant.variantId)).toBe(6);

    const link = `http://shop.test/details/${variant.productSlug}`;
    const itemText = `${variant.productName} (colour ${variant.color}, size ${variant.size})`;
    expect(await messagesTo('waiting.guest@example.com')).toEqual([
      {
        channel: 'email',
        recipient: 'waiting.guest@example.com',
        subject: `Back in stock: ${variant.productName}`,
        body: `Good news! ${itemText} is back in stock. Order it before it sells out again: ${link}`,
      },
    ]);
    const customerPhone = `0171900${String(userNumber).padStart(4, '0')}`;
    expect(await messagesTo(customerPhone)).toEqual([expect.objectContaining({ channel: 'sms', body: expect.stringContaining(link) })]);
    expect(await requestsFor(variant.variantId)).toEqual([
      { contact: 'waiting.guest@example.com', status: 'notified', notified_at: clock.toISOString() },
      { contact: customerPhone, status: 'notified', notified_at: clock.toISOString() },
    ]);

    const listed = await shop.api.get('/v2/stock-requests', customer.headers);
    expect(listed.body.data).toEqual([expect.objectContaining({ status: 'notified', notified_at: clock.toISOString() })]);
  });

  it('sends nothing more on later updates, nor while the stock stays at 0', async () => {
    const variant = await soldOutVariant(shop.db);
    const guest = await createShopper(shop.db, 'guest');
    await ask(variant, guest, { phone: '01819000111' });
    expect((await setStock(variant.barcode, 0)).body.data).toMatchObject({ previous_stock: 0, stock: 0, notified: 0 });
    expect(await messagesTo('01819000111')).toEqual([]);

    expect((await setStock(variant.barcode, 3)).body.data.notified).toBe(1);
    expect((await setStock(variant.barcode, 8)).body.data).toMatchObject({ previous_stock: 3, stock: 8, notified: 0 });
    expect((await setStock(variant.barcode, 0)).body.data.notified).toBe(0);
    expect((await setStock(variant.barcode, 2)).body.data.notified).toBe(0);
    expect(await messagesTo('01819000111')).toHaveLength(1);
  });

  it('tells a shopper who asks again after being told, once more', async () => {
    const variant = await soldOutVariant(shop.db);
    const guest = await createShopper(shop.db, 'guest');
    await ask(variant, guest, { phone: '01819000222' });
    await setStock(variant.barcode, 1);
    await setStock(variant.barcode, 0);
    expect((await ask(variant, guest, { phone: '01819000222' })).body.message).toBe('We will let you know when it is back in stock');
    expect((await setStock(variant.barcode, 4)).body.data.notified).toBe(1);
    expect(await messagesTo('01819000222')).toHaveLength(2);
  });

  it('sends once when two stock updates for the same variant arrive at the same time', async () => {
    const variant = await soldOutVariant(shop.db);
    const recipients = ['01819000301', '01819000302', '01819000303'];
    for (const phone of recipients) await ask(variant, await createShopper(shop.db, 'guest'), { phone });

    const answers = await Promise.all([setStock(variant.barcode, 5), setStock(variant.barcode, 7), setStock(variant.barcode, 9)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.reduce((total, answer) => total + answer.body.data.notified, 0)).toBe(3);
    for (const phone of recipients) expect(await messagesTo(phone)).toHaveLength(1);
    expect((await requestsFor(variant.variantId)).every((request) => request.status === 'notified')).toBe(true);
  });

  it('writes to a shopper who asked in Bangla in Bangla, with the Bangla product page', async () => {
    const variant = await soldOutVariant(shop.db);
    await ask(variant, await createShopper(shop.db, 'guest'), { email: 'bangla.shopper@example.com', locale: 'bn' });
    await setStock(variant.barcode, 2);
    const [message] = await messagesTo('bangla.shopper@example.com');
    expect(message.subject).toBe(`আবার স্টকে: ${variant.productName}`);
    expect(message.body).toBe(
      `সুখবর! ${variant.productName} (রং ${variant.color}, সাইজ ${variant.size}) আবার স্টকে এসেছে। আবার শেষ হয়ে যাওয়ার আগেই অর্ডার করুন: http://shop.test/bn/details/${variant.productSlug}`,
    );
  });

  it('refuses an unknown language for the alert', async () => {
    const variant = await soldOutVariant(shop.db);
    const answer = await ask(variant, await createShopper(shop.db, 'guest'), { email: 'fr@example.com', locale: 'fr' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ locale: ['The selected locale is invalid.'] });
  });

  it('renders the cached product page again in both languages', async () => {
    const variant = await soldOutVariant(shop.db);
    const rendered: string[] = [];
    const revalidatePage = async (path: string) => void rendered.push(path);
    const answer = await createTestApi(shop.db, undefined, { revalidatePage }).post(`/v2/admin/variants/${variant.barcode}/stock`, { stock: 3 }, adminHeaders);
    expect(answer.status).toBe(200);
    // The pages render one after the other, in the background.
    await new Promise((resolve) => setImmediate(resolve));
    expect(rendered).toEqual([`/details/${variant.productSlug}`, `/bn/details/${variant.productSlug}`]);
  });

  it('answers 401 to a missing or wrong admin token and changes nothing', async () => {
    const variant = await soldOutVariant(shop.db);
    const customer = await createShopper(shop.db, 'customer');
    for (const headers of [{}, { 'X-Admin-Token': `${ADMIN_TOKEN}x` }, { 'X-Admin-Token': '' }, customer.headers]) {
      const answer = await setStock(variant.barcode, 5, headers);
      expect(answer.status).toBe(401);
      expect(answer.body.result).toBe(false);
    }
    expect(await stockOf(variant.variantId)).toBe(0);
  });

  it('answers 404 when no admin token is configured', async () => {
    const variant = await soldOutVariant(shop.db);
    delete process.env.ADMIN_API_TOKEN;
    const answer = await setStock(variant.barcode, 5);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ result: false, message: 'Not found' });
    expect(await stockOf(variant.variantId)).toBe(0);
  });

  it('answers 422 to a bad stock and 404 to an unknown barcode', async () => {
    const variant = await soldOutVariant(shop.db);
    expect((await setStock(variant.barcode, undefined)).body.errors).toEqual({ stock: ['The stock field is required.'] });
    expect((await setStock(variant.barcode, -1)).body.errors).toEqual({ stock: ['The stock field must be a whole number.'] });
    expect((await setStock(variant.barcode, 2.5)).body.errors).toEqual({ stock: ['The stock field must be a whole number.'] });
    expect((await setStock(variant.barcode, 1_000_001)).body.errors).toEqual({ stock: ['The stock field must not be greater than 1000000.'] });
    const unknown = await setStock('0000000000000', 5);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Variant not found');
    expect(await stockOf(variant.variantId)).toBe(0);
  });
});

describe('npm run stock:update', () => {
  it('sets the stock and tells the waiting shoppers, linking to the configured site', async () => {
    const variant = await soldOutVariant(shop.db);
    await ask(variant, await createShopper(shop.db, 'guest'), { phone: '01819000401' });
    const outcome = await runStockCommand(shop.db, [variant.barcode, '12'], clock, 'https://rongdhonu.example');
    expect(outcome).toEqual({ exitCode: 0, output: `Variant ${variant.barcode}: stock 0 -> 12, 1 shopper told` });
    expect((await messagesTo('01819000401'))[0].body).toContain(`https://rongdhonu.example/details/${variant.productSlug}`);
  });

  it('prints the usage for missing or bad arguments and the reason for an unknown variant', async () => {
    expect(await runStockCommand(shop.db, [], clock, undefined)).toEqual({ exitCode: 2, output: STOCK_COMMAND_USAGE });
    expect(await runStockCommand(shop.db, ['123', '-4'], clock, undefined)).toEqual({ exitCode: 2, output: STOCK_COMMAND_USAGE });
    expect(await runStockCommand(shop.db, ['0000000000000', '4'], clock, undefined)).toEqual({ exitCode: 1, output: 'Variant not found' });
  });
});
