import type { BagLine } from './bag';
import { CURRENCY_CODE } from './money';

// Analytics payloads in the GA4 ecommerce shape that Google Tag Manager reads.

// Personal data reaches analytics only as the SHA-256 hex digest of a normalised value, computed with
// crypto-js: the Web Crypto API is missing on plain-http pages. crypto-js loads with the first event
// that carries a shopper, not with every page.

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only, with Bangladesh's country code: `01711-000001` -> `8801711000001`. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `88${digits}` : digits;
}

export function normalizeName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

async function hashOf(value: string | null | undefined, normalize: (value: string) => string): Promise<string | undefined> {
  const normalized = value ? normalize(value) : '';
  if (!normalized) return undefined;
  const { default: sha256 } = await import('crypto-js/sha256');
  return sha256(normalized).toString();
}

export interface HashedIdentity {
  email?: string;
  phone?: string;
  name?: string;
}

/** The hashed email, phone and name of a shopper; what is unknown stays out. */
export async function hashIdentity(person: { email?: string | null; phone?: string | null; name?: string | null }): Promise<HashedIdentity> {
  const hashed: HashedIdentity = {
    email: await hashOf(person.email, normalizeEmail),
    phone: await hashOf(person.phone, normalizePhone),
    name: await hashOf(person.name, normalizeName),
  };
  return Object.fromEntries(Object.entries(hashed).filter(([, value]) => value !== undefined));
}

interface AnalyticsItem {
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
type AnalyticsLine = Pick<BagLine, 'product_id' | 'name' | 'variant' | 'main_price_discount'>;

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
export function viewCartEvent(lines: readonly BagLine[], total: number): EcommerceEvent {
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

async function cartChangeEvent(event: 'add_to_cart' | 'remove_from_cart', change: CartChange): Promise<EcommerceEvent> {
  const value = Math.round(change.line.main_price_discount * change.quantity * 100) / 100;
  return {
    event,
    event_id: change.eventId,
    ecommerce: { currency: CURRENCY_CODE, value, items: [analyticsItem(change.line, change.quantity)] },
    user_data: await hashIdentity(change.shopper ?? {}),
  };
}

/** add_to_cart with the event id the server also received, and the shopper's hashed email, phone and name. */
export function addToCartEvent(change: CartChange): Promise<EcommerceEvent> {
  return cartChangeEvent('add_to_cart', change);
}

export function removeFromCartEvent(change: CartChange): Promise<EcommerceEvent> {
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
