import type { Insertable } from 'kysely';
import type { Db } from '@/server/db/connection';
import type { CouponsTable } from '@/server/db/types';
import { TOKEN_LIFETIME_SECONDS } from '@/server/security/tokens';
import { createSignedInUser, insertOrder, type SignedIn } from '../support/fixtures';

// Shoppers, products, flash deals, coupons and past orders made for bag and coupon tests, with
// prices in poisha chosen by the test so that every expected number can be worked out by hand.

let sequence = 0;
function nextNumber(): number {
  sequence += 1;
  return sequence;
}

const DAY = 24 * 60 * 60 * 1000;
export const daysAfter = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString();

export type Shopper = SignedIn;

export async function createShopper(db: Db, userType: 'guest' | 'customer', now: Date = new Date()): Promise<Shopper> {
  const number = nextNumber();
  return createSignedInUser(
    db,
    {
      user_type: userType,
      temp_guest_user_no: userType === 'guest' ? `guest-${number}-${Date.now()}` : null,
      name: userType === 'customer' ? `Shopper ${number}` : null,
      email: userType === 'customer' ? `shopper${number}.${Date.now()}@test.shop` : null,
    },
    now,
    TOKEN_LIFETIME_SECONDS.guest,
  );
}

export interface VariantSpec {
  stock: number;
  /** Defaults to the product's unit price. */
  price?: number;
  strokedPrice?: number;
  color?: string;
  size?: string;
}

export interface ProductSpec {
  unitPrice: number;
  strokedPrice?: number;
  discount?: number;
  discountType?: 'amount' | 'percent';
  tax?: number;
  isNegative?: boolean;
  maxQuantity?: number;
  published?: boolean;
  categorySlug?: string;
  variants?: VariantSpec[];
}

export interface ProductFixture {
  id: number;
  slug: string;
  barcodes: string[];
}

async function categoryId(db: Db, slug: string): Promise<number> {
  const row = await db.selectFrom('categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}

export async function createProduct(db: Db, spec: ProductSpec, now: Date = new Date()): Promise<ProductFixture> {
  const number = nextNumber();
  const time = now.toISOString();
  const category = await categoryId(db, spec.categorySlug ?? 'men-jeans');
  const slug = `bag-test-product-${number}`;
  const product = await db
    .insertInto('products')
    .values({
      name: `Bag Test Product ${number}`,
      slug,
      category_id: category,
      thumbnail_image: `/images/bag-test-${number}.svg`,
      style_code: `BT-${number}`,
      barcode: `9900${String(number).padStart(8, '0')}`,
      unit_price: spec.unitPrice,
      stroked_price: spec.strokedPrice ?? spec.unitPrice,
      discount: spec.discount ?? 0,
      discount_type: spec.discountType ?? 'amount',
      tax: spec.tax ?? 0,
      is_negative: spec.isNegative ? 1 : 0,
      published: spec.published === false ? 0 : 1,
      max_quantity: spec.maxQuantity ?? 10,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('product_categories').values({ product_id: product.id, category_id: category }).execute();
  const variants = spec.variants ?? [{ stock: 10 }];
  const barcodes = variants.map((_, index) => `88${String(number).padStart(6, '0')}${String(index + 1).padStart(4, '0')}`);
  for (const [index, variant] of variants.entries()) {
    const color = variant.color ?? 'Navy';
    const size = variant.size ?? ['M', 'L', 'XL', 'XXL'][index % 4];
    await db
      .insertInto('product_variants')
      .values({
        product_id: product.id,
        variant: `${color}-${size}`,
        color,
        size,
        barcode: barcodes[index],
        sku: `BT-${number}-${index + 1}`,
        price: variant.price ?? spec.unitPrice,
        stroked_price: variant.strokedPrice ?? spec.strokedPrice ?? spec.unitPrice,
        stock: variant.stock,
        image: null,
        created_at: time,
        updated_at: time,
      })
      .execute();
  }
  return { id: product.id, slug, barcodes };
}

/** A flash deal running from a day before `now` to a day after, with the product at this percent off. */
export async function putInRunningFlashDeal(db: Db, productId: number, percent: number, now: Date = new Date()): Promise<void> {
  const number = nextNumber();
  const deal = await db
    .insertInto('flash_deals')
    .values({ title: `Bag Test Deal ${number}`, slug: `bag-test-deal-${number}`, start_at: daysAfter(now, -1), end_at: daysAfter(now, 1), status: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('flash_deal_products').values({ flash_deal_id: deal.id, product_id: productId, discount: percent, discount_type: 'percent' }).execute();
}

export type CouponSpec = Partial<Insertable<CouponsTable>> & Pick<Insertable<CouponsTable>, 'type' | 'value'>;

/** A coupon running from a day before `now` to thirty days after unless told otherwise; answers its code. */
export async function createCoupon(db: Db, spec: CouponSpec, now: Date = new Date()): Promise<string> {
  const code = spec.code ?? `BAGTEST${nextNumber()}`;
  await db
    .insertInto('coupons')
    .values({
      min_spend: 0,
      max_discount: null,
      start_at: daysAfter(now, -1),
      end_at: daysAfter(now, 30),
      usage_limit: null,
      per_user_limit: null,
      used_count: 0,
      free_shipping: 0,
      category_id: null,
      status: 1,
      created_at: daysAfter(now, -1),
      ...spec,
      code,
    })
    .execute();
  return code;
}

/** A past order of the user that used the coupon. */
export async function recordCouponUse(db: Db, code: string, userId: number, now: Date = new Date()): Promise<void> {
  const coupon = await db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  const orderId = await insertOrder(db, { userId, code: `BAG-TEST-${nextNumber()}-${Date.now()}`, total: 100000, couponId: coupon.id, now });
  await db.insertInto('coupon_usages').values({ coupon_id: coupon.id, user_id: userId, order_id: orderId, created_at: now.toISOString() }).execute();
}

export async function setPromotion(db: Db, buyQuantity: number, discountPercent: number): Promise<void> {
  await db.updateTable('business_settings').set({ value: String(buyQuantity) }).where('type', '=', 'promotion_buy_quantity').execute();
  await db.updateTable('business_settings').set({ value: String(discountPercent) }).where('type', '=', 'promotion_discount_percent').execute();
}

/** The shop's free home delivery from a bag amount in taka; status '0' switches it off. */
export async function setFreeDelivery(db: Db, status: '0' | '1', limitTaka = 1000): Promise<void> {
  await db.updateTable('business_settings').set({ value: status }).where('type', '=', 'free_shipping_status').execute();
  await db.updateTable('business_settings').set({ value: String(limitTaka) }).where('type', '=', 'free_shipping_limit').execute();
}

export async function bagLines(db: Db, userId: number) {
  return db.selectFrom('carts').select(['variant_id', 'quantity', 'affiliate_ref']).where('user_id', '=', userId).orderBy('id').execute();
}
