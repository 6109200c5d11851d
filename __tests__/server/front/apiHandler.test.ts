import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { ANSWERED_BY_API, createFrontApiHandler } from '@/server/front/apiHandler';
import { configuredHeaders, type HeaderRule } from '@/server/front/configuredHeaders';
import { bannerImagePath } from '@/server/modules/media/paths';
import { createShopper } from '../cart/shopFixtures';
import { useTestShop } from '../support/testApi';

// The front server's /api on a real HTTP server over a test database: the same answers as the API,
// with next.config.js's headers, gzip for the larger ones, and the changes that render pages again
// reported to the server's revalidator.

// next.config.js is CommonJS without type declarations.
const nextConfig = require('../../../next.config.js') as { headers: () => Promise<HeaderRule[]> };

const ADMIN_TOKEN = 'front-api-admin-secret-for-tests';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const shop = useTestShop();
let server: Server;
let baseUrl: string;
let revalidated: string[];
const savedAdminToken = process.env.ADMIN_API_TOKEN;

beforeAll(async () => {
  process.env.ADMIN_API_TOKEN = ADMIN_TOKEN;
  const handler = createFrontApiHandler({
    headersFor: configuredHeaders(await nextConfig.headers()),
    revalidatePage: async (path) => void revalidated.push(path),
    context: async () => ({ db: shop.db, now: () => new Date() }),
  });
  server = createServer((incoming, outgoing) => void handler(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (savedAdminToken === undefined) delete process.env.ADMIN_API_TOKEN;
  else process.env.ADMIN_API_TOKEN = savedAdminToken;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  revalidated = [];
});

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const json = (answer: Answer) => JSON.parse(answer.body.toString()) as Record<string, unknown>;

describe("the front server's API", () => {
  it('answers as the API does for the same path and query', async () => {
    const path = '/v3/products?category=men&size=m&order_by=price_low_to_high';
    const answer = await send('GET', `/api${path}`);

    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual(JSON.parse(JSON.stringify((await shop.api.get(path)).body)));
  });

  it("gives every answer next.config.js's security headers, under its own private Cache-Control", async () => {
    for (const answer of [await send('GET', '/api/v2/business-settings'), await send('POST', '/api/v2/carts/add', { 'Content-Type': 'application/json' }, '{bad')]) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('reads a 10 MB body sent chunked to its end and answers the JSON 413, with the security headers', async () => {
    let error: string | undefined;
    const answer = await new Promise<Answer>((resolve) => {
      let received: Answer | undefined;
      const outgoing = request(`${baseUrl}/api/v2/carts/add`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => (received = { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      // The whole body is written; a broken pipe or a reset on the way fails the test.
      outgoing.on('error', (met: NodeJS.ErrnoException) => (error ??= met.code));
      outgoing.on('close', () => setImmediate(() => resolve(received ?? { status: 0, headers: {}, body: Buffer.from('{}') })));
      outgoing.end('x'.repeat(10 * 1024 * 1024));
    });

    expect(error).toBeUndefined();
    expect(answer.status).toBe(413);
    expect(json(answer)).toMatchObject({ result: false, message: 'Request body is too large' });
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('gzips an answer of 1 kB or more for a client that takes gzip, and says it varies by encoding', async () => {
    const plain = await send('GET', '/api/v2/business-settings');
    const gzipped = await send('GET', '/api/v2/business-settings', { 'Accept-Encoding': 'gzip, deflate, br' });

    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-length']).toBe(String(gzipped.body.length));
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect([plain.headers.vary, gzipped.headers.vary]).toEqual(['Accept-Encoding', 'Accept-Encoding']);
  });

  it('sends a small answer as it is, and none to a client that refuses gzip', async () => {
    const shopper = await createShopper(shop.db, 'guest');
    const small = await send('GET', '/api/v2/cart-summary', { ...shopper.headers, 'Accept-Encoding': 'gzip' });
    const refused = await send('GET', '/api/v2/business-settings', { 'Accept-Encoding': 'gzip;q=0, deflate' });

    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toBe('Accept-Encoding');
  });

  it('answers HEAD with the headers of GET and no body, and /api alone with the JSON 404', async () => {
    const head = await send('HEAD', '/api/v2/business-settings');
    const root = await send('GET', '/api');

    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.body.length).toBe(0);
    expect(root.status).toBe(404);
    expect(json(root)).toEqual({ result: false, message: 'Not found' });
  });

  it("answers a media address as the API answers its path: the image, cached for a year, under its own CSP and next.config.js's other headers", async () => {
    const path = bannerImagePath('wide', 'c0392b', 'ঈদ Sale & More');
    const image = await send('GET', path);
    const fromApi = await send('GET', `/api${path}`);
    const missing = await send('GET', '/media/banners/wide/c0392b');

    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.body.toString()).toBe(fromApi.body.toString());
    expect(image.body.toString()).toContain('ঈদ Sale &#38; More');
    expect(missing.status).toBe(404);
  });

  it.each([
    ['/api/v2/cart-summary', true],
    ['/api?x=1', true],
    ['/media/products/shirt/ffffff/front.svg', true],
    ['/apiary', false],
    ['/media', false],
    ['/mediakit/x', false],
    ['/bn/media/brand/logo.svg', false],
    ['/details/shirt', false],
  ])('answers %s itself: %s', (address, answered) => {
    expect(ANSWERED_BY_API.test(address)).toBe(answered);
  });

  it("reports a change to a cached product page to the server's revalidator, in both languages", async () => {
    const variant = await shop.db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .select(['product_variants.barcode', 'product_variants.stock', 'products.slug'])
      .where('products.published', '=', 1)
      .orderBy('product_variants.id')
      .executeTakeFirstOrThrow();
    const answer = await send(
      'POST',
      `/api/v2/admin/variants/${variant.barcode}/stock`,
      { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN_TOKEN },
      JSON.stringify({ stock: variant.stock }),
    );

    expect(answer.status).toBe(200);
    expect(revalidated.sort()).toEqual([`/bn/details/${variant.slug}`, `/details/${variant.slug}`]);
  });
});
