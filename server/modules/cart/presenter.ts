import type * as z from 'zod/mini';
import type { cartList, cartSummary, promotionSelectionAnswer } from '@/contract/cart';
import { CURRENCY_SYMBOL, poishaToTaka } from '@/utils/money';
import type { PricedBag, PricedLine } from './service';

// The priced bag as the contract's JSON: money in taka numbers. A line's `price` is the price of one
// piece before discounts, as backends of this family send it; its discounts and tax are for the whole
// quantity.

/** The shop sells its own stock only: one group, the in-house seller. */
const IN_HOUSE_SELLER = { name: 'Inhouse', owner_id: 1 } as const;

type CartGroup = z.input<typeof cartList>[number];

function toCartItem(line: PricedLine): CartGroup['cart_items'][number] {
  const { row, amounts } = line;
  return {
    id: row.id,
    original_price: poishaToTaka(amounts.originalUnitPrice),
    owner_id: IN_HOUSE_SELLER.owner_id,
    user_id: row.user_id,
    product_id: row.product_id,
    product_name: row.product_name,
    sku: row.sku,
    barcode: row.barcode,
    product_thumbnail_image: row.image ?? row.thumbnail_image,
    variation: row.variant,
    price: poishaToTaka(row.price),
    currency_symbol: CURRENCY_SYMBOL,
    tax: poishaToTaka(amounts.tax),
    shipping_cost: 0,
    quantity: row.quantity,
    discount: poishaToTaka(amounts.productDiscount),
    lower_limit: row.min_quantity,
    upper_limit: line.quantityLimit,
    stock: row.stock,
    circular_discount: poishaToTaka(line.promotionDiscount),
    flash_discount: poishaToTaka(amounts.flashDiscount),
    loyalty_discount: poishaToTaka(line.membershipDiscount),
    slug: row.slug,
    digital: 0,
    color: row.color,
    size: row.size,
    is_negative: row.is_negative,
  };
}

/** An empty bag is an empty list, not an empty group. */
export function toCartGroups(bag: PricedBag): CartGroup[] {
  if (bag.lines.length === 0) return [];
  return [{ ...IN_HOUSE_SELLER, cart_items: bag.lines.map(toCartItem) }];
}

export function toCartSummary(bag: PricedBag): z.input<typeof cartSummary> {
  const { totals } = bag;
  return {
    coupon_applied: bag.coupon !== null,
    coupon_code: bag.coupon?.coupon.code ?? null,
    discount: poishaToTaka(totals.discount),
    grand_total: poishaToTaka(totals.grandTotal),
    grand_total_value: poishaToTaka(totals.grandTotal),
    loyality_applied: bag.membership !== null,
    shipping_cost: poishaToTaka(totals.shippingCost),
    regular_sub_total: poishaToTaka(totals.regularSubTotal),
    sub_total: poishaToTaka(totals.subTotal),
    tax: poishaToTaka(totals.tax),
    membership_applied: bag.membership !== null,
    membership_no: bag.membership?.membership.membership_no ?? null,
    membership_discount: poishaToTaka(totals.membershipDiscount),
    gift_card_applied: bag.giftCard !== null,
    gift_card_no: bag.giftCard?.giftCard.card_no ?? null,
    gift_card_amount: poishaToTaka(totals.giftCardAmount),
    amount_to_pay: poishaToTaka(totals.amountToPay),
    free_shipping: bag.coupon?.freeShipping ?? false,
    shipping_zone: bag.shipping.zone,
    item_count: bag.promotion.quantityInBag,
    free_shipping_limit: bag.freeDelivery ? poishaToTaka(bag.freeDelivery.limit) : null,
    free_shipping_remaining: bag.freeDelivery ? poishaToTaka(bag.freeDelivery.remaining) : null,
    free_shipping_applied: bag.freeDelivery?.reached ?? false,
  };
}

export function toPromotionSelection(bag: PricedBag): z.input<typeof promotionSelectionAnswer>['data'] {
  const { promotion } = bag;
  return {
    title: promotion.title,
    buy_quantity: promotion.buyQuantity,
    discount_percent: promotion.discountPercent,
    quantity_in_bag: promotion.quantityInBag,
    quantity_needed: promotion.quantityNeeded,
    eligible: promotion.eligible,
    discount: poishaToTaka(bag.lines.reduce((total, line) => total + line.promotionDiscount, 0)),
  };
}
