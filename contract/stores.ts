import * as z from 'zod/mini';
import { readEnvelope } from './envelope';

// The brand's shops, for the store locator.

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
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /** The stored directions link, or Google Maps directions to the coordinates. */
  map_link: z.nullable(z.string()),
});

/** `GET /v2/store-locator?city=`: the stores, and every city that has one, sorted, whatever the filter. */
export const storeLocator = z.object({ ...readEnvelope(z.array(store)).shape, cities: z.array(z.string()) });

export type Store = z.output<typeof store>;
