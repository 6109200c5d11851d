import type { Browser, Page } from 'playwright-core';
import { COOKIE_NAMES } from '@/utils/cookies';
import { baseUrl, launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import { bearer, sessionToken, stockedVariants, type StockedVariant } from './support/shopper';

// A shopper switches the shop to Bangla in the header, buys with cash on delivery in Bangla, finds the
// shop still in Bangla when opening an English address, and switches back to English.

/** A price as the Bangla shop writes it: the taka sign, Bengali digits, two decimals (`৳১,২০০.০০`). */
const BANGLA_PRICE = /৳[০-৯,]+\.[০-৯]{2}/;
const JOURNEY_TIMEOUT_MS = 240_000;

interface ProductChoices {
  choice_options: { title: string; options: string[]; alias_name: string[] }[];
}

async function htmlLang(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('lang'));
}

async function languageCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies(baseUrl());
  return cookies.find((cookie) => cookie.name === COOKIE_NAMES.language)?.value;
}

function languageSwitch(page: Page) {
  return page.getByRole('navigation', { name: /^(Language|ভাষা)$/ });
}

/** Chooses the variant's options on the product page: a colour swatch by its name, a size button by its text. */
async function chooseVariant(page: Page, item: StockedVariant): Promise<void> {
  const response = await page.request.get(`/api/v2/productsBySlug/${item.slug}`);
  const [product] = ((await response.json()) as { data: ProductChoices[] }).data;
  const parts = item.variant.split('-');
  for (const choice of product.choice_options) {
    const option = choice.options.find((candidate) => parts.includes(candidate.replace(/\s+/g, '')) || parts.includes(candidate));
    if (!option) continue;
    const label = choice.alias_name[choice.options.indexOf(option)] || option;
    await page.getByRole('button', { name: label, exact: true }).first().click();
  }
}

/** The new-address part of the checkout form, found by field names (the checkout may be in either language). */
async function fillDeliveryAddress(page: Page): Promise<void> {
  const form = page.locator('form:has(input[name="paymentType"])');
  await form.locator('input[name="name"]').fill('Sumaiya Akter');
  await form.locator('input[name="phone"]').fill('01812345678');
  await form.locator('input[name="email"]').fill(`sumaiya.${Date.now()}@example.com`);
  await form.locator('input[name="address"]').fill('House 7, Road 3');
  await form.locator('select[name="division"]').selectOption({ label: 'Dhaka' });
  await form.locator('select[name="district"]').selectOption({ label: 'Dhaka' });
  await form.locator('select[name="thana"]').selectOption({ label: 'Dhanmondi' });
  await form.locator('input[name="shippingType"][value="home_delivery"]').check();
  await form.locator('input[name="deliveryMethod"]').first().check();
  await form.locator('input[name="paymentType"][value="cash_on_delivery"]').check();
}

async function switchToBanglaAndBuy(page: Page): Promise<void> {
  await page.goto('/');
  const token = await sessionToken(page);
  expect(await htmlLang(page)).toBe('en');

  await languageSwitch(page).getByRole('link', { name: 'বাংলা' }).click();
  await page.waitForURL((url) => url.pathname === '/bn');
  await page.waitForFunction(() => document.documentElement.lang === 'bn');
  expect(await languageCookie(page)).toBe('bn');
  await languageSwitch(page).getByRole('link', { name: 'বাংলা', exact: true }).and(page.locator('[aria-current="true"]')).waitFor();

  const [item] = await stockedVariants(page, 1, 2);
  await page.goto(`/bn/details/${item.slug}`);
  expect(await htmlLang(page)).toBe('bn');
  const addButton = page.getByRole('button', { name: 'ব্যাগে যোগ করুন' });
  await addButton.waitFor();
  await page.getByRole('button', { name: 'এখনই কিনুন' }).waitFor();
  await expect(page.locator('main').textContent()).resolves.toMatch(BANGLA_PRICE);
  await saveScreenshot(page, 'bangla-product-phone');

  await chooseVariant(page, item);
  await addButton.click();
  await page.getByText('ব্যাগে যোগ করা হয়েছে').first().waitFor();
  await page.getByText('আপনার ব্যাগে আছে').waitFor();
  const bag = await page.request.get('/api/v2/cart-summary', { headers: bearer(token) });
  expect(((await bag.json()) as { sub_total: number }).sub_total).toBeGreaterThan(0);

  await page.goto('/bn/checkout');
  await page.locator('input[name="paymentType"]').first().waitFor();
  expect(await htmlLang(page)).toBe('bn');
  await fillDeliveryAddress(page);
  const placeOrder = page.locator('form:has(input[name="paymentType"]) button[type="submit"]').last();
  await page.waitForFunction(() => {
    const buttons = document.querySelectorAll<HTMLButtonElement>('form button[type="submit"]');
    return buttons.length > 0 && !buttons[buttons.length - 1].disabled;
  });
  await placeOrder.click();

  await page.waitForURL('**/bn/order-confirmation/*');
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await htmlLang(page)).toBe('bn');
  const after = await page.request.get('/api/v2/cart-summary', { headers: bearer(token) });
  expect(((await after.json()) as { sub_total: number }).sub_total).toBe(0);
  await saveScreenshot(page, 'bangla-order-confirmation-phone');

  // The cookie remembers the choice: an English address opens in Bangla.
  await page.goto(`/details/${item.slug}`);
  await page.waitForURL((url) => url.pathname === `/bn/details/${item.slug}`);
  expect(await htmlLang(page)).toBe('bn');
  await page.getByRole('button', { name: 'ব্যাগে যোগ করুন' }).waitFor();

  await languageSwitch(page).getByRole('link', { name: 'English' }).click();
  await page.waitForURL((url) => url.pathname === `/details/${item.slug}`);
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  expect(await languageCookie(page)).toBe('en');
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  await expect(page.locator('main').textContent()).resolves.toMatch(/৳[0-9,]+\.[0-9]{2}/);

  // Back in English, an English address stays English.
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  expect(new URL(page.url()).pathname).toBe('/');
}

/** The text of every script the page loads until it is idle. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(scripts);
}

// A text only the Bangla dictionaries hold (the notice after adding to the bag).
const DICTIONARY_TEXT = 'ব্যাগে যোগ করা হয়েছে';

async function loadsBanglaOnlyInBangla(page: Page): Promise<void> {
  const english = await scriptsOf(page, '/');
  expect(await htmlLang(page)).toBe('en');
  expect(english.length).toBeGreaterThan(0);
  expect(english.filter((script) => script.includes(DICTIONARY_TEXT))).toEqual([]);

  const bangla = await scriptsOf(page, '/bn');
  expect(await htmlLang(page)).toBe('bn');
  expect(bangla.some((script) => script.includes(DICTIONARY_TEXT))).toBe(true);
  await languageSwitch(page).getByRole('link', { name: 'বাংলা', exact: true }).and(page.locator('[aria-current="true"]')).waitFor();
}

describe('Bangla', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  // The whole purchase, twice across the language switch: longer than one page's journey.
  it('lets a shopper switch to Bangla, buy with cash on delivery, be remembered and switch back', () =>
    withPage(browser, 'bangla', switchToBanglaAndBuy, { viewport: PHONE_VIEWPORT }), JOURNEY_TIMEOUT_MS);

  it('sends the Bangla texts to Bangla pages only, and a Bangla page hydrates with them', () =>
    withPage(browser, 'bangla-texts', loadsBanglaOnlyInBangla));
});
