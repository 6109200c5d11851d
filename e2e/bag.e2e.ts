import type { Browser, Page } from 'playwright-core';
import { formatTaka } from '@/utils/money';
import { launchBrowser, meetNewsletterPopup, saveScreenshot, withPage } from './support/browser';

interface ListedProduct {
  name: string;
  slug: string;
}

interface ProductVariant {
  variant: string;
  barcode: string;
  stock: number;
}

interface ProductDetail {
  id: number;
  name: string;
  variant: ProductVariant[];
}

interface ViewCartEvent {
  event: 'view_cart';
  ecommerce: { currency: string; value: number; items: { item_id: number; item_name: string; quantity: number; price: number }[] };
}

const QUANTITY = 2;

async function firstFeaturedProduct(page: Page): Promise<ListedProduct> {
  const response = await page.request.get('/api/v3/products?featured=1&limit=1');
  return ((await response.json()) as { data: ListedProduct[] }).data[0];
}

async function productDetail(page: Page, slug: string): Promise<ProductDetail> {
  const response = await page.request.get(`/api/v2/productsBySlug/${slug}`);
  return ((await response.json()) as { data: ProductDetail[] }).data[0];
}

/** The guest token the shop keeps in localStorage once the guest session has started. */
async function guestToken(page: Page): Promise<string> {
  await page.waitForFunction(() => window.localStorage.getItem('tempId') !== null);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('the guest session left no token');
  return token;
}

/** Adds a variant to the bag the way the product page's add-to-cart call does, with the page's own token. */
async function addToBag(page: Page, product: ProductDetail, variant: ProductVariant, token: string) {
  return page.evaluate(
    async ({ body, token }) => {
      const response = await fetch('/api/v2/carts/add', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, answer: (await response.json()) as { result: boolean; message: string } };
    },
    { body: { id: product.id, variant: variant.variant, barcode: variant.barcode, quantity: QUANTITY }, token },
  );
}

async function bagTotal(page: Page, token: string): Promise<number> {
  const response = await page.request.get('/api/v2/cart-summary', { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { grand_total: number }).grand_total;
}

function floatingBagButton(page: Page) {
  return page.getByRole('button', { name: /^Open your bag/ });
}

async function expectFloatingBag(page: Page, lines: string, total: string) {
  const button = floatingBagButton(page);
  await button.getByText(lines, { exact: true }).waitFor();
  await button.getByText(total, { exact: true }).waitFor();
}

function viewCartEvents(page: Page): Promise<ViewCartEvent[]> {
  return page.evaluate(
    () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'view_cart') as ViewCartEvent[],
  );
}

/** A first visit: the newsletter popup, a guest session, a product in the bag, the floating button and its panel. */
async function newVisitorFillsTheBag(page: Page): Promise<void> {
  await page.goto('/');
  // A new visitor meets the newsletter popup when scrolling; closing it keeps it away.
  await (await meetNewsletterPopup(page)).getByRole('button', { name: 'Close newsletter popup' }).click();
  const token = await guestToken(page);
  await expectFloatingBag(page, '0 items', formatTaka(0));

  const listed = await firstFeaturedProduct(page);
  await page.getByRole('region', { name: 'Featured' }).getByRole('link', { name: listed.name, exact: true }).click();
  await page.waitForURL(`**/details/${listed.slug}`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(listed.name);

  const product = await productDetail(page, listed.slug);
  const variant = product.variant.find((candidate) => candidate.stock >= QUANTITY);
  if (!variant) throw new Error(`${product.name} has no variant with ${QUANTITY} in stock`);
  await expect(addToBag(page, product, variant, token)).resolves.toEqual({
    status: 200,
    answer: expect.objectContaining({ result: true, message: 'Added to cart' }),
  });
  const total = await bagTotal(page, token);
  expect(total).toBeGreaterThan(0);

  await page.reload();
  await expectFloatingBag(page, '1 item', formatTaka(total));
  await expect(page.evaluate(() => window.localStorage.getItem('token'))).resolves.toBe(token);

  await page.reload();
  await expectFloatingBag(page, '1 item', formatTaka(total));

  await floatingBagButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Your bag, wishlist and account' });
  await panel.getByRole('link', { name: product.name }).first().waitFor();
  await panel.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await saveScreenshot(page, 'bag-side-panel', false);

  const [viewCart] = await viewCartEvents(page);
  expect(viewCart.ecommerce).toEqual({
    currency: 'BDT',
    value: total,
    items: [expect.objectContaining({ item_id: product.id, item_name: product.name, quantity: QUANTITY })],
  });
  expect(viewCart.ecommerce.items[0].price * QUANTITY).toBeCloseTo(total, 2);
}

describe('the shopping bag', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps what a new visitor put in it, shows it on the floating button and opens it', () =>
    withPage(browser, 'bag-journey', newVisitorFillsTheBag, { newsletterPopup: true }));
});
