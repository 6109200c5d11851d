import { setUpTestShop } from '../support/testApi';

// Whatever a client sends, the catalog answers 200, 404 or 422, never a server error.
describe('odd input to the catalog', () => {
  const shop = setUpTestShop();

  it.each([
    '/v3/products?search=%27%3B%20drop%20table%20products%3B--',
    '/v3/products?search=%E0%A6%AA%E0%A6%BE%E0%A6%9E%E0%A7%8D%E0%A6%9C%E0%A6%BE%E0%A6%AC%E0%A6%BF',
    `/v3/products?search=${'a'.repeat(101)}`,
    '/v3/products?search=%5C',
    '/v3/products?color=,,,&size=',
    '/v3/products?min_price=9999999.99&max_price=9999999.99',
    '/v3/products?min_price=1e5',
    '/v3/products?page=100000&limit=100',
    '/v3/products?page=99999999999',
    '/v3/products?category=%27',
    '/v3/products?unknown_parameter=1',
    '/v3/products/related?product_id=2147483647',
    '/v3/products/related?product_id=2147483648',
    '/v3/products/recently-viewed?ids=,,',
    '/v3/products/recently-viewed?ids=0',
    '/v2/products/2147483647',
    '/v2/products/%20',
    '/v2/productsBySlug/%27%20or%201%3D1',
    '/v2/categories?parent_id=-1',
    '/v2/categories-filter?category=a&category=b',
    '/v2/flash-deals/%27',
    '/v2/reviews/product/2147483647?filter=%20',
  ])('%s', async (path) => {
    const response = await shop.api.get(path);
    expect([200, 404, 422]).toContain(response.status);
    expect(response.body).toEqual(expect.any(Object));
  });
});
