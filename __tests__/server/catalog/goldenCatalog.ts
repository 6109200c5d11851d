import type { Db } from '@/server/db/connection';

// A few products written straight into the database, each with the prices the catalog must answer
// for it worked out by hand. Inputs are in poisha, as the database keeps them; answers are in taka, as
// the API sends them. The products sit in a category of their own and in a flash deal of their own,
// so that a test can ask for exactly them.

const DAY = 24 * 60 * 60 * 1000;

export const GOLDEN_CATEGORY = { slug: 'golden-fixture', name: 'Golden Fixture' };
export const GOLDEN_SUB_CATEGORY = { slug: 'golden-fixture-tops', name: 'Golden Fixture Tops' };
/** Runs from one day before the suite's `now` until one day after it. */
export const GOLDEN_FLASH_DEAL = { slug: 'golden-hour-sale', title: 'Golden Hour Sale', startDays: -1, endDays: 1 };

interface ProductInput {
  unit_price: number;
  stroked_price: number;
  discount: number;
  discount_type: 'amount' | 'percent';
  /** The percent the golden flash deal takes off, when the product is in it. */
  flashDealPercent?: number;
  variants: Array<{ color: string | null; size: string; price: number; stroked_price: number }>;
}

export interface PriceFields {
  base_price: number;
  base_discounted_price: number;
  main_price: number;
  stroked_price: number;
  discount: number;
  discount_percent: number;
  has_discount: boolean;
}

interface GoldenProduct {
  input: ProductInput;
  /** What a listing and the detail answer while the golden flash deal runs. */
  expected: PriceFields;
  /** The price the flash deal alone would give, and the selling price once the deal is over. */
  flash?: { dealPrice: number; priceAfterDeal: number };
  /** The detail's variants, in the order of `input.variants`. */
  variants?: Array<{ base_price: number; base_discounted_price: number; stroked_price: number }>;
}

const oneVariant = (price: number) => [{ color: null, size: 'M', price, stroked_price: 0 }];

export const GOLDEN = {
  noDiscount: {
    input: { unit_price: 1_500_00, stroked_price: 1_500_00, discount: 0, discount_type: 'amount', variants: oneVariant(1_500_00) },
    expected: {
      base_price: 1500,
      base_discounted_price: 1500,
      main_price: 1500,
      stroked_price: 1500,
      discount: 0,
      discount_percent: 0,
      has_discount: false,
    },
  },
  // 10% of ৳2,000 is ৳200, so it sells at ৳1,800. The shop's crossed-out price is ৳2,500, so the
  // shopper saves ৳700 of ৳2,500: 28%.
  percentDiscount: {
    input: { unit_price: 2_000_00, stroked_price: 2_500_00, discount: 10, discount_type: 'percent', variants: oneVariant(2_000_00) },
    expected: {
      base_price: 2500,
      base_discounted_price: 1800,
      main_price: 1800,
      stroked_price: 2500,
      discount: 700,
      discount_percent: 28,
      has_discount: true,
    },
  },
  // ৳150 off ৳1,200 sells at ৳1,050. A crossed-out price of 0 is below the price, so ৳1,200 is struck
  // through; 150 / 1200 = 12.5%, shown as 13%.
  flatDiscount: {
    input: { unit_price: 1_200_00, stroked_price: 0, discount: 150_00, discount_type: 'amount', variants: oneVariant(1_200_00) },
    expected: {
      base_price: 1200,
      base_discounted_price: 1050,
      main_price: 1050,
      stroked_price: 1200,
      discount: 150,
      discount_percent: 13,
      has_discount: true,
    },
  },
  // The product's own 5% takes ৳150 off ৳3,000; the flash deal's 20% takes ৳600 and wins: ৳2,400.
  // Once the deal is over only the 5% is left: ৳2,850.
  flashDealOnTop: {
    input: {
      unit_price: 3_000_00,
      stroked_price: 3_000_00,
      discount: 5,
      discount_type: 'percent',
      flashDealPercent: 20,
      variants: oneVariant(3_000_00),
    },
    expected: {
      base_price: 3000,
      base_discounted_price: 2400,
      main_price: 2400,
      stroked_price: 3000,
      discount: 600,
      discount_percent: 20,
      has_discount: true,
    },
    flash: { dealPrice: 2400, priceAfterDeal: 2850 },
  },
  // The flash deal's 10% (৳100) takes off less than the product's own ৳300, so ৳700 stays the price.
  flashDealSmaller: {
    input: {
      unit_price: 1_000_00,
      stroked_price: 1_000_00,
      discount: 300_00,
      discount_type: 'amount',
      flashDealPercent: 10,
      variants: oneVariant(1_000_00),
    },
    expected: {
      base_price: 1000,
      base_discounted_price: 700,
      main_price: 700,
      stroked_price: 1000,
      discount: 300,
      discount_percent: 30,
      has_discount: true,
    },
    flash: { dealPrice: 900, priceAfterDeal: 700 },
  },
  // 10% of 12,345 poisha is 1,234.5 poisha, rounded half up to 1,235 (৳12.35): 12,345 - 1,235 = 11,110
  // poisha, ৳111.10. 1,235 / 12,345 = 10.004%, shown as 10%.
  roundingHalfPoisha: {
    input: { unit_price: 123_45, stroked_price: 123_45, discount: 10, discount_type: 'percent', variants: oneVariant(123_45) },
    expected: {
      base_price: 123.45,
      base_discounted_price: 111.1,
      main_price: 111.1,
      stroked_price: 123.45,
      discount: 12.35,
      discount_percent: 10,
      has_discount: true,
    },
  },
  // The product's 10% applies to each variant's own price: M ৳2,500 - ৳250 = ৳2,250 against its own
  // crossed-out ৳2,800; XL ৳2,750 - ৳275 = ৳2,475, its crossed-out 0 replaced by its price.
  variantPrices: {
    input: {
      unit_price: 2_500_00,
      stroked_price: 2_500_00,
      discount: 10,
      discount_type: 'percent',
      variants: [
        { color: 'Maroon', size: 'M', price: 2_500_00, stroked_price: 2_800_00 },
        { color: 'Maroon', size: 'XL', price: 2_750_00, stroked_price: 0 },
      ],
    },
    expected: {
      base_price: 2500,
      base_discounted_price: 2250,
      main_price: 2250,
      stroked_price: 2500,
      discount: 250,
      discount_percent: 10,
      has_discount: true,
    },
    variants: [
      { base_price: 2500, base_discounted_price: 2250, stroked_price: 2800 },
      { base_price: 2750, base_discounted_price: 2475, stroked_price: 2750 },
    ],
  },
} satisfies Record<string, GoldenProduct>;

export type GoldenKey = keyof typeof GOLDEN;

/** The selling prices of the golden products, cheapest ৳111.10 and dearest ৳2,400, while the deal runs. */
export const GOLDEN_PRICE_BOUNDS = { min: 111.1, max: 2400 };

export interface GoldenCatalog {
  ids: Record<GoldenKey, number>;
  categoryId: number;
  subCategoryId: number;
  flashDeal: { id: number; title: string; slug: string; end_at: string };
}

/** Inserts the golden products, published, two years old, in their category and flash deal. */
export async function insertGoldenCatalog(db: Db, now: Date): Promise<GoldenCatalog> {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const created = at(-730);
  const category = (parentId: number | null, name: string, slug: string, position: number) =>
    db
      .insertInto('categories')
      .values({
        parent_id: parentId,
        name,
        slug,
        level: parentId === null ? 0 : 1,
        position,
        icon: null,
        banner: null,
        cover_image: null,
        is_featured: 0,
        is_trending: 0,
        is_new_arrival: 0,
        is_best_selling: 0,
        is_home: 0,
        in_menu: 1,
        commission_rate: null,
        meta_title: null,
        meta_description: null,
        created_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const parent = await category(null, GOLDEN_CATEGORY.name, GOLDEN_CATEGORY.slug, 999);
  const child = await category(parent.id, GOLDEN_SUB_CATEGORY.name, GOLDEN_SUB_CATEGORY.slug, 1);
  const deal = await db
    .insertInto('flash_deals')
    .values({
      title: GOLDEN_FLASH_DEAL.title,
      slug: GOLDEN_FLASH_DEAL.slug,
      banner: null,
      background_color: null,
      text_color: null,
      start_at: at(GOLDEN_FLASH_DEAL.startDays),
      end_at: at(GOLDEN_FLASH_DEAL.endDays),
      status: 1,
      is_featured: 0,
    })
    .returning(['id', 'title', 'slug', 'end_at'])
    .executeTakeFirstOrThrow();

  const ids = {} as Record<GoldenKey, number>;
  for (const [key, { input }] of Object.entries(GOLDEN) as Array<[GoldenKey, GoldenProduct]>) {
    const slug = `golden-${key.toLowerCase()}`;
    const product = await db
      .insertInto('products')
      .values({
        name: `Golden ${key}`,
        slug,
        category_id: child.id,
        thumbnail_image: null,
        hover_image: null,
        style_code: `GOLD-${key.toUpperCase()}`,
        barcode: `gold-${key.toLowerCase()}`,
        unit_price: input.unit_price,
        stroked_price: input.stroked_price,
        discount: input.discount,
        discount_type: input.discount_type,
        discount_start_at: null,
        discount_end_at: null,
        is_negative: 0,
        published: 1,
        is_featured: 0,
        is_new_arrival: 0,
        is_hot_deal: 0,
        size_chart_link: null,
        commission_rate: null,
        meta_title: null,
        meta_description: null,
        meta_image: null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = product.id;
    await db
      .insertInto('product_categories')
      .values([
        { product_id: product.id, category_id: child.id },
        { product_id: product.id, category_id: parent.id },
      ])
      .execute();
    await db
      .insertInto('product_variants')
      .values(
        input.variants.map((variant) => {
          const name = [variant.color, variant.size].filter(Boolean).join('-');
          return {
            product_id: product.id,
            variant: name,
            color: variant.color,
            size: variant.size,
            barcode: `${slug}-${name}`,
            sku: `${slug}-${name}`,
            price: variant.price,
            stroked_price: variant.stroked_price,
            stock: 5,
            image: null,
            created_at: created,
            updated_at: created,
          };
        }),
      )
      .execute();
    if (input.flashDealPercent !== undefined) {
      await db
        .insertInto('flash_deal_products')
        .values({ flash_deal_id: deal.id, product_id: product.id, discount: input.flashDealPercent, discount_type: 'percent' })
        .execute();
    }
  }
  return { ids, categoryId: parent.id, subCategoryId: child.id, flashDeal: deal };
}

/** Registers a beforeAll hook that inserts the golden products; read the fields inside tests. */
export function setUpGoldenCatalog(getDb: () => Db, now: Date): GoldenCatalog {
  const golden = {} as GoldenCatalog;
  beforeAll(async () => {
    Object.assign(golden, await insertGoldenCatalog(getDb(), now));
  });
  return golden;
}
