import type { Db } from '@/server/db/connection';

// Back-in-stock requests: a shopper (guest or customer) asks to be told when a sold-out variant
// returns. Every query takes `db`, which may be a transaction.

/** The variant with the barcode, when it belongs to the product and the product is on sale. */
export async function findPublishedVariant(db: Db, productId: number, barcode: string) {
  return db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.id', 'product_variants.stock', 'products.is_negative'])
    .where('product_variants.product_id', '=', productId)
    .where('product_variants.barcode', '=', barcode)
    .where('products.published', '=', 1)
    .executeTakeFirst();
}

export type RequestableVariant = NonNullable<Awaited<ReturnType<typeof findPublishedVariant>>>;

export async function findCustomerContact(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'phone']).where('id', '=', userId).executeTakeFirst();
}

/**
 * A no-op write on the variant row: inside a transaction it makes concurrent requests for the same
 * variant wait for each other (a row lock on PostgreSQL, the single writer on SQLite), so that a
 * repeated request cannot slip in twice.
 */
export async function lockVariant(db: Db, variantId: number): Promise<void> {
  await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb.ref('stock') }))
    .where('id', '=', variantId)
    .execute();
}

export async function hasPendingRequest(db: Db, variantId: number, contact: string): Promise<boolean> {
  const row = await db
    .selectFrom('stock_requests')
    .select('id')
    .where('variant_id', '=', variantId)
    .where('contact', '=', contact)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewStockRequest {
  userId: number;
  productId: number;
  variantId: number;
  contact: string;
  channel: 'email' | 'phone';
  locale: string;
  createdAt: string;
}

export async function insertStockRequest(db: Db, request: NewStockRequest): Promise<void> {
  await db
    .insertInto('stock_requests')
    .values({
      user_id: request.userId,
      product_id: request.productId,
      variant_id: request.variantId,
      contact: request.contact,
      channel: request.channel,
      locale: request.locale,
      status: 'pending',
      created_at: request.createdAt,
    })
    .execute();
}

/** The customer's own requests, newest first. */
export async function findRequestPage(db: Db, userId: number, page: { limit: number; offset: number }) {
  return db
    .selectFrom('stock_requests')
    .innerJoin('products', 'products.id', 'stock_requests.product_id')
    .innerJoin('product_variants', 'product_variants.id', 'stock_requests.variant_id')
    .select([
      'stock_requests.id',
      'stock_requests.status',
      'stock_requests.channel',
      'stock_requests.contact',
      'stock_requests.created_at',
      'stock_requests.notified_at',
      'products.id as product_id',
      'products.name as product_name',
      'products.slug as product_slug',
      'products.thumbnail_image as product_thumbnail_image',
      'product_variants.variant',
      'product_variants.color',
      'product_variants.size',
      'product_variants.barcode',
      'product_variants.image as variant_image',
    ])
    .where('stock_requests.user_id', '=', userId)
    .orderBy('stock_requests.created_at', 'desc')
    .orderBy('stock_requests.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type StockRequestRow = Awaited<ReturnType<typeof findRequestPage>>[number];

export async function countRequests(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('stock_requests')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Takes the variant row's lock (see `lockVariant`) before its stock is read and changed. */
export async function lockVariantByBarcode(db: Db, barcode: string): Promise<void> {
  await db
    .updateTable('product_variants')
    .set((eb) => ({ stock: eb.ref('stock') }))
    .where('barcode', '=', barcode)
    .execute();
}

export async function findVariantForStockUpdate(db: Db, barcode: string) {
  return db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select([
      'product_variants.id',
      'product_variants.stock',
      'product_variants.color',
      'product_variants.size',
      'products.id as product_id',
      'products.name as product_name',
      'products.slug as product_slug',
    ])
    .where('product_variants.barcode', '=', barcode)
    .executeTakeFirst();
}

export async function setVariantStock(db: Db, variantId: number, stock: number, now: Date): Promise<void> {
  await db.updateTable('product_variants').set({ stock, updated_at: now.toISOString() }).where('id', '=', variantId).execute();
}

export async function findWaitingRequests(db: Db, variantId: number) {
  return db
    .selectFrom('stock_requests')
    .select(['id', 'contact', 'channel', 'locale'])
    .where('variant_id', '=', variantId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
}

/** Only a request still pending moves to notified: false when another update got there first. */
export async function markRequestNotified(db: Db, requestId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('stock_requests')
    .set({ status: 'notified', notified_at: now.toISOString() })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
