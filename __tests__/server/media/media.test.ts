import sharp from 'sharp';
import { createDb } from '@/server/db/connection';
import { GARMENTS, PRODUCT_VIEWS, bannerImagePath, brandImagePath, iconImagePath, productImagePath } from '@/server/modules/media/paths';
import { createTestApi, type TestApi } from '../support/testApi';

/** The same drawing's SVG address: the path builders name the WebP one. */
const asSvg = (path: string) => path.replace(/\.webp$/, '.svg');

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
        const response = await api.get(asSvg(productImagePath(garment, '#7b1e2b', view)));
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
      const response = await api.get(asSvg(iconImagePath('saree', '#00897b')));
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
      const response = await api.get(asSvg(bannerImagePath('slider', '#7b1e2b', 'Eid Collection')));
      expectSvg(response);
      expect(response.body).toContain('width="1600" height="600"');
      expect(response.body).toContain('Eid Collection');
      expect(response.body).toContain('fill="#7b1e2b"');
    });

    it('escapes the label so that it stays text', async () => {
      const response = await api.get(asSvg(bannerImagePath('box', '#1f2a4a', "Tom & Jerry's <b>")));
      expect(response.status).toBe(422);
      const escaped = await api.get(asSvg(bannerImagePath('box', '#1f2a4a', "Bags & Men's")));
      expectSvg(escaped);
      expect(escaped.body).toContain('Bags &#38; Men&#39;s');
      expect(escaped.body).not.toContain("Bags & Men's");
    });

    it('keeps long labels readable on narrow shapes by splitting them in two lines', async () => {
      const response = await api.get(asSvg(bannerImagePath('tall', '#d4a017', 'Pohela Boishakh Colours: Red, White and Beyond')));
      expectSvg(response);
      expect(response.body).toContain('<path aria-label="Pohela Boishakh Colours:"');
      expect(response.body).toContain('<path aria-label="Red, White and Beyond"');
    });

    it('draws a Latin label as letter outlines, so that the image needs no font and looks the same on every device', async () => {
      const response = await api.get(asSvg(bannerImagePath('slider', '#7b1e2b', 'Eid Collection')));
      expect(response.body).not.toContain('<text');
      expect(response.body).toMatch(/<path aria-label="Eid Collection" transform="translate\([\d.]+ [\d.]+\) scale\([\d.]+\)" d="M[^"]+" fill="#ffffff"\/>/);
    });

    it('writes a label in another script as live text, in the device’s font', async () => {
      const response = await api.get(asSvg(bannerImagePath('box', '#1f2a4a', 'ঈদ Sale')));
      expectSvg(response);
      expect(response.body).toContain('dominant-baseline="middle"');
      expect(response.body).toContain('>ঈদ Sale</text>');
    });

    it('draws a play button on the video slider image', async () => {
      const response = await api.get(asSvg(bannerImagePath('video', '#6b7338', 'Behind the Loom')));
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

  describe('WebP pictures', () => {
    const expectWebp = async (response: Awaited<ReturnType<TestApi['get']>>, width: number, height: number) => {
      expect(response.status).toBe(200);
      expect(response.headers).toEqual({
        'Content-Type': 'image/webp',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
      const bytes = response.body as Buffer;
      expect(Buffer.isBuffer(bytes)).toBe(true);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height });
    };

    /** The colour of one pixel, as [red, green, blue]. */
    const pixel = async (image: Buffer, left: number, top: number) =>
      [...(await sharp(image).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];

    const expectColor = (actual: number[], expected: number[]) => {
      // Lossy encoding moves a flat colour by a few levels at most.
      actual.forEach((value, index) => expect(Math.abs(value - expected[index])).toBeLessThanOrEqual(6));
    };

    it('draws product pictures at twice their 400 x 500 drawing, filled with the requested colour', async () => {
      const path = productImagePath('tshirt', '#7b1e2b', 'front');
      expect(path).toBe('/media/products/tshirt/7b1e2b/front.webp');
      const response = await api.get(path);
      await expectWebp(response, 800, 1000);
      // The middle of the body, and the background in the top corner.
      expectColor(await pixel(response.body, 400, 600), [0x7b, 0x1e, 0x2b]);
      expectColor(await pixel(response.body, 10, 10), [0xf4, 0xf1, 0xec]);
    });

    it.each(PRODUCT_VIEWS)('draws the %s view', async (view) => {
      await expectWebp(await api.get(`/media/products/saree/00897b/${view}.webp`), 800, 1000);
    });

    it('draws category icons at twice their 120 x 120 drawing', async () => {
      const path = iconImagePath('saree', '#00897b');
      expect(path).toBe('/media/icons/saree/00897b.webp');
      await expectWebp(await api.get(path), 240, 240);
    });

    it.each([
      ['slider', 1600, 600],
      ['video', 1600, 600],
      ['wide', 1200, 300],
      ['box', 600, 400],
      ['square', 600, 600],
      ['tall', 500, 650],
      ['card', 640, 400],
    ] as const)('draws %s banners at %d x %d', async (shape, width, height) => {
      const path = bannerImagePath(shape, '#1f2a4a', 'Eid Collection');
      expect(path).toBe(`/media/banners/${shape}/1f2a4a/Eid%20Collection.webp`);
      const response = await api.get(path);
      await expectWebp(response, width, height);
      expectColor(await pixel(response.body, 2, 2), [0x1f, 0x2a, 0x4a]);
    });

    it('answers the same bytes on every request, and different ones for another colour', async () => {
      const first = await api.get('/media/products/polo/2e7d32/back.webp');
      const again = await api.get('/media/products/polo/2e7d32/back.webp');
      const other = await api.get('/media/products/polo/c62828/back.webp');
      expect(Buffer.compare(first.body, again.body)).toBe(0);
      expect(Buffer.compare(first.body, other.body)).not.toBe(0);
    });

    it('answers every one of many simultaneous first requests for an image with the same picture', async () => {
      const responses = await Promise.all(Array.from({ length: 8 }, () => api.get('/media/banners/wide/6b7338/At%20Once.webp')));
      for (const response of responses) await expectWebp(response, 1200, 300);
      expect(new Set(responses.map((response) => (response.body as Buffer).toString('base64'))).size).toBe(1);
    });

    it.each([
      ['an unknown garment', '/media/products/spacesuit/7b1e2b/front.webp', 404],
      ['an unknown view', '/media/products/tshirt/7b1e2b/side.webp', 404],
      ['a bad product colour', '/media/products/tshirt/7B1E2B/front.webp', 422],
      ['an icon of an unknown garment', '/media/icons/rocket/00897b.webp', 404],
      ['a bad icon colour', '/media/icons/saree/teal.webp', 422],
      ['an unknown banner shape', '/media/banners/poster/7b1e2b/Sale.webp', 404],
      ['a bad banner colour', '/media/banners/box/maroon/Sale.webp', 422],
      ['a banner label with markup', `/media/banners/box/7b1e2b/${encodeURIComponent('<script>alert(1)</script>')}.webp`, 422],
      ['a banner label that is too long', `/media/banners/box/7b1e2b/${'a'.repeat(61)}.webp`, 422],
      ['a brand mark, which is SVG only', '/media/brand/logo.webp', 404],
      ['an extension in capitals', '/media/products/tshirt/7b1e2b/front.WEBP', 404],
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
      // Pictures are WebP; only the brand's marks are SVG.
      expect([...paths].filter((path) => !path.endsWith(path.startsWith('/media/brand/') ? '.svg' : '.webp'))).toEqual([]);
      // A WebP path names the same drawing as its SVG twin, which answers in a fraction of the time:
      // drawing every picture as WebP here would take minutes.
      for (const path of paths) {
        const response = await api.get(asSvg(path));
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      }
    } finally {
      await seeded.close();
    }
  }, 20_000);
});
