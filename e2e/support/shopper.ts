import type { Page } from 'playwright-core';
import { COOKIE_NAMES } from '@/utils/cookies';
import { baseUrl } from './browser';
import { E2E_ADMIN_TOKEN } from './server';

// What a journey does through the API because another journey covers it in the interface: filling
// the bag, signing in, reading a one-time code from the development outbox, moving an order along.

export interface StockedVariant {
  productId: number;
  name: string;
  slug: string;
  barcode: string;
  variant: string;
}

interface ListedProduct {
  slug: string;
}

interface ProductDetail {
  id: number;
  name: string;
  slug: string;
  is_negative: number;
  variant: { variant: string; barcode: string; stock: number }[];
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, Accept: 'application/json' });

/** The token the shop keeps in localStorage once the page has a session (a guest's, or the signed-in customer's). */
export async function sessionToken(page: Page): Promise<string> {
  await page.waitForFunction(() => window.localStorage.getItem('token') !== null);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('the page has no session token');
  return token;
}

/**
 * Variants of the products a listing answers with at least `quantity` in stock that are not sold
 * below zero, one a product, in the listing's order, at most `count` of them.
 */
export async function variantsInStock(page: Page, listingPath: string, quantity: number, count = Infinity): Promise<StockedVariant[]> {
  const listing = await page.request.get(listingPath);
  const products = ((await listing.json()) as { data: ListedProduct[] }).data;
  const found: StockedVariant[] = [];
  for (const listed of products) {
    if (found.length === count) break;
    const response = await page.request.get(`/api/v2/productsBySlug/${listed.slug}`);
    const [product] = ((await response.json()) as { data: ProductDetail[] }).data;
    const variant = product.variant.find((candidate) => candidate.stock >= quantity);
    if (variant && product.is_negative === 0) {
      found.push({ productId: product.id, name: product.name, slug: product.slug, barcode: variant.barcode, variant: variant.variant });
    }
  }
  return found;
}

/** Variants of different products with at least `quantity` in stock that are not sold below zero, newest products first. */
export async function stockedVariants(page: Page, count: number, quantity: number): Promise<StockedVariant[]> {
  const found = await variantsInStock(page, '/api/v3/products?limit=40&order_by=newest', quantity, count);
  if (found.length < count) throw new Error(`only ${found.length} products have ${quantity} in stock`);
  return found;
}

/**
 * Adds to the bag of the page's session the way the product page does, with the referral the page
 * keeps in its affiliate cookie when one is given (`affiliateReferral`).
 */
export async function addToBag(page: Page, token: string, item: StockedVariant, quantity: number, affiliate?: string): Promise<void> {
  const response = await page.request.post('/api/v2/carts/add', {
    headers: bearer(token),
    data: { id: item.productId, barcode: item.barcode, variant: item.variant, quantity, ...(affiliate ? { affiliate } : {}) },
  });
  if (response.status() !== 200) throw new Error(`adding ${item.name} answered ${response.status()}: ${await response.text()}`);
}

/** The referral query the page keeps in its affiliate cookie (`aff_ref=CODE…`), once it has one. */
export async function affiliateReferral(page: Page): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === COOKIE_NAMES.affiliate);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

/**
 * Signs the page in as a customer the way the login form leaves the browser: the `token` and
 * `user_data` cookies. The page's guest bag is merged by the login call.
 */
export async function signInAs(page: Page, email: string, password: string): Promise<string> {
  const tempId = await page.evaluate(() => window.localStorage.getItem('tempId'));
  const response = await page.request.post('/api/v2/auth/login', {
    headers: { Accept: 'application/json' },
    data: { email, password, temp_guest_user_no: tempId ?? undefined },
  });
  const answer = (await response.json()) as { access_token?: string; user?: unknown; message?: string };
  if (!answer.access_token) throw new Error(`signing in as ${email} failed: ${answer.message}`);
  await page.context().addCookies([
    { name: COOKIE_NAMES.token, value: answer.access_token, url: baseUrl() },
    { name: COOKIE_NAMES.userData, value: encodeURIComponent(JSON.stringify(answer.user)), url: baseUrl() },
  ]);
  return answer.access_token;
}

/**
 * The 6-digit code last sent to the recipient, from the development outbox. A recovery code goes out
 * after the request is answered, so the outbox is asked again for up to 5 seconds.
 */
export async function latestCode(page: Page, recipient: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await page.request.get(`/api/v2/dev/outbox/latest?recipient=${encodeURIComponent(recipient)}`);
    const answer = (await response.json()) as { data?: { code: string | null } };
    if (answer.data?.code) return answer.data.code;
    await page.waitForTimeout(100);
  }
  throw new Error(`no code was sent to ${recipient}`);
}

/** The headers of a request made as the shop's staff. */
export const ADMIN_HEADERS = { 'X-Admin-Token': E2E_ADMIN_TOKEN, Accept: 'application/json' };

/** Moves an order along its statuses as the shop's staff would. */
export async function moveOrder(page: Page, orderReference: string | number, status: string): Promise<void> {
  const response = await page.request.post(`/api/v2/admin/orders/${orderReference}/status`, {
    headers: ADMIN_HEADERS,
    data: { status },
  });
  if (response.status() !== 200) throw new Error(`moving order ${orderReference} to ${status} answered ${response.status()}`);
}
