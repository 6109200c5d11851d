import { createDb } from '@/server/db/connection';
import { migrateToLatest } from '@/server/db/migrator';
import { seed } from '@/server/db/seed';
import { verifyPassword } from '@/server/security/password';
import { SPEC_SETTING_KEYS, STOREFRONT_SETTING_KEYS } from '../support/settingKeys';
import { createTestDatabase, type TestDatabase } from '../support/testApi';

// The demo shop the other modules and the storefront rely on (the seed contract).

const EXTRA_SETTING_KEYS = [
  ...STOREFRONT_SETTING_KEYS,
  'system_logo_white',
  'payment_method_images',
  'free_shipping_status',
  'free_shipping_limit',
  'affiliate_default_commission',
  'affiliate_minimum_withdraw',
];
const CANONICAL_SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '2Y', '4Y', '6Y', '8Y', '10Y', '12Y', 'Single', 'Double', 'King'];

type Choice = { attribute: string; values: string[] };

function cartesianVariants(choices: Choice[]): string[] {
  return choices.reduce<string[]>(
    (variants, choice) => variants.flatMap((prefix) => choice.values.map((value) => (prefix ? `${prefix}-${value}` : value))),
    [''],
  );
}

function groupBy<Row, Key>(rows: Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

describe('demo shop seed', () => {
  let testDb: TestDatabase;
  const db = () => testDb.db;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb.close());

  const choicesByProduct = async () => {
    const options = await db()
      .selectFrom('product_choice_options')
      .selectAll()
      .orderBy('product_id')
      .orderBy('choice_position')
      .orderBy('option_position')
      .execute();
    const choices = new Map<number, Choice[]>();
    for (const option of options) {
      const list = choices.get(option.product_id) ?? [];
      const current = list[option.choice_position] ?? { attribute: option.attribute, values: [] };
      current.values.push(option.value);
      list[option.choice_position] = current;
      choices.set(option.product_id, list);
    }
    return choices;
  };

  describe('categories', () => {
    it('has at least 8 top-level categories in the menu, each with 2 to 4 sub-categories', async () => {
      const categories = await db().selectFrom('categories').selectAll().execute();
      const topLevel = categories.filter((category) => category.parent_id === null);
      expect(topLevel.length).toBeGreaterThanOrEqual(8);
      expect(topLevel.map((category) => category.name)).toEqual(
        expect.arrayContaining(['Men', 'Women', 'Kids', 'Panjabi', 'Saree', 'T-Shirts', 'Footwear', 'Accessories', 'Home & Lifestyle']),
      );
      for (const parent of topLevel) {
        expect(parent.level).toBe(0);
        expect(parent.in_menu).toBe(1);
        const children = categories.filter((category) => category.parent_id === parent.id);
        expect(children.length).toBeGreaterThanOrEqual(2);
        expect(children.length).toBeLessThanOrEqual(4);
        for (const child of children) expect(child.level).toBe(1);
      }
    });

    it('uses unique kebab-case slugs, generated images and the home flags', async () => {
      const categories = await db().selectFrom('categories').selectAll().execute();
      expect(new Set(categories.map((category) => category.slug)).size).toBe(categories.length);
      for (const category of categories) {
        expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(category.icon).toMatch(/^\/media\/icons\/.+\.webp$/);
        expect(category.banner).toMatch(/^\/media\/banners\/wide\/.+\.webp$/);
        expect(category.cover_image).toMatch(/^\/media\/banners\/square\/.+\.webp$/);
      }
      for (const flag of ['is_trending', 'is_best_selling', 'is_new_arrival', 'is_home', 'is_featured'] as const) {
        expect(categories.filter((category) => category[flag] === 1).length).toBeGreaterThanOrEqual(2);
      }
      expect(categories.some((category) => (category.commission_rate ?? 0) > 0)).toBe(true);
    });

    it('names a hex code for every colour a variant uses', async () => {
      const colors = await db().selectFrom('colors').selectAll().execute();
      const known = new Set(colors.map((color) => color.name));
      for (const color of colors) expect(color.code).toMatch(/^#[0-9a-f]{6}$/);
      const used = await db().selectFrom('product_variants').select('color').distinct().where('color', 'is not', null).execute();
      for (const { color } of used) expect(known).toContain(color);
    });
  });

  describe('products', () => {
    it('has at least 120 published products in every top-level category, and a few unpublished', async () => {
      const products = await db().selectFrom('products').selectAll().execute();
      expect(products.length).toBeGreaterThanOrEqual(130);
      expect(products.filter((product) => product.published === 1).length).toBeGreaterThanOrEqual(120);
      expect(products.filter((product) => product.published === 0).length).toBeGreaterThanOrEqual(2);
      expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);

      const topLevel = await db().selectFrom('categories').select(['id', 'slug']).where('parent_id', 'is', null).execute();
      for (const category of topLevel) {
        const linked = await db()
          .selectFrom('product_categories')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('category_id', '=', category.id)
          .executeTakeFirstOrThrow();
        expect(Number(linked.count)).toBeGreaterThan(0);
      }
    });

    it('links each product to its sub-category and that sub-category’s parent', async () => {
      const products = await db().selectFrom('products').select(['id', 'category_id']).execute();
      const categories = new Map((await db().selectFrom('categories').select(['id', 'parent_id']).execute()).map((row) => [row.id, row]));
      const links = groupBy(await db().selectFrom('product_categories').selectAll().execute(), (link) => link.product_id);
      for (const product of products) {
        const subCategory = categories.get(product.category_id);
        expect(subCategory?.parent_id).not.toBeNull();
        const linked = (links.get(product.id) ?? []).map((link) => link.category_id).sort((a, b) => a - b);
        expect(linked).toEqual([product.category_id, subCategory?.parent_id].sort((a, b) => (a ?? 0) - (b ?? 0)));
      }
    });

    it('prices in poisha between 350 and 12,000 taka with stroked prices never below the unit price', async () => {
      const products = await db().selectFrom('products').selectAll().execute();
      for (const product of products) {
        expect(product.unit_price).toBeGreaterThanOrEqual(35000);
        expect(product.unit_price).toBeLessThanOrEqual(1200000);
        expect(product.stroked_price).toBeGreaterThanOrEqual(product.unit_price);
      }
      const higher = products.filter((product) => product.stroked_price > product.unit_price).length;
      expect(higher / products.length).toBeGreaterThan(0.35);
      expect(higher / products.length).toBeLessThan(0.65);
    });

    it('discounts about a third, by amount or percent, some in windows of which one has ended', async () => {
      const products = await db().selectFrom('products').selectAll().execute();
      const discounted = products.filter((product) => product.discount > 0);
      expect(discounted.length / products.length).toBeGreaterThan(0.25);
      expect(discounted.length / products.length).toBeLessThan(0.45);
      expect(new Set(discounted.map((product) => product.discount_type))).toEqual(new Set(['amount', 'percent']));
      const now = new Date().toISOString();
      expect(discounted.some((product) => product.discount_end_at !== null && product.discount_end_at < now)).toBe(true);
      expect(
        discounted.some((product) => product.discount_start_at !== null && product.discount_start_at < now && product.discount_end_at! > now),
      ).toBe(true);
      for (const product of discounted.filter((item) => item.discount_type === 'percent')) {
        expect(product.discount).toBeLessThan(100);
      }
    });

    it('flags featured, new-arrival and at least 12 hot-deal products, and some that allow selling at zero stock', async () => {
      const products = await db().selectFrom('products').selectAll().where('published', '=', 1).execute();
      expect(products.filter((product) => product.is_hot_deal === 1).length).toBeGreaterThanOrEqual(12);
      expect(products.filter((product) => product.is_featured === 1).length).toBeGreaterThanOrEqual(8);
      expect(products.filter((product) => product.is_new_arrival === 1).length).toBeGreaterThanOrEqual(8);
      expect(products.filter((product) => product.is_negative === 1).length).toBeGreaterThanOrEqual(3);
      expect(new Set(products.map((product) => product.created_at)).size).toBe(products.length);
      expect(products.some((product) => product.sales > 100)).toBe(true);
    });

    it('gives every product HTML descriptions, images, codes and a size chart for clothing', async () => {
      const products = await db().selectFrom('products').selectAll().execute();
      for (const product of products) {
        expect(product.description).toMatch(/^<p>/);
        expect(product.short_description.length).toBeGreaterThan(10);
        expect(product.thumbnail_image).toMatch(/^\/media\/products\/.+\.webp$/);
        expect(product.hover_image).toMatch(/^\/media\/products\/.+\.webp$/);
        expect(product.barcode).toMatch(/^\d{13}$/);
        expect(product.style_code).toMatch(/^[A-Z]{3}-\d{4}$/);
        expect(product.meta_title).toContain(product.name);
      }
      expect(products.filter((product) => product.size_chart_link !== null).length).toBeGreaterThan(60);
    });
  });

  describe('choices and variants', () => {
    it('offers COLOR then Size on most products, Size only on some and COLOR only on a few', async () => {
      const choices = await choicesByProduct();
      const shapes = [...choices.values()].map((list) => list.map((choice) => choice.attribute).join('+'));
      const count = (shape: string) => shapes.filter((item) => item === shape).length;
      expect(count('COLOR+Size') / shapes.length).toBeGreaterThan(0.6);
      expect(count('Size')).toBeGreaterThanOrEqual(3);
      expect(count('COLOR')).toBeGreaterThanOrEqual(3);
      const aliases = await db().selectFrom('product_choice_options').select(['value', 'alias_name']).execute();
      for (const option of aliases) expect(option.alias_name).toBe(option.value);
    });

    it('stores the sizes of some products out of their natural order', async () => {
      const choices = await choicesByProduct();
      const rank = (size: string) => (/^\d+$/.test(size) ? Number(size) : 1000 + CANONICAL_SIZE_ORDER.indexOf(size));
      const shuffled = [...choices.values()].filter((list) => {
        const sizes = list.find((choice) => choice.attribute === 'Size')?.values ?? [];
        return sizes.some((size, index) => index > 0 && rank(size) < rank(sizes[index - 1]));
      });
      expect(shuffled.length).toBeGreaterThanOrEqual(5);
    });

    it('has one variant per combination, named by its values in choice order', async () => {
      const choices = await choicesByProduct();
      const variants = groupBy(await db().selectFrom('product_variants').selectAll().execute(), (variant) => variant.product_id);
      const products = await db().selectFrom('products').select('id').execute();
      for (const { id } of products) {
        const list = choices.get(id) ?? [];
        const productVariants = variants.get(id) ?? [];
        expect(productVariants.length).toBeGreaterThan(0);
        expect(productVariants.map((variant) => variant.variant).sort()).toEqual(cartesianVariants(list).sort());
        const colorChoice = list.find((choice) => choice.attribute === 'COLOR');
        const sizeChoice = list.find((choice) => choice.attribute === 'Size');
        for (const variant of productVariants) {
          expect(variant.variant).toBe([variant.color, variant.size].filter(Boolean).join('-'));
          if (colorChoice) expect(colorChoice.values).toContain(variant.color);
          else expect(variant.color).toBeNull();
          if (sizeChoice) expect(sizeChoice.values).toContain(variant.size);
          else expect(variant.size).toBeNull();
        }
      }
    });

    it('gives variants unique 13-digit barcodes and unique SKUs, and prices from the product', async () => {
      const variants = await db().selectFrom('product_variants').selectAll().execute();
      expect(new Set(variants.map((variant) => variant.barcode)).size).toBe(variants.length);
      expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
      for (const variant of variants) expect(variant.barcode).toMatch(/^\d{13}$/);
      const products = new Map((await db().selectFrom('products').selectAll().execute()).map((product) => [product.id, product]));
      let dearer = 0;
      for (const variant of variants) {
        const product = products.get(variant.product_id)!;
        expect(variant.price).toBeGreaterThanOrEqual(product.unit_price);
        expect(variant.stroked_price).toBeGreaterThanOrEqual(variant.price);
        if (variant.price > product.unit_price) dearer += 1;
      }
      expect(dearer).toBeGreaterThan(0);
    });

    it('has stock between 0 and 40, a product with one size sold out and a product sold out entirely', async () => {
      const variants = await db().selectFrom('product_variants').selectAll().execute();
      for (const variant of variants) {
        expect(variant.stock).toBeGreaterThanOrEqual(0);
        expect(variant.stock).toBeLessThanOrEqual(40);
      }
      expect(variants.filter((variant) => variant.stock === 0).length).toBeGreaterThan(20);
      const products = new Map((await db().selectFrom('products').selectAll().execute()).map((product) => [product.id, product]));
      const byProduct = [...groupBy(variants, (variant) => variant.product_id).entries()];

      const soldOutEntirely = byProduct.filter(
        ([productId, list]) => list.every((variant) => variant.stock === 0) && products.get(productId)!.is_negative === 0,
      );
      expect(soldOutEntirely.length).toBeGreaterThanOrEqual(1);

      const sizeSoldOut = byProduct.filter(([, list]) => {
        const bySize = groupBy(list, (variant) => variant.size);
        const sizeStocks = [...bySize.values()].map((sizeVariants) => sizeVariants.reduce((sum, variant) => sum + variant.stock, 0));
        return sizeStocks.some((stock) => stock === 0) && sizeStocks.some((stock) => stock > 0);
      });
      expect(sizeSoldOut.length).toBeGreaterThanOrEqual(1);
    });

    it('shows each colour in 2 or 3 photos of that colour, and the variant image is its colour’s first photo', async () => {
      const photos = groupBy(
        await db().selectFrom('product_photos').selectAll().orderBy('product_id').orderBy('position').execute(),
        (photo) => photo.product_id,
      );
      const choices = await choicesByProduct();
      const variants = groupBy(await db().selectFrom('product_variants').selectAll().execute(), (variant) => variant.product_id);
      for (const [productId, list] of choices) {
        const productPhotos = photos.get(productId) ?? [];
        const colors = list.find((choice) => choice.attribute === 'COLOR')?.values ?? [''];
        for (const color of colors) {
          const colorPhotos = productPhotos.filter((photo) => photo.variant === color && photo.path !== null);
          expect(colorPhotos.length).toBeGreaterThanOrEqual(2);
          expect(colorPhotos.length).toBeLessThanOrEqual(3);
          for (const variant of (variants.get(productId) ?? []).filter((item) => (item.color ?? '') === color)) {
            expect(variant.image).toBe(colorPhotos[0].path);
          }
        }
        const paths = new Set(productPhotos.map((photo) => photo.path));
        if (colors.length > 1) expect(paths.size).toBeGreaterThanOrEqual(4);
      }
      const withoutPath = await db().selectFrom('product_photos').select('product_id').where('path', 'is', null).execute();
      expect(withoutPath).toHaveLength(1);
    });
  });

  describe('reviews', () => {
    it('has 0 to 8 approved reviews per product, rated 1 to 5 and skewed high', async () => {
      const reviews = await db().selectFrom('reviews').selectAll().execute();
      const byProduct = groupBy(reviews, (review) => review.product_id);
      expect(byProduct.size).toBeGreaterThan(100);
      for (const list of byProduct.values()) expect(list.length).toBeLessThanOrEqual(8);
      for (const review of reviews) {
        expect(review.status).toBe(1);
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.upvote_count).toBeGreaterThanOrEqual(0);
        expect(review.upvote_count).toBeLessThanOrEqual(40);
        expect(review.comment.length).toBeGreaterThan(0);
      }
      const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
      expect(average).toBeGreaterThan(3.5);
      expect(new Set(reviews.map((review) => review.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    });

    it("keeps each product's rating and rating_count equal to its reviews", async () => {
      const reviews = groupBy(await db().selectFrom('reviews').selectAll().execute(), (review) => review.product_id);
      const products = await db().selectFrom('products').selectAll().execute();
      for (const product of products) {
        const list = reviews.get(product.id) ?? [];
        expect(product.rating_count).toBe(list.length);
        const average = list.length === 0 ? 0 : list.reduce((sum, review) => sum + review.rating, 0) / list.length;
        expect(product.rating).toBeCloseTo(average, 2);
      }
    });
  });

  describe('promotions', () => {
    it('runs a flash deal now that ends three days from now with 8 or more percent discounts, and has one that ended', async () => {
      const now = new Date();
      const deals = await db().selectFrom('flash_deals').selectAll().execute();
      const active = deals.filter((deal) => deal.status === 1 && deal.start_at <= now.toISOString() && deal.end_at > now.toISOString());
      expect(active).toHaveLength(1);
      const hoursLeft = (new Date(active[0].end_at).getTime() - now.getTime()) / 3_600_000;
      expect(hoursLeft).toBeGreaterThan(71);
      expect(hoursLeft).toBeLessThanOrEqual(72);
      const products = await db().selectFrom('flash_deal_products').selectAll().where('flash_deal_id', '=', active[0].id).execute();
      expect(products.length).toBeGreaterThanOrEqual(8);
      for (const product of products) {
        expect(product.discount_type).toBe('percent');
        expect(product.discount).toBeGreaterThan(0);
      }
      expect(deals.some((deal) => deal.end_at < now.toISOString())).toBe(true);
    });

    it('runs the Eid Collection campaign with products', async () => {
      const now = new Date().toISOString();
      const campaign = await db().selectFrom('campaigns').selectAll().where('title', '=', 'Eid Collection').executeTakeFirstOrThrow();
      expect(campaign.start_at < now && campaign.end_at > now).toBe(true);
      const products = await db().selectFrom('campaign_products').selectAll().where('campaign_id', '=', campaign.id).execute();
      expect(products.length).toBeGreaterThanOrEqual(8);
    });
  });

  describe('settings and content', () => {
    it('stores every business setting of the spec and the extra keys as strings', async () => {
      const settings = new Map(
        (await db().selectFrom('business_settings').select(['type', 'value']).execute()).map((row) => [row.type, row.value]),
      );
      for (const key of [...SPEC_SETTING_KEYS, ...EXTRA_SETTING_KEYS]) {
        expect(settings.has(key)).toBe(true);
        expect(typeof settings.get(key)).toBe('string');
      }
      expect(settings.get('affiliate_system')).toBe('1');
      expect(settings.get('guest_checkout')).toBe('1');
      expect(settings.get('validation_time')).toBe('30');
      expect(settings.get('free_shipping_limit')).toBe('1000');
      expect(settings.get('header_script')).toBe('');
      expect(settings.get('website_popup_content')).toMatch(/<h2>.+<\/h2>/);
      expect(settings.get('contact_address')).toContain('Dhaka');
      // The logos stay vector art; the picture shared with a link is WebP.
      expect(settings.get('header_logo')).toBe('/media/brand/logo.svg');
      expect(settings.get('meta_image')).toBe('/media/banners/slider/7b1e2b/Rongdhonu%20Eid%20Collection.webp');
      const popupImage = await db()
        .selectFrom('image_links')
        .selectAll()
        .where('id', '=', Number(settings.get('website_popup_image_link_id')))
        .executeTakeFirst();
      expect(popupImage?.image).toMatch(/^\/media\//);
      expect(await db().selectFrom('image_links').select('id').execute()).toHaveLength(2);
    });

    it('lists footer pages in QUICK LINKS and LEGAL, with an internal and an external custom link', async () => {
      const pages = await db().selectFrom('pages').selectAll().execute();
      const titles = (position: string) => pages.filter((page) => page.page_link_position === position).map((page) => page.title);
      expect(titles('QUICK LINKS')).toEqual(expect.arrayContaining(['About Us', 'Contact Us', 'FAQ', 'Store Locator', 'Size Guide']));
      expect(titles('LEGAL')).toEqual(
        expect.arrayContaining(['Terms & Conditions', 'Privacy Policy', 'Return & Refund Policy', 'Shipping Policy']),
      );
      expect(pages.find((page) => page.slug === 'store-locator')?.custom_link).toBe('/store-locator');
      expect(pages.some((page) => page.custom_link?.startsWith('https://') && page.open_tab === 1)).toBe(true);
      for (const page of pages) expect(page.content).toMatch(/^</);
    });

    it('has the home sliders, banners in every placement, blogs, stores and their map links', async () => {
      const sliders = await db().selectFrom('sliders').selectAll().execute();
      expect(sliders.filter((slider) => slider.kind === 'main')).toHaveLength(4);
      expect(sliders.filter((slider) => slider.kind === 'video')).toHaveLength(1);
      for (const slider of sliders) expect(slider.image).toMatch(/^\/media\/banners\/(slider|video)\/.+\.webp$/);
      const banners = groupBy(await db().selectFrom('banners').selectAll().execute(), (banner) => banner.placement);
      for (const placement of ['all-banner-ad', 'home-banner-one', 'home-banner-two', 'home-banner-three', 'home-two-banner', 'offer']) {
        expect(banners.get(placement as never)?.length ?? 0).toBeGreaterThanOrEqual(2);
        expect(banners.get(placement as never)?.length ?? 0).toBeLessThanOrEqual(3);
        for (const banner of banners.get(placement as never) ?? []) expect(banner.image).toMatch(/^\/media\/banners\/.+\.webp$/);
      }
      const blogs = await db().selectFrom('blogs').selectAll().execute();
      expect(blogs).toHaveLength(6);
      for (const blog of blogs) expect(blog.description).toMatch(/^<p>/);
      const stores = await db().selectFrom('stores').selectAll().execute();
      expect(stores).toHaveLength(8);
      expect(new Set(stores.map((store) => store.city))).toEqual(new Set(['Dhaka', 'Chattogram', 'Sylhet', 'Khulna']));
      for (const store of stores) {
        expect(store.map_link).toMatch(/^https:\/\/www\.google\.com\/maps/);
        expect(store.latitude).toBeGreaterThan(20);
        expect(store.longitude).toBeGreaterThan(88);
      }
    });
  });

  describe('demo accounts', () => {
    it('has a demo customer and an approved demo affiliate whose passwords verify', async () => {
      const customer = await db().selectFrom('users').selectAll().where('email', '=', 'customer@demo.shop').executeTakeFirstOrThrow();
      expect(customer).toMatchObject({ name: 'Demo Customer', phone: '01711000001', password_update: 1 });
      expect(await verifyPassword('Customer@123', customer.password_hash)).toBe(true);
      expect(await verifyPassword('customer@123', customer.password_hash)).toBe(false);

      const affiliate = await db().selectFrom('users').selectAll().where('email', '=', 'affiliate@demo.shop').executeTakeFirstOrThrow();
      expect(affiliate).toMatchObject({ name: 'Demo Affiliate', phone: '01711000002', affiliate: 1, affiliate_status: 1, referral_code: 'DEMOAFF' });
      expect(await verifyPassword('Affiliate@123', affiliate.password_hash)).toBe(true);
      const affiliateUser = await db().selectFrom('affiliate_users').selectAll().where('user_id', '=', affiliate.id).executeTakeFirstOrThrow();
      expect(affiliateUser).toMatchObject({ status: 'approved', payment_method: 'bkash' });
    });
  });

  describe('checkout data', () => {
    it('has the demo coupons, membership, gift cards, payment types and delivery prices', async () => {
      const coupons = new Map((await db().selectFrom('coupons').selectAll().execute()).map((coupon) => [coupon.code, coupon]));
      expect([...coupons.keys()].sort()).toEqual(['EXPIRED50', 'FLAT200', 'FREESHIP', 'ONCE100', 'PANJABI15', 'WELCOME10']);
      expect(coupons.get('WELCOME10')).toMatchObject({ type: 'percent', value: 10, min_spend: 100000, max_discount: 50000 });
      expect(coupons.get('FREESHIP')?.free_shipping).toBe(1);
      expect(coupons.get('ONCE100')?.usage_limit).toBe(1);
      expect(coupons.get('EXPIRED50')!.end_at < new Date().toISOString()).toBe(true);
      const panjabi = await db().selectFrom('categories').select('id').where('slug', '=', 'panjabi').executeTakeFirstOrThrow();
      expect(coupons.get('PANJABI15')?.category_id).toBe(panjabi.id);

      const cards = await db().selectFrom('membership_card_types').selectAll().orderBy('id').execute();
      expect(cards.map((card) => card.name)).toEqual(['Silver', 'Gold', 'Platinum']);
      for (const card of cards) expect(card.price).toBe(card.stroked_price * 0.8);
      const membership = await db().selectFrom('memberships').selectAll().where('membership_no', '=', 'MEM-1001').executeTakeFirstOrThrow();
      expect(membership).toMatchObject({ holder_phone: '01711000001', status: 'active' });

      const giftCards = new Map((await db().selectFrom('gift_cards').selectAll().execute()).map((card) => [card.card_no, card]));
      expect(giftCards.get('GIFT-1000-DEMO')?.balance).toBe(100000);
      expect(giftCards.get('GIFT-0-USED')?.balance).toBe(0);
      expect(giftCards.get('GIFT-EXPIRED')!.expires_at < new Date().toISOString()).toBe(true);

      const paymentTypes = await db().selectFrom('payment_types').selectAll().orderBy('position').execute();
      expect(paymentTypes.map((type) => [type.payment_type_key, type.payment_type])).toEqual([
        ['cash_on_delivery', 'cash'],
        ['bkash', 'online'],
        ['nagad', 'online'],
        ['sslcommerz', 'online'],
      ]);
      const rates = await db().selectFrom('shipping_rates').selectAll().orderBy('zone').orderBy('min_quantity').execute();
      expect(rates.map((rate) => [rate.zone, rate.min_quantity, rate.price])).toEqual([
        ['inside_dhaka', 1, 6000],
        ['inside_dhaka', 3, 8000],
        ['inside_dhaka', 6, 12000],
        ['outside_dhaka', 1, 12000],
        ['outside_dhaka', 3, 15000],
        ['outside_dhaka', 6, 20000],
      ]);
      const methods = await db().selectFrom('delivery_methods').selectAll().orderBy('price').execute();
      expect(methods.map((method) => [method.key, method.price])).toEqual([
        ['regular', 0],
        ['express', 10000],
      ]);
      const pickupPoints = await db().selectFrom('pickup_points').select('city').execute();
      expect(pickupPoints.filter((point) => point.city === 'Dhaka')).toHaveLength(3);
      expect(pickupPoints.filter((point) => point.city === 'Chattogram')).toHaveLength(1);
    });

    it('has Bangladesh with its 8 divisions, 64 districts and the thanas of the busiest districts', async () => {
      const countries = await db().selectFrom('countries').selectAll().execute();
      expect(countries).toEqual([expect.objectContaining({ name: 'Bangladesh', code: 'BD' })]);
      expect(await db().selectFrom('states').select('id').execute()).toHaveLength(8);
      const cities = await db().selectFrom('cities').selectAll().execute();
      expect(cities).toHaveLength(64);
      expect(cities.filter((city) => city.is_inside_dhaka === 1).map((city) => city.name)).toEqual(['Dhaka']);
      const cityNames = new Map(cities.map((city) => [city.id, city.name]));
      const areas = await db().selectFrom('areas').select('city_id').execute();
      const districtsWithThanas = new Set(areas.map((area) => cityNames.get(area.city_id)));
      for (const district of ['Dhaka', 'Chattogram', 'Gazipur', 'Narayanganj', 'Sylhet']) expect(districtsWithThanas).toContain(district);
    });
  });

  describe('determinism and speed', () => {
    const catalogSnapshot = async (database: TestDatabase['db']) => ({
      categories: await database.selectFrom('categories').select(['id', 'parent_id', 'name', 'slug', 'icon']).orderBy('id').execute(),
      products: await database
        .selectFrom('products')
        .select(['id', 'name', 'slug', 'category_id', 'unit_price', 'stroked_price', 'discount', 'discount_type', 'is_negative', 'published', 'is_hot_deal', 'sales', 'rating', 'rating_count'])
        .orderBy('id')
        .execute(),
      options: await database.selectFrom('product_choice_options').selectAll().orderBy('id').execute(),
      variants: await database.selectFrom('product_variants').select(['id', 'product_id', 'variant', 'barcode', 'sku', 'price', 'stock', 'image']).orderBy('id').execute(),
      photos: await database.selectFrom('product_photos').selectAll().orderBy('id').execute(),
      reviews: await database.selectFrom('reviews').select(['id', 'product_id', 'reviewer_name', 'rating', 'comment', 'upvote_count']).orderBy('id').execute(),
      flashDeals: await database.selectFrom('flash_deal_products').selectAll().orderBy('flash_deal_id').orderBy('product_id').execute(),
    });

    it('builds the same catalogue on every run', async () => {
      const second = await createTestDatabase();
      try {
        expect(await catalogSnapshot(second.db)).toEqual(await catalogSnapshot(db()));
      } finally {
        await second.close();
      }
    });

    it('seeds a fresh SQLite database in well under 2 seconds', async () => {
      const database = createDb(':memory:');
      try {
        await migrateToLatest(database);
        const started = performance.now();
        await database.transaction().execute((trx) => seed(trx, new Date()));
        expect(performance.now() - started).toBeLessThan(2000);
      } finally {
        await database.destroy();
      }
    });
  });
});
