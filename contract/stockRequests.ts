import * as z from 'zod/mini';
import type { Locale } from '@/utils/locale';
import { pageEnvelope } from './envelope';

// Back-in-stock requests: a shopper asks to be told when a sold-out variant is back.

/** `POST /v2/stock-requests`: a sold-out variant, and where to tell the shopper it is back. */
export interface StockRequestSubmission {
  product_id: number;
  barcode: string;
  /** One of the two, or neither for a signed-in customer (the API then uses their phone, else e-mail). */
  email?: string;
  phone?: string;
  /** The language the alert is written in; English when left out. */
  locale?: Locale;
}

/** `POST /v2/admin/variants/{barcode}/stock`: the back office sets a variant's stock. */
export interface VariantStockChange {
  stock: number;
}

/** The query of `GET /v2/stock-requests`: the customer's own requests, a page at a time. */
export interface StockRequestPage {
  page?: number;
  limit?: number;
}

/** One of the customer's back-in-stock requests. */
const stockRequest = z.object({
  id: z.number(),
  status: z.enum(['pending', 'notified']),
  channel: z.enum(['email', 'phone']),
  contact: z.string(),
  date: z.string(),
  notified_at: z.nullable(z.string()),
  product: z.object({ id: z.number(), name: z.string(), slug: z.string(), thumbnail_image: z.nullable(z.string()) }),
  variant: z.object({
    variant: z.string(),
    color: z.nullable(z.string()),
    size: z.nullable(z.string()),
    barcode: z.string(),
    image: z.nullable(z.string()),
  }),
});

/** `GET /v2/stock-requests`: the customer's own requests, newest first. */
export const stockRequests = pageEnvelope(stockRequest);

export type StockRequest = z.output<typeof stockRequest>;
