import type { Browser, Page } from 'playwright-core';
import { LISTING_PAGE_SIZE as PAGE_SIZE } from '@/components/category/listingPage';
import { baseUrl, holdScripts, launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';
import { apiData } from './support/pageChecks';

interface CategoryNode {
  name: string;
  slug: string;
  children: CategoryNode[];
}

interface ListedProduct {
  name: string;
  slug: string;
}

interface SizedListing {
  category: CategoryNode;
  size: string;
}

/** A visitor who closed the newsletter popup before: it would cover the listing. */
async function withoutNewsletterPopup(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'popup', value: '1', url: baseUrl() }]);
}

/** A top category and one of its sizes with more products than one page holds, found in the seeded shop. */
async function categoryWithTwoPagesOfOneSize(page: Page): Promise<SizedListing> {
  for (const category of await apiData<CategoryNode[]>(page, '/v2/categories')) {
    const { sizes } = await apiData<{ sizes: string[] }>(page, `/v2/categories-filter?category=${category.slug}`);
    for (const size of sizes) {
      const response = await page.request.get(`/api/v3/products?category=${category.slug}&size=${encodeURIComponent(size)}&limit=1`);
      const { meta } = (await response.json()) as { meta: { total: number } };
      if (meta.total > PAGE_SIZE) return { category, size };
    }
  }
  throw new Error('The seeded shop has no category with a size on more than one page');
}

async function productSizes(page: Page, slug: string): Promise<string[]> {
  const [product] = await apiData<{ variant: { size: string | null }[] }[]>(page, `/v2/productsBySlug/${slug}`);
  return product.variant.map((variant) => (variant.size ?? '').toLowerCase());
}

function listingGrid(page: Page, categoryName: string) {
  return page.getByRole('list', { name: `${categoryName} products` });
}

/** The products a listing shows, read from its product cards' name links. */
async function shownProducts(page: Page, categoryName: string): Promise<ListedProduct[]> {
  const links = listingGrid(page, categoryName).getByRole('heading').getByRole('link');
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ name: anchor.textContent ?? '', slug: (anchor.getAttribute('href') ?? '').replace('/details/', '') })),
  );
}

async function expectEveryProductInSize(page: Page, products: ListedProduct[], size: string) {
  expect(products.length).toBeGreaterThan(0);
  for (const product of products) {
    expect(await productSizes(page, product.slug)).toContain(size.toLowerCase());
  }
}

function sizeFilter(page: Page, size: string) {
  return page.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: size, exact: true });
}

/** The size's button: the checkbox itself is visually hidden behind its label. */
function sizeButton(page: Page, size: string) {
  return page.getByRole('group', { name: 'Size' }).getByText(size, { exact: true });
}

/** The page's scroll position once it has stopped moving (smooth scrolling, restoration after a render). */
async function settledScrollY(page: Page): Promise<number> {
  let last = -1;
  for (;;) {
    await page.waitForTimeout(150);
    const now = await page.evaluate(() => Math.round(window.scrollY));
    if (now === last) return now;
    last = now;
  }
}

function headerSearchBox(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
}

describe('category listing and search', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('filters a category by size through a shareable URL that survives a reload, and pages through it', () =>
    withPage(browser, 'category-size-filter', async (page) => {
      await withoutNewsletterPopup(page);
      await page.goto('/');
      const { category, size } = await categoryWithTwoPagesOfOneSize(page);

      await page.getByRole('banner').locator(`a[href="/category/${category.slug}"]`).first().click();
      await page.waitForURL(`**/category/${category.slug}`);
      await page.getByRole('heading', { level: 1, name: category.name, exact: true }).waitFor();

      await sizeButton(page, size).click();
      await page.waitForURL((url) => url.searchParams.get('size') === size);
      await page.getByRole('link', { name: `Remove filter Size ${size}` }).waitFor();
      await expect(sizeFilter(page, size).isChecked()).resolves.toBe(true);
      const firstPage = await shownProducts(page, category.name);
      expect(firstPage).toHaveLength(PAGE_SIZE);
      await expectEveryProductInSize(page, firstPage, size);

      await page.reload();
      expect(new URL(page.url()).searchParams.get('size')).toBe(size);
      await expect(sizeFilter(page, size).isChecked()).resolves.toBe(true);
      await expect(shownProducts(page, category.name)).resolves.toEqual(firstPage);

      const pagination = page.getByRole('navigation', { name: 'Pagination' });
      const next = pagination.getByRole('link', { name: 'Next' });
      await expect(next.getAttribute('rel')).resolves.toBe('next');
      await next.click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('size') === size);
      await pagination.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
      const secondPage = await shownProducts(page, category.name);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((product) => firstPage.some((shown) => shown.slug === product.slug))).toEqual([]);
      await expectEveryProductInSize(page, secondPage, size);

      await page.getByRole('link', { name: secondPage[0].name, exact: true }).click();
      await page.waitForURL(`**/details/${secondPage[0].slug}`);
      await page.getByRole('heading', { level: 1, name: secondPage[0].name, exact: true }).waitFor();
      await expect(page.getByRole('main').getByText(size, { exact: true }).first().isVisible()).resolves.toBe(true);
    }));

  it('renders a filtered URL complete on the server and answers 404 for an unknown category', () =>
    withPage(browser, 'category-server-render', async (page) => {
      const { category, size } = await categoryWithTwoPagesOfOneSize(page);
      const response = await page.request.get(`/category/${category.slug}?size=${encodeURIComponent(size)}&page=abc`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain('rel="next"');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/category/${category.slug}"`));

      const missing = await page.goto('/category/no-such-category-anywhere');
      expect(missing?.status()).toBe(404);
    }));

  it('filters from the drawer on a phone', () =>
    withPage(
      browser,
      'category-phone-drawer',
      async (page) => {
        await withoutNewsletterPopup(page);
        const { category, size } = await categoryWithTwoPagesOfOneSize(page);
        await page.goto(`/category/${category.slug}`);
        await page.getByRole('button', { name: /^Filters/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await drawer.getByRole('group', { name: 'Size' }).getByText(size, { exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('size') === size);
        await page.getByRole('link', { name: `Remove filter Size ${size}` }).waitFor();
        await saveScreenshot(page, 'category-phone-drawer', false);
        await drawer.getByRole('button', { name: /^Show \d+ products$/ }).click();
        await expect(drawer.isVisible()).resolves.toBe(false);
        await expectEveryProductInSize(page, await shownProducts(page, category.name), size);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      },
      { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
    ));

  it('shows another page of a listing from the top of its grid on a phone; back and forward keep their places', () =>
    withPage(
      browser,
      'category-phone-pages',
      async (page) => {
        await withoutNewsletterPopup(page);
        const { category, size } = await categoryWithTwoPagesOfOneSize(page);
        await page.goto(`/category/${category.slug}?size=${encodeURIComponent(size)}`);
        await page.waitForLoadState('load');
        const results = page.getByRole('region', { name: `${category.name} products` });
        const pagination = page.getByRole('navigation', { name: 'Pagination' });
        /** Where the results start, measured from the bottom of the site header (fixed at the top once scrolled). */
        const resultsBelowHeader = () =>
          results.evaluate((section) => {
            const header = document.querySelector('header[data-sticky]')!.getBoundingClientRect();
            return Math.round(section.getBoundingClientRect().top - Math.max(0, header.bottom));
          });

        await pagination.scrollIntoViewIfNeeded();
        const firstPageY = await settledScrollY(page);
        expect(firstPageY).toBeGreaterThan(PHONE_VIEWPORT.height);

        await pagination.getByRole('link', { name: 'Next' }).tap();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await pagination.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
        await page.waitForFunction((before) => window.scrollY < before, firstPageY);
        await settledScrollY(page);
        expect(Math.abs(await resultsBelowHeader())).toBeLessThanOrEqual(1);
        await saveScreenshot(page, 'category-phone-page-2', false);

        await page.evaluate(() => window.scrollBy(0, 600));
        const secondPageY = await settledScrollY(page);
        expect(secondPageY).toBeGreaterThan(0);

        await page.goBack();
        await page.waitForURL((url) => url.searchParams.get('page') === null);
        await pagination.locator('[aria-current="page"]', { hasText: '1' }).waitFor();
        expect(await settledScrollY(page)).toBe(firstPageY);

        await page.goForward();
        await page.waitForURL((url) => url.searchParams.get('page') === '2');
        await pagination.locator('[aria-current="page"]', { hasText: '2' }).waitFor();
        expect(await settledScrollY(page)).toBe(secondPageY);
      },
      { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
    ));

  it('opens the quick view of the last card on the first tap', () =>
    withPage(
      browser,
      'category-last-card',
      async (page) => {
        await withoutNewsletterPopup(page);
        const [category] = await apiData<CategoryNode[]>(page, '/v2/categories');
        await page.goto(`/category/${category.slug}`);
        await page.waitForLoadState('load');
        const lastCard = listingGrid(page, category.name).getByRole('listitem').last();
        const name = (await lastCard.getByRole('heading').textContent()) ?? '';
        await lastCard.getByRole('button', { name: `Quick view: ${name}` }).tap();
        await page.getByRole('dialog', { name }).waitFor();
      },
      { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
    ));

  it('finds a product by name from the header search box, by suggestion or by the results page', () =>
    withPage(browser, 'header-search', async (page) => {
      await withoutNewsletterPopup(page);
      await page.goto('/');
      const [product] = await apiData<ListedProduct[]>(page, '/v3/products?order_by=popularity&limit=1');

      await headerSearchBox(page).fill(product.name);
      const suggestion = page
        .getByRole('listbox', { name: 'Search suggestions' })
        .getByRole('group', { name: 'Products' })
        .getByRole('option', { name: product.name });
      await suggestion.click();
      await page.waitForURL(`**/details/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();

      await headerSearchBox(page).fill(product.name);
      await headerSearchBox(page).press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === product.name);
      await page.getByRole('heading', { level: 1, name: `Search results for “${product.name}”`, exact: true }).waitFor();
      await page.getByRole('list', { name: `Products matching ${product.name}` }).getByRole('link', { name: product.name, exact: true }).click();
      await page.waitForURL(`**/details/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
    }));

  it('suggests products for a term typed before the scripts arrived', () =>
    withPage(browser, 'header-search-before-scripts', async (page) => {
      const [product] = await apiData<ListedProduct[]>(page, '/v3/products?order_by=popularity&limit=1');
      const releaseScripts = await holdScripts(page);
      // Deferred scripts hold DOMContentLoaded back, not the page: the shopper sees the box before it.
      await page.goto('/', { waitUntil: 'commit' });

      await headerSearchBox(page).fill(product.name);
      releaseScripts();

      await page
        .getByRole('listbox', { name: 'Search suggestions' })
        .getByRole('group', { name: 'Products' })
        .getByRole('option', { name: product.name })
        .click();
      await page.waitForURL(`**/details/${product.slug}`);
    }));
});
