import { sortSizes } from '@/utils/sizeOrder';
import { setUpTestShop } from '../support/testApi';
import { flashDealProductIds, unpublishedProductIds } from './catalogReaders';
import { GOLDEN, GOLDEN_FLASH_DEAL, setUpGoldenCatalog } from './goldenCatalog';

const DETAIL_KEYS = [
  'id',
  'name',
  'slug',
  'thumbnail_image',
  'hover_image',
  'main_price',
  'stroked_price',
  'discount',
  'discount_percent',
  'has_discount',
  'current_stock',
  'is_negative',
  'base_tax',
  'shipping_cost',
  'variant',
  'choice_options',
  'photos',
  'rating',
  'rating_count',
  'style_code',
  'barcode',
  'categories',
  'breadCrumb',
  'description',
  'short_description',
  'size_chart_link',
  'min_quantity',
  'max_quantity',
  'sales',
  'flash_deal',
  'meta',
].sort();

const VARIANT_KEYS = ['variant', 'barcode', 'sku', 'stock', 'base_price', 'base_discounted_price', 'stroked_price', 'color', 'size', 'image'].sort();

describe('GET /v2/products/:id and /v2/productsBySlug/:slug', () => {
  const now = new Date();
  const shop = setUpTestShop(() => now);
  const golden = setUpGoldenCatalog(() => shop.db, now);

  async function productWithChoices(attributes: string[]) {
    const rows = await shop.db
      .selectFrom('product_choice_options')
      .innerJoin('products', 'products.id', 'product_choice_options.product_id')
      .select(['products.id', 'product_choice_options.attribute'])
      .where('products.published', '=', 1)
      .distinct()
      .orderBy('products.id')
      .execute();
    const attributesById = new Map<number, string[]>();
    for (const row of rows) attributesById.set(row.id, [...(attributesById.get(row.id) ?? []), row.attribute]);
    const match = [...attributesById].find(([, found]) => [...found].sort().join() === [...attributes].sort().join());
    if (!match) throw new Error(`no product with choices ${attributes.join(', ')}`);
    return shop.db.selectFrom('products').selectAll().where('id', '=', match[0]).executeTakeFirstOrThrow();
  }

  async function detail(id: number) {
    const response = await shop.api.get(`/v2/products/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, status: 200 });
    expect(response.body.data).toHaveLength(1);
    return response.body.data[0];
  }

  describe('a product with colours and sizes', () => {
    let product: Awaited<ReturnType<typeof productWithChoices>>;
    let body: any;

    beforeAll(async () => {
      product = await productWithChoices(['COLOR', 'Size']);
      body = await detail(product.id);
    });

    it('answers every field of the product detail', () => {
      expect(Object.keys(body).sort()).toEqual(DETAIL_KEYS);
      expect(body).toMatchObject({
        id: product.id,
        name: product.name,
        slug: product.slug,
        thumbnail_image: product.thumbnail_image,
        hover_image: product.hover_image,
        is_negative: product.is_negative,
        base_tax: product.tax / 100,
        shipping_cost: product.shipping_cost / 100,
        rating_count: product.rating_count,
        style_code: product.style_code,
        barcode: product.barcode,
        description: product.description,
        short_description: product.short_description,
        size_chart_link: product.size_chart_link,
        min_quantity: product.min_quantity,
        max_quantity: product.max_quantity,
        sales: product.sales,
      });
      expect(body.rating).toBeCloseTo(product.rating, 2);
      expect(typeof body.has_discount).toBe('boolean');
      expect(body.description).toMatch(/<[a-z]+/);
    });

    it('answers prices that agree with each other', () => {
      expect(body.stroked_price).toBe(Math.max(product.stroked_price, product.unit_price) / 100);
      expect(body.discount).toBeCloseTo(body.stroked_price - body.main_price, 2);
      expect(body.has_discount).toBe(body.discount > 0);
    });

    it('lists one variant per colour and size, colour first, with stock summed into current_stock', async () => {
      const variants = await shop.db.selectFrom('product_variants').selectAll().where('product_id', '=', product.id).orderBy('id').execute();
      expect(body.variant).toHaveLength(variants.length);
      for (const [index, variant] of body.variant.entries()) {
        expect(Object.keys(variant).sort()).toEqual(VARIANT_KEYS);
        expect(variant).toMatchObject({
          variant: `${variants[index].color}-${variants[index].size}`,
          barcode: variants[index].barcode,
          sku: variants[index].sku,
          stock: variants[index].stock,
          base_price: variants[index].price / 100,
          color: variants[index].color,
          size: variants[index].size,
          image: variants[index].image,
        });
        expect(variant.base_discounted_price).toBeLessThanOrEqual(variant.base_price);
        expect(variant.stroked_price).toBeGreaterThanOrEqual(variant.base_price);
      }
      expect(body.current_stock).toBe(variants.reduce((total, variant) => total + variant.stock, 0));
    });

    it('answers COLOR then Size with options in their stored order, colour codes and each colour gallery', async () => {
      const options = await shop.db
        .selectFrom('product_choice_options')
        .selectAll()
        .where('product_id', '=', product.id)
        .orderBy('choice_position')
        .orderBy('option_position')
        .execute();
      const colors = options.filter((option) => option.attribute === 'COLOR').map((option) => option.value);
      const sizes = options.filter((option) => option.attribute === 'Size').map((option) => option.value);
      const codes = await shop.db.selectFrom('colors').selectAll().execute();
      const photos = await shop.db.selectFrom('product_photos').selectAll().where('product_id', '=', product.id).orderBy('position').orderBy('id').execute();

      expect(body.choice_options.map((choice: { title: string }) => choice.title)).toEqual(['COLOR', 'Size']);
      const [colorChoice, sizeChoice] = body.choice_options;
      expect(colorChoice.options).toEqual(colors);
      expect(colorChoice.alias_name).toEqual(colors);
      expect(colorChoice.color_codes).toEqual(colors.map((color) => codes.find((code) => code.name === color)?.code));
      expect(Object.keys(colorChoice.color_wise_images)).toEqual(colors);
      for (const color of colors) {
        const paths = photos.filter((photo) => photo.variant === color && photo.path).map((photo) => photo.path);
        expect(paths.length).toBeGreaterThan(0);
        expect(colorChoice.color_wise_images[color]).toEqual(paths);
      }
      expect(sizeChoice).toEqual({ title: 'Size', options: sizes, alias_name: sizes, color_wise_images: {} });
    });

    it('answers the photos with the colour they show', async () => {
      const photos = await shop.db.selectFrom('product_photos').selectAll().where('product_id', '=', product.id).orderBy('position').orderBy('id').execute();
      expect(body.photos).toEqual(photos.map((photo) => ({ variant: photo.variant, path: photo.path })));
    });

    it('answers its sub-category and parent, and the breadcrumb from parent to sub-category', async () => {
      const subCategory = await shop.db.selectFrom('categories').selectAll().where('id', '=', product.category_id).executeTakeFirstOrThrow();
      const parent = await shop.db.selectFrom('categories').selectAll().where('id', '=', subCategory.parent_id!).executeTakeFirstOrThrow();
      expect(body.categories).toEqual([
        { id: subCategory.id, name: subCategory.name, slug: subCategory.slug },
        { id: parent.id, name: parent.name, slug: parent.slug },
      ]);
      expect(body.breadCrumb).toEqual([
        { name: parent.name, slug: parent.slug },
        { name: subCategory.name, slug: subCategory.slug },
      ]);
    });

    it('answers meta for search engines', () => {
      expect(body.meta).toEqual({
        title: product.meta_title || product.name,
        description: product.meta_description || product.short_description,
        image: product.meta_image || product.thumbnail_image,
      });
    });

    it('answers the same product by slug', async () => {
      const response = await shop.api.get(`/v2/productsBySlug/${product.slug}`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([body]);
    });
  });

  it('keeps sizes in their stored order for the storefront to sort', async () => {
    const rows = await shop.db
      .selectFrom('product_choice_options')
      .innerJoin('products', 'products.id', 'product_choice_options.product_id')
      .select(['product_choice_options.product_id', 'product_choice_options.value'])
      .where('product_choice_options.attribute', '=', 'Size')
      .where('products.published', '=', 1)
      .orderBy('product_choice_options.product_id')
      .orderBy('product_choice_options.option_position')
      .execute();
    const sizesByProduct = new Map<number, string[]>();
    for (const row of rows) sizesByProduct.set(row.product_id, [...(sizesByProduct.get(row.product_id) ?? []), row.value]);
    const shuffled = [...sizesByProduct].find(([, sizes]) => sortSizes(sizes).join() !== sizes.join());
    expect(shuffled).toBeDefined();
    const body = await detail(shuffled![0]);
    expect(body.choice_options.find((choice: { title: string }) => choice.title === 'Size').options).toEqual(shuffled![1]);
  });

  it('answers a size-only product with size variants and no colour choice', async () => {
    const product = await productWithChoices(['Size']);
    const body = await detail(product.id);
    expect(body.choice_options.map((choice: { title: string }) => choice.title)).toEqual(['Size']);
    expect(body.choice_options[0].color_wise_images).toEqual({});
    for (const variant of body.variant) {
      expect(variant.color).toBeNull();
      expect(variant.variant).toBe(variant.size);
    }
  });

  it('answers a colour-only product with colour variants', async () => {
    const product = await productWithChoices(['COLOR']);
    const body = await detail(product.id);
    expect(body.choice_options.map((choice: { title: string }) => choice.title)).toEqual(['COLOR']);
    for (const variant of body.variant) expect(variant.variant).toBe(variant.color);
  });

  it('answers a photo without a path as null and leaves it out of the colour gallery', async () => {
    const photo = await shop.db.selectFrom('product_photos').selectAll().where('path', 'is', null).executeTakeFirstOrThrow();
    const body = await detail(photo.product_id);
    expect(body.photos).toContainEqual({ variant: photo.variant, path: null });
    const colorChoice = body.choice_options.find((choice: { title: string }) => choice.title === 'COLOR');
    expect(colorChoice.color_wise_images[photo.variant]).not.toContain(null);
  });

  it.each(Object.keys(GOLDEN) as Array<keyof typeof GOLDEN>)('prices the golden product %s as worked out by hand', async (key) => {
    const { main_price, stroked_price, discount, discount_percent, has_discount } = GOLDEN[key].expected;
    expect(await detail(golden.ids[key])).toMatchObject({ main_price, stroked_price, discount, discount_percent, has_discount });
  });

  it('applies the product discount to each variant at the variant\'s own price', async () => {
    const body = await detail(golden.ids.variantPrices);
    expect(
      body.variant.map(({ base_price, base_discounted_price, stroked_price }: Record<string, number>) => ({
        base_price,
        base_discounted_price,
        stroked_price,
      })),
    ).toEqual(GOLDEN.variantPrices.variants);
  });

  it('ignores a discount whose window has ended', async () => {
    const expired = await shop.db
      .selectFrom('products')
      .selectAll()
      .where('published', '=', 1)
      .where('discount', '>', 0)
      .where('discount_end_at', '<', now.toISOString())
      .executeTakeFirstOrThrow();
    expect(await flashDealProductIds(shop.db, ['mega-flash-sale'])).not.toContain(expired.id);
    const body = await detail(expired.id);
    expect(body.main_price).toBe(expired.unit_price / 100);
    for (const variant of body.variant) expect(variant.base_discounted_price).toBe(variant.base_price);
  });

  it('names the running flash deal of a product in one, and null otherwise', async () => {
    const inDeal = await detail(golden.ids.flashDealOnTop);
    expect(inDeal.flash_deal).toEqual({
      id: golden.flashDeal.id,
      title: GOLDEN_FLASH_DEAL.title,
      slug: GOLDEN_FLASH_DEAL.slug,
      end_date: golden.flashDeal.end_at,
    });
    expect(inDeal.main_price).toBe(GOLDEN.flashDealOnTop.flash.dealPrice);
    expect((await detail(golden.ids.noDiscount)).flash_deal).toBeNull();
  });

  describe('not found and bad input', () => {
    it('answers 404 JSON for an unknown id or slug', async () => {
      for (const path of ['/v2/products/999999', '/v2/productsBySlug/no-such-product']) {
        const response = await shop.api.get(path);
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ result: false, success: false, message: 'Product not found' });
      }
    });

    it('hides unpublished products by id and by slug', async () => {
      const [hiddenId] = await unpublishedProductIds(shop.db);
      const hidden = await shop.db.selectFrom('products').select('slug').where('id', '=', hiddenId).executeTakeFirstOrThrow();
      expect((await shop.api.get(`/v2/products/${hiddenId}`)).status).toBe(404);
      expect((await shop.api.get(`/v2/productsBySlug/${hidden.slug}`)).status).toBe(404);
    });

    it.each(['abc', '0', '1.5', '-3', '99999999999'])('answers 422 for the id %s', async (id) => {
      const response = await shop.api.get(`/v2/products/${id}`);
      expect(response.status).toBe(422);
      expect(response.body.errors.id).toEqual([expect.any(String)]);
    });
  });
});
