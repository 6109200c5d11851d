// The scale-out topology as a shopper meets it: two `next start` instances behind nginx, on one
// PostgreSQL, with the page cache in Redis (deploy/start-cluster.sh against the build in .next).
// Ports: CLUSTER_PORT (8100, the instances after it), REDIS_PORT (6390), PG_PORT (55442).
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { type RunningCluster, startCluster } from './runCluster';

const SETTINGS = {
  CLUSTER_PORT: process.env.CLUSTER_PORT ?? '8100',
  REDIS_PORT: process.env.REDIS_PORT ?? '6390',
  PG_PORT: process.env.PG_PORT ?? '55442',
  CLUSTER_INSTANCES: '2',
};
const DATABASE_URL = `postgres://postgres@127.0.0.1:${SETTINGS.PG_PORT}/postgres`;
const FRESHNESS_BOUND_MS = 10_000;
const ORDER_ANSWER_BOUND_MS = 5_000;
const CONCURRENT_ORDERS = 50;

interface Variant {
  productId: number;
  slug: string;
  barcode: string;
  stock: number;
}

interface ProductDetail {
  id: number;
  slug: string;
  is_negative: number;
  variant: { barcode: string; stock: number }[];
}

interface OrderAnswer {
  status: number;
  orderId: number | null;
  elapsedMs: number;
}

let cluster: RunningCluster;

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface Guest {
  id: number;
  token: string;
}

async function signInGuest(baseUrl: string): Promise<Guest> {
  const answer = await json<{ guest_user_id: number; access_token: string }>(`${baseUrl}/api/v2/auth/signin-guest-user`, { method: 'POST' });
  return { id: answer.guest_user_id, token: answer.access_token };
}

function authorized(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

async function addToBag(baseUrl: string, token: string, variant: Variant, quantity: number): Promise<void> {
  await json(`${baseUrl}/api/v2/carts/add`, {
    method: 'POST',
    headers: authorized(token),
    body: JSON.stringify({ id: variant.productId, barcode: variant.barcode, quantity }),
  });
}

/** The bag's lines as `barcode × quantity`, sorted. */
async function bagLines(baseUrl: string, token: string): Promise<string[]> {
  const groups = await json<{ cart_items: { barcode: string; quantity: number }[] }[]>(`${baseUrl}/api/v2/carts`, { headers: authorized(token) });
  return groups.flatMap((group) => group.cart_items.map((line) => `${line.barcode} × ${line.quantity}`)).sort();
}

/** The products of one page of 40 of the listing, newest first. */
async function productDetails(baseUrl: string, listingPage = 1): Promise<ProductDetail[]> {
  const listing = await json<{ data: { slug: string }[] }>(`${baseUrl}/api/v3/products?limit=40&page=${listingPage}`);
  return Promise.all(
    listing.data.map(async ({ slug }) => (await json<{ data: ProductDetail[] }>(`${baseUrl}/api/v2/productsBySlug/${slug}`)).data[0]),
  );
}

/** Variants of products not sold beyond stock, with at least `minimumStock` pieces, fewest first. */
function stockedVariants(details: ProductDetail[], minimumStock: number): Variant[] {
  return details
    .filter((product) => product.is_negative === 0)
    .flatMap((product) => product.variant.map((variant) => ({ productId: product.id, slug: product.slug, barcode: variant.barcode, stock: variant.stock })))
    .filter((variant) => variant.stock >= minimumStock)
    .sort((a, b) => a.stock - b.stock);
}

async function firstPickupPoint(baseUrl: string): Promise<number> {
  return (await json<{ data: { id: number }[] }>(`${baseUrl}/api/v2/pickup-list`)).data[0].id;
}

/** Places the bag as a cash-on-delivery pickup order; a failed connection answers status 0. */
async function placeOrder(baseUrl: string, token: string, pickupPointId: number, idempotencyKey: string): Promise<OrderAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/v2/order/store`, {
      method: 'POST',
      headers: { ...authorized(token), Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify({
        shipping_type: 'pickup',
        pickup_points_id: pickupPointId,
        shipping_first_name: 'Nusrat Jahan',
        shipping_phone: '01712345678',
        payment_type: 'cash_on_delivery',
      }),
    });
    const answer = (await response.json().catch(() => ({}))) as { data?: { order_id?: number } };
    return { status: response.status, orderId: answer.data?.order_id ?? null, elapsedMs: performance.now() - started };
  } catch {
    return { status: 0, orderId: null, elapsedMs: performance.now() - started };
  }
}

/** The stock of the variant as the product page's own data carries it (what the page shows). */
async function pageStock(url: string, barcode: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!data) throw new Error(`${url} carries no page data`);
  const product = (JSON.parse(data[1]) as { props: { pageProps: { product: ProductDetail } } }).props.pageProps.product;
  const variant = product.variant.find((candidate) => candidate.barcode === barcode);
  if (!variant) throw new Error(`${url} lists no variant ${barcode}`);
  return variant.stock;
}

/** Milliseconds until every URL's page shows the variant at this stock; throws past the bound. */
async function millisecondsUntilStock(urls: string[], barcode: string, stock: number): Promise<number> {
  const started = performance.now();
  const pending = new Set(urls);
  while (pending.size > 0) {
    for (const url of [...pending]) if ((await pageStock(url, barcode)) === stock) pending.delete(url);
    const elapsed = performance.now() - started;
    if (pending.size > 0 && elapsed > FRESHNESS_BOUND_MS + 5_000) throw new Error(`still not at stock ${stock} after ${Math.round(elapsed)} ms: ${[...pending].join(', ')}`);
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return performance.now() - started;
}

/** How many orders each guest has in the database, in the guests' order. */
async function orderCounts(guests: Guest[]): Promise<number[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const ids = guests.map((guest) => guest.id);
    const rows = await client.query<{ user_id: number; count: string }>('select user_id, count(*) as count from orders where user_id = any($1) group by user_id', [ids]);
    const counts = new Map(rows.rows.map((row) => [Number(row.user_id), Number(row.count)]));
    return ids.map((id) => counts.get(id) ?? 0);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startCluster(SETTINGS);
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

describe('two instances behind nginx, on PostgreSQL and Redis', () => {
  let guests: Guest[] = [];
  let pickupPointId: number;
  /** A variant for each guest, each variant shared by a few guests and holding enough for their two orders. */
  let guestVariants: Variant[];

  beforeAll(async () => {
    expect(cluster.instances).toHaveLength(2);
    pickupPointId = await firstPickupPoint(cluster.url);
    const stocked = stockedVariants(await productDetails(cluster.url), 10);
    guests = [];
    for (let index = 0; index < CONCURRENT_ORDERS; index += 1) guests.push(await signInGuest(cluster.url));
    guestVariants = guests.map((_guest, index) => stocked[stocked.length - 1 - (index % 10)]);
  }, 120_000);

  test('a bag made through one instance is the same through the other and through nginx', async () => {
    const [first, second] = cluster.instances;
    const { token } = await signInGuest(first.url);
    const [one, two] = stockedVariants(await productDetails(first.url), 3);
    await addToBag(first.url, token, one, 2);
    await addToBag(first.url, token, two, 1);

    const expected = [`${one.barcode} × 2`, `${two.barcode} × 1`].sort();
    expect(await bagLines(first.url, token)).toEqual(expected);
    expect(await bagLines(second.url, token)).toEqual(expected);
    expect(await bagLines(cluster.url, token)).toEqual(expected);
  });

  test("nginx keeps no private page, no API answer, nothing asked with Authorization, and no other host's links", async () => {
    const cacheStatuses = async (path: string, headers: Record<string, string> = {}) => {
      const statuses: (string | null)[] = [];
      for (let visit = 0; visit < 3; visit += 1) {
        const answer = await fetch(`${cluster.url}${path}`, { headers });
        await answer.text();
        statuses.push(answer.headers.get('x-cache'));
      }
      return statuses;
    };
    const { token } = await signInGuest(cluster.url);
    expect(await cacheStatuses('/cart')).not.toContain('HIT');
    expect(await cacheStatuses('/api/v2/business-settings')).not.toContain('HIT');
    expect(await cacheStatuses('/', { Authorization: `Bearer ${token}` })).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);

    // A page first asked for with a forged X-Forwarded-Host is the copy the next shopper gets.
    const path = `/?visit=${randomUUID()}`;
    const forged = await fetch(`${cluster.url}${path}`, { headers: { 'X-Forwarded-Host': 'attacker.example' } });
    expect(await forged.text()).not.toContain('attacker.example');
    const next = await fetch(`${cluster.url}${path}`);
    expect(next.headers.get('x-cache')).toBe('HIT');
    expect(await next.text()).not.toContain('attacker.example');
  });

  test('a product page one instance rendered is served from the shared page cache by the other', async () => {
    const [first, second] = cluster.instances;
    const [, , product] = stockedVariants(await productDetails(cluster.url), 1);
    const rendered = await fetch(`${first.url}/details/${product.slug}`);
    await rendered.text();
    expect(rendered.headers.get('x-nextjs-cache')).toBe('MISS');
    // Next stores the page after answering: once the first instance has it, so has the shared cache.
    const again = await fetch(`${first.url}/details/${product.slug}`);
    await again.text();
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');

    const served = await fetch(`${second.url}/details/${product.slug}`);
    await served.text();
    expect(served.headers.get('x-nextjs-cache')).toBe('HIT');
  });

  test('a product page nobody has visited answers the shoppers who ask for it while an order renders it again', async () => {
    const instance = cluster.instances[0];
    const unvisited = stockedVariants(await productDetails(instance.url, 2), 2);
    const variants = [...new Map(unvisited.map((variant) => [variant.slug, variant])).values()].slice(0, 3);
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      const { token } = await signInGuest(instance.url);
      await addToBag(instance.url, token, variant, 1);
      expect((await placeOrder(instance.url, token, pickupPointId, randomUUID())).status).toBe(200);
      // The order's revalidation of the page starts as the order answers; these visits overlap it.
      const visits = await Promise.all(
        Array.from({ length: 8 }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 40));
          const page = await fetch(`${instance.url}/details/${variant.slug}`);
          await page.text();
          return page.status;
        }),
      );
      expect(visits).toEqual(visits.map(() => 200));
    }
  }, 60_000);

  test('after an order takes the last pieces of a variant, its product page shows it sold out within 10 s everywhere', async () => {
    const variant = stockedVariants(await productDetails(cluster.url), 1)[0];
    const pages = [cluster.url, ...cluster.instances.map((instance) => instance.url)].map((base) => `${base}/details/${variant.slug}`);
    // Every copy is in a cache first: nginx's, and the instances' shared one in Redis.
    for (const url of [...pages, ...pages]) expect(await pageStock(url, variant.barcode)).toBe(variant.stock);
    expect((await fetch(pages[0])).headers.get('x-cache')).toBe('HIT');

    const { token } = await signInGuest(cluster.url);
    await addToBag(cluster.url, token, variant, variant.stock);
    const order = await placeOrder(cluster.url, token, pickupPointId, randomUUID());
    expect(order.status).toBe(200);

    expect(await millisecondsUntilStock(pages, variant.barcode, 0)).toBeLessThanOrEqual(FRESHNESS_BOUND_MS);
  }, 60_000);

  test('50 concurrent orders through nginx all answer within 5 s', async () => {
    for (const [index, guest] of guests.entries()) await addToBag(cluster.url, guest.token, guestVariants[index], 1);

    const answers = await Promise.all(guests.map((guest) => placeOrder(cluster.url, guest.token, pickupPointId, randomUUID())));

    expect(answers.map((answer) => answer.status)).toEqual(guests.map(() => 200));
    expect(Math.max(...answers.map((answer) => answer.elapsedMs))).toBeLessThanOrEqual(ORDER_ANSWER_BOUND_MS);
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(CONCURRENT_ORDERS);
    expect(await orderCounts(guests)).toEqual(guests.map(() => 1));
  }, 60_000);

  test('an instance killed during 50 orders fails none, loses none and places none twice; nginx routes around it', async () => {
    for (const [index, guest] of guests.entries()) await addToBag(cluster.url, guest.token, guestVariants[index], 1);
    const keys = guests.map(() => randomUUID());
    const ordersBefore = await orderCounts(guests);
    const victim = cluster.instances[0];

    const orders = guests.map((guest, index) => placeOrder(cluster.url, guest.token, pickupPointId, keys[index]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.kill(victim.pid, 'SIGKILL');
    const answers = await Promise.all(orders);

    // nginx sent the orders the killed instance had taken to the other, with their keys.
    expect(answers.map((answer) => answer.status)).toEqual(guests.map(() => 200));
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(CONCURRENT_ORDERS);
    expect(await orderCounts(guests)).toEqual(ordersBefore.map((count) => count + 1));

    // Pages and the API keep answering through nginx with one instance left.
    const after = await Promise.all(
      Array.from({ length: 20 }, (_, index) => fetch(`${cluster.url}${index % 2 === 0 ? '/api/v2/business-settings' : `/details/${guestVariants[0].slug}`}`)),
    );
    expect(after.map((response) => response.status)).toEqual(after.map(() => 200));
  }, 90_000);
});
