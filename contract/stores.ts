import * as z from 'zod/mini';
import { readEnvelope } from './envelope';

// The brand's shops, for the store locator.

const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** Degrees: a number, or the decimal text a Laravel backend sends for a decimal column; anything else fails. */
export const degrees = z.pipe(
  z.custom<unknown>(),
  z.transform((value: unknown, context): number => {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && DECIMAL_TEXT.test(value)) return Number(value);
    context.issues.push({ code: 'custom', message: 'a number', input: value });
    return z.NEVER;
  }),
);

/** One shop of `GET /v2/store-locator`. */
const store = z.object({
  id: z.number(),
  name: z.string(),
  city: z.nullable(z.string()),
  area: z.nullable(z.string()),
  address: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  opening_hours: z.nullable(z.string()),
  latitude: z.nullable(degrees),
  longitude: z.nullable(degrees),
  /** The stored directions link, or Google Maps directions to the coordinates. */
  map_link: z.nullable(z.string()),
});

/** The query of `GET /v2/store-locator`: the stores of one city (case ignored), or all without it. */
export interface StoreLocatorQuery {
  city?: string;
}

/** `GET /v2/store-locator?city=`: the stores, and every city that has one, sorted, whatever the filter. */
export const storeLocator = z.object({ ...readEnvelope(z.array(store)).shape, cities: z.array(z.string()) });

export type Store = z.output<typeof store>;

/** The store locator as the storefront reads it: the stores, and every city that has one. */
export interface StoreLocator {
  stores: Store[];
  cities: z.output<typeof storeLocator>['cities'];
}
