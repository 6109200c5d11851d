import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import { collectPageErrors } from './support/pageChecks';
import { sessionToken } from './support/shopper';

const TAKA_PRICE = /^৳[\d,]+\.\d\d$/;

interface ListedProduct {
  name: string;
  slug: string;
}

async function featuredProducts(page: Page): Promise<ListedProduct[]> {
  const response = await page.request.get('/api/v3/products?featured=1&limit=12');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: ListedProduct[] }).data;
}

/** The home page has no title of its own: it carries the site motto setting. */
async function siteMotto(page: Page): Promise<string> {
  const response = await page.request.get('/api/v2/business-settings');
  const settings = (await response.json()) as { data: { type: string; value: string | null }[] };
  return settings.data.find((setting) => setting.type === 'site_motto')?.value ?? '';
}

function featuredGrid(page: Page) {
  return page.getByRole('region', { name: 'Featured' });
}

describe('home page', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the seeded featured products with taka prices under the site motto', () =>
    withPage(browser, 'home-products', async (page) => {
      const errors = collectPageErrors(page);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);

      const title = await siteMotto(page);
      expect(title).not.toBe('');
      await expect(page.title()).resolves.toBe(title);
      // Restoring the session renders the frame again; the page's own title must outlast it.
      await sessionToken(page);
      await expect(page.title()).resolves.toBe(title);

      const products = await featuredProducts(page);
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        const link = featuredGrid(page).getByRole('link', { name: product.name, exact: true });
        await expect(link.getAttribute('href')).resolves.toBe(`/details/${product.slug}`);
      }

      const prices = await featuredGrid(page).getByText(TAKA_PRICE).allTextContents();
      expect(prices.length).toBeGreaterThanOrEqual(products.length);

      await page.waitForLoadState('load');
      const firstRowImagesLoaded = await featuredGrid(page)
        .locator('img[loading="eager"]')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0));
      expect(firstRowImagesLoaded).toEqual([true, true, true, true]);
      expect(errors).toEqual([]);
    }));

  it('opens a product page from a product card', () =>
    withPage(browser, 'home-to-product', async (page) => {
      await page.goto('/');
      const [product] = await featuredProducts(page);
      await featuredGrid(page).getByRole('link', { name: product.name, exact: true }).click();

      await page.waitForURL(`**/details/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(product.name);
      await expect(page.getByText(TAKA_PRICE).first().isVisible()).resolves.toBe(true);
    }));

  it('opens a category’s sub-categories from the desktop category bar, by hover and by its chevron', () =>
    withPage(browser, 'home-category-bar', async (page) => {
      await page.goto('/');
      await sessionToken(page);
      const bar = page.getByRole('navigation', { name: 'Categories' });
      const item = bar.getByRole('listitem').filter({ has: page.getByRole('button', { name: /sub-categories$/ }) }).first();
      const chevron = item.getByRole('button', { name: /sub-categories$/ });
      const panel = page.locator(`#${await chevron.getAttribute('aria-controls')}`);

      await item.hover();
      await panel.getByRole('link').first().waitFor({ state: 'visible' });
      await page.mouse.move(0, 0);
      await panel.waitFor({ state: 'hidden' });

      await chevron.focus();
      await page.keyboard.press('Enter');
      await expect(chevron.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Escape');
      await expect(chevron.getAttribute('aria-expanded')).resolves.toBe('false');
    }));

  it('answers 404 with a not-found page for an unknown product', () =>
    withPage(browser, 'unknown-product', async (page) => {
      const response = await page.goto('/details/no-such-product-anywhere');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    }));

  it('lays products out in two columns on a phone and four on a desktop', async () => {
    const firstCardPositions = async (page: Page) => {
      const boxes = await featuredGrid(page).getByRole('listitem').evaluateAll((items) =>
        items.slice(0, 5).map((item) => item.getBoundingClientRect()),
      );
      return boxes.map((box) => ({ left: Math.round(box.left), top: Math.round(box.top) }));
    };
    const columnsInFirstRow = (boxes: { top: number }[]) => boxes.filter((box) => box.top === boxes[0].top).length;

    await withPage(
      browser,
      'home-phone',
      async (page) => {
        await page.goto('/');
        expect(columnsInFirstRow(await firstCardPositions(page))).toBe(2);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
        await saveScreenshot(page, 'home-phone', false);
      },
      { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
    );

    await withPage(browser, 'home-desktop', async (page) => {
      await page.goto('/');
      expect(columnsInFirstRow(await firstCardPositions(page))).toBe(4);
    });
  });
});
