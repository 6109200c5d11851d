// The membership page's rules: how a card is described, how it is paid, and which card a purchase produced.

import { inEnglish, type TextWriter } from './translate';

const DAYS_PER_YEAR = 365;

/** The payment type collected at the door, which a membership card cannot be paid with. */
const CASH_ON_DELIVERY = 'cash_on_delivery';
const CASH_PAYMENT = 'cash';

/** "20% off": the card's own price against its stroked price, rounded; 0 when it is not cheaper. */
export function percentOff(price: number, strokedPrice: number): number {
  if (strokedPrice <= 0 || price >= strokedPrice) return 0;
  return Math.round(((strokedPrice - price) / strokedPrice) * 100);
}

/** "1 year", "2 years" for whole years, otherwise "90 days". */
export function validityLabel(days: number, t: TextWriter = inEnglish): string {
  if (days > 0 && days % DAYS_PER_YEAR === 0) {
    const years = days / DAYS_PER_YEAR;
    return t(years === 1 ? '{count} year' : '{count} years', { count: years });
  }
  return t(days === 1 ? '{count} day' : '{count} days', { count: days });
}

/** What a member gets, in the shop's own terms (20 percent off the stroked price). */
export function memberBenefit(memberDiscountPercent: number, t: TextWriter = inEnglish): string {
  return t('Members pay {percent}% less than the regular price on every item', { percent: memberDiscountPercent });
}

/** A card is paid online: every payment type but cash (on delivery). */
export function onlinePaymentTypes<Type extends { payment_type_key: string; payment_type: string }>(types: readonly Type[]): Type[] {
  return types.filter((type) => type.payment_type_key !== CASH_ON_DELIVERY && type.payment_type !== CASH_PAYMENT);
}

export interface IssuedCard {
  card_name: string;
  status: string;
  expires_at: string;
  purchase_id: number | null;
}

/** The active card whose purchase_id is `purchaseId`, or null when there is none (the payment failed). */
export function newlyIssuedCard<Card extends IssuedCard>(cards: readonly Card[], purchaseId: number): Card | null {
  return cards.find((card) => card.status === 'active' && card.purchase_id === purchaseId) ?? null;
}
