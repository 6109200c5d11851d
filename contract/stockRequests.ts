import * as z from 'zod/mini';
import { pageEnvelope } from './envelope';

// Back-in-stock requests: a shopper asks to be told when a sold-out variant is back.

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
