import { readThroughContract } from '../support/contract';
import { setUpTestShop } from '../support/testApi';

// Rows the shop's data allows but the contract has no room for: the embedded API answers without
// them rather than with an answer the storefront would refuse.

const shop = setUpTestShop();

describe('a colour the colour list has no code for', () => {
  async function productWithColourWithoutCode() {
    const variant = await shop.db
      .selectFrom('product_variants')
      .innerJoin('products', 'products.id', 'product_variants.product_id')
      .innerJoin('colors', 'colors.name', 'product_variants.color')
      .where('products.published', '=', 1)
      .select(['products.id', 'products.slug', 'product_variants.color'])
      .orderBy('products.id')
      .executeTakeFirstOrThrow();
    await shop.db.deleteFrom('colors').where('name', '=', variant.color!).execute();
    return { ...variant, color: variant.color! };
  }

  it('leaves the product its colours and the listing its filters, without that swatch', async () => {
    const product = await productWithColourWithoutCode();

    const page = readThroughContract('productPage', (await shop.api.get(`/v2/productsBySlug/${product.slug}`)).body);
    const colourChoice = page.data[0].choice_options.find((choice) => choice.title === 'COLOR')!;
    expect(colourChoice.options).toContain(product.color);
    expect(colourChoice.color_codes).toBeUndefined();

    const listing = readThroughContract('productList', (await shop.api.get('/v3/products?limit=100')).body);
    expect(listing.data.map((card) => card.id)).toContain(product.id);

    const [category] = page.data[0].categories;
    const facets = readThroughContract('categoryFacets', (await shop.api.get(`/v2/categories-filter?category=${category.slug}`)).body);
    expect(facets.data.colors.map((colour) => colour.name)).not.toContain(product.color);
    expect(facets.data.colors.length).toBeGreaterThan(0);
  });
});

describe('a delivery method the checkout does not offer', () => {
  it('is not listed among the delivery methods', async () => {
    await shop.db.insertInto('delivery_methods').values({ key: 'drone', name: 'Drone Delivery', price: 50_000, estimated_days: '1 hour', status: 1 }).execute();

    const methods = readThroughContract('deliveryMethods', (await shop.api.get('/v2/shippingChargeExpressAndRegular')).body);

    expect(methods.data.map((method) => method.key)).toEqual(['regular', 'express']);
  });
});
