import type { Browser, Page } from 'playwright-core';
import { launchBrowser, withPage } from './support/browser';
import { addToBag, sessionToken, stockedVariants } from './support/shopper';

// The installable shop on a production build (the development server registers no worker): the
// manifest and its icons are served, the service worker takes control, and with the network gone a
// page shows the offline page with the bag kept in browser storage.

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function bagLinesStored(page: Page): Promise<number> {
  return page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('CART') ?? '{}') as { lines?: string };
    return stored.lines ? (JSON.parse(stored.lines) as unknown[]).length : 0;
  });
}

describe('installable shop', () => {
  it('serves a valid manifest linked from every page, with its icons', async () => {
    await withPage(browser, 'installable-manifest', async (page) => {
      await page.goto('/');
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#7a1f3d');
      expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');

      const response = await page.request.get('/manifest.webmanifest');
      expect(response.status()).toBe(200);
      const manifest = (await response.json()) as WebManifest;
      expect(manifest).toMatchObject({ short_name: 'Rongdhonu', start_url: '/', display: 'standalone', theme_color: '#7a1f3d', background_color: '#ffffff' });
      expect(manifest.name).toContain('Rongdhonu');
      const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src);
        expect(image.status()).toBe(200);
        expect(image.headers()['content-type']).toContain(icon.type);
      }
    });
  });

  it('registers the service worker and shows the bag on the offline page when the network drops', async () => {
    await withPage(browser, 'installable-offline', async (page) => {
      await page.goto('/');
      const token = await sessionToken(page);
      const [item] = await stockedVariants(page, 1, 2);
      await addToBag(page, token, item, 2);

      // The bag page loads the lines from the server into browser storage.
      await page.goto('/cart');
      await page.getByRole('list', { name: 'Items in your bag' }).getByRole('link', { name: item.name }).waitFor();
      await page.waitForFunction(() => window.localStorage.getItem('CART')?.includes('"quantity\\":2') ?? false);
      expect(await bagLinesStored(page)).toBe(1);

      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe('/');
      // A page that was still loading when the worker took over stays uncontrolled until it loads again
      // (clients.claim() skips it); the next page a shopper opens is controlled either way.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await page.context().setOffline(true);
      await page.goto('/cart');
      await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
      const line = page.getByRole('list', { name: 'Your bag' }).getByRole('listitem');
      expect(await line.count()).toBe(1);
      expect(await line.textContent()).toContain(item.name);
      expect(await line.textContent()).toContain('Qty: 2');
      expect(await line.textContent()).toMatch(/৳[\d,]+\.\d{2}/);

      // The API is never answered from a cache: offline it fails.
      const apiFailed = await page.evaluate(() =>
        fetch('/api/v2/carts', { method: 'POST' }).then(
          () => false,
          () => true,
        ),
      );
      expect(apiFailed).toBe(true);

      // Back online, Try again loads the real bag page.
      await page.context().setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('list', { name: 'Items in your bag' }).getByRole('link', { name: item.name }).waitFor();
    }, { failedRequests: true });
  });
});
