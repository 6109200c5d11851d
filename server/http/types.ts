import type { Db } from '../db/connection';
import type { MessageDelivery } from '../modules/outbox/delivery';
import type { GoogleKeySource } from '../security/googleIdToken';

export type QueryValues = Record<string, string | string[] | undefined>;

export interface ApiRequest {
  method: string;
  /** Path below the API base, such as `/v2/products/12`. */
  path: string;
  query: QueryValues;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  params: Record<string, string>;
  /** The socket's remote address; absent for calls made inside the process. */
  remoteAddress?: string;
}

export interface ApiResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /**
   * Work the request leaves for after its answer, so that the answer neither waits for it nor tells
   * by its timing what its words do not. Whoever sends the answer starts it once the answer is out;
   * a failure is logged, never answered.
   */
  afterAnswer?: () => Promise<void>;
}

/** Renders one cached page path again (Next's `res.revalidate`). */
export type PageRevalidator = (path: string) => Promise<void>;

/**
 * Answers what `read` reads from the database, reading it once for every call that shares it. Only
 * for reads whose answer is the same for every caller (public catalog data).
 */
export type SharedRead = <Result>(read: (db: Db) => Promise<Result>) => Promise<Result>;

export interface ApiContext {
  db: Db;
  now: () => Date;
  /** How a change reaches the pages a cache keeps; absent where nothing caches pages (tests, scripts). */
  revalidatePage?: PageRevalidator;
  /** Google's public keys for ID tokens; by default fetched from Google and cached. */
  googleKeys?: GoogleKeySource;
  /** Where outbox messages go; by default a log line. */
  messageDelivery?: MessageDelivery;
  /** Shared by the calls one page's render makes together (server/http/inProcess.ts); absent: each call reads alone. */
  sharedRead?: SharedRead;
}

export type RouteHandler = (request: ApiRequest, context: ApiContext) => Promise<ApiResponse>;

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Literal segments and `:name` parameters, such as `/v2/products/:id`. */
  path: string;
  handler: RouteHandler;
}
