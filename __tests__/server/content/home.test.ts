import { setUpTestShop } from '../support/testApi';
import { expectPositionOrder } from './ordering';

const BANNER_PATHS = ['all-banner-ad', 'home-banner-one', 'home-banner-two', 'home-banner-three', 'home-two-banner'];
const CATEGORY_PATHS = [
  ['/v2/best-selling-categories', 'is_best_selling'],
  ['/v2/categories/trending', 'is_trending'],
  ['/v2/new-arrival/categories', 'is_new_arrival'],
  ['/v2/categories/featured', 'is_featured'],
] as const;

describe('home API', () => {
  const shop = setUpTestShop();

  describe('sliders', () => {
    it('lists the main sliders in position order', async () => {
      const response = await shop.api.get('/v2/slider-main');
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      const sliders = response.body.data;
      expect(sliders).toHaveLength(4);
      for (const slider of sliders) {
        expect(Object.keys(slider).sort()).toEqual(['id', 'link', 'photo', 'subtitle', 'title', 'video_link']);
        expect(slider.photo).toEqual(expect.any(String));
      }
      const positions = await shop.db.selectFrom('sliders').select(['id', 'position']).where('kind', '=', 'main').execute();
      const positionOf = new Map(positions.map((row) => [row.id, row.position]));
      expectPositionOrder(sliders.map((slider: { id: number }) => ({ id: slider.id, position: positionOf.get(slider.id) as number })));
    });

    it('lists the video slider with its video link', async () => {
      const response = await shop.api.get('/v2/video-slider');
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0].video_link).toEqual(expect.any(String));
    });

    it('hides sliders that are switched off', async () => {
      const { id } = await shop.db
        .insertInto('sliders')
        .values({ kind: 'main', title: 'Last season', image: '/media/old.svg', status: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const response = await shop.api.get('/v2/slider-main');
      expect(response.body.data.map((slider: { id: number }) => slider.id)).not.toContain(id);
      await shop.db.deleteFrom('sliders').where('id', '=', id).execute();
    });
  });

  describe('banners', () => {
    it.each(BANNER_PATHS)('lists the %s banners in position order', async (placement) => {
      const response = await shop.api.get(`/v2/${placement}`);
      expect(response.status).toBe(200);
      const banners = response.body.data;
      expect(banners.length).toBeGreaterThan(0);
      for (const banner of banners) {
        expect(Object.keys(banner).sort()).toEqual(['id', 'photo', 'position', 'title', 'url']);
      }
      expectPositionOrder(banners);
    });

    it('answers the offer banners under /v2/banners/offer', async () => {
      const response = await shop.api.get('/v2/banners/offer');
      expect(response.status).toBe(200);
      expect(response.body.data.length).toBeGreaterThan(0);
      expectPositionOrder(response.body.data);
    });

    it('answers the same banners under /v2/banners/:placement as under the named path', async () => {
      const [named, generic] = await Promise.all([shop.api.get('/v2/home-banner-one'), shop.api.get('/v2/banners/home-banner-one')]);
      expect(generic.body.data).toEqual(named.body.data);
    });

    it('refuses an unknown placement with a field error', async () => {
      const response = await shop.api.get('/v2/banners/sideways');
      expect(response.status).toBe(422);
      expect(response.body.errors.placement).toHaveLength(1);
    });

    it('hides banners that are switched off and keeps placements apart', async () => {
      const { id } = await shop.db
        .insertInto('banners')
        .values({ placement: 'home-banner-two', title: 'Expired offer', image: '/media/old.svg', status: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const [two, one] = await Promise.all([shop.api.get('/v2/home-banner-two'), shop.api.get('/v2/home-banner-one')]);
      expect(two.body.data.map((banner: { id: number }) => banner.id)).not.toContain(id);
      const oneIds = new Set(one.body.data.map((banner: { id: number }) => banner.id));
      expect(two.body.data.some((banner: { id: number }) => oneIds.has(banner.id))).toBe(false);
      await shop.db.deleteFrom('banners').where('id', '=', id).execute();
    });
  });

  describe('highlighted categories', () => {
    const storedCategories = async () => {
      const rows = await shop.db
        .selectFrom('categories')
        .select(['id', 'level', 'position', 'is_best_selling', 'is_trending', 'is_new_arrival', 'is_featured'])
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    };

    it.each(CATEGORY_PATHS)('%s lists the flagged categories, top level first, each in position order', async (path, flag) => {
      const response = await shop.api.get(path);
      expect(response.status).toBe(200);
      const categories = response.body.data;
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) {
        expect(Object.keys(category).sort()).toEqual(['banner', 'cover_image', 'icon', 'id', 'name', 'number_of_products', 'slug']);
        expect(Number.isInteger(category.number_of_products)).toBe(true);
      }
      const stored = await storedCategories();
      const listed = categories.map((category: { id: number }) => stored.get(category.id)!);
      expect(listed.every((row: Record<string, number>) => row[flag] === 1)).toBe(true);
      const expectedOrder = [...listed].sort((first, second) => first.level - second.level || first.position - second.position || first.id - second.id);
      expect(listed.map((row: { id: number }) => row.id)).toEqual(expectedOrder.map((row) => row.id));
    });

    it('counts published products only and lists only flagged categories', async () => {
      const now = new Date().toISOString();
      const parent = await shop.db
        .insertInto('categories')
        .values({ name: 'Winter Shawls', slug: 'winter-shawls', is_trending: 1, position: 10_000, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const child = await shop.db
        .insertInto('categories')
        .values({ name: 'Pashmina', slug: 'pashmina', parent_id: parent.id, level: 1, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const products = await shop.db
        .insertInto('products')
        .values(
          [1, 2, 3].map((index) => ({
            name: `Pashmina Shawl ${index}`,
            slug: `pashmina-shawl-${index}`,
            category_id: child.id,
            style_code: `SHAWL-${index}`,
            barcode: `99900000000${index}`,
            unit_price: 250_000,
            stroked_price: 250_000,
            published: index === 3 ? 0 : 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await shop.db
        .insertInto('product_categories')
        .values(products.flatMap((product) => [
          { product_id: product.id, category_id: child.id },
          { product_id: product.id, category_id: parent.id },
        ]))
        .execute();

      const trending = (await shop.api.get('/v2/categories/trending')).body.data;
      expect(trending).toContainEqual(expect.objectContaining({ id: parent.id, slug: 'winter-shawls', number_of_products: 2 }));
      const stored = await storedCategories();
      const lastTopLevel = trending.filter((category: { id: number }) => stored.get(category.id)!.level === 0).at(-1);
      expect(lastTopLevel.id).toBe(parent.id);
      expect(trending.map((category: { id: number }) => category.id)).not.toContain(child.id);
      const featured = (await shop.api.get('/v2/categories/featured')).body.data;
      expect(featured.map((category: { id: number }) => category.id)).not.toContain(parent.id);

      await shop.db.deleteFrom('products').where('id', 'in', products.map((product) => product.id)).execute();
      await shop.db.deleteFrom('categories').where('id', 'in', [child.id, parent.id]).execute();
    });
  });

  describe('blog', () => {
    it('pages through the posts, newest first', async () => {
      const first = await shop.api.get('/v2/blog?limit=4');
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(4);
      expect(first.body.meta).toEqual({ current_page: 1, from: 1, last_page: 2, path: '/v2/blog', per_page: 4, to: 4, total: 6 });
      expect(first.body.links).toEqual({
        first: '/v2/blog?limit=4&page=1',
        last: '/v2/blog?limit=4&page=2',
        prev: null,
        next: '/v2/blog?limit=4&page=2',
      });
      for (const post of first.body.data) {
        expect(Object.keys(post).sort()).toEqual(['banner', 'category', 'created_at', 'id', 'short_description', 'slug', 'title']);
      }

      const second = await shop.api.get('/v2/blog?limit=4&page=2');
      expect(second.body.data).toHaveLength(2);
      expect(second.body.meta).toMatchObject({ current_page: 2, from: 5, to: 6 });
      const posts = [...first.body.data, ...second.body.data];
      expect(new Set(posts.map((post: { id: number }) => post.id)).size).toBe(6);
      const dates = posts.map((post: { created_at: string }) => post.created_at);
      expect(dates).toEqual([...dates].sort().reverse());
    });

    it('answers an empty page past the last one', async () => {
      const response = await shop.api.get('/v2/blog?page=5');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
      expect(response.body.meta).toMatchObject({ current_page: 5, from: null, to: null, total: 6 });
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=99999999999999999999', 'page'],
      ['limit=500', 'limit'],
      ['limit=0', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=1&limit=2', 'limit'],
    ])('refuses %s with a field error', async (query, field) => {
      const response = await shop.api.get(`/v2/blog?${query}`);
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ result: false, errors: { [field]: [expect.any(String)] } });
    });

    it('answers one post by slug with its body and meta', async () => {
      const list = await shop.api.get('/v2/blog?limit=1');
      const summary = list.body.data[0];
      const response = await shop.api.get(`/v2/blog/${summary.slug}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(1);
      expect(response.body.data[0]).toMatchObject({ ...summary, description: expect.stringContaining('<') });
      expect(response.body.data[0]).toHaveProperty('meta_title');
      expect(response.body.data[0]).toHaveProperty('meta_description');
    });

    it('answers 404 JSON for an unknown post', async () => {
      const response = await shop.api.get('/v2/blog/no-such-post');
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ result: false, message: 'Blog not found' });
    });
  });
});
