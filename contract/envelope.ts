import * as z from 'zod/mini';

// The envelopes of the family's answers: reads wrap their data, writes say whether they happened.

/** A read: `{ success, status, data }`. */
export function readEnvelope<Data extends z.core.SomeType>(data: Data) {
  return z.object({ success: z.optional(z.boolean()), status: z.optional(z.number()), data });
}

/** Pagination as the family sends it; the storefront reads the page, the last page and the total. */
const pageMeta = z.object({
  current_page: z.number(),
  from: z.optional(z.nullable(z.number())),
  last_page: z.number(),
  path: z.optional(z.string()),
  per_page: z.optional(z.number()),
  to: z.optional(z.nullable(z.number())),
  total: z.number(),
});

const pageLinks = z.object({
  first: z.nullable(z.string()),
  last: z.nullable(z.string()),
  prev: z.nullable(z.string()),
  next: z.nullable(z.string()),
});

/** A paginated read: the page's items with `meta` and `links`. */
export function pageEnvelope<Item extends z.core.SomeType>(item: Item) {
  return z.object({ ...readEnvelope(z.array(item)).shape, meta: pageMeta, links: z.optional(pageLinks) });
}

/** Messages for the shopper: the family sends one text or a list of them; the storefront reads a list. */
const messages = z.pipe(
  z.union([z.string(), z.array(z.string())]),
  z.transform((message): string[] => (typeof message === 'string' ? [message] : message).filter((line) => line !== '')),
);

/** A write's message as one text: a list reads as its lines joined. */
const messageText = z.pipe(
  messages,
  z.transform((lines): string => lines.join(' ')),
);

/** Laravel-style field errors: `{ field: [messages] }` (a single text per field is read as a list). */
const fieldErrors = z.record(z.string(), messages);

/**
 * What every write answers: that it happened, and a message for the shopper. A refusal never gets
 * here (see `refusal`), so an answer that leaves out `result` (the family's `success` or `status`
 * variants) happened.
 */
export const mutationAnswer = z.object({
  result: z._default(z.boolean(), true),
  message: z._default(messageText, ''),
});

const refusalDetails = {
  message: z.catch(z.optional(messages), undefined),
  errors: z.catch(z.optional(fieldErrors), undefined),
};

/**
 * A refusal: `result`, `success` or `status` set to false, at any HTTP status, with the server's
 * messages and field errors when it sends them.
 */
export const refusal = z.union([
  z.looseObject({ result: z.literal(false), ...refusalDetails }),
  z.looseObject({ success: z.literal(false), ...refusalDetails }),
  z.looseObject({ status: z.literal(false), ...refusalDetails }),
]);

/** Whether an answer's envelope says the request failed, whatever its HTTP status. */
export function isRefusalAnswer(body: unknown): boolean {
  return refusal.safeParse(body).success;
}

/** A read's envelope, as `readEnvelope` reads it. */
interface ReadResponse<Data> {
  success?: boolean;
  status?: number;
  data: Data;
}

/** A paginated read's envelope, as `pageEnvelope` reads it. */
export interface PaginatedResponse<Item> extends ReadResponse<Item[]> {
  meta: PageMeta;
  links?: PageLinks;
}

export type PageMeta = z.output<typeof pageMeta>;
type PageLinks = z.output<typeof pageLinks>;
export type MutationAnswer = z.output<typeof mutationAnswer>;
