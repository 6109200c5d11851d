import { productPagePaths, revalidateProductPages } from '@/server/modules/catalog/pageRevalidation';
import { createProduct, createShopper } from '../cart/shopFixtures';
import { placeOrder } from '../orders/orderFixtures';
import { createTestApi, setUpTestShop } from '../support/testApi';

// Product pages come from Next's page cache; an API call that changes what one shows renders it
// again in both languages, in the background. The server puts its revalidator in each call's
// context; here a recorder, or renders the test finishes by hand.

// Seeding a fresh database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const shop = setUpTestShop();

function recorder() {
  const paths: string[] = [];
  return { paths, revalidate: async (path: string) => void paths.push(path) };
}

/** Renders that last until the test finishes each one: `finish(0)` ends the first begun. */
function heldRenders() {
  const begun: { path: string; finish: () => void; fail: (error: Error) => void }[] = [];
  const revalidate = (path: string) =>
    new Promise<void>((resolve, reject) => {
      begun.push({ path, finish: resolve, fail: reject });
    });
  return { begun, revalidate, paths: () => begun.map((render) => render.path) };
}

/** Lets the background work queued so far run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

async function until(condition: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 5_000; !condition(); await new Promise((resolve) => setTimeout(resolve, 10))) {
    if (Date.now() > deadline) throw new Error('The background renders did not happen within 5 s');
  }
}

let pageNumber = 0;
const newSlug = () => `page-revalidation-${(pageNumber += 1)}`;

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

/** Finishes every render begun, and those that begin after them, until none is left waiting. */
async function finishAll(renders: ReturnType<typeof heldRenders>): Promise<void> {
  for (let finished = 0; finished < renders.begun.length; finished += 1) {
    renders.begun[finished].finish();
    await settle();
  }
}

describe('revalidateProductPages', () => {
  it('renders each product page again in English and in Bangla, once per slug', async () => {
    const { paths, revalidate } = recorder();
    revalidateProductPages(revalidate, ['cotton-panjabi', 'silk-saree', 'cotton-panjabi']);
    await until(() => paths.length === 4);
    await settle();
    expect(paths).toEqual(['/details/cotton-panjabi', '/bn/details/cotton-panjabi', '/details/silk-saree', '/bn/details/silk-saree']);
  });

  it('never fails the change it follows: a page that cannot be rendered keeps its cached copy', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = async (path: string) => {
      throw new Error(`Invalid response 500 for ${path}`);
    };
    expect(() => revalidateProductPages(failing, ['cotton-panjabi'])).not.toThrow();
    await settle();
    expect(console.error).toHaveBeenCalledWith('Page /details/cotton-panjabi was not revalidated: Invalid response 500 for /details/cotton-panjabi');
  });

  it('does nothing without a revalidator (no page cache there)', () => {
    expect(() => revalidateProductPages(undefined, ['cotton-panjabi'])).not.toThrow();
  });

  it('writes slugs as URL path segments', () => {
    expect(productPagePaths('a b')).toEqual(['/details/a%20b', '/bn/details/a%20b']);
  });

  it('returns before the render ends and renders one page at a time, in the order asked', async () => {
    const [first, second] = [newSlug(), newSlug()];
    const renders = heldRenders();

    revalidateProductPages(renders.revalidate, [first, second]);
    await settle();
    expect(renders.paths()).toEqual([`/details/${first}`]);

    renders.begun[0].finish();
    await settle();
    expect(renders.paths()).toEqual([`/details/${first}`, `/bn/details/${first}`]);

    await finishAll(renders);
    expect(renders.paths()).toEqual([`/details/${first}`, `/bn/details/${first}`, `/details/${second}`, `/bn/details/${second}`]);
  });

  it('renders a waiting page once however often it is asked for, and a page rendering now once more after it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slug = newSlug();
    const renders = heldRenders();

    revalidateProductPages(renders.revalidate, [slug]);
    for (let change = 0; change < 5; change += 1) revalidateProductPages(renders.revalidate, [slug]);
    await settle();
    expect(renders.paths()).toEqual([`/details/${slug}`]);

    renders.begun[0].fail(new Error('Invalid response 500'));
    await settle();
    expect(console.error).toHaveBeenCalledWith(`Page /details/${slug} was not revalidated: Invalid response 500`);

    await finishAll(renders);
    expect(renders.paths()).toEqual([`/details/${slug}`, `/bn/details/${slug}`, `/details/${slug}`]);
    revalidateProductPages(renders.revalidate, [slug]);
    await finishAll(renders);
    expect(renders.paths()).toHaveLength(5);
  });

  it('gives up a render after 10 seconds, logs it, and begins the next', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const slug = newSlug();
    const renders = heldRenders();
    revalidateProductPages(renders.revalidate, [slug]);

    await jest.advanceTimersByTimeAsync(9_999);
    expect(console.error).not.toHaveBeenCalled();
    expect(renders.paths()).toEqual([`/details/${slug}`]);

    await jest.advanceTimersByTimeAsync(1);
    expect(console.error).toHaveBeenCalledWith(`Page /details/${slug} was not revalidated: no answer within 10 s`);
    expect(renders.paths()).toEqual([`/details/${slug}`, `/bn/details/${slug}`]);

    await jest.advanceTimersByTimeAsync(10_000);
    expect(console.error).toHaveBeenCalledWith(`Page /bn/details/${slug} was not revalidated: no answer within 10 s`);
    for (const render of renders.begun) render.finish();
  });
});

describe('changes made through the API', () => {
  it('renders the pages of an order’s products again when the shopper cancels it (stock comes back)', async () => {
    const product = await createProduct(shop.db, { unitPrice: 150_000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(shop.db, 'customer');
    const order = await placeOrder(shop.db, { userId: shopper.userId, lines: [{ barcode: product.barcodes[0], quantity: 1 }] });
    const { paths, revalidate } = recorder();

    const answer = await createTestApi(shop.db, undefined, { revalidatePage: revalidate }).post(`/v2/order/cancel/${order.id}`, {}, shopper.headers);

    expect(answer.status).toBe(200);
    await until(() => paths.length === 2);
    expect(paths.sort()).toEqual([`/bn/details/${product.slug}`, `/details/${product.slug}`]);
  });

  it('answers the cancellation while the pages still render', async () => {
    const product = await createProduct(shop.db, { unitPrice: 150_000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(shop.db, 'customer');
    const order = await placeOrder(shop.db, { userId: shopper.userId, lines: [{ barcode: product.barcodes[0], quantity: 1 }] });
    const renders = heldRenders();

    const answer = await createTestApi(shop.db, undefined, { revalidatePage: renders.revalidate }).post(`/v2/order/cancel/${order.id}`, {}, shopper.headers);

    expect(answer.status).toBe(200);
    await until(() => renders.begun.length === 1);
    await finishAll(renders);
    expect(renders.paths().sort()).toEqual([`/bn/details/${product.slug}`, `/details/${product.slug}`]);
  });

  it('renders nothing again when a call is refused', async () => {
    const shopper = await createShopper(shop.db, 'customer');
    const { paths, revalidate } = recorder();
    const answer = await createTestApi(shop.db, undefined, { revalidatePage: revalidate }).post('/v2/order/cancel/999999', {}, shopper.headers);
    expect(answer.status).toBe(404);
    await settle();
    expect(paths).toEqual([]);
  });
});
