import { SPEC_SETTING_KEYS, STOREFRONT_SETTING_KEYS } from '../support/settingKeys';
import { setUpTestShop } from '../support/testApi';
import { expectPositionOrder } from './ordering';

describe('settings and content API', () => {
  const shop = setUpTestShop();

  const settingValue = async (type: string): Promise<string> => {
    const response = await shop.api.get('/v2/business-settings');
    return response.body.data.find((setting: { type: string }) => setting.type === type).value;
  };

  describe('GET /v2/business-settings', () => {
    it('lists every setting the storefront reads as type/value strings', async () => {
      const response = await shop.api.get('/v2/business-settings');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, status: 200 });
      const types = response.body.data.map((setting: { type: string }) => setting.type);
      expect(types).toEqual(expect.arrayContaining([...SPEC_SETTING_KEYS, ...STOREFRONT_SETTING_KEYS]));
      for (const setting of response.body.data) {
        expect(Object.keys(setting).sort()).toEqual(['type', 'value']);
        expect(typeof setting.value).toBe('string');
      }
    });

    it('carries the switches the storefront depends on', async () => {
      expect(await settingValue('affiliate_system')).toBe('1');
      expect(await settingValue('guest_checkout')).toBe('1');
    });
  });

  describe('GET /v2/megamenu', () => {
    it('lists the menu categories in position order, each with its sub-categories', async () => {
      const response = await shop.api.get('/v2/megamenu');
      expect(response.status).toBe(200);
      const menu = response.body.result;
      expect(menu.length).toBeGreaterThanOrEqual(8);
      const positions = await shop.db.selectFrom('categories').select(['id', 'position']).execute();
      const positionOf = new Map(positions.map((row) => [row.id, row.position]));
      const withPosition = (entries: Array<{ id: number }>) =>
        entries.map((entry) => ({ id: entry.id, position: positionOf.get(entry.id) as number }));
      expectPositionOrder(withPosition(menu));
      for (const entry of menu) {
        expect(Object.keys(entry).sort()).toEqual(['banner', 'icon', 'id', 'megamenucategories', 'name', 'parent_id', 'slug']);
        expect(entry.parent_id).toBeNull();
        expect(entry.megamenucategories.length).toBeGreaterThan(0);
        for (const child of entry.megamenucategories) {
          expect(Object.keys(child).sort()).toEqual(['banner', 'icon', 'id', 'name', 'parent_id', 'slug']);
          expect(child.parent_id).toBe(entry.id);
        }
        expectPositionOrder(withPosition(entry.megamenucategories));
      }
    });

    it('leaves out categories that are not in the menu', async () => {
      const { id } = await shop.db
        .insertInto('categories')
        .values({ name: 'Hidden Outlet', slug: 'hidden-outlet', in_menu: 0, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await shop.api.get('/v2/megamenu');
      expect(response.body.result.map((entry: { id: number }) => entry.id)).not.toContain(id);
      await shop.db.deleteFrom('categories').where('id', '=', id).execute();
    });
  });

  describe('GET /v2/pages', () => {
    it('lists the footer links in position order without their content', async () => {
      const response = await shop.api.get('/v2/pages');
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      const pages = response.body.data;
      for (const page of pages) {
        expect(Object.keys(page).sort()).toEqual(['custom_link', 'id', 'open_tab', 'page_link_position', 'position', 'slug', 'title']);
      }
      expectPositionOrder(pages);
      const positions = pages.map((page: { page_link_position: string }) => page.page_link_position);
      expect(positions).toEqual(expect.arrayContaining(['QUICK LINKS', 'LEGAL']));
      expect(pages).toContainEqual(expect.objectContaining({ custom_link: '/store-locator' }));
      expect(pages).toContainEqual(expect.objectContaining({ custom_link: expect.stringMatching(/^https?:\/\//), open_tab: 1 }));
    });

    it('answers one page by slug with its content and meta', async () => {
      const list = await shop.api.get('/v2/pages');
      const page = list.body.data.find((entry: { custom_link: string | null }) => entry.custom_link === null);
      const response = await shop.api.get(`/v2/pages/${page.slug}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0]).toMatchObject({ ...page, content: expect.stringContaining('<') });
      expect(response.body.data[0]).toHaveProperty('meta_title');
      expect(response.body.data[0]).toHaveProperty('meta_description');
    });

    it('answers 404 JSON for an unknown slug', async () => {
      const response = await shop.api.get('/v2/pages/no-such-page');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ result: false, message: 'Page not found' });
    });
  });

  describe('GET /v2/seo-meta-data', () => {
    it('answers the site meta from settings', async () => {
      const response = await shop.api.get('/v2/seo-meta-data');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        title: await settingValue('meta_title'),
        description: await settingValue('meta_description'),
        keywords: await settingValue('meta_keywords'),
        image: await settingValue('meta_image'),
      });
    });

    it("answers a content page's own meta for its slug", async () => {
      await shop.db
        .insertInto('pages')
        .values({
          title: 'Gift Wrapping',
          slug: 'gift-wrapping',
          content: '<p>Wrapped with care</p>',
          meta_title: 'Gift wrapping at our shop',
          meta_description: 'Every parcel wrapped by hand',
          created_at: new Date().toISOString(),
        })
        .execute();
      const response = await shop.api.get('/v2/seo-meta-data?page=gift-wrapping');
      expect(response.body.data).toEqual({
        title: 'Gift wrapping at our shop',
        description: 'Every parcel wrapped by hand',
        keywords: await settingValue('meta_keywords'),
        image: await settingValue('meta_image'),
      });
      await shop.db.deleteFrom('pages').where('slug', '=', 'gift-wrapping').execute();
    });

    it('answers the site meta for a page name that is not a content page', async () => {
      const site = await shop.api.get('/v2/seo-meta-data');
      const response = await shop.api.get('/v2/seo-meta-data?page=home');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(site.body.data);
    });

    it('refuses a repeated page parameter with a field error', async () => {
      const response = await shop.api.get('/v2/seo-meta-data?page=a&page=b');
      expect(response.status).toBe(422);
      expect(response.body.errors.page).toHaveLength(1);
    });
  });

  describe('GET /v2/image-link/:id', () => {
    it('answers the popup image link named by the settings', async () => {
      const id = await settingValue('website_popup_image_link_id');
      const response = await shop.api.get(`/v2/image-link/${id}`);
      expect(response.status).toBe(200);
      expect(Object.keys(response.body.data).sort()).toEqual(['id', 'image', 'link', 'title']);
      expect(response.body.data.id).toBe(Number(id));
      expect(response.body.data.image).toEqual(expect.any(String));
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('answers 422 with a field error for id %s', async (id) => {
      const response = await shop.api.get(`/v2/image-link/${id}`);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ result: false, errors: { id: [expect.any(String)] } });
    });

    it('answers 404 JSON for an unknown id', async () => {
      const response = await shop.api.get('/v2/image-link/987654');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ result: false, message: 'Image link not found' });
    });
  });

  describe('GET /generate-static-data', () => {
    it('bundles the settings, mega menu and pages exactly as their own endpoints answer them', async () => {
      const [snapshot, settings, megamenu, pages] = await Promise.all([
        shop.api.get('/generate-static-data'),
        shop.api.get('/v2/business-settings'),
        shop.api.get('/v2/megamenu'),
        shop.api.get('/v2/pages'),
      ]);
      expect(snapshot.status).toBe(200);
      expect(snapshot.body).toMatchObject({ result: true, message: expect.any(String) });
      expect(snapshot.body.data).toEqual({
        business_settings: settings.body.data,
        megamenu: megamenu.body.result,
        pages: pages.body.data,
      });
    });
  });

  it('answers the CSRF cookie call with 204 and no body', async () => {
    const response = await shop.api.get('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('answers 404 JSON for an unknown path', async () => {
    const response = await shop.api.get('/v2/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ result: false, message: 'Not found' });
  });
});
