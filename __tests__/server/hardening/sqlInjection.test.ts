import { signIn, type AuthHeaders } from '../support/fixtures';
import { homeDeliveryBody, setUpCheckoutShop } from '../checkout/checkoutFixtures';

// SQL metacharacters in every string parameter change nothing: each payload, sent in each string
// query, body and path parameter of the API, gets the answer an ordinary unknown value gets (or a
// 422 for its length or form), never a 5xx; LIKE wildcards match themselves; no row is added,
// removed or altered beyond what the test itself saves, and what it saves is stored exactly.

const shop = setUpCheckoutShop();

const PAYLOADS: string[] = [
  "'",
  "''",
  '"',
  '`',
  "' OR '1'='1",
  "' OR 1=1 --",
  '" OR "1"="1',
  '"; DROP TABLE users; --',
  "'; DROP TABLE orders; --",
  "1; DELETE FROM products",
  "'); UPDATE coupons SET discount = 100; --",
  '%',
  '%%',
  '_',
  '%_%',
  '\\',
  '\\\\',
  "\\'",
  '\\x27',
  '\\%',
  '\\_',
  '--',
  '/* */',
  "admin'/*",
  ';',
  '\u2018 OR \u20181\u2019=\u20191',
  '\u201c; DROP TABLE users; \u201d',
  "' UNION SELECT id, email, password FROM users --",
  '1 UNION SELECT NULL, NULL, NULL',
  "' AND (SELECT COUNT(*) FROM users) > 0 --",
  "'||(SELECT sqlite_version())||'",
  "$$; DROP TABLE users; $$",
  "' OR pg_sleep(1) IS NULL --",
  '[%]',
  'x'.repeat(5000) + "' OR '1'='1",
  "'".repeat(2000),
];

/** A value no record carries: what it gets is the answer every payload must match. */
const ORDINARY_UNKNOWN = 'zqxunknownvalue';

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  /** Where the value goes: a path, a query or a body built around it. */
  build: (value: string) => { path: string; body?: unknown };
  caller: 'guest' | 'customer' | 'affiliate';
  /** A list the answer carries, which must then be empty for a payload. */
  list?: (body: any) => unknown[];
}

const encode = encodeURIComponent;

/** A published product and one of its barcodes, read before the first request. */
const seeded = { productId: 0, barcode: '' };

function queryEndpoint(name: string, path: string, parameter: string, list?: Endpoint['list'], caller: Endpoint['caller'] = 'guest'): Endpoint {
  return { name, method: 'GET', caller, list, build: (value) => ({ path: `${path}${path.includes('?') ? '&' : '?'}${parameter}=${encode(value)}` }) };
}

function pathEndpoint(name: string, path: (value: string) => string, caller: Endpoint['caller'] = 'guest'): Endpoint {
  return { name, method: 'GET', caller, build: (value) => ({ path: path(encode(value)) }) };
}

function bodyEndpoint(name: string, path: string, body: (value: string) => Record<string, unknown>, caller: Endpoint['caller'] = 'guest'): Endpoint {
  return { name, method: 'POST', caller, build: (value) => ({ path, body: body(value) }) };
}

const productData = (body: any) => body.data;

const ENDPOINTS: Endpoint[] = [
  queryEndpoint('products search', '/v3/products', 'search', productData),
  queryEndpoint('products category', '/v3/products', 'category', productData),
  queryEndpoint('products color', '/v3/products', 'color', productData),
  queryEndpoint('products size', '/v3/products', 'size', productData),
  queryEndpoint('products order_by', '/v3/products', 'order_by'),
  queryEndpoint('products min_price', '/v3/products', 'min_price'),
  queryEndpoint('recently viewed ids', '/v3/products/recently-viewed', 'ids'),
  queryEndpoint('related product_id', '/v3/products/related', 'product_id'),
  queryEndpoint('categories parent_id', '/v2/categories', 'parent_id'),
  queryEndpoint('categories filter', '/v2/categories-filter', 'category'),
  queryEndpoint('seo meta page', '/v2/seo-meta-data', 'page'),
  queryEndpoint('store locator city', '/v2/store-locator', 'city'),
  queryEndpoint('cities state_id', '/v2/cities', 'state_id'),
  queryEndpoint('reviews filter', '/v2/reviews/product/2', 'filter'),
  queryEndpoint('affiliate items search', '/v2/affiliate/get_affiliate_items', 'search', undefined, 'affiliate'),
  queryEndpoint('affiliate graph from', '/v2/affiliate/graph_data', 'from', undefined, 'affiliate'),
  pathEndpoint('product by slug', (value) => `/v2/productsBySlug/${value}`),
  pathEndpoint('product by id', (value) => `/v2/products/${value}`),
  pathEndpoint('flash deal slug', (value) => `/v2/flash-deals/${value}`),
  pathEndpoint('page slug', (value) => `/v2/pages/${value}`),
  pathEndpoint('blog slug', (value) => `/v2/blog/${value}`),
  pathEndpoint('banner placement', (value) => `/v2/banners/${value}`),
  pathEndpoint('states by country', (value) => `/v2/states-by-country/${value}`),
  pathEndpoint('payment reference', (value) => `/v2/payment/simulated/${value}`),
  pathEndpoint('media product color', (value) => `/media/products/panjabi/${value}/front.svg`),
  pathEndpoint('media brand file', (value) => `/media/brand/${value}`),
  pathEndpoint('order details id', (value) => `/v2/purchase-history-details/${value}`, 'customer'),
  bodyEndpoint('login email', '/v2/auth/login', (value) => ({ email: value, password: 'Wrong@123' })),
  bodyEndpoint('login password', '/v2/auth/login', (value) => ({ email: 'nobody.sqli@test.shop', password: value })),
  bodyEndpoint('sign-up email', '/v2/auth/signup', (value) => ({ name: 'Injector', email_or_phone: value, register_by: 'email', password: 'Secret@123', password_confirmation: 'Secret@123' })),
  bodyEndpoint('sign-up phone', '/v2/auth/signup', (value) => ({ name: 'Injector', email_or_phone: value, register_by: 'phone', password: 'Secret@123', password_confirmation: 'Secret@123' })),
  bodyEndpoint('recovery identifier', '/v2/auth/password/forget_request', (value) => ({ email_or_phone: value, send_code_by: 'email' })),
  bodyEndpoint('recovery code check', '/v2/auth/password/check_verify', (value) => ({ email_or_phone: 'nobody.sqli@test.shop', send_code_by: 'email', verification_code: value })),
  bodyEndpoint('subscribe email', '/v2/subscribe', (value) => ({ email: value })),
  bodyEndpoint('stock request email', '/v2/stock-requests', (value) => ({ product_id: seeded.productId, barcode: seeded.barcode, email: value }), 'customer'),
  bodyEndpoint('stock request barcode', '/v2/stock-requests', (value) => ({ product_id: seeded.productId, barcode: value }), 'customer'),
  bodyEndpoint('coupon code', '/v2/coupon-apply', (value) => ({ coupon_code: value }), 'customer'),
  bodyEndpoint('gift card number', '/v2/gift-card/verify', (value) => ({ gift_card_no: value, otp: '123456' }), 'customer'),
  bodyEndpoint('gift card apply', '/v2/gift-card/apply', (value) => ({ gift_card_no: value }), 'customer'),
  bodyEndpoint('membership card number', '/v2/membership/verify', (value) => ({ membership_no: value, otp: '123456' }), 'customer'),
  bodyEndpoint('bag add barcode', '/v2/carts/add', (value) => ({ id: seeded.productId, barcode: value, quantity: 1 }), 'customer'),
  bodyEndpoint('wishlist product', '/v2/wishlists', (value) => ({ product_id: value }), 'customer'),
  bodyEndpoint('profile email', '/v2/profile/update', (value) => ({ name: 'Demo Customer', email: value }), 'customer'),
  bodyEndpoint('password update', '/v2/password/update', (value) => ({ old_password: value, password: 'Other@1234', password_confirmation: 'Other@1234' }), 'customer'),
  bodyEndpoint('address phone', '/v2/user/shipping/create', (value) => ({ name: 'Home', phone: value, address: 'Road 1', state_id: 1, city_id: 1 }), 'customer'),
  bodyEndpoint('order note', '/v2/order/store', (value) => homeDeliveryBody(shop.places.dhaka, { payment_type: value, note: value }), 'customer'),
  bodyEndpoint('affiliate url_generate', '/v2/affiliate/url_generate', (value) => ({ url: `/details/${value}` }), 'affiliate'),
  bodyEndpoint('affiliate click', '/v2/affiliate/click', (value) => ({ aff_ref: value, landing_url: '/', product_slug: value }), 'customer'),
  bodyEndpoint('affiliate payment settings', '/v2/affiliate/payment/settings/store', (value) => ({ payment_method: value, bkash_number: value }), 'affiliate'),
];

const PROTECTED_TABLES = ['users', 'orders', 'products', 'product_variants', 'coupons', 'gift_cards', 'categories', 'pages', 'subscribers', 'access_tokens'] as const;

type ProtectedTable = (typeof PROTECTED_TABLES)[number];

async function rowCounts(): Promise<Record<ProtectedTable, number>> {
  const counts = {} as Record<ProtectedTable, number>;
  for (const table of PROTECTED_TABLES) {
    const row = await shop.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

async function userIdOf(email: string): Promise<number> {
  const user = await shop.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return user.id;
}

/** Statuses that show the value was judged, never executed: throttling counts as judged. */
const JUDGED_ANYWAY = new Set([422, 429]);

describe('SQL metacharacters in every string parameter', () => {
  let callers: Record<Endpoint['caller'], AuthHeaders>;
  let countsBefore: Record<ProtectedTable, number>;
  let casesTried = 0;

  beforeAll(async () => {
    callers = {
      guest: { 'x-guest-id': 'sqli-guest' },
      customer: (await signIn(shop.db, await userIdOf('customer@demo.shop'))).headers,
      affiliate: (await signIn(shop.db, await userIdOf('affiliate@demo.shop'))).headers,
    };
    const variant = await shop.db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .select(['products.id', 'product_variants.barcode'])
      .where('products.published', '=', 1)
      .orderBy('products.id')
      .executeTakeFirstOrThrow();
    seeded.productId = variant.id;
    seeded.barcode = String(variant.barcode);
    countsBefore = await rowCounts();
  });

  it('answers every payload in every parameter like an ordinary unknown value', async () => {
    const failures: string[] = [];
    for (const endpoint of ENDPOINTS) {
      const send = async (value: string) => {
        const { path, body } = endpoint.build(value);
        // Throttling has its own suite: here every value must reach the lookup it targets.
        await shop.db.deleteFrom('rate_limit_counters').execute();
        return shop.api.request(endpoint.method, path, body, callers[endpoint.caller]);
      };
      const baseline = await send(ORDINARY_UNKNOWN);
      // The router's answer to a path it does not know: the endpoint list must name real routes.
      if (baseline.status === 404 && baseline.body?.success === undefined) failures.push(`${endpoint.name}: no such route`);
      if (baseline.status === 405) failures.push(`${endpoint.name}: method not allowed`);
      for (const payload of PAYLOADS) {
        casesTried += 1;
        const answer = await send(payload);
        const label = `${endpoint.name} <- ${JSON.stringify(payload.slice(0, 40))}`;
        if (answer.status >= 500) failures.push(`${label}: ${answer.status}`);
        else if (answer.status !== baseline.status && !JUDGED_ANYWAY.has(answer.status)) {
          failures.push(`${label}: ${answer.status}, an unknown value gets ${baseline.status}`);
        } else if (answer.status === 200 && endpoint.list && endpoint.list(answer.body).length > 0) {
          failures.push(`${label}: matched ${endpoint.list(answer.body).length} records`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('searches LIKE wildcards literally', async () => {
    for (const wildcard of ['%', '_', '%%', '\\%', '[%]']) {
      const answer = await shop.api.get(`/v3/products?search=${encode(wildcard)}`);
      casesTried += 1;
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
    }
    const everything = await shop.api.get('/v3/products');
    expect(everything.body.data.length).toBeGreaterThan(0);
  });

  it('stores address text exactly as sent', async () => {
    const { stateId, districtId } = shop.places.dhaka;
    for (const payload of PAYLOADS) {
      casesTried += 1;
      // Text fields are stored trimmed, so the payload is cut to the field's length and trimmed first.
      const fields = { name: payload.slice(0, 100).trim(), phone: '01712345678', address: payload.slice(0, 500).trim(), postal_code: payload.slice(0, 10).trim(), state_id: stateId, city_id: districtId };
      const created = await shop.api.post('/v2/user/shipping/create', fields, callers.customer);
      expect(created.status).toBe(200);
      const stored = await shop.db.selectFrom('addresses').select(['name', 'address', 'postal_code']).where('id', '=', created.body.data.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: fields.name, address: fields.address, postal_code: fields.postal_code });
      const removed = await shop.api.post(`/v2/user/shipping/delete/${created.body.data.id}`, {}, callers.customer);
      expect(removed.status).toBe(200);
    }
  });

  it('stores a profile name exactly as sent', async () => {
    const customerId = await userIdOf('customer@demo.shop');
    const { name: originalName } = await shop.db.selectFrom('users').select('name').where('id', '=', customerId).executeTakeFirstOrThrow();
    for (const payload of PAYLOADS) {
      casesTried += 1;
      const name = payload.slice(0, 100).trim();
      const updated = await shop.api.post('/v2/profile/update', { name }, callers.customer);
      expect(updated.status).toBe(200);
      const stored = await shop.db.selectFrom('users').select('name').where('id', '=', customerId).executeTakeFirstOrThrow();
      expect(stored.name).toBe(name);
    }
    await shop.api.post('/v2/profile/update', { name: originalName }, callers.customer);
  });

  it('leaves users, orders, the catalog, coupons and cards as they were', async () => {
    const countsAfter = await rowCounts();
    // No payload signed anyone up or in, placed an order, or touched the catalog, coupons or cards.
    expect(countsAfter).toEqual(countsBefore);
    const minimumCases = ENDPOINTS.length * PAYLOADS.length + 2 * PAYLOADS.length;
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    expect(casesTried).toBeGreaterThanOrEqual(minimumCases);
  });
});
