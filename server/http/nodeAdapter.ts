import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '../db';
import { handleApiRequest } from '../app';
import { readRequestBody } from './requestBody';
import { toErrorResponse } from './router';
import type { ApiContext, ApiResponse, QueryValues } from './types';

// Bridges Node's HTTP requests to the framework-free API in server/: Next's catch-all API route (under
// `next dev` and `next start`) and pages that stand for an API path.

/** API answers carry customers' data unless a route says otherwise (public media sets its own). */
const DEFAULT_CACHE_CONTROL = 'private, no-store';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
// The API lives under /api; its router's paths start after it.
const API_PREFIX = '/api';
const MEDIA_PREFIX = '/media/';

export type ContextFactory = () => Promise<ApiContext>;

/** The process's database and clock. */
export const productionContext: ContextFactory = async () => ({ db: await getDb(), now: () => new Date() });

/** An API answer as it goes on the wire: every header it sends and its body. */
export interface WireAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** The route's work for after the answer (see ApiResponse). */
  afterAnswer?: () => Promise<void>;
}

/** Text, and bytes such as an image's, go on the wire as they are. */
function isRawBody(body: unknown): body is string | Buffer {
  return typeof body === 'string' || Buffer.isBuffer(body);
}

/** The body as it goes on the wire: nothing for 204, a raw body as it is, anything else as JSON. */
function wireBody(response: ApiResponse): string | Buffer {
  if (response.status === 204) return '';
  if (isRawBody(response.body)) return response.body;
  return JSON.stringify(response.body) ?? '';
}

/** The default Cache-Control and JSON type, then the route's own headers over them. */
export function toWireAnswer(response: ApiResponse): WireAnswer {
  const headers: Record<string, string> = { 'Cache-Control': DEFAULT_CACHE_CONTROL };
  if (response.status !== 204 && !isRawBody(response.body)) headers['Content-Type'] = JSON_CONTENT_TYPE;
  return { status: response.status, headers: { ...headers, ...response.headers }, body: wireBody(response), afterAnswer: response.afterAnswer };
}

/** Starts the work an answer left for after it, without waiting for it; a failure is logged. */
export function runAfterAnswer(work: (() => Promise<void>) | undefined): void {
  work?.().catch((error: unknown) => console.error('[api] work after the answer failed', error));
}

/** A query string's values: one value as a string, a repeated one as an array (as Next's `req.query`). */
export function queryValues(search: URLSearchParams): QueryValues {
  const query: QueryValues = {};
  for (const [key, value] of search) {
    const present = query[key];
    query[key] = present === undefined ? value : [...(Array.isArray(present) ? present : [present]), value];
  }
  return query;
}

/** The API path an address stands for: /api/x is /x, and the media addresses (/media/...) are the API's own paths. */
function apiPathOf(pathname: string): string {
  if (pathname.startsWith(`${API_PREFIX}/`)) return pathname.slice(API_PREFIX.length);
  if (pathname.startsWith(MEDIA_PREFIX)) return pathname;
  return '/';
}

/** Answers an /api (or /media) request from its URL and body; a malformed or oversized body answers the API's JSON 400 or 413. */
export async function answerApiRequest(req: IncomingMessage, context: ContextFactory = productionContext): Promise<WireAnswer> {
  let body: unknown;
  try {
    body = await readRequestBody(req);
  } catch (error) {
    return toWireAnswer(toErrorResponse(error));
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = apiPathOf(url.pathname);
  const response = await handleApiRequest(
    { method: req.method ?? 'GET', path, query: queryValues(url.searchParams), headers: req.headers, body, remoteAddress: req.socket.remoteAddress },
    await context(),
  );
  return toWireAnswer(response);
}

/** Sends an answer; its headers replace any set before (next.config.js's Cache-Control for /api). */
export function sendWireAnswer(res: ServerResponse, answer: WireAnswer): void {
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.statusCode = answer.status;
  res.end(answer.body);
  runAfterAnswer(answer.afterAnswer);
}

/**
 * Answers a page address that stands for an API path (`/media/...`, `/megamenu.json`...) from the page's
 * getServerSideProps: rewrites in next.config.js would do the same, but any rewrite makes Next ship its
 * rewrite matcher to every browser and re-render each cached page once after hydration.
 */
export async function answerFromApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  context: ContextFactory = productionContext,
): Promise<void> {
  const response = await handleApiRequest(
    { method: req.method ?? 'GET', path, query: {}, headers: req.headers, body: undefined, remoteAddress: req.socket.remoteAddress },
    await context(),
  );
  sendWireAnswer(res, toWireAnswer(response));
}
