import type { Browser } from 'playwright-core';
import { DESKTOP_VIEWPORT, launchBrowser, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { seriousAccessibilityViolations } from './support/axe';
import { localPath, mainPages, openMainPage, pageFor, type Language } from './support/mainPages';

// axe-core over the main pages, in English and Bangla, on a desktop and a phone: no serious or
// critical violation (a missing name or label, too little contrast, a broken landmark or ARIA role).

const SCREENS = [
  { screen: 'desktop', options: { viewport: DESKTOP_VIEWPORT } },
  { screen: 'phone', options: { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true } },
];
const RUNS = (['en', 'bn'] as Language[]).flatMap((language) => SCREENS.map((screen) => ({ language, ...screen })));
const ALL_PAGES_TIMEOUT_MS = 300_000;

describe('accessibility', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(RUNS)(
    'in $language on a $screen: axe finds no serious or critical violation on the main pages',
    async ({ language, screen, options }) => {
      const found: string[] = [];
      for (const guest of [true, false]) {
        const page = await pageFor(browser, guest, options);
        try {
          const pages = (await mainPages(page)).filter((main) => main.guest === guest);
          for (const main of pages) {
            const path = localPath(main.path, language);
            await openMainPage(page, path);
            const violations = await seriousAccessibilityViolations(page);
            if (violations.length > 0) await saveScreenshot(page, `axe-${main.name}-${language}-${screen}`);
            found.push(...violations.map((violation) => `${path}: ${violation}`));
          }
        } finally {
          await page.context().close();
        }
      }
      expect(found).toEqual([]);
    },
    ALL_PAGES_TIMEOUT_MS,
  );
});
