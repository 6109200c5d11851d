import type { ApiFailure } from '@/store/api/shopApi';

/**
 * An affiliate page's data: loading, ready, or why not: `denied` (403, the customer is not an approved
 * affiliate), `closed` (404, the programme is switched off) or `failed` (anything else).
 */
type AffiliateLoad<T> =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'denied' }
  | { state: 'closed' }
  | { state: 'ready'; data: T };

export interface AffiliateData<T> {
  load: AffiliateLoad<T>;
  /** Loads again after a failure, showing the loading state meanwhile. */
  retry: () => void;
}

/** What an affiliate page reads of one of its queries. */
interface AffiliateQuery<T> {
  /** The answer for the query's current argument: an answer for an earlier page or range is never shown. */
  currentData?: T;
  isError: boolean;
  isFetching: boolean;
  error?: ApiFailure | { message?: string };
  refetch: () => unknown;
}

function failureOf(error: AffiliateQuery<unknown>['error']): AffiliateLoad<never> {
  const status = error && 'status' in error ? error.status : null;
  if (status === 403) return { state: 'denied' };
  if (status === 404) return { state: 'closed' };
  return { state: 'failed' };
}

type Answers<Queries> = { [Name in keyof Queries]: Queries[Name] extends { currentData?: infer T } ? Exclude<T, undefined> : never };

/**
 * The queries a page shows together, as one load: ready once each has its answer, failed as the first
 * that failed. Data already shown stays when reading it again fails.
 */
export function affiliateDataOfAll<Queries extends Record<string, AffiliateQuery<unknown>>>(queries: Queries): AffiliateData<Answers<Queries>> {
  const parts = Object.values(queries);
  const retry = () => parts.filter((query) => query.isError).forEach((query) => void query.refetch());
  const failed = parts.find((query) => query.currentData === undefined && query.isError && !query.isFetching);
  if (failed) return { load: failureOf(failed.error), retry };
  if (parts.some((query) => query.currentData === undefined)) return { load: { state: 'loading' }, retry };
  const data = Object.fromEntries(Object.entries(queries).map(([name, query]) => [name, query.currentData])) as Answers<Queries>;
  return { load: { state: 'ready', data }, retry };
}

/** One query's answer as an affiliate page's load. */
export function affiliateData<T>(query: AffiliateQuery<T>): AffiliateData<T> {
  const { load, retry } = affiliateDataOfAll({ only: query });
  return { load: load.state === 'ready' ? { state: 'ready', data: load.data.only } : load, retry };
}
