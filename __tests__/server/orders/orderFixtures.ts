import { randomBytes } from 'node:crypto';
import type { Db } from '@/server/db/connection';
import { newGatewayReference } from '@/server/modules/payments/gateway';
import { createCoupon } from '../cart/shopFixtures';

// Placed orders written straight into the database the way `POST /v2/order/store` leaves them, so
// that the orders and payments suites depend on neither the bag nor the checkout: a combined order
// holding one order with JSON addresses, its items, a "placed" history step, a payment row (with a
// gateway reference for online types), stock taken and sales counted, and optionally a coupon use
// and a gift card payment. Prices in poisha.

export const ORDER_ADDRESS = {
  name: 'Nusrat Jahan',
  email: 'nusrat@orders.test',
  phone: '01712345678',
  address: 'House 27, Road 7A',
  country: 'Bangladesh',
  division: 'Dhaka',
  district: 'Dhaka',
  thana: 'Dhanmondi',
  postal_code: '1209',
};

export const HOME_DELIVERY_COST = 6000;

export interface OrderLineSpec {
  barcode: string;
  quantity: number;
}

export interface PlacedOrderSpec {
  userId: number;
  lines: OrderLineSpec[];
  /** `cash_on_delivery` unless told otherwise. */
  paymentType?: string;
  shippingType?: 'home_delivery' | 'pickup';
  deliveryMethod?: 'regular' | 'express';
  /** A coupon code whose use the order counts, with its discount. */
  coupon?: { code: string; discount: number };
  /** A gift card that pays what it can of the order. */
  giftCardNo?: string;
  note?: string;
  giftWrap?: boolean;
  placedAt?: Date;
}

export interface PlacedOrder {
  id: number;
  code: string;
  combinedOrderId: number;
  gatewayReference: string | null;
  grandTotal: number;
  giftCardAmount: number;
  amountToPay: number;
}

const CODE_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function orderCode(placedAt: Date): string {
  const date = placedAt.toISOString().slice(2, 10).replaceAll('-', '');
  const suffix = [...randomBytes(6)].map((byte) => CODE_CHARACTERS[byte % CODE_CHARACTERS.length]).join('');
  return `RD${date}${suffix}`;
}

async function findLineSources(db: Db, lines: OrderLineSpec[]) {
  return Promise.all(
    lines.map(async (line) => {
      const variant = await db
        .selectFrom('product_variants')
        .innerJoin('products', 'products.id', 'product_variants.product_id')
        .select([
          'product_variants.id as variant_id',
          'product_variants.product_id',
          'product_variants.variant',
          'product_variants.barcode',
          'product_variants.sku',
          'product_variants.price',
          'products.name',
          'products.thumbnail_image',
        ])
        .where('product_variants.barcode', '=', line.barcode)
        .executeTakeFirstOrThrow();
      return { ...variant, quantity: line.quantity, lineTotal: variant.price * line.quantity };
    }),
  );
}

async function takeFromGiftCard(trx: Db, cardNo: string, grandTotal: number): Promise<{ id: number; amount: number }> {
  const card = await trx.selectFrom('gift_cards').select(['id', 'balance']).where('card_no', '=', cardNo).executeTakeFirstOrThrow();
  const amount = Math.min(card.balance, grandTotal);
  await trx.updateTable('gift_cards').set({ balance: card.balance - amount }).where('id', '=', card.id).execute();
  return { id: card.id, amount };
}

export async function placeOrder(db: Db, spec: PlacedOrderSpec): Promise<PlacedOrder> {
  const placedAt = spec.placedAt ?? new Date();
  const time = placedAt.toISOString();
  const paymentType = spec.paymentType ?? 'cash_on_delivery';
  const shippingType = spec.shippingType ?? 'home_delivery';
  const lines = await findLineSources(db, spec.lines);
  const subTotal = lines.reduce((total, line) => total + line.lineTotal, 0);
  const shippingCost = shippingType === 'home_delivery' ? HOME_DELIVERY_COST : 0;
  const couponDiscount = spec.coupon?.discount ?? 0;
  const grandTotal = Math.max(0, subTotal + shippingCost - couponDiscount);

  return db.transaction().execute(async (trx) => {
    const giftCard = spec.giftCardNo ? await takeFromGiftCard(trx, spec.giftCardNo, grandTotal) : null;
    const giftCardAmount = giftCard?.amount ?? 0;
    const amountToPay = grandTotal - giftCardAmount;
    const coupon = spec.coupon
      ? await trx.selectFrom('coupons').select('id').where('code', '=', spec.coupon.code).executeTakeFirstOrThrow()
      : null;
    const pickupPoint =
      shippingType === 'pickup' ? await trx.selectFrom('pickup_points').select('id').orderBy('id').executeTakeFirstOrThrow() : null;
    const online = paymentType !== 'cash_on_delivery';
    const paidInFull = amountToPay === 0;

    const combined = await trx
      .insertInto('combined_orders')
      .values({ user_id: spec.userId, grand_total: grandTotal, created_at: time })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = orderCode(placedAt);
    const address = JSON.stringify(ORDER_ADDRESS);
    const order = await trx
      .insertInto('orders')
      .values({
        combined_order_id: combined.id,
        code,
        user_id: spec.userId,
        status: 'placed',
        payment_type: paymentType,
        payment_status: paidInFull ? 'paid' : 'unpaid',
        shipping_type: shippingType,
        delivery_method: shippingType === 'home_delivery' ? (spec.deliveryMethod ?? 'regular') : null,
        pickup_point_id: pickupPoint?.id ?? null,
        shipping_address: address,
        billing_address: address,
        note: spec.note ?? null,
        gift_wrap: spec.giftWrap ? 1 : 0,
        regular_sub_total: subTotal,
        sub_total: subTotal,
        product_discount: 0,
        coupon_discount: couponDiscount,
        membership_discount: 0,
        gift_card_amount: giftCardAmount,
        shipping_cost: shippingCost,
        tax: 0,
        grand_total: grandTotal,
        coupon_id: coupon?.id ?? null,
        membership_id: null,
        gift_card_id: giftCard?.id ?? null,
        affiliate_user_id: null,
        affiliate_ref: null,
        created_at: time,
        updated_at: time,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const line of lines) {
      await trx
        .insertInto('order_items')
        .values({
          order_id: order.id,
          product_id: line.product_id,
          variant_id: line.variant_id,
          product_name: line.name,
          variation: line.variant,
          barcode: line.barcode,
          sku: line.sku,
          thumbnail_image: line.thumbnail_image,
          unit_price: line.price,
          stroked_price: line.price,
          unit_discount: 0,
          quantity: line.quantity,
          line_total: line.lineTotal,
        })
        .execute();
      await trx
        .updateTable('product_variants')
        .set((eb) => ({ stock: eb('stock', '-', line.quantity) }))
        .where('id', '=', line.variant_id)
        .execute();
      await trx
        .updateTable('products')
        .set((eb) => ({ sales: eb('sales', '+', line.quantity) }))
        .where('id', '=', line.product_id)
        .execute();
    }

    await trx.insertInto('order_status_history').values({ order_id: order.id, status: 'placed', note: null, created_at: time }).execute();
    const gatewayReference = online && !paidInFull ? newGatewayReference() : null;
    await trx
      .insertInto('payments')
      .values({
        order_id: order.id,
        method: paymentType,
        amount: amountToPay,
        status: paidInFull ? 'paid' : 'pending',
        gateway_reference: gatewayReference,
        created_at: time,
        updated_at: time,
      })
      .execute();
    if (coupon) {
      await trx.updateTable('coupons').set((eb) => ({ used_count: eb('used_count', '+', 1) })).where('id', '=', coupon.id).execute();
      await trx.insertInto('coupon_usages').values({ coupon_id: coupon.id, user_id: spec.userId, order_id: order.id, created_at: time }).execute();
    }
    if (giftCard && giftCard.amount > 0) {
      await trx
        .insertInto('gift_card_transactions')
        .values({ gift_card_id: giftCard.id, order_id: order.id, amount: -giftCard.amount, created_at: time })
        .execute();
    }
    return { id: order.id, code, combinedOrderId: combined.id, gatewayReference, grandTotal, giftCardAmount, amountToPay };
  });
}

export interface HoldingOrderSpec {
  userId: number;
  lines: OrderLineSpec[];
  paymentType: string;
  /** An amount coupon of its own, taking this much (poisha) off the order. */
  couponDiscount: number;
  /** A gift card of its own with this balance (poisha), paying what it can. */
  giftCardBalance: number;
}

/**
 * An order holding a coupon use and gift card money besides its stock, with what the shop held
 * before it (of the first line's variant), to see the order release them.
 */
export async function placeHoldingOrder(db: Db, spec: HoldingOrderSpec) {
  const couponCode = await createCoupon(db, { type: 'amount', value: spec.couponDiscount });
  const giftCardNo = await createGiftCard(db, spec.giftCardBalance);
  const before = await shopHoldings(db, spec.lines[0].barcode, couponCode, giftCardNo);
  const order = await placeOrder(db, {
    userId: spec.userId,
    lines: spec.lines,
    paymentType: spec.paymentType,
    coupon: { code: couponCode, discount: spec.couponDiscount },
    giftCardNo,
  });
  return { order, couponCode, giftCardNo, before };
}

/** What an order holds of the shop, to compare before and after it is released. */
export async function shopHoldings(db: Db, barcode: string, couponCode: string | null, giftCardNo: string | null) {
  const variant = await db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.stock', 'products.sales'])
    .where('product_variants.barcode', '=', barcode)
    .executeTakeFirstOrThrow();
  const coupon = couponCode
    ? await db.selectFrom('coupons').select(['id', 'used_count']).where('code', '=', couponCode).executeTakeFirstOrThrow()
    : null;
  const couponUses = coupon
    ? Number(
        (
          await db
            .selectFrom('coupon_usages')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('coupon_id', '=', coupon.id)
            .executeTakeFirstOrThrow()
        ).count,
      )
    : null;
  const giftCard = giftCardNo
    ? await db.selectFrom('gift_cards').select('balance').where('card_no', '=', giftCardNo).executeTakeFirstOrThrow()
    : null;
  return {
    stock: variant.stock,
    sales: variant.sales,
    couponUsedCount: coupon?.used_count ?? null,
    couponUses,
    giftCardBalance: giftCard?.balance ?? null,
  };
}

export async function giftCardTransactions(db: Db, orderId: number) {
  return db.selectFrom('gift_card_transactions').select('amount').where('order_id', '=', orderId).orderBy('id').execute();
}

export async function orderRow(db: Db, orderId: number) {
  return db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function paymentStatus(db: Db, orderId: number) {
  const row = await db.selectFrom('payments').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return row.status;
}

/** A gift card of its own for a test, so that tests do not share a balance. */
export async function createGiftCard(db: Db, balance: number, now: Date = new Date()): Promise<string> {
  const cardNo = `GIFT-TEST-${randomBytes(4).toString('hex').toUpperCase()}`;
  await db
    .insertInto('gift_cards')
    .values({
      card_no: cardNo,
      holder_name: 'Test Holder',
      holder_phone: null,
      holder_email: null,
      initial_balance: balance,
      balance,
      expires_at: new Date(now.getTime() + 365 * 24 * 3600 * 1000).toISOString(),
      status: 'active',
      created_at: now.toISOString(),
    })
    .execute();
  return cardNo;
}
