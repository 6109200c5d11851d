import { formatNumber, type Locale } from './locale';
import { inEnglish, type TextWriter } from './translate';

// The full bag page's promotion: whether it runs, its hint and the progress towards it.

/** The promotion as the server reports it (`/v3/carts/promotion-get-selection`). */
export interface PromotionState {
  title: string | null;
  /** Pieces the bag must hold; 0 when the promotion is off. */
  buy_quantity: number;
  discount_percent: number;
  quantity_in_bag: number;
  quantity_needed: number;
  eligible: boolean;
}

export function isPromotionRunning(promotion: Pick<PromotionState, 'buy_quantity' | 'discount_percent'>): boolean {
  return promotion.buy_quantity > 0 && promotion.discount_percent > 0;
}

function percentText(percent: number, locale: Locale): string {
  return `${formatNumber(Number(percent.toFixed(2)), locale)}%`;
}

/** "Add 1 more item to save 5%", or "You save 5% on this bag" once it applies; null when the promotion is off. */
export function promotionHint(promotion: PromotionState, t: TextWriter = inEnglish, locale: Locale = 'en'): string | null {
  if (!isPromotionRunning(promotion)) return null;
  const percent = percentText(promotion.discount_percent, locale);
  if (promotion.eligible) return t('You save {percent} on this bag', { percent });
  const count = Math.max(1, promotion.quantity_needed);
  return t(count === 1 ? 'Add {count} more item to save {percent}' : 'Add {count} more items to save {percent}', { count, percent });
}

/** How far the bag is towards the promotion, 0 to 100. */
export function promotionProgressPercent(promotion: Pick<PromotionState, 'buy_quantity' | 'quantity_in_bag'>): number {
  if (promotion.buy_quantity <= 0) return 0;
  return Math.min(100, Math.round((promotion.quantity_in_bag / promotion.buy_quantity) * 100));
}
