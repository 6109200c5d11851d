import { setUpTestShop } from '../support/testApi';
import { expectListItemShape, publishedProducts, unpublishedProductIds } from './catalogReaders';

describe('related and recently viewed products', () => {
  const shop = setUpTestShop();

  describe('GET /v3/products/related', () => {
    it('answers products of the same sub-category first, then of the same parent, without the product itself', async () => {
      const [product] = await publishedProducts(shop.db);
      const subCategory = await shop.db.selectFrom('categories').selectAll().where('id', '=', product.category_id).executeTakeFirstOrThrow();
      const response = await shop.api.get(`/v3/products/related?product_id=${product.id}&limit=50`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, status: 200 });
      const items = response.body.data;
      expect(items.length).toBeGreaterThan(0);
      items.forEach(expectListItemShape);
      expect(items.map((item: { id: number }) => item.id)).not.toContain(product.id);

      const rows = await shop.db.selectFrom('products').select(['id', 'category_id']).where('id', 'in', items.map((item: { id: number }) => item.id)).execute();
      const categoryOf = new Map(rows.map((row) => [row.id, row.category_id]));
      const sameSubCategory = items.map((item: { id: number }) => categoryOf.get(item.id) === subCategory.id);
      const firstOther = sameSubCategory.indexOf(false);
      if (firstOther !== -1) expect(sameSubCategory.slice(firstOther)).not.toContain(true);
      expect(sameSubCategory[0]).toBe(true);

      const siblings = await shop.db.selectFrom('categories').select('id').where('parent_id', '=', subCategory.parent_id!).execute();
      const family = new Set([subCategory.parent_id, ...siblings.map((sibling) => sibling.id)]);
      for (const item of items) expect(family.has(categoryOf.get(item.id)!)).toBe(true);
    });

    it('defaults to ten products and honours the limit', async () => {
      const [product] = await publishedProducts(shop.db);
      expect((await shop.api.get(`/v3/products/related?product_id=${product.id}`)).body.data.length).toBeLessThanOrEqual(10);
      expect((await shop.api.get(`/v3/products/related?product_id=${product.id}&limit=2`)).body.data).toHaveLength(2);
    });

    it('answers 404 for an unknown product and 422 without a valid product_id', async () => {
      expect((await shop.api.get('/v3/products/related?product_id=999999')).status).toBe(404);
      const missing = await shop.api.get('/v3/products/related');
      expect(missing.status).toBe(422);
      expect(missing.body.errors.product_id).toEqual(['The product_id field is required.']);
      expect((await shop.api.get('/v3/products/related?product_id=abc')).body.errors.product_id).toEqual([expect.any(String)]);
      expect((await shop.api.get('/v3/products/related?product_id=1&limit=0')).body.errors.limit).toEqual([expect.any(String)]);
    });
  });

  describe('GET /v3/products/recently-viewed', () => {
    it('answers the products in the order given, skipping unknown and unpublished ids', async () => {
      const products = await publishedProducts(shop.db);
      const [hidden] = await unpublishedProductIds(shop.db);
      const wanted = [products[5].id, products[0].id, 999999, hidden, products[2].id];
      const response = await shop.api.get(`/v3/products/recently-viewed?ids=${wanted.join(',')}`);
      expect(response.status).toBe(200);
      expect(response.body.data.map((item: { id: number }) => item.id)).toEqual([products[5].id, products[0].id, products[2].id]);
      response.body.data.forEach(expectListItemShape);
    });

    it('answers an empty list without ids', async () => {
      const response = await shop.api.get('/v3/products/recently-viewed');
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
    });

    it('answers 422 for more than 20 ids or an id that is not a number', async () => {
      const tooMany = Array.from({ length: 21 }, (_, index) => index + 1).join(',');
      expect((await shop.api.get(`/v3/products/recently-viewed?ids=${tooMany}`)).body.errors.ids).toEqual([
        'The ids field must not have more than 20 items.',
      ]);
      const response = await shop.api.get('/v3/products/recently-viewed?ids=1,abc');
      expect(response.status).toBe(422);
      expect(response.body.errors.ids).toEqual(['The ids field must contain ids only.']);
    });
  });
});
