import { request } from 'node:http';
import type { ProductFixture, Shopper } from '../cart/shopFixtures';
import { createStockedProduct, homeDeliveryBody, shopperWithBag, setUpCheckoutShop, variantStock } from '../checkout/checkoutFixtures';
import { type ApiServer, startApiServer } from './apiServers';

// An order changes the stock that cached product pages show, so it asks for those pages to be
// rendered again. Here no page was ever rendered (a cold cache) and no render ever finishes, as when
// renders of a page never rendered waited on each other in the page cache, so the pages' renders,
// one at a time, never get past the first. Shoppers placing orders
// together over HTTP must still all be answered at once, their connections closed, with exactly the
// orders the stock allows.

jest.setTimeout(120_000);

const shop = setUpCheckoutShop();
const ANSWER_WITHIN_MS = 5_000;
const SHOPPERS = 50;

let finishRenders: () => void = () => undefined;
const rendersHang = new Promise<void>((resolve) => {
  finishRenders = resolve;
});
const renderedPaths: string[] = [];
const revalidatePage = (path: string) => {
  renderedPaths.push(path);
  return rendersHang;
};

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(shop.db, () => new Date(), { revalidatePage });
});

afterAll(async () => {
  finishRenders();
  await server?.close();
});

interface Answer {
  status: number;
  body: any;
  ms: number;
}

/** `POST /v2/order/store` on a connection of its own, closed after the answer; no answer within 5 s fails. */
function placeOrder(shopper: Shopper): Promise<Answer> {
  const started = performance.now();
  const body = JSON.stringify(homeDeliveryBody(shop.places.dhaka));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${server.baseUrl}/v2/order/store`,
      { method: 'POST', agent: false, headers: { ...shopper.headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()), ms: performance.now() - started }),
        );
      },
    );
    outgoing.setTimeout(ANSWER_WITHIN_MS, () => outgoing.destroy(new Error(`No answer within ${ANSWER_WITHIN_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function eventually<Value>(read: () => Promise<Value> | Value, expected: Value): Promise<Value> {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}

const pagesOf = (product: ProductFixture) => [`/details/${product.slug}`, `/bn/details/${product.slug}`];
const ordersOfProducts = (products: ProductFixture[]) =>
  shop.db
    .selectFrom('order_items')
    .select(['product_id', 'quantity'])
    .where('product_id', 'in', products.map((product) => product.id))
    .orderBy('product_id')
    .execute();

describe('orders placed together while product pages never finish rendering', () => {
  it(`answers ${SHOPPERS} orders of ${SHOPPERS} different products within 5 s each and closes every connection`, async () => {
    const products: ProductFixture[] = [];
    const shoppers: Shopper[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      products.push(await createStockedProduct(shop.db, 50000, 3));
      shoppers.push(await shopperWithBag(shop.db, shop.api, [[products[index], 1]], new Date()));
    }

    const answers = await Promise.all(shoppers.map(placeOrder));

    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ result: true, data: { order_id: expect.any(Number) } });
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(new Set(answers.map((answer) => answer.body.data.order_id)).size).toBe(SHOPPERS);
    expect(await ordersOfProducts(products)).toEqual(products.map((product) => ({ product_id: product.id, quantity: 1 })));
    for (const product of products) expect(await variantStock(shop.db, product.barcodes[0])).toBe(2);
    expect(await eventually(() => server.openConnections(), 0)).toBe(0);
    // The pages render one at a time: the first asked for is still rendering, the others wait their
    // turn, and none was begun twice.
    const pages = products.flatMap(pagesOf);
    const begun = renderedPaths.filter((path) => pages.includes(path));
    expect(begun.length).toBeGreaterThanOrEqual(1);
    expect(new Set(begun).size).toBe(begun.length);
  });

  it(`sells the 5 pieces of one product to 5 of ${SHOPPERS} shoppers, tells the others at once, and begins neither of its pages twice`, async () => {
    const product = await createStockedProduct(shop.db, 50000, 5);
    const shoppers: Shopper[] = [];
    for (let index = 0; index < SHOPPERS; index += 1) shoppers.push(await shopperWithBag(shop.db, shop.api, [[product, 1]], new Date()));

    const answers = await Promise.all(shoppers.map(placeOrder));

    for (const answer of answers) expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(SHOPPERS - 5);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ result: false, code: 'stock_changed', unavailable: [{ barcode: product.barcodes[0], available: 0 }] });
    }
    expect(await ordersOfProducts([product])).toEqual(Array.from({ length: 5 }, () => ({ product_id: product.id, quantity: 1 })));
    expect(await variantStock(shop.db, product.barcodes[0])).toBe(0);
    expect(await eventually(() => server.openConnections(), 0)).toBe(0);
    // Five orders asked for the product's two pages; waiting behind the renders that never finish,
    // neither has begun twice.
    const begun = renderedPaths.filter((path) => pagesOf(product).includes(path));
    expect(new Set(begun).size).toBe(begun.length);
  });
});
