import type { Browser, Page } from 'playwright-core';
import { launchBrowser, meetNewsletterPopup, newPage, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { coveredControls } from './support/coveredControls';
import { mainPages, openMainPage, pageFor, waitInPage, type MainPage } from './support/mainPages';

// On a phone, nothing that stays in place on the screen (the floating bag button, the header, toasts,
// the newsletter popup) may hide a control from the finger, and the popup shows its image whole.

const SMALL_PHONE_VIEWPORT = { width: 360, height: 740 };
const PHONES = [PHONE_VIEWPORT, SMALL_PHONE_VIEWPORT];
const ALL_PAGES_TIMEOUT_MS = 360_000;

function phone(viewport: { width: number; height: number }) {
  return { viewport, isMobile: true, hasTouch: true };
}

/** Every main page, guest pages as a guest and the others signed in: the controls something covers, by page. */
async function coveredOnMainPages(browser: Browser, viewport: { width: number; height: number }): Promise<string[]> {
  const found: string[] = [];
  for (const guest of [true, false]) {
    const page = await pageFor(browser, guest, phone(viewport));
    try {
      const pages = (await mainPages(page)).filter((main: MainPage) => main.guest === guest);
      for (const main of pages) {
        await openMainPage(page, main.path);
        const covered = await coveredControls(page);
        if (covered.length > 0) await saveScreenshot(page, `covered-${main.name}-${viewport.width}`, false);
        found.push(...covered.map((control) => `${main.name} (${main.path}): ${control}`));
      }
    } finally {
      await page.context().close();
    }
  }
  return found;
}

/** In the page: how the popup's image shows against the image itself and the screen. */
function popupImageShape(): { natural: number; shown: number; inScreen: boolean; inDialog: boolean } | null {
  const image = document.querySelector<HTMLImageElement>('[role="dialog"] img');
  const panel = image?.closest('[role="dialog"]');
  if (!image || !panel) return null;
  const box = image.getBoundingClientRect();
  const frame = panel.getBoundingClientRect();
  return {
    natural: image.naturalWidth / image.naturalHeight,
    shown: box.width / box.height,
    inScreen: box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth,
    inDialog: box.top >= frame.top && box.left >= frame.left && box.bottom <= frame.bottom && box.right <= frame.right,
  };
}

/** In the page: whether the popup's image has loaded. */
function popupImageLoaded(): boolean {
  const image = document.querySelector<HTMLImageElement>('[role="dialog"] img');
  return Boolean(image?.complete && image.naturalWidth > 0);
}

async function popupImage(page: Page) {
  await waitInPage(page, popupImageLoaded, 'the popup image to load');
  return page.evaluate(popupImageShape);
}

describe('a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(PHONES)(
    'at $width×$height: no fixed element covers a visible control of the main pages',
    async (viewport) => {
      expect(await coveredOnMainPages(browser, viewport)).toEqual([]);
    },
    ALL_PAGES_TIMEOUT_MS,
  );

  it.each(PHONES)('at $width×$height: the newsletter popup shows its whole image, with the form in reach', async (viewport) => {
    const page = await newPage(browser, { ...phone(viewport), newsletterPopup: true });
    try {
      await page.goto('/');
      const popup = await meetNewsletterPopup(page);
      const shape = await popupImage(page);
      await saveScreenshot(page, `newsletter-popup-${viewport.width}`, false);
      expect(shape).not.toBeNull();
      // The image keeps its own proportions (nothing cut off its sides or its top and bottom), all on screen.
      expect(Math.abs(shape!.shown - shape!.natural) / shape!.natural).toBeLessThan(0.02);
      expect(shape).toMatchObject({ inScreen: true, inDialog: true });
      await expect(popup.getByRole('button', { name: 'Subscribe' }).isVisible()).resolves.toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
