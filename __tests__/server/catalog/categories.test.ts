import { sortSizes } from '@/utils/sizeOrder';
import { setUpTestShop } from '../support/testApi';
import { expectListItemShape, productIdsInCategoryTree, unpublishedProductIds } from './catalogReaders';
import { GOLDEN_CATEGORY, GOLDEN_PRICE_BOUNDS, setUpGoldenCatalog } from './goldenCatalog';

const CATEGORY_KEYS = ['id', 'parent_id', 'name', 'slug', 'icon', 'banner', 'cover_image', 'level', 'number_of_products', 'children'].sort();

describe('categories, facets and attributes', () => {
  const now = new Date();
  const shop = setUpTestShop(() => now);
  setUpGoldenCatalog(() => shop.db, now);

  const topLevelCategories = () =>
    shop.db.selectFrom('categories').selectAll().where('parent_id', 'is', null).orderBy('position').orderBy('id').execute();

  describe('GET /v2/categories', () => {
    it('answers the top-level categories in menu order with their children and product counts', async () => {
      const response = await shop.api.get('/v2/categories');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, status: 200 });
      const parents = await topLevelCategories();
      expect(parents.length).toBeGreaterThanOrEqual(8);
      expect(response.body.data.map((category: { id: number }) => category.id)).toEqual(parents.map((parent) => parent.id));

      for (const category of response.body.data) {
        expect(Object.keys(category).sort()).toEqual(CATEGORY_KEYS);
        expect(category).toMatchObject({ parent_id: null, level: 0 });
        expect(category.number_of_products).toBe((await productIdsInCategoryTree(shop.db, category.id)).size);
        const children = await shop.db.selectFrom('categories').select('id').where('parent_id', '=', category.id).orderBy('position').orderBy('id').execute();
        expect(category.children.map((child: { id: number }) => child.id)).toEqual(children.map((child) => child.id));
        for (const child of category.children) {
          expect(Object.keys(child).sort()).toEqual(CATEGORY_KEYS);
          expect(child).toMatchObject({ parent_id: category.id, level: 1, children: [] });
        }
      }
    });

    it('does not count unpublished products', async () => {
      const [hiddenId] = await unpublishedProductIds(shop.db);
      const links = await shop.db.selectFrom('product_categories').select('category_id').where('product_id', '=', hiddenId).execute();
      const published = await shop.db
        .selectFrom('product_categories')
        .innerJoin('products', 'products.id', 'product_categories.product_id')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('product_categories.category_id', '=', links[0].category_id)
        .where('products.published', '=', 1)
        .executeTakeFirstOrThrow();
      const response = await shop.api.get('/v2/categories');
      const all = response.body.data.flatMap((category: any) => [category, ...category.children]);
      expect(all.find((category: { id: number }) => category.id === links[0].category_id).number_of_products).toBe(Number(published.total));
    });

    it('?parent_id= lists that parent\'s children', async () => {
      const [parent] = await topLevelCategories();
      const response = await shop.api.get(`/v2/categories?parent_id=${parent.id}`);
      expect(response.status).toBe(200);
      expect(response.body.data.length).toBeGreaterThan(0);
      expect(response.body.data.every((child: { parent_id: number }) => child.parent_id === parent.id)).toBe(true);
    });

    it('answers 404 for an unknown parent and 422 for a bad one', async () => {
      expect((await shop.api.get('/v2/categories?parent_id=999999')).status).toBe(404);
      const response = await shop.api.get('/v2/categories?parent_id=men');
      expect(response.status).toBe(422);
      expect(response.body.errors.parent_id).toEqual([expect.any(String)]);
    });
  });

  describe('GET /v2/categories-filter', () => {
    it('answers the facets of a category listing', async () => {
      const [parent] = await topLevelCategories();
      const response = await shop.api.get(`/v2/categories-filter?category=${parent.slug}`);
      expect(response.status).toBe(200);
      const facets = response.body.data;
      expect(Object.keys(facets).sort()).toEqual(['category', 'colors', 'max_price', 'min_price', 'sizes', 'sub_categories']);
      expect(facets.category).toMatchObject({ id: parent.id, name: parent.name, slug: parent.slug });
      const children = await shop.db.selectFrom('categories').select('id').where('parent_id', '=', parent.id).execute();
      expect(facets.sub_categories.map((child: { id: number }) => child.id).sort()).toEqual(children.map((child) => child.id).sort());

      const productIds = [...(await productIdsInCategoryTree(shop.db, parent.id))];
      const variants = await shop.db.selectFrom('product_variants').select(['color', 'size']).where('product_id', 'in', productIds).execute();
      const colorNames = [...new Set(variants.flatMap((variant) => (variant.color ? [variant.color] : [])))].sort();
      const sizes = [...new Set(variants.flatMap((variant) => (variant.size ? [variant.size] : [])))];
      const codes = await shop.db.selectFrom('colors').selectAll().execute();
      expect(facets.colors).toEqual(colorNames.map((name) => ({ name, code: codes.find((color) => color.name === name)?.code })));
      expect(facets.sizes).toEqual(sortSizes(sizes));
    });

    it('bounds the price slider by the selling prices of the category\'s products', async () => {
      const response = await shop.api.get(`/v2/categories-filter?category=${GOLDEN_CATEGORY.slug}`);
      expect(response.status).toBe(200);
      expect([response.body.data.min_price, response.body.data.max_price]).toEqual([GOLDEN_PRICE_BOUNDS.min, GOLDEN_PRICE_BOUNDS.max]);
    });

    it('answers the whole shop\'s facets without a category', async () => {
      const response = await shop.api.get('/v2/categories-filter');
      expect(response.status).toBe(200);
      expect(response.body.data.category).toBeNull();
      expect(response.body.data.sub_categories.length).toBe((await topLevelCategories()).length);
      expect(response.body.data.sizes).toEqual(sortSizes(response.body.data.sizes));
    });

    it('answers 404 for an unknown category', async () => {
      expect((await shop.api.get('/v2/categories-filter?category=nope')).status).toBe(404);
    });
  });

  describe('GET /v2/attribute', () => {
    it('answers COLOR with codes and Size in size order', async () => {
      const response = await shop.api.get('/v2/attribute');
      expect(response.status).toBe(200);
      const [color, size] = response.body.data;
      expect(color).toMatchObject({ id: expect.any(Number), name: 'COLOR' });
      expect(size).toMatchObject({ id: expect.any(Number), name: 'Size' });
      expect(color.values.length).toBeGreaterThan(5);
      for (const value of color.values) expect(value).toEqual({ value: expect.any(String), code: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
      const sizes = size.values.map((value: { value: string }) => value.value);
      expect(sizes).toEqual(sortSizes(sizes));
      expect(sizes.slice(0, 3)).toEqual(['XS', 'S', 'M']);
      expect(new Set(sizes).size).toBe(sizes.length);
    });
  });

  describe('GET /v2/categories/home-categories-product', () => {
    it('answers each home category with up to ten of its newest products', async () => {
      const response = await shop.api.get('/v2/categories/home-categories-product');
      expect(response.status).toBe(200);
      const homeCategories = await shop.db.selectFrom('categories').selectAll().where('is_home', '=', 1).orderBy('position').orderBy('id').execute();
      expect(response.body.data.map((entry: any) => entry.category)).toEqual(
        homeCategories.map((category) => ({ id: category.id, name: category.name, slug: category.slug, banner: category.banner })),
      );
      for (const entry of response.body.data) {
        const inCategory = await productIdsInCategoryTree(shop.db, entry.category.id);
        const newestFirst = await shop.db
          .selectFrom('products')
          .select('id')
          .where('id', 'in', [...inCategory])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(10)
          .execute();
        expect(entry.products.map((item: { id: number }) => item.id)).toEqual(newestFirst.map((product) => product.id));
        entry.products.forEach(expectListItemShape);
      }
    });
  });
});
