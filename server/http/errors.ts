export type FieldErrors = Record<string, string[]>;

// Next bundles the API route, the pages and instrumentation.ts apart, each with its own copy of this
// module, while they share one database connection (kept on globalThis): an error thrown through the
// copy that opened it reaches another copy's router, where `instanceof` would not know it. A brand
// registered for the whole process marks an HttpError of any copy.
const HTTP_ERROR_BRAND = Symbol.for('shop.httpError');

// Typed errors thrown by services and handlers; toErrorResponse turns them into HTTP answers.
export class HttpError extends Error {
  readonly [HTTP_ERROR_BRAND] = true;

  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Headers the answer carries besides the usual ones. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Whether a thrown value is an HttpError, from this copy of the module or from another bundle's. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && HTTP_ERROR_BRAND in error;
}

export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message = firstMessage(errors)) {
    super(422, message, errors);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

/** The request could not be served now and may succeed later: 503, with when to try again. */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
}
