import type * as z from 'zod/mini';
import type { bagChangedAnswer } from '@/contract/checkout';
import { HttpError } from '@/server/http/errors';

/** A 409: the bag no longer is what the shopper saw; `details` (code, summary, unavailable) go into the answer. */
export class OrderConflict extends HttpError {
  constructor(
    message: string,
    readonly details: Partial<Pick<z.input<typeof bagChangedAnswer>, 'code' | 'summary' | 'unavailable'>> = {},
  ) {
    super(409, message);
  }
}
