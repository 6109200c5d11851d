import type { Db } from '@/server/db/connection';
import { recordOrderCommissions } from '@/server/modules/affiliate/commissionService';
import type { PricedBag, PricedLine } from '@/server/modules/cart/service';
import { findGateway, newGatewayReference } from '@/server/modules/payments/gateway';
import type { OrderAddresses } from './deliveryAddress';
import { newOrderCode } from './orderCode';
import type { OrderRequest } from './orderInput';
import {
  insertCombinedOrder,
  insertCouponUsage,
  insertGiftCardSpending,
  insertOrder,
  insertOrderItems,
  insertPayment,
  insertPlacedStatus,
  isOrderCodeTaken,
  type NewOrderItem,
  raiseProductSales,
} from './orderRepository';
import type { PlacedOrder } from './presenter';

// The rows of a placed order: the combined order, the order with its totals and addresses, its
// items, the "placed" history entry, the payment, the coupon use and gift card spending, sales, and
// the affiliate commissions of referred lines.

const ORDER_CODE_ATTEMPTS = 10;

async function unusedOrderCode(db: Db, now: Date): Promise<string> {
  for (let attempt = 0; attempt < ORDER_CODE_ATTEMPTS; attempt += 1) {
    const code = newOrderCode(now);
    if (!(await isOrderCodeTaken(db, code))) return code;
  }
  throw new Error('No unused order code was found');
}

/** What the line sells for after every discount but the coupon's. */
function lineTotal(line: PricedLine): number {
  return line.amounts.sellingTotal - line.membershipDiscount - line.promotionDiscount;
}

/** Unit price as the catalog lists it, and its crossed-out price; the unit discount is everything but the coupon, on one unit. */
function orderItem(line: PricedLine): NewOrderItem {
  const { row } = line;
  return {
    product_id: row.product_id,
    variant_id: row.variant_id,
    product_name: row.product_name,
    variation: row.variant,
    barcode: row.barcode,
    sku: row.sku,
    thumbnail_image: row.image ?? row.thumbnail_image,
    unit_price: row.price,
    stroked_price: line.amounts.originalUnitPrice,
    unit_discount: line.unitDiscount,
    quantity: row.quantity,
    line_total: lineTotal(line),
  };
}

/** Product, flash-deal and promotion discounts; the membership's is kept apart. */
function productDiscount(lines: readonly PricedLine[]): number {
  return lines.reduce((total, line) => total + line.amounts.productDiscount + line.amounts.flashDiscount + line.promotionDiscount, 0);
}

function quantitiesByProduct(lines: readonly PricedLine[]): [number, number][] {
  const quantities = new Map<number, number>();
  for (const { row } of lines) quantities.set(row.product_id, (quantities.get(row.product_id) ?? 0) + row.quantity);
  return [...quantities].sort(([first], [second]) => first - second);
}

export interface OrderToWrite {
  userId: number;
  request: OrderRequest;
  addresses: OrderAddresses;
  bag: PricedBag;
}

/** Nothing left to pay (a gift card paid it all) is paid at once; an online method with something to pay gets a gateway charge. */
export async function writeOrder(db: Db, { userId, request, addresses, bag }: OrderToWrite, now: Date): Promise<PlacedOrder> {
  const { totals } = bag;
  const paid = totals.amountToPay === 0;
  const gateway = paid ? null : findGateway(request.paymentType);
  const gatewayReference = gateway ? newGatewayReference() : null;
  const code = await unusedOrderCode(db, now);
  const combinedOrderId = await insertCombinedOrder(db, userId, totals.grandTotal, now);
  const orderId = await insertOrder(
    db,
    {
      combined_order_id: combinedOrderId,
      code,
      user_id: userId,
      status: 'placed',
      payment_type: request.paymentType,
      payment_status: paid ? 'paid' : 'unpaid',
      shipping_type: request.shippingType,
      delivery_method: request.deliveryMethod,
      pickup_point_id: request.pickupPointId,
      shipping_address: JSON.stringify(addresses.shipping),
      billing_address: JSON.stringify(addresses.billing),
      note: request.note,
      gift_wrap: request.giftWrap ? 1 : 0,
      regular_sub_total: totals.regularSubTotal,
      sub_total: totals.subTotal,
      product_discount: productDiscount(bag.lines),
      coupon_discount: totals.discount,
      membership_discount: totals.membershipDiscount,
      gift_card_amount: totals.giftCardAmount,
      shipping_cost: totals.shippingCost,
      tax: totals.tax,
      grand_total: totals.grandTotal,
      coupon_id: bag.coupon?.coupon.id ?? null,
      membership_id: bag.membership?.membership.id ?? null,
      gift_card_id: bag.giftCard?.giftCard.id ?? null,
      affiliate_ref: bag.lines.find((line) => line.row.affiliate_ref !== null)?.row.affiliate_ref ?? null,
    },
    now,
  );
  const items = bag.lines.map(orderItem);
  await insertOrderItems(db, orderId, items);
  await recordOrderCommissions(db, { orderId, buyerUserId: userId, items, lines: bag.lines, now });
  await insertPlacedStatus(db, orderId, now);
  await insertPayment(
    db,
    { orderId, method: request.paymentType, amount: totals.amountToPay, status: paid ? 'paid' : 'pending', gatewayReference },
    now,
  );
  if (bag.coupon) await insertCouponUsage(db, bag.coupon.coupon.id, userId, orderId, now);
  if (bag.giftCard && bag.giftCard.amount > 0) await insertGiftCardSpending(db, bag.giftCard.giftCard.id, orderId, bag.giftCard.amount, now);
  for (const [productId, quantity] of quantitiesByProduct(bag.lines)) await raiseProductSales(db, productId, quantity);
  return {
    orderId,
    combinedOrderId,
    code,
    grandTotal: totals.grandTotal,
    amountToPay: totals.amountToPay,
    paymentType: request.paymentType,
    paymentStatus: paid ? 'paid' : 'unpaid',
    paymentUrl: gateway && gatewayReference ? gateway.pageUrl(gatewayReference) : null,
  };
}
