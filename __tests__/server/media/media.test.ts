import { createDb } from '@/server/db/connection';
import { GARMENTS, PRODUCT_VIEWS, bannerImagePath, brandImagePath, iconImagePath, productImagePath } from '@/server/modules/media/paths';
import { createTestApi, type TestApi } from '../support/testApi';

// The media routes never read the database: an unmigrated one proves it.
describe('generated media', () => {
  const db = createDb(':memory:');
  let api: TestApi;
  beforeAll(() => {
    api = createTestApi(db);
  });
  afterAll(() => db.destroy());

  const expectSvg = (response: Awaited<ReturnType<TestApi['get']>>) => {
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(typeof response.body).toBe('string');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    // Outlined letters cost bytes: the longest label is about 10 kB, 2.6 kB compressed.
    expect(Buffer.byteLength(response.body)).toBeLessThan(12 * 1024);
    expect(response.body).not.toMatch(/<script|on\w+=/i);
  };

  describe('product images', () => {
    it.each(GARMENTS)('draws a %s in every view, filled with the requested colour', async (garment) => {
      const bodies = new Set<string>();
      for (const view of PRODUCT_VIEWS) {
        const response = await api.get(productImagePath(garment, '#7b1e2b', view));
        expectSvg(response);
        expect(response.body).toContain('fill="#7b1e2b"');
        bodies.add(response.body);
      }
      expect(bodies.size).toBe(PRODUCT_VIEWS.length);
    });

    it('draws the same garment differently in different colours, and identically on every request', async () => {
      const maroon = await api.get('/media/products/panjabi/7b1e2b/front.svg');
      const white = await api.get('/media/products/panjabi/f7f7f2/front.svg');
      const maroonAgain = await api.get('/media/products/panjabi/7b1e2b/front.svg');
      expect(maroon.body).not.toBe(white.body);
      expect(maroonAgain.body).toBe(maroon.body);
      expect(white.body).toContain('fill="#f7f7f2"');
    });

    it('draws different silhouettes for different garments', async () => {
      const bodies = await Promise.all(['tshirt', 'saree', 'shoe', 'bag'].map((garment) => api.get(`/media/products/${garment}/1f2a4a/front.svg`)));
      expect(new Set(bodies.map((response) => response.body)).size).toBe(4);
    });

    it.each([
      ['an unknown garment', '/media/products/spacesuit/7b1e2b/front.svg'],
      ['an unknown view', '/media/products/tshirt/7b1e2b/side.svg'],
      ['another extension', '/media/products/tshirt/7b1e2b/front.png'],
      ['a missing segment', '/media/products/tshirt/front.svg'],
    ])('answers 404 JSON for %s', async (_, path) => {
      const response = await api.get(path);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ result: false });
    });

    it.each(['zzzzzz', '7b1e2', '7B1E2B', '%237b1e2b', 'red'])('answers 422 with a field error for the colour %s', async (color) => {
      const response = await api.get(`/media/products/tshirt/${color}/front.svg`);
      expect(response.status).toBe(422);
      expect(response.body.errors).toHaveProperty('color');
    });
  });

  describe('category icons', () => {
    it('draws the garment in a circle', async () => {
      const response = await api.get(iconImagePath('saree', '#00897b'));
      expectSvg(response);
      expect(response.body).toContain('<circle');
      expect(response.body).toContain('fill="#00897b"');
    });

    it('answers 404 for an unknown garment and 422 for a bad colour', async () => {
      expect((await api.get('/media/icons/rocket/00897b.svg')).status).toBe(404);
      expect((await api.get('/media/icons/saree/teal.svg')).status).toBe(422);
    });
  });

  describe('banners', () => {
    it('writes the label on the banner in the requested shape', async () => {
      const response = await api.get(bannerImagePath('slider', '#7b1e2b', 'Eid Collection'));
      expectSvg(response);
      expect(response.body).toContain('width="1600" height="600"');
      expect(response.body).toContain('Eid Collection');
      expect(response.body).toContain('fill="#7b1e2b"');
    });

    it('escapes the label so that it stays text', async () => {
      const response = await api.get(bannerImagePath('box', '#1f2a4a', "Tom & Jerry's <b>"));
      expect(response.status).toBe(422);
      const escaped = await api.get(bannerImagePath('box', '#1f2a4a', "Bags & Men's"));
      expectSvg(escaped);
      expect(escaped.body).toContain('Bags &#38; Men&#39;s');
      expect(escaped.body).not.toContain("Bags & Men's");
    });

    it('keeps long labels readable on narrow shapes by splitting them in two lines', async () => {
      const response = await api.get(bannerImagePath('tall', '#d4a017', 'Pohela Boishakh Colours: Red, White and Beyond'));
      expectSvg(response);
      expect(response.body).toContain('<path aria-label="Pohela Boishakh Colours:"');
      expect(response.body).toContain('<path aria-label="Red, White and Beyond"');
    });

    it('draws a Latin label as letter outlines, so that the image needs no font and looks the same on every device', async () => {
      const response = await api.get(bannerImagePath('slider', '#7b1e2b', 'Eid Collection'));
      expect(response.body).not.toContain('<text');
      expect(response.body).toMatch(/<path aria-label="Eid Collection" transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+\)" d="M[^"]+" fill="#ffffff"\/>/);
    });

    it('writes a label in another script as live text, in the device’s font', async () => {
      const response = await api.get(bannerImagePath('box', '#1f2a4a', 'ঈদ Sale'));
      expectSvg(response);
      expect(response.body).toContain('dominant-baseline="middle"');
      expect(response.body).toContain('>ঈদ Sale</text>');
    });

    it('draws a play button on the video slider image', async () => {
      const response = await api.get(bannerImagePath('video', '#6b7338', 'Behind the Loom'));
      expectSvg(response);
      expect(response.body).toContain('<circle');
    });

    it.each([
      ['an unknown shape', '/media/banners/poster/7b1e2b/Sale.svg', 404],
      ['a bad colour', '/media/banners/box/maroon/Sale.svg', 422],
      ['a label with markup', `/media/banners/box/7b1e2b/${encodeURIComponent('<script>alert(1)</script>')}.svg`, 422],
      ['a label that is too long', `/media/banners/box/7b1e2b/${'a'.repeat(61)}.svg`, 422],
      ['a broken escape in the label', '/media/banners/box/7b1e2b/50%25%.svg', 404],
    ])('refuses %s', async (_, path, status) => {
      const response = await api.get(path);
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ result: false });
    });
  });

  describe('brand images', () => {
    it.each(['logo', 'logo-white', 'icon', 'payments', 'placeholder', 'cash-on-delivery', 'bkash', 'nagad', 'sslcommerz'] as const)(
      'serves %s',
      async (name) => {
        expectSvg(await api.get(brandImagePath(name)));
      },
    );

    it('names the shop in the logo and the accepted payments in the strip, in outlined letters', async () => {
      const logo = (await api.get('/media/brand/logo.svg')).body;
      expect(logo).toContain('<path aria-label="Rongdhonu"');
      const payments = (await api.get('/media/brand/payments.svg')).body;
      for (const method of ['Cash on Delivery', 'bKash', 'Nagad', 'VISA']) expect(payments).toContain(`<path aria-label="${method}"`);
      expect(logo + payments).not.toContain('<text');
    });

    it('answers 404 JSON for an unknown brand image', async () => {
      const response = await api.get('/media/brand/favicon.ico');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ result: false });
    });
  });

  it('serves every image path the demo shop seed uses', async () => {
    const { createTestDatabase } = await import('../support/testApi');
    const seeded = await createTestDatabase();
    try {
      const paths = new Set<string>();
      const add = (value: string | null) => value?.startsWith('/media/') && paths.add(value);
      for (const row of await seeded.db.selectFrom('categories').select(['icon', 'banner', 'cover_image']).execute()) {
        add(row.icon);
        add(row.banner);
        add(row.cover_image);
      }
      for (const row of await seeded.db.selectFrom('product_photos').select('path').execute()) add(row.path);
      for (const row of await seeded.db.selectFrom('sliders').select('image').execute()) add(row.image);
      for (const row of await seeded.db.selectFrom('banners').select('image').execute()) add(row.image);
      for (const row of await seeded.db.selectFrom('blogs').select('banner').execute()) add(row.banner);
      for (const row of await seeded.db.selectFrom('flash_deals').select('banner').execute()) add(row.banner);
      for (const row of await seeded.db.selectFrom('campaigns').select('banner').execute()) add(row.banner);
      for (const row of await seeded.db.selectFrom('image_links').select('image').execute()) add(row.image);
      for (const row of await seeded.db.selectFrom('payment_types').select('image').execute()) add(row.image);
      for (const row of await seeded.db.selectFrom('membership_card_types').select('image').execute()) add(row.image);
      for (const row of await seeded.db.selectFrom('business_settings').select('value').execute()) add(row.value);
      expect(paths.size).toBeGreaterThan(100);
      for (const path of paths) {
        const response = await api.get(path);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      }
    } finally {
      await seeded.close();
    }
  }, 20_000);
});
