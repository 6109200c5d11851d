import type { CartLine } from './cart';
import { hashIdentity, type HashedIdentity } from './hash';
import { CURRENCY_CODE } from './money';

// Analytics payloads (SPEC sections 2 and 7) in the GA4 ecommerce shape that Google Tag Manager reads.

export interface AnalyticsItem {
  item_id: number;
  item_name: string;
  item_variant?: string;
  /** What one piece sells for, after discounts. */
  price: number;
  quantity: number;
}

export interface EcommerceEvent {
  event: 'view_cart' | 'add_to_cart' | 'remove_from_cart';
  event_id?: string;
  ecommerce: { currency: typeof CURRENCY_CODE; value: number; items: AnalyticsItem[] };
  user_data?: HashedIdentity;
}

/** Anything the tag manager reads: an event, or the `{ ecommerce: null }` that clears the last one. */
export type DataLayerEntry = object;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** What analytics needs of a line. */
export type AnalyticsLine = Pick<CartLine, 'product_id' | 'name' | 'variant' | 'main_price_discount'>;

function analyticsItem(line: AnalyticsLine, quantity: number): AnalyticsItem {
  return {
    item_id: line.product_id,
    item_name: line.name,
    item_variant: line.variant || undefined,
    price: line.main_price_discount,
    quantity,
  };
}

/** view_cart: the bag's total and every line with its discounted unit price. */
export function viewCartEvent(lines: readonly CartLine[], total: number): EcommerceEvent {
  return {
    event: 'view_cart',
    ecommerce: { currency: CURRENCY_CODE, value: total, items: lines.map((line) => analyticsItem(line, line.quantity)) },
  };
}

export interface CartChange {
  eventId: string;
  line: AnalyticsLine;
  /** How many pieces went in or out. */
  quantity: number;
  shopper?: { email?: string | null; phone?: string | null; name?: string | null } | null;
}

function cartChangeEvent(event: 'add_to_cart' | 'remove_from_cart', change: CartChange): EcommerceEvent {
  const value = Math.round(change.line.main_price_discount * change.quantity * 100) / 100;
  return {
    event,
    event_id: change.eventId,
    ecommerce: { currency: CURRENCY_CODE, value, items: [analyticsItem(change.line, change.quantity)] },
    user_data: hashIdentity(change.shopper ?? {}),
  };
}

/** add_to_cart with the event id the server also received, and the shopper's hashed email, phone and name. */
export function addToCartEvent(change: CartChange): EcommerceEvent {
  return cartChangeEvent('add_to_cart', change);
}

export function removeFromCartEvent(change: CartChange): EcommerceEvent {
  return cartChangeEvent('remove_from_cart', change);
}

export interface PageViewEvent {
  event: 'page_view';
  /** The path the visitor is on, query included. */
  page_path: string;
}

/** page_view: pushed once the page is shown, on the first load and after each route change. */
export function pageViewEvent(path: string): PageViewEvent {
  return { event: 'page_view', page_path: path };
}

/**
 * Appends to `window.dataLayer`, creating it when the tag manager has not loaded (yet), so no event is
 * lost. An ecommerce event first clears the previous one's `ecommerce` object, as GA4 asks.
 */
export function pushToDataLayer(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  if ('ecommerce' in entry) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(entry);
}
