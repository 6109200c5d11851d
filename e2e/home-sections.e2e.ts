import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import { apiData, collectPageErrors } from './support/pageChecks';

const TAKA_PRICE = /^৳[\d,]+\.\d\d$/;
const CATEGORY_PATH = /^\/category\/[a-z0-9-]+$/;

/** Scrolls down a screen at a time, as a shopper does, until `name`'s section has loaded. */
async function scrollUntilSection(page: Page, name: string): Promise<void> {
  const section = page.getByRole('region', { name, exact: true });
  for (let step = 0; step < 60 && !(await section.isVisible()); step += 1) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(150);
  }
  await section.scrollIntoViewIfNeeded();
}

describe('home page sections', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens with the main slider, its first picture loaded first', () =>
    withPage(browser, 'home-slider', async (page) => {
      const errors = collectPageErrors(page);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('public, s-maxage=4, stale-while-revalidate=4');

      const [firstSlide] = await apiData<{ title: string; photo: string }[]>(page, '/v2/slider-main');
      const slider = page.getByRole('region', { name: 'Highlights' });
      const lcpImage = slider.locator('img[fetchpriority="high"]');
      await expect(lcpImage.getAttribute('alt')).resolves.toBe(firstSlide.title);
      await expect(lcpImage.getAttribute('loading')).resolves.toBe('eager');
      await page.waitForLoadState('load');
      await expect(lcpImage.evaluate((image) => (image as HTMLImageElement).naturalWidth)).resolves.toBeGreaterThan(0);
      expect(errors).toEqual([]);
    }));

  it('shows a flash deal countdown that ticks every second once the shopper scrolls to it', () =>
    withPage(browser, 'home-flash-deal', async (page) => {
      const [deal] = await apiData<{ title: string }[]>(page, '/v2/flash-deals');
      await page.goto('/');
      const countdown = page.getByRole('region', { name: deal.title }).getByRole('timer');
      await countdown.waitFor();
      await page.waitForLoadState('load');
      await countdown.scrollIntoViewIfNeeded();
      const first = await countdown.textContent();
      await page.waitForTimeout(1100);
      const second = await countdown.textContent();
      expect(first).toMatch(/^\d+Days?\d\dHrs\d\dMin\d\dSec$/);
      expect(second).toMatch(/^\d+Days?\d\dHrs\d\dMin\d\dSec$/);
      expect(second).not.toBe(first);
    }));

  it('shows product sections with taka prices and a category section linking to listings', () =>
    withPage(browser, 'home-products-categories', async (page) => {
      await page.goto('/');
      for (const name of ['Featured', 'New arrivals', 'Top selling']) {
        const prices = await page.getByRole('region', { name, exact: true }).getByText(TAKA_PRICE).allTextContents();
        expect(prices.length).toBeGreaterThan(0);
      }

      const trending = await apiData<{ name: string; slug: string }[]>(page, '/v2/categories/trending');
      const categories = page.getByRole('region', { name: 'Trending categories' });
      const link = categories.getByRole('link', { name: trending[0].name, exact: true });
      await expect(link.getAttribute('href')).resolves.toBe(`/category/${trending[0].slug}`);
      const hrefs = await categories.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBe(trending.length);
      for (const href of hrefs) expect(href).toMatch(CATEGORY_PATH);
    }));

  it('loads the sections further down as they scroll near, up to the newest blog post', () =>
    withPage(browser, 'home-lazy-sections', async (page) => {
      const errors = collectPageErrors(page);
      const [post] = await apiData<{ title: string }[]>(page, '/v2/blog?limit=3');
      await page.goto('/');
      await page.waitForLoadState('load');

      await scrollUntilSection(page, 'Hot deals');
      const hotDeals = await page.getByRole('region', { name: 'Hot deals' }).getByRole('article').count();
      expect(hotDeals).toBeGreaterThan(0);
      expect(hotDeals).toBeLessThanOrEqual(10);

      await scrollUntilSection(page, 'From the journal');
      const journal = page.getByRole('region', { name: 'From the journal' });
      await expect(journal.getByRole('heading', { name: post.title }).isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    }));

  it('fits a phone screen without sideways scrolling', () =>
    withPage(
      browser,
      'home-sections-phone',
      async (page) => {
        await page.goto('/');
        await page.waitForLoadState('load');
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
        await saveScreenshot(page, 'home-sections-phone', false);
      },
      { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
    ));
});
