import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { COOKIE_NAMES } from '@/utils/cookies';
import { CHROMIUM_FLAGS } from '../../bench/support/chromium';
import { collectPageErrors } from './pageChecks';
import { ARTIFACTS_DIR } from './server';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 900 };

// Debian's Chromium, never a downloaded one, with the benchmarks' flags (quiet and offline in CI).
const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--disable-quic'];

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through e2e/jest.config.ts');
  return url;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export interface JourneyOptions extends BrowserContextOptions {
  /**
   * A first visit opens the newsletter popup at a scroll after a pause. Journeys about
   * something else start as a visitor who already closed it (the popup cookie is set); pass true to
   * meet it (meetNewsletterPopup).
   */
  newsletterPopup?: boolean;
  /**
   * The journey makes requests fail on purpose (an API answering 500, a network that drops): the
   * browser's console lines about those requests do not fail it; any other error still does.
   */
  failedRequests?: boolean;
}

/** A page in a fresh context (no cookies or storage carried over) whose relative URLs go to the shop. */
export async function newPage(
  browser: Browser,
  { newsletterPopup = false, ...options }: Omit<JourneyOptions, 'failedRequests'> = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP_VIEWPORT, ...options });
  if (!newsletterPopup) await context.addCookies([{ name: COOKIE_NAMES.popup, value: '1', url: baseUrl() }]);
  return context.newPage();
}

/**
 * Holds the page's scripts back, as a slow phone network does, until the returned function is called:
 * the shopper meets the server's page before the app has taken it over.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    // The page may have closed while its scripts waited.
    await route.continue().catch(() => undefined);
  });
  return release;
}

const POPUP_ATTEMPTS = 30;
const POPUP_ATTEMPT_MS = 500;
const POPUP_SCROLL_PX = 120;

/** A first visit's newsletter popup, opened the way a shopper meets it: a scroll once its pause is over. */
export async function meetNewsletterPopup(page: Page): Promise<Locator> {
  const popup = page.getByRole('dialog');
  for (let attempt = 0; attempt < POPUP_ATTEMPTS; attempt += 1) {
    // Down, then back up: the page moves at every step wherever it started.
    await page.mouse.wheel(0, attempt % 2 === 0 ? POPUP_SCROLL_PX : -POPUP_SCROLL_PX);
    if (await popup.waitFor({ timeout: POPUP_ATTEMPT_MS }).then(() => true, () => false)) return popup;
  }
  throw new Error('The newsletter popup did not open at a scroll');
}

function artifactPath(name: string): string {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
}

/** Saves what the page shows to e2e/artifacts/<name>.png: the whole page unless `fullPage` is false. */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<string> {
  const file = artifactPath(name);
  await page.screenshot({ path: file, fullPage });
  return file;
}

/**
 * Runs one journey in a new page; it fails on any uncaught error or console error the page reports
 * (collectPageErrors) as well. When it fails, a full-page screenshot named after the journey is saved
 * to e2e/artifacts/ before the error is passed on. The page's context is always closed.
 */
export async function withPage(
  browser: Browser,
  name: string,
  journey: (page: Page) => Promise<void>,
  options: JourneyOptions = {},
): Promise<void> {
  const { failedRequests, ...pageOptions } = options;
  const page = await newPage(browser, pageOptions);
  const errors = collectPageErrors(page, { failedRequests });
  try {
    await journey(page);
    if (errors.length > 0) throw new Error(`The page reported errors:\n${errors.join('\n')}`);
  } catch (error) {
    const file = await saveScreenshot(page, `failed-${name}`).catch(() => undefined);
    if (file) console.error(`Screenshot of the failed journey: ${file}`);
    throw error;
  } finally {
    await page.context().close();
  }
}
