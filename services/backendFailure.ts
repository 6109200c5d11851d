import { describeRequestError, isContractError, isHttpError } from './http';

/** A page's data the backend did not give, with the status the page answers (see pages/_error.tsx). */
export class BackendFailure extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'BackendFailure';
  }
}

/**
 * The status a page answers when loading its data failed: 503 while the backend does not answer, 502
 * when it answers with a failure or with something that breaks the contract. Any other failure is the
 * storefront's own and stays a 500.
 */
export function backendFailureStatus(error: unknown): number {
  if (isContractError(error)) return 502;
  if (!isHttpError(error)) return 500;
  return error.response ? 502 : 503;
}

/**
 * The status a BackendFailure names, read by its name and field: the error page may be bundled with
 * its own copy of this module, where `instanceof` would not hold.
 */
export function backendFailureStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'BackendFailure') return undefined;
  const { statusCode } = error as Partial<BackendFailure>;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

/** What a server-rendered page throws when its data could not be loaded: one readable log line and its status. */
export function backendFailure(what: string, error: unknown): BackendFailure {
  return new BackendFailure(`${what} could not be loaded: ${describeRequestError(error)}`, backendFailureStatus(error));
}
