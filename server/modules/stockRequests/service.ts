import type { StockRequest } from '@/contract/stockRequests';
import type { Db } from '@/server/db/connection';
import type { Caller } from '@/server/http/auth';
import { HttpError, NotFoundError, ValidationError } from '@/server/http/errors';
import { hitRateLimitsInOrder, timeToWait } from '@/server/security/rateLimit';
import type { Locale } from '@/utils/locale';
import {
  countRequests,
  findCustomerContact,
  findPublishedVariant,
  findRequestPage,
  hasPendingRequest,
  insertStockRequest,
  lockVariant,
  type RequestableVariant,
  type StockRequestRow,
} from './repository';

const STOCK_REQUEST_LIMIT = { limit: 20, windowSeconds: 3600 };
/** Every caller at one address together: a fresh guest session does not start the count again. */
const STOCK_REQUEST_ADDRESS_LIMIT = { limit: 60, windowSeconds: 3600 };
const IN_STOCK_MESSAGE = 'This item is in stock';
const CONTACT_MISSING_MESSAGE = 'Please enter an email or a phone number';

export interface StockRequestInput {
  productId: number;
  barcode: string;
  /** Lower-cased e-mail address, or null when not given. */
  email: string | null;
  /** 11 digits, or null when not given. */
  phone: string | null;
  /** The language the alert will be written in. */
  locale: Locale;
}

export interface Contact {
  contact: string;
  channel: 'email' | 'phone';
}

export type StockRequestOutcome = 'added' | 'already_listed';

type ContactFields = Pick<StockRequestInput, 'email' | 'phone'>;

/**
 * Where the alert goes: the e-mail or phone given, else the signed-in customer's own phone, else
 * their e-mail; null when there is nowhere to send it (a guest who gave neither).
 */
export function chooseContact(given: ContactFields, own: ContactFields | null): Contact | null {
  if (given.email !== null) return { contact: given.email, channel: 'email' };
  if (given.phone !== null) return { contact: given.phone, channel: 'phone' };
  if (own?.phone) return { contact: own.phone, channel: 'phone' };
  if (own?.email) return { contact: own.email.toLowerCase(), channel: 'email' };
  return null;
}

/** Only a sold-out variant of a product that cannot be sold beyond its stock can be waited for. */
export function isWaitable(variant: Pick<RequestableVariant, 'stock' | 'is_negative'>): boolean {
  return variant.is_negative !== 1 && variant.stock <= 0;
}

/**
 * Every attempt counts, valid or not: 60 an hour per client address (none for calls from the machine
 * itself), then 20 an hour per caller.
 */
export async function countAttempt(db: Db, userId: number, address: string | null, now: Date): Promise<void> {
  const counters = [
    ...(address === null ? [] : [{ key: `stock_request_address:${address}`, rule: STOCK_REQUEST_ADDRESS_LIMIT }]),
    { key: `stock_request:${userId}`, rule: STOCK_REQUEST_LIMIT },
  ];
  await hitRateLimitsInOrder(db, counters, now, (hit) => new HttpError(429, `Too many requests. Please try again in ${timeToWait(hit)}.`));
}

/** One pending request per variant and contact: a repeat adds nothing. */
export async function requestStockAlert(db: Db, caller: Caller, input: StockRequestInput, now: Date): Promise<StockRequestOutcome> {
  return db.transaction().execute(async (transaction) => {
    const variant = await findPublishedVariant(transaction, input.productId, input.barcode);
    if (!variant) throw new NotFoundError('Product not found');
    if (!isWaitable(variant)) throw new ValidationError({ barcode: [IN_STOCK_MESSAGE] });
    const own = caller.userType === 'customer' ? await findCustomerContact(transaction, caller.userId) : null;
    const contact = chooseContact(input, own ?? null);
    if (!contact) throw new ValidationError({ email: [CONTACT_MISSING_MESSAGE] });
    await lockVariant(transaction, variant.id);
    if (await hasPendingRequest(transaction, variant.id, contact.contact)) return 'already_listed';
    await insertStockRequest(transaction, {
      userId: caller.userId,
      productId: input.productId,
      variantId: variant.id,
      ...contact,
      locale: input.locale,
      createdAt: now.toISOString(),
    });
    return 'added';
  });
}

function toStockRequestJson(row: StockRequestRow): StockRequest {
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    contact: row.contact,
    date: new Date(row.created_at).toISOString(),
    notified_at: row.notified_at === null ? null : new Date(row.notified_at).toISOString(),
    product: { id: row.product_id, name: row.product_name, slug: row.product_slug, thumbnail_image: row.product_thumbnail_image },
    variant: { variant: row.variant, color: row.color, size: row.size, barcode: row.barcode, image: row.variant_image },
  };
}

export async function listStockRequests(db: Db, userId: number, page: number, limit: number) {
  const [rows, total] = await Promise.all([findRequestPage(db, userId, { limit, offset: (page - 1) * limit }), countRequests(db, userId)]);
  return { requests: rows.map(toStockRequestJson), total };
}
