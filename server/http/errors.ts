export type FieldErrors = Record<string, string[]>;

// Typed errors thrown by services and handlers; toErrorResponse turns them into HTTP answers.
export class HttpError extends Error {
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
