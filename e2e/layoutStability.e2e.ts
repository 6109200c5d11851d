import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, PHONE_VIEWPORT, saveScreenshot } from './support/browser';
import { mainPages, pageFor } from './support/mainPages';

// What a shopper on a slow phone sees while a page loads and the app takes it over: nothing moves under
// their thumb. A part of the page that the server's HTML leaves out, hidden for a script to show later,
// moves everything below it when it appears.

/** Google's threshold of a good cumulative layout shift; the shop's pages reserve every box and aim at 0. */
const GOOD_LAYOUT_SHIFT = 0.1;
/** A mid-range phone runs scripts about four times slower than this machine (Lighthouse's mobile setting). */
const PHONE_CPU_SLOWDOWN = 4;
/** Long enough for a slowed hydration, the sections that load after it and the first carousel step. */
const SETTLE_MS = 5_000;
const ALL_PAGES_TIMEOUT_MS = 300_000;

// Every layout shift, with or without recent input (the journey gives none).
const OBSERVE_SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      window.__shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map(function (source) {
        var node = source.node;
        return node && node.tagName ? node.tagName.toLowerCase() + (typeof node.className === 'string' && node.className ? '.' + node.className.split(' ').join('.') : '') : String(node && node.nodeName);
      }) });
    });
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

async function shiftsOnSlowPhone(page: Page, path: string): Promise<Shift[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate<Shift[]>('window.__shifts');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return shifts;
}

describe('layout stability', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it(
    'on a slow phone, no main page moves by more than a good layout shift while it loads',
    async () => {
      const found: string[] = [];
      for (const guest of [true, false]) {
        const page = await pageFor(browser, guest, { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
        await page.addInitScript({ content: OBSERVE_SHIFTS });
        try {
          const pages = (await mainPages(page)).filter((main) => main.guest === guest);
          for (const main of pages) {
            const shifts = await shiftsOnSlowPhone(page, main.path);
            const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
            if (total > GOOD_LAYOUT_SHIFT) {
              const worst = shifts.filter((shift) => shift.value >= 0.01).map((shift) => `${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.join(', ')}`);
              found.push(`${main.path}: layout shift ${total.toFixed(3)} (${worst.join('; ')})`);
              await saveScreenshot(page, `unstable-${main.name}`);
            }
          }
        } finally {
          await page.context().close();
        }
      }
      expect(found).toEqual([]);
    },
    ALL_PAGES_TIMEOUT_MS,
  );

  it('the served HTML shows each page in place: no part is hidden for a script to reveal later', async () => {
    const page = await pageFor(browser, true, {});
    try {
      const hidden: string[] = [];
      for (const main of (await mainPages(page)).filter((entry) => entry.guest)) {
        const html = await (await fetch(`${baseUrl()}${main.path}`)).text();
        // React's server writes a large Suspense boundary at the end of the page, hidden, with a script
        // that moves it in place: a shopper without scripts never sees it, and it moves the page when it
        // appears. Each part is named by its first element.
        const outlined = Array.from(html.matchAll(/<div hidden id="S:\d+">(<[^>]*>)/g), (match) => match[1]);
        if (outlined.length > 0) hidden.push(`${main.path}: hidden until a script shows them: ${outlined.join(', ')}`);
      }
      expect(hidden).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
