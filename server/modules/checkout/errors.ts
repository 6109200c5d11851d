import { HttpError } from '@/server/http/errors';

/** A 409: the bag no longer is what the shopper saw; `details` (code, summary, unavailable) go into the answer. */
export class OrderConflict extends HttpError {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(409, message);
  }
}
