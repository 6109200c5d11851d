import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, PHONE_VIEWPORT, saveScreenshot, withPage } from './support/browser';

// What a crawler reads: the served HTML (no JavaScript), robots.txt and the sitemap; then the store
// locator's city filter in a browser, with and without JavaScript.

interface ProductAnswer {
  name: string;
  slug: string;
  main_price: number;
  current_stock: number;
  is_negative: number;
  breadCrumb: { name: string; slug: string }[];
}

interface StoreAnswer {
  name: string;
  city: string;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function servedHtml(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const scripts = html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g);
  return Array.from(scripts, (match) => JSON.parse(match[1]) as Record<string, unknown>);
}

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/** The content of the head's `<meta property|name="…">`. */
function metaContent(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/g) ?? []) {
    if (tag.includes(`property="${key}"`) || tag.includes(`name="${key}"`)) {
      const content = /content="([^"]*)"/.exec(tag)?.[1];
      if (content !== undefined) return decodeAttribute(content);
    }
  }
  return undefined;
}

/** The served page's `<title>`, as crawlers and the browser tab read it. */
function servedTitle(html: string): string | undefined {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  return title === undefined ? undefined : decodeAttribute(title);
}

async function siteMotto(): Promise<string> {
  const settings = await api<{ data: { type: string; value: string | null }[] }>('/v2/business-settings');
  const motto = settings.data.find((setting) => setting.type === 'site_motto')?.value;
  expect(motto).toBeTruthy();
  return motto!;
}

function canonicalHref(html: string): string | undefined {
  const tag = html.match(/<link\b[^>]*rel="canonical"[^>]*>/)?.[0];
  return tag ? decodeAttribute(/href="([^"]*)"/.exec(tag)?.[1] ?? '') : undefined;
}

function expectedAvailability(product: ProductAnswer): string {
  if (product.current_stock > 0) return 'https://schema.org/InStock';
  return product.is_negative === 1 ? 'https://schema.org/BackOrder' : 'https://schema.org/OutOfStock';
}

async function firstProduct(): Promise<ProductAnswer> {
  const listing = await api<{ data: { slug: string }[] }>('/v3/products?limit=1&order_by=popularity');
  const detail = await api<{ data: ProductAnswer[] }>(`/v2/productsBySlug/${listing.data[0].slug}`);
  return detail.data[0];
}

async function storeNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Stores' }).getByRole('heading', { level: 2 }).allTextContents();
}

describe('what search engines read', () => {
  it('serves a product page with Product and BreadcrumbList JSON-LD, a canonical link and share tags', async () => {
    const product = await firstProduct();
    const { status, html } = await servedHtml(`/details/${product.slug}`);
    expect(status).toBe(200);
    const productUrl = `${baseUrl()}/details/${product.slug}`;

    const blocks = jsonLdBlocks(html);
    const productData = blocks.find((block) => block['@type'] === 'Product');
    expect(productData).toMatchObject({
      '@context': 'https://schema.org',
      name: product.name,
      url: productUrl,
      offers: {
        '@type': 'Offer',
        price: product.main_price,
        priceCurrency: 'BDT',
        availability: expectedAvailability(product),
      },
    });

    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    const items = breadcrumb?.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items[0]).toMatchObject({ name: 'Home', item: `${baseUrl()}/` });
    expect(items.slice(1, -1).map((item) => item.item)).toEqual(
      product.breadCrumb.map((crumb) => `${baseUrl()}/category/${crumb.slug}`),
    );
    expect(items[items.length - 1]).toMatchObject({ name: product.name, item: productUrl });

    expect(canonicalHref(html)).toBe(productUrl);
    expect(metaContent(html, 'og:url')).toBe(productUrl);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toContain(product.name);
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${baseUrl()}/media/`));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html.match(/<title[ >]/g)).toHaveLength(1);
    expect(servedTitle(html)).toBe(`${product.name} | ${await siteMotto()}`);
  });

  it('answers 404 for an unknown product slug', async () => {
    const { status } = await servedHtml('/details/no-such-product-anywhere');
    expect(status).toBe(404);
  });

  it('lists products, categories and content pages in /sitemap.xml', async () => {
    const product = await firstProduct();
    const response = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"[ >]/);
    expect(xml).toContain(`<loc>${baseUrl()}/details/${product.slug}</loc>`);
    // Each page also in Bangla, both naming their language versions.
    expect(xml).toContain(`<loc>${baseUrl()}/bn/details/${product.slug}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="bn" href="${baseUrl()}/bn/details/${product.slug}"/>`);
    expect(xml).toContain(`<loc>${baseUrl()}/category/${product.breadCrumb[0].slug}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl()}/page/about-us</loc>`);
    expect(xml).not.toContain('/page/store-locator<');
  });

  it('serves robots.txt that keeps crawlers out of the API and names the sitemap', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('\nDisallow: /profile\n');
    expect(text).toContain('\nDisallow: /bn/checkout\n');
    expect(text).not.toMatch(/Disallow: \/(details|category|page)\b/);
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it('serves a content page with its sanitised content, title and breadcrumb', async () => {
    const page = (await api<{ data: { title: string; content: string; meta_title: string }[] }>('/v2/pages/about-us')).data[0];
    const { status, html, headers } = await servedHtml('/page/about-us');
    expect(status).toBe(200);
    // Served from the page cache (ISR): rendered again in the background once older than 4 s.
    expect(headers.get('cache-control')).toBe('s-maxage=4, stale-while-revalidate=4');
    expect(html).toMatch(/<h1[^>]*>About Us<\/h1>/);
    const firstParagraph = /<p>([^<]+)<\/p>/.exec(page.content)![1];
    expect(html).toContain(firstParagraph);
    expect(servedTitle(html)).toBe(`${page.title} | ${await siteMotto()}`);
    expect(metaContent(html, 'og:title')).toBe(page.meta_title);
    expect(canonicalHref(html)).toBe(`${baseUrl()}/page/about-us`);
    expect(jsonLdBlocks(html).find((block) => block['@type'] === 'BreadcrumbList')).toBeDefined();

    expect((await servedHtml('/page/no-such-page')).status).toBe(404);
  });
});

describe('titles and private pages in the served HTML', () => {
  const PRIVATE_PAGES: [path: string, title: string][] = [
    ['/profile', 'My Profile'],
    ['/orders', 'My Orders'],
    ['/orders/1', 'Order'],
    ['/wishlist', 'Wishlist'],
    ['/address-book', 'Address Book'],
    ['/password', 'Password'],
    ['/affiliate/Dashboard', 'Affiliate Dashboard'],
    ['/affiliate/withdraw_request', 'Withdraw Request'],
    ['/cart', 'Shopping Bag'],
    ['/checkout', 'Checkout'],
    ['/bn/profile', 'আমার প্রোফাইল'],
  ];

  it.each(PRIVATE_PAGES)('serves %s with its own title, noindex in a meta tag and in X-Robots-Tag', async (path, title) => {
    const { status, html, headers } = await servedHtml(path);
    expect(status).toBe(200);
    expect(servedTitle(html)).toBe(`${title} | ${await siteMotto()}`);
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(headers.get('x-robots-tag')).toBe('noindex');
  });

  it('serves the payment and order confirmation pages with noindex', async () => {
    for (const path of ['/payment/simulated/PAY-1', '/order-confirmation/1']) {
      const { html, headers } = await servedHtml(path);
      expect(metaContent(html, 'robots')).toBe('noindex');
      expect(headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('titles the home page with the site motto and a category with its name and the motto, both indexable', async () => {
    const motto = await siteMotto();
    const product = await firstProduct();
    const category = product.breadCrumb[0];
    const pages: [path: string, title: string][] = [
      ['/', motto],
      [`/category/${category.slug}`, `${category.name} | ${motto}`],
      [`/details/${product.slug}`, `${product.name} | ${motto}`],
      ['/store-locator', `Store Locator | ${motto}`],
    ];
    for (const [path, title] of pages) {
      const { status, html, headers } = await servedHtml(path);
      expect(status).toBe(200);
      expect(servedTitle(html)).toBe(title);
      expect(metaContent(html, 'robots')).toBeUndefined();
      expect(headers.get('x-robots-tag')).toBeNull();
    }
  });
});

describe('store locator', () => {
  let browser: Browser;
  let dhakaStores: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    const locator = await api<{ data: StoreAnswer[] }>('/v2/store-locator?city=Dhaka');
    dhakaStores = locator.data.map((store) => store.name);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists only the Dhaka stores for ?city=Dhaka in the served HTML', async () => {
    const everyStore = (await api<{ data: StoreAnswer[] }>('/v2/store-locator')).data;
    expect(dhakaStores.length).toBeGreaterThan(0);
    expect(dhakaStores.length).toBeLessThan(everyStore.length);

    const { status, html } = await servedHtml('/store-locator?city=Dhaka');
    expect(status).toBe(200);
    for (const store of everyStore) {
      expect(html.includes(`>${store.name}</h2>`)).toBe(store.city === 'Dhaka');
    }
  });

  it('filters by city at once with JavaScript, keeping the city in the address', () =>
    withPage(
      browser,
      'store-locator-instant',
      async (page) => {
        // A visitor who closed the newsletter popup before: it would cover the page.
        await page.context().addCookies([{ name: 'popup', value: '1', url: baseUrl() }]);
        await page.goto('/store-locator?city=Dhaka');
        await expect(storeNames(page)).resolves.toEqual(dhakaStores);

        await page.getByRole('button', { name: /^Sylhet/ }).click();
        await page.waitForURL('**/store-locator?city=Sylhet');
        await page.getByRole('heading', { level: 1, name: 'Stores in Sylhet' }).waitFor();
        const sylhetStores = (await api<{ data: StoreAnswer[] }>('/v2/store-locator?city=Sylhet')).data.map((store) => store.name);
        await expect(storeNames(page)).resolves.toEqual(sylhetStores);
        await saveScreenshot(page, 'store-locator-phone', false);
      },
      { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
    ));

  it('filters by city without JavaScript through the form', () =>
    withPage(
      browser,
      'store-locator-no-script',
      async (page) => {
        await page.goto('/store-locator');
        await page.getByRole('button', { name: /^Dhaka/ }).click();
        await page.waitForURL('**/store-locator?city=Dhaka');
        await expect(storeNames(page)).resolves.toEqual(dhakaStores);
      },
      { javaScriptEnabled: false },
    ));
});
