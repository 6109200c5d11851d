import type { Db } from '@/server/db/connection';
import { preparedQuery } from '@/server/db/preparedQuery';

// Queries on the bag (`carts`): one line per user and variant.

/** The caller's lines of published products with everything pricing and the item JSON need, oldest first. */
export async function findBagLines(db: Db, userId: number) {
  return db
    .selectFrom('carts')
    .innerJoin('products', 'products.id', 'carts.product_id')
    .innerJoin('product_variants', 'product_variants.id', 'carts.variant_id')
    .select([
      'carts.id',
      'carts.user_id',
      'carts.product_id',
      'carts.variant_id',
      'carts.quantity',
      'carts.affiliate_ref',
      'carts.updated_at',
      'products.name as product_name',
      'products.slug',
      'products.category_id',
      'products.thumbnail_image',
      'products.discount',
      'products.discount_type',
      'products.discount_start_at',
      'products.discount_end_at',
      'products.tax',
      'products.is_negative',
      'products.min_quantity',
      'products.max_quantity',
      'product_variants.variant',
      'product_variants.barcode',
      'product_variants.sku',
      'product_variants.price',
      'product_variants.stroked_price',
      'product_variants.stock',
      'product_variants.color',
      'product_variants.size',
      'product_variants.image',
    ])
    .where('carts.user_id', '=', userId)
    .where('products.published', '=', 1)
    .orderBy('carts.id')
    .execute();
}

export type BagLineRow = Awaited<ReturnType<typeof findBagLines>>[number];

function linesWithLimits(db: Db, userId: number) {
  return db
    .selectFrom('carts')
    .innerJoin('products', 'products.id', 'carts.product_id')
    .innerJoin('product_variants', 'product_variants.id', 'carts.variant_id')
    .select([
      'carts.id',
      'carts.product_id',
      'carts.variant_id',
      'carts.quantity',
      'carts.affiliate_ref',
      'product_variants.stock',
      'products.is_negative',
      'products.max_quantity',
      'products.published',
    ])
    .where('carts.user_id', '=', userId);
}

const linesWithLimitsQuery = preparedQuery((db, values: { userId: number }) => linesWithLimits(db, values.userId).orderBy('carts.id'));

/** Every line of a user, published or not, with the limits on its quantity. */
export async function findLinesWithLimits(db: Db, userId: number) {
  const { rows } = await linesWithLimitsQuery(db, { userId });
  return rows;
}

export async function findLineByBarcode(db: Db, userId: number, barcode: string) {
  return linesWithLimits(db, userId).where('product_variants.barcode', '=', barcode).executeTakeFirst();
}

export interface LineAddition {
  userId: number;
  productId: number;
  variantId: number;
  quantity: number;
  affiliateRef: string | null;
  now: Date;
}

const addToLineQuery = preparedQuery((db, values: Omit<LineAddition, 'now'> & { time: string }) =>
  db
    .insertInto('carts')
    .values({
      user_id: values.userId,
      product_id: values.productId,
      variant_id: values.variantId,
      quantity: values.quantity,
      affiliate_ref: values.affiliateRef,
      created_at: values.time,
      updated_at: values.time,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'variant_id']).doUpdateSet((eb) => ({
        quantity: eb('carts.quantity', '+', eb.ref('excluded.quantity')),
        affiliate_ref: eb.fn.coalesce('excluded.affiliate_ref', 'carts.affiliate_ref'),
        updated_at: values.time,
      })),
    )
    .returning('quantity'),
);

/**
 * Creates the line or adds to its quantity in one statement, so that concurrent adds of the same
 * variant cannot lose one another; answers the line's new quantity. A new referral replaces the old one.
 */
export async function addToLine(db: Db, { now, ...addition }: LineAddition): Promise<number> {
  const { rows } = await addToLineQuery(db, { ...addition, time: now.toISOString() });
  return Number(rows[0].quantity);
}

export interface VariantAddition {
  userId: number;
  productId: number;
  barcode: string;
  quantity: number;
  affiliateRef: string | null;
  now: Date;
}

// The values are cast because PostgreSQL types a parameter in a select list as text, which an integer
// column does not take.
const addToVariantLineQuery = preparedQuery((db, values: Omit<VariantAddition, 'now'> & { time: string }) =>
  db
    .insertInto('carts')
    .columns(['user_id', 'product_id', 'variant_id', 'quantity', 'affiliate_ref', 'created_at', 'updated_at'])
    .expression(
      db
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select((eb) => [
          eb.cast<number>(eb.val(values.userId), 'integer').as('user_id'),
          'product_variants.product_id',
          'product_variants.id as variant_id',
          eb.cast<number>(eb.val(values.quantity), 'integer').as('quantity'),
          eb.cast<string | null>(eb.val(values.affiliateRef), 'text').as('affiliate_ref'),
          eb.cast<string>(eb.val(values.time), 'text').as('created_at'),
          eb.cast<string>(eb.val(values.time), 'text').as('updated_at'),
        ])
        .where('product_variants.product_id', '=', values.productId)
        .where('product_variants.barcode', '=', values.barcode)
        .where('products.published', '=', 1),
    )
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'variant_id']).doUpdateSet((eb) => ({
        quantity: eb('carts.quantity', '+', eb.ref('excluded.quantity')),
        affiliate_ref: eb.fn.coalesce('excluded.affiliate_ref', 'carts.affiliate_ref'),
        updated_at: values.time,
      })),
    )
    .returning(['variant_id', 'quantity']),
);

/**
 * Adds to the line of the variant of a published product named by the product and the variant's
 * barcode, as addToLine does, finding the variant in the same statement; answers the variant and
 * the line's new quantity, or undefined when no published product has that variant.
 */
export async function addToVariantLine(db: Db, { now, ...addition }: VariantAddition) {
  const { rows } = await addToVariantLineQuery(db, { ...addition, time: now.toISOString() });
  const line = rows.at(0);
  return line && { variantId: line.variant_id, quantity: Number(line.quantity) };
}

export async function setLineQuantity(db: Db, lineId: number, quantity: number, now: Date): Promise<void> {
  await db.updateTable('carts').set({ quantity, updated_at: now.toISOString() }).where('id', '=', lineId).execute();
}

export async function setLineAffiliateRef(db: Db, lineId: number, affiliateRef: string | null): Promise<void> {
  await db.updateTable('carts').set({ affiliate_ref: affiliateRef }).where('id', '=', lineId).execute();
}

export async function deleteLine(db: Db, lineId: number): Promise<void> {
  await db.deleteFrom('carts').where('id', '=', lineId).execute();
}

export async function deleteAllLines(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('carts').where('user_id', '=', userId).execute();
}

const countLinesQuery = preparedQuery((db, values: { userId: number }) =>
  db
    .selectFrom('carts')
    .innerJoin('products', 'products.id', 'carts.product_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('carts.user_id', '=', values.userId)
    .where('products.published', '=', 1),
);

export async function countLines(db: Db, userId: number): Promise<number> {
  const { rows } = await countLinesQuery(db, { userId });
  return Number(rows[0].count);
}

export async function findUserType(db: Db, userId: number) {
  const row = await db.selectFrom('users').select('user_type').where('id', '=', userId).executeTakeFirst();
  return row?.user_type;
}

/** Everything applied to a user's bag: coupon, membership and gift card. */
export async function deleteAllAdjustments(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('cart_adjustments').where('user_id', '=', userId).execute();
}
