import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { formatTaka } from '@/utils/money';
import { launchBrowser, saveScreenshot, withPage } from '../support/browser';
import { bearer, sessionToken } from '../support/shopper';
import { FAMILY_BACKEND_PORT } from './server';

// The browse -> product -> bag -> checkout journey against a backend of the Active eCommerce family
// (the fixture in server.ts) instead of the embedded API: the storefront is built with
// NEXT_PUBLIC_API_BASE_URL naming the fixture, so the browser and server-side rendering both call it.
// run.ts builds, starts both servers and runs this file.

jest.setTimeout(180_000);

const FIXTURE = `http://127.0.0.1:${FAMILY_BACKEND_PORT}`;
const KURTI = { name: 'Jamdani Kurti', slug: 'jamdani-kurti', price: 2250, stroked: 2500 };
const REGULAR_DELIVERY_TAKA = 60;

async function control(path: string, body: Record<string, unknown> = {}): Promise<void> {
  const response = await fetch(`${FIXTURE}/__fixture/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fixture control ${path} answered ${response.status}`);
}

function floatingBag(page: Page) {
  return page.getByRole('button', { name: /^Open your bag/ });
}

async function expectBag(page: Page, lines: string, total: number): Promise<void> {
  await floatingBag(page).getByText(lines, { exact: true }).waitFor();
  await floatingBag(page).getByText(formatTaka(total), { exact: true }).waitFor();
}

/** The bag as the backend holds it: barcode and quantity of each line. */
async function backendBag(page: Page, token: string): Promise<{ barcode: string; quantity: number }[]> {
  const response = await fetch(`${FIXTURE}/api/v2/carts`, { method: 'POST', headers: bearer(token) });
  const groups = (await response.json()) as { cart_items: { barcode: string; quantity: number }[] }[];
  return groups.flatMap((group) => group.cart_items.map(({ barcode, quantity }) => ({ barcode, quantity })));
}

/** The first line of the storefront's log that holds `text`, waiting up to 10 s for the server to write it. */
async function logLine(file: string, text: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const line = fs.readFileSync(file, 'utf8').split('\n').find((candidate) => candidate.includes(text));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the storefront's log never mentioned ${text}`);
}

async function choose(page: Page, color: string, size: string): Promise<void> {
  await page.getByRole('button', { name: color, exact: true }).click();
  await page.getByRole('button', { name: size, exact: true }).click();
  await expect(page.getByRole('button', { name: size, exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
}

async function fillDeliveryAddress(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Full name').fill('Nusrat Jahan');
  await form.getByLabel('Mobile number').fill('01712345678');
  await form.getByLabel('Email').fill('nusrat@example.com');
  await form.getByLabel('Street address').fill('House 12, Road 5');
  await form.getByLabel('Division').selectOption({ label: 'Dhaka' });
  await form.getByLabel('District').selectOption({ label: 'Dhaka' });
  await form.getByLabel('Thana').selectOption({ label: 'Dhanmondi' });
}

async function placeOrder(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Place order');
    return button !== undefined && !button.disabled;
  });
  await page.getByRole('button', { name: 'Place order' }).click();
}

describe('the storefront against an Active eCommerce-family backend', () => {
  let browser: Browser;

  beforeAll(async () => {
    await control('reset');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows a clear error page for a product whose price breaks the contract, and logs the endpoint and field', async () => {
    const log = process.env.FAMILY_STOREFRONT_LOG;
    if (!log) throw new Error('FAMILY_STOREFRONT_LOG is not set: run this journey through e2e/familyBackend/run.ts');
    await control('break-contract');
    try {
      await withPage(
        browser,
        'family-contract-break',
        async (page) => {
          const response = await page.goto('/details/silk-saree');
          expect(response?.status()).toBe(502);
          await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
          await page.getByRole('alert').filter({ hasText: /./ }).first().waitFor();
        },
        { failedRequests: true },
      );
      await expect(logLine(log, 'data[0].main_price')).resolves.toMatch(
        /GET \/v2\/productsBySlug\/\S+ answered data\[0\]\.main_price = "Price on request", which is not /,
      );
    } finally {
      await control('reset');
    }
  });

  it('browses, fills the bag, meets the server’s refusal and places the order', async () => {
    await withPage(browser, 'family-journey', async (page) => {
      await page.goto('/');
      const token = await sessionToken(page);
      await page.getByRole('link', { name: KURTI.name, exact: true }).first().waitFor();
      await page.getByText(formatTaka(KURTI.price)).first().waitFor();
      await expectBag(page, '0 items', 0);

      const category = await page.goto('/category/women');
      expect(category?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Women' }).waitFor();
      await page.getByRole('link', { name: KURTI.name, exact: true }).first().click();
      await page.waitForURL(`**/details/${KURTI.slug}`);
      await page.getByRole('heading', { level: 1, name: KURTI.name }).waitFor();
      await page.getByText(formatTaka(KURTI.stroked)).first().waitFor();
      // The reviews as stock backends send them (no ids, dates or summary) show all the same.
      const reviews = page.getByRole('list', { name: 'Customer reviews' });
      await reviews.getByText('The weave is finer than in the photos.').waitFor();
      await expect(reviews.getByRole('listitem').count()).resolves.toBe(2);

      await choose(page, 'Blue', 'M');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Added to cart', { exact: true }).first().waitFor();
      await expectBag(page, '1 item', KURTI.price);
      await expect(backendBag(page, token)).resolves.toEqual([{ barcode: 'JK-BLUE-M', quantity: 1 }]);

      // The page shows the last red small in stock; someone else buys it before the shopper presses Add.
      await choose(page, 'Red', 'S');
      await control('stock', { barcode: 'JK-RED-S', stock: 0 });
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Stock out', { exact: true }).first().waitFor();
      // The toast slides in from above the page: the shopper sees it once it is inside the window.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.Toastify__toast')].some(
          (toast) => toast.textContent?.includes('Stock out') && toast.getBoundingClientRect().top >= 0,
        ),
      );
      await saveScreenshot(page, 'family-stock-out', false);
      await expectBag(page, '1 item', KURTI.price);
      await expect(backendBag(page, token)).resolves.toEqual([{ barcode: 'JK-BLUE-M', quantity: 1 }]);

      await page.goto('/checkout');
      await page.getByRole('heading', { name: 'Delivery' }).waitFor();
      await fillDeliveryAddress(page);
      await page.getByRole('radio', { name: /Home delivery/ }).check();
      await page.getByRole('radio', { name: /Regular Delivery/ }).check();
      await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
      const grandTotal = KURTI.price + REGULAR_DELIVERY_TAKA;
      await page.getByText(formatTaka(grandTotal)).first().waitFor();
      await placeOrder(page);

      await page.waitForURL('**/order-confirmation/*');
      await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
      await page.getByText('FX-00001', { exact: true }).waitFor();
      await page.getByText(formatTaka(grandTotal)).first().waitFor();
      // The kurti's price for one piece and for its line, one piece.
      const itemPrices = page.getByRole('region', { name: 'Items' }).getByText(formatTaka(KURTI.price), { exact: true });
      await itemPrices.first().waitFor();
      await expect(itemPrices.count()).resolves.toBe(2);
      await expect(backendBag(page, token)).resolves.toEqual([]);
      await saveScreenshot(page, 'family-order-confirmation');
    });
  });
});
