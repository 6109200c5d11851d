import { toErrorResponse } from '@/server/http/router';
import type * as ErrorsModule from '@/server/http/errors';

// Under `next start` the API route and instrumentation.ts are bundled apart, each with its own copy of
// server/http/errors.ts, and share one database connection: a typed error thrown through the other
// copy must still answer its own status, not 500.
function errorsOfAnotherBundle(): typeof ErrorsModule {
  let copy: typeof ErrorsModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof ErrorsModule>('@/server/http/errors');
  });
  return copy!;
}

describe('typed errors from another copy of the errors module', () => {
  const other = errorsOfAnotherBundle();

  it('answers a database kept busy by another process with 503 and Retry-After', () => {
    const busy = new other.ServiceUnavailableError('The shop is busy right now. Please try again in a few seconds.', 5);
    expect(toErrorResponse(busy)).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
      body: { result: false, success: false, message: 'The shop is busy right now. Please try again in a few seconds.' },
    });
  });

  it('answers a validation error with 422 and its field errors', () => {
    const invalid = new other.ValidationError({ quantity: ['The quantity must be at least 1.'] });
    expect(toErrorResponse(invalid)).toEqual({
      status: 422,
      body: { result: false, success: false, message: 'The quantity must be at least 1.', errors: { quantity: ['The quantity must be at least 1.'] } },
    });
  });

  it('still answers 500 for an error that is not a typed one, whatever it carries', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lookalike = Object.assign(new Error('boom'), { status: 200, headers: { 'Retry-After': '1' } });
    expect(toErrorResponse(lookalike)).toEqual({ status: 500, body: { result: false, success: false, message: 'Something went wrong' } });
  });
});
