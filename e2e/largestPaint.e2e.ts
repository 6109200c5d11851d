import type { Browser, Page } from 'playwright-core';
import { DESKTOP_VIEWPORT, launchBrowser, PHONE_VIEWPORT, withPage } from './support/browser';
import { mainPages, waitInPage } from './support/mainPages';

// The first photo of home (the hero's first slide) and of a product (the gallery's) is the page's largest
// paint. The browser paints it from the server's HTML; when the slider takes over, it must keep that
// element: a photo put in its place is a new largest paint, counted only after the slider's script and
// everything the page runs before it.

// Marks the first photo as the server sent it: the document turns "interactive" once it is parsed,
// before the page's deferred scripts run.
const MARK_SERVED_PHOTO = `
  document.addEventListener('readystatechange', function () {
    if (document.readyState === 'interactive') window.__servedPhoto = document.querySelector('img[fetchpriority="high"]');
  });
`;

interface PhotoAfterStart {
  served: boolean;
  connected: boolean;
  same: boolean;
  inActiveSlide: boolean;
  width: number;
}

declare global {
  interface Window {
    __servedPhoto?: HTMLImageElement | null;
  }
}

/** In the page: whether the first photo shown now is in a slider that Swiper has started. */
function sliderStarted(): boolean {
  return document.querySelector('img[fetchpriority="high"]')?.closest('.swiper-initialized') != null;
}

function photoAfterStart(): PhotoAfterStart {
  const served = window.__servedPhoto ?? null;
  const shown = document.querySelector('img[fetchpriority="high"]');
  return {
    served: served !== null,
    connected: served?.isConnected ?? false,
    same: served !== null && shown === served,
    inActiveSlide: served?.closest('.swiper-slide')?.classList.contains('swiper-slide-active') ?? false,
    width: served?.getBoundingClientRect().width ?? 0,
  };
}

async function firstPhotoKept(page: Page, path: string): Promise<void> {
  await page.addInitScript({ content: MARK_SERVED_PHOTO });
  await page.goto(path);
  await waitInPage(page, sliderStarted, 'the slider to start');
  const photo = await page.evaluate(photoAfterStart);
  expect({ path, ...photo }).toEqual({ path, served: true, connected: true, same: true, inActiveSlide: true, width: expect.any(Number) });
  expect(photo.width).toBeGreaterThan(0);
}

describe('the largest paint', () => {
  let browser: Browser;
  let productPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    await withPage(browser, 'largest-paint-product', async (page) => {
      const product = (await mainPages(page)).find((main) => main.name === 'product');
      if (!product) throw new Error('no product page among the main pages');
      productPath = product.path;
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const [size, viewport] of [
    ['phone', { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true }],
    ['desktop', { viewport: DESKTOP_VIEWPORT }],
  ] as const) {
    it(`on a ${size}, the hero's slider starts on the server's first photo and keeps it`, () =>
      withPage(browser, `largest-paint-home-${size}`, (page) => firstPhotoKept(page, '/'), viewport));

    it(`on a ${size}, the product gallery's slider starts on the server's first photo and keeps it`, () =>
      withPage(browser, `largest-paint-product-${size}`, (page) => firstPhotoKept(page, productPath), viewport));
  }
});
