import { productPagePaths, revalidateProductPages } from '@/server/modules/catalog/pageRevalidation';
import { createProduct, createShopper } from '../cart/shopFixtures';
import { placeOrder } from '../orders/orderFixtures';
import { createTestApi, useTestShop } from '../support/testApi';

// Product pages come from Next's page cache; an API call that changes what one shows renders it
// again in both languages. The server puts its revalidator in each call's context; here a recorder.

// Seeding a fresh database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const shop = useTestShop();

function recorder() {
  const paths: string[] = [];
  return { paths, revalidate: async (path: string) => void paths.push(path) };
}

describe('revalidateProductPages', () => {
  it('renders each product page again in English and in Bangla, once per slug', async () => {
    const { paths, revalidate } = recorder();
    await revalidateProductPages(revalidate, ['cotton-panjabi', 'silk-saree', 'cotton-panjabi']);
    expect(paths.sort()).toEqual(['/bn/details/cotton-panjabi', '/bn/details/silk-saree', '/details/cotton-panjabi', '/details/silk-saree']);
  });

  it('never fails the change it follows: a page that cannot be rendered keeps its cached copy', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = async (path: string) => {
      throw new Error(`Invalid response 500 for ${path}`);
    };
    await expect(revalidateProductPages(failing, ['cotton-panjabi'])).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('/details/cotton-panjabi was not revalidated'));
    jest.restoreAllMocks();
  });

  it('does nothing without a revalidator (no page cache there)', async () => {
    await expect(revalidateProductPages(undefined, ['cotton-panjabi'])).resolves.toBeUndefined();
  });

  it('writes slugs as URL path segments', () => {
    expect(productPagePaths('a b')).toEqual(['/details/a%20b', '/bn/details/a%20b']);
  });
});

describe('changes made through the API', () => {
  it('renders the pages of an order’s products again when the shopper cancels it (stock comes back)', async () => {
    const product = await createProduct(shop.db, { unitPrice: 150_000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(shop.db, 'customer');
    const order = await placeOrder(shop.db, { userId: shopper.userId, lines: [{ barcode: product.barcodes[0], quantity: 1 }] });
    const { paths, revalidate } = recorder();

    const answer = await createTestApi(shop.db, undefined, { revalidatePage: revalidate }).post(`/v2/order/cancel/${order.id}`, {}, shopper.headers);

    expect(answer.status).toBe(200);
    expect(paths.sort()).toEqual([`/bn/details/${product.slug}`, `/details/${product.slug}`]);
  });

  it('renders nothing again when a call is refused', async () => {
    const shopper = await createShopper(shop.db, 'customer');
    const { paths, revalidate } = recorder();
    const answer = await createTestApi(shop.db, undefined, { revalidatePage: revalidate }).post('/v2/order/cancel/999999', {}, shopper.headers);
    expect(answer.status).toBe(404);
    expect(paths).toEqual([]);
  });
});
