// Catalog price rules, shared by the API (in poisha) and anything that shows prices.

export interface Discount {
  discount: number;
  discount_type: 'amount' | 'percent';
  discount_start_at?: string | null;
  discount_end_at?: string | null;
}

/** A discount applies only inside its optional start/end window. */
function isDiscountActive(discount: Discount, now: Date): boolean {
  if (discount.discount <= 0) return false;
  const time = now.toISOString();
  if (discount.discount_start_at && time < discount.discount_start_at) return false;
  if (discount.discount_end_at && time > discount.discount_end_at) return false;
  return true;
}

/** The amount taken off one unit, never more than the price; whole poisha. */
export function discountAmount(price: number, discount: Discount, now: Date): number {
  if (!isDiscountActive(discount, now)) return 0;
  const amount = discount.discount_type === 'percent' ? Math.round((price * discount.discount) / 100) : discount.discount;
  return Math.min(Math.max(amount, 0), price);
}
