import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { newPage } from './browser';
import { addToBag, sessionToken, signInAs, stockedVariants } from './shopper';

// The pages shoppers, customers and affiliates use most, opened with what they show in real use: a
// product in the bag, a signed-in customer who is also the demo affiliate.

/** The demo affiliate is a customer as well: one sign-in opens the customer's and the affiliate's pages. */
const DEMO_AFFILIATE = { email: 'affiliate@demo.shop', password: 'Affiliate@123' };
const LISTING_CATEGORY = 'men';

export type Language = 'en' | 'bn';

export interface MainPage {
  name: string;
  /** The English address; the Bangla one carries the /bn prefix. */
  path: string;
  /** A guest sees it (sign-in would send a customer away from /login). */
  guest: boolean;
}

interface ListedProduct {
  slug: string;
}

async function firstListedProduct(page: Page): Promise<string> {
  const response = await page.request.get(`/api/v3/products?limit=1&category=${LISTING_CATEGORY}`);
  const [product] = ((await response.json()) as { data: ListedProduct[] }).data;
  if (!product) throw new Error(`the ${LISTING_CATEGORY} listing is empty`);
  return product.slug;
}

/** Home, category, product, bag, checkout, login, profile, orders, the affiliate's items and dashboard. */
export async function mainPages(page: Page): Promise<MainPage[]> {
  const productSlug = await firstListedProduct(page);
  return [
    { name: 'home', path: '/', guest: true },
    { name: 'category', path: `/category/${LISTING_CATEGORY}`, guest: true },
    { name: 'product', path: `/details/${productSlug}`, guest: true },
    { name: 'login', path: '/login', guest: true },
    { name: 'bag', path: '/cart', guest: false },
    { name: 'checkout', path: '/checkout', guest: false },
    { name: 'profile', path: '/profile', guest: false },
    { name: 'orders', path: '/orders', guest: false },
    { name: 'affiliate items', path: '/affiliate/items', guest: false },
    { name: 'affiliate dashboard', path: '/affiliate/Dashboard', guest: false },
  ];
}

export function localPath(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? '/bn' : `/bn${path}`;
}

/** A page for a guest (`guest`), or for the demo affiliate signed in with a product in the bag. */
export async function pageFor(browser: Browser, guest: boolean, options: BrowserContextOptions): Promise<Page> {
  const page = await newPage(browser, options);
  if (guest) return page;
  await page.goto('/');
  const token = await signInAs(page, DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
  const [item] = await stockedVariants(page, 1, 1);
  await addToBag(page, token, item, 1);
  await page.goto('/');
  await sessionToken(page);
  return page;
}

/** In the page: whether its eager images and its media have loaded (the hardening journey's test). */
function loaded(): boolean {
  return (
    Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete) &&
    Array.from(document.querySelectorAll('video, audio')).every((media) => (media as HTMLMediaElement).networkState !== HTMLMediaElement.NETWORK_LOADING)
  );
}

const SETTLE_TIMEOUT_MS = 15_000;
const POLL_MS = 200;

/**
 * Asks the page until `check` answers true. (Playwright's waitForFunction evaluates its predicate
 * as a string in the page, which the shop's Content-Security-Policy refuses.)
 */
export async function waitInPage(page: Page, check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`${page.url()}: still waiting for ${what} after ${SETTLE_TIMEOUT_MS / 1000} s`);
    await page.waitForTimeout(POLL_MS);
  }
}
/** What a page fetches after its first paint (the signed-in customer's orders, the dashboard's figures) has time to show. */
const QUIET_MS = 1_000;

/** Opens the page and waits until it has loaded, its eager images too, and its data has had time to arrive. */
export async function openMainPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('load');
  await waitInPage(page, loaded, 'its images to load');
  await page.waitForTimeout(QUIET_MS);
}
