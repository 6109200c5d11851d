import type { Browser, Page } from 'playwright-core';
import { LISTING_PAGE_SIZE } from '@/components/category/listingPage';
import { baseUrl, launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';

// The product page in a real browser: from a category listing to the page, a colour change that
// swaps the gallery, a sold-out size, adding to the bag and the quantity stepper; and the JSON-LD a
// crawler reads in the served HTML.

const LISTING_CATEGORY = 'men';

interface ListedProduct {
  name: string;
  slug: string;
}

interface VariantAnswer {
  variant: string;
  stock: number;
  color: string | null;
  size: string | null;
}

interface ProductAnswer {
  id: number;
  name: string;
  slug: string;
  is_negative: number;
  variant: VariantAnswer[];
  choice_options: { title: string; options: string[] }[];
}

interface Journey {
  product: ProductAnswer;
  /** Not the preselected colour: choosing it changes the gallery. */
  color: string;
  soldOutSize: string;
  inStockSize: string;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** A product on the listing's first page with a second colour that has one sold-out and one stocked size. */
async function findJourney(): Promise<Journey> {
  const listing = await api<{ data: ListedProduct[] }>(`/v3/products?category=${LISTING_CATEGORY}&limit=${LISTING_PAGE_SIZE}`);
  for (const listed of listing.data) {
    const { data } = await api<{ data: ProductAnswer[] }>(`/v2/productsBySlug/${listed.slug}`);
    const product = data[0];
    const colors = product.choice_options.find((choice) => choice.title === 'COLOR')?.options ?? [];
    if (product.is_negative === 1 || colors.length < 2) continue;
    for (const color of colors.slice(1)) {
      const sizes = product.variant.filter((variant) => variant.color === color && variant.size);
      const soldOut = sizes.find((variant) => variant.stock === 0);
      const inStock = sizes.find((variant) => variant.stock >= 2);
      if (soldOut && inStock) return { product, color, soldOutSize: soldOut.size!, inStockSize: inStock.size! };
    }
  }
  throw new Error(`no product on /category/${LISTING_CATEGORY} has a second colour with a sold-out and a stocked size`);
}

function floatingBag(page: Page) {
  return page.getByRole('button', { name: /^Open your bag/ });
}

/** The main slider's first photo (the LCP image, then Swiper's first slide). */
function firstPhoto(page: Page, product: ProductAnswer) {
  return page.getByRole('img', { name: new RegExp(`^${product.name}, photo 1 of \\d+$`) }).first();
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const scripts = html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  return Array.from(scripts, (match) => JSON.parse(match[1]) as Record<string, unknown>);
}

async function addToBagAndStep(page: Page, journey: Journey): Promise<void> {
  const { product } = journey;
  await page.goto(`/category/${LISTING_CATEGORY}`);
  await page.getByRole('link', { name: product.name, exact: true }).click();
  await page.waitForURL(`**/details/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

  // Swiper takes over the server-rendered gallery after hydration.
  await page.locator('.swiper-initialized').first().waitFor();
  const photoBefore = await firstPhoto(page, product).getAttribute('src');
  await page.getByRole('button', { name: journey.color, exact: true }).click();
  await expect(page.getByRole('button', { name: journey.color, exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
  await page.waitForFunction(
    ({ name, before }) => {
      const image = [...document.querySelectorAll('img')].find((candidate) => candidate.alt.startsWith(`${name}, photo 1 of`));
      return image !== undefined && image.getAttribute('src') !== before;
    },
    { name: product.name, before: photoBefore },
  );

  const soldOut = page.getByRole('button', { name: `${journey.soldOutSize}, out of stock`, exact: true });
  // Playwright holds aria-disabled controls to be inert; the shop still lets a shopper pick the size to read why.
  await soldOut.click({ force: true });
  await expect(soldOut.getAttribute('aria-disabled')).resolves.toBe('true');
  await expect(soldOut.getAttribute('aria-pressed')).resolves.toBe('true');
  await expect(soldOut.evaluate((button) => getComputedStyle(button).textDecorationLine)).resolves.toContain('line-through');
  await expect(page.getByRole('status').filter({ hasText: 'Out of Stock' }).count()).resolves.toBe(1);
  await expect(page.getByRole('button', { name: 'Order Now' }).isDisabled()).resolves.toBe(true);

  await page.getByRole('button', { name: journey.inStockSize, exact: true }).click();
  await expect(page.getByRole('button', { name: 'Order Now' }).isEnabled()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to cart', { exact: true }).first().waitFor();
  await floatingBag(page).getByText('1 item', { exact: true }).waitFor();

  const addEvents = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'add_to_cart'),
  );
  expect(addEvents).toEqual([
    expect.objectContaining({ event_id: expect.stringMatching(/^\d{16}$/), ecommerce: expect.objectContaining({ currency: 'BDT' }) }),
  ]);

  const stepper = page.getByRole('group', { name: `Quantity of ${product.name}` });
  await stepper.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
  await stepper.getByText('2', { exact: true }).waitFor();
  await saveScreenshot(page, 'product-page-stepper', false);
  await stepper.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await stepper.getByText('1', { exact: true }).waitFor();
  await stepper.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  await floatingBag(page).getByText('0 items', { exact: true }).waitFor();
}

describe('the product page', () => {
  let browser: Browser;
  let journey: Journey;

  beforeAll(async () => {
    browser = await launchBrowser();
    journey = await findJourney();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens from a listing, swaps the gallery with the colour, marks a sold-out size and steps the bag quantity', () =>
    withPage(browser, 'product-journey', (page) => addToBagAndStep(page, journey)));

  it('works the same on a phone', () =>
    withPage(browser, 'product-journey-phone', (page) => addToBagAndStep(page, journey), { viewport: PHONE_VIEWPORT }));

  it('serves the product with its JSON-LD to crawlers', async () => {
    const response = await fetch(`${baseUrl()}/details/${journey.product.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('s-maxage=4, stale-while-revalidate=4');
    const html = await response.text();
    const product = jsonLdBlocks(html).find((block) => block['@type'] === 'Product');
    expect(product).toMatchObject({
      name: journey.product.name,
      offers: expect.objectContaining({ priceCurrency: 'BDT' }),
    });
    expect(html).toMatch(/<img[^>]*fetchpriority="high"/i);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await fetch(`${baseUrl()}/details/no-such-product-here`);
    expect(response.status).toBe(404);
  });
});
