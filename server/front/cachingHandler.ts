import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { sharedCacheSeconds } from '@/utils/cacheControl';
import { COOKIE_NAMES } from '@/utils/cookies';
import type { CachedPage, PageCache } from './pageCache';

// Answers page requests from the page cache before Next sees them, and stores the pages Next answers
// that a shared cache may keep, as a CDN honouring their Cache-Control would.

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void> | void;

// The API answers per customer, and Next's assets, page data and the media carry their own caching.
const NEVER_CACHED_PATH = /^\/(?:api|_next|media)(?:[/?]|$)/;
// A page is built from these: the site's address (canonical and shared links come from it when
// NEXT_PUBLIC_SITE_URL is unset) and the compression the client accepts.
const KEY_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'accept-encoding'] as const;
/** Cookies Next's routing reads: next.config.js sends a shopper who chose Bangla to the /bn page. */
export const ROUTING_COOKIES: readonly string[] = [COOKIE_NAMES.language];
// Next's preview (draft) mode renders pages for that visitor alone.
const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data'];
// Next renders a cached page again for a request carrying this header (on-demand revalidation).
const RENDER_AGAIN_HEADER = 'x-prerender-revalidate';
// They belong to one connection or one moment, not to the page.
const UNSTORED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'x-nextjs-cache']);

function cookieValues(header: string | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0) values.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return values;
}

/** Where a page request's answer is stored, or null for a request that must reach Next. */
export function pageCacheKey(request: IncomingMessage): string | null {
  const url = request.url ?? '/';
  const { headers } = request;
  if (request.method !== 'GET' || NEVER_CACHED_PATH.test(url)) return null;
  if (headers[RENDER_AGAIN_HEADER] !== undefined || headers.authorization !== undefined) return null;
  const cookies = cookieValues(headers.cookie);
  if (PREVIEW_COOKIES.some((name) => cookies.has(name))) return null;
  const headerValues = KEY_HEADERS.map((name) => String(headers[name] ?? ''));
  const cookieValuesOfKey = ROUTING_COOKIES.map((name) => cookies.get(name) ?? '');
  return [url, ...headerValues, ...cookieValuesOfKey].join('\n');
}

/** The key holds the encoding asked for; an answer that varies by anything else is not stored. */
function variesOnlyByEncoding(vary: ReturnType<ServerResponse['getHeader']>): boolean {
  if (vary === undefined) return true;
  return String(vary)
    .split(',')
    .every((name) => name.trim().toLowerCase() === 'accept-encoding');
}

function bytesOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

function storedHeaders(response: ServerResponse, bodyLength: number): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (!UNSTORED_HEADERS.has(name)) headers[name] = value;
  }
  headers['content-length'] = bodyLength;
  return headers;
}

/** Keeps the bytes as they go to the client (compressed when it asked so) and stores them once sent. */
function storeWhenSent(response: ServerResponse, key: string, cache: PageCache, requestedAt: number): void {
  const generationAtRequest = cache.generation;
  const chunks: Buffer[] = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    const bytes = bytesOf(chunk, rest[0]);
    if (bytes) chunks.push(bytes);
    return (write as (...parameters: unknown[]) => boolean)(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const bytes = bytesOf(chunk, rest[0]);
    if (bytes) chunks.push(bytes);
    return (end as (...parameters: unknown[]) => ServerResponse)(chunk, ...rest);
  }) as ServerResponse['end'];
  // 'finish' means the whole answer went out; a client that left early leaves nothing behind.
  response.once('finish', () => {
    const seconds = sharedCacheSeconds(String(response.getHeader('cache-control') ?? ''));
    if (response.statusCode !== 200 || seconds === 0 || response.hasHeader('set-cookie')) return;
    if (!variesOnlyByEncoding(response.getHeader('vary'))) return;
    const body = Buffer.concat(chunks);
    const page: CachedPage = { headers: storedHeaders(response, body.length), body, storedAt: requestedAt, freshUntil: requestedAt + seconds * 1000 };
    cache.keep(key, page, generationAtRequest);
  });
}

function answerFromCache(response: ServerResponse, page: CachedPage, now: number): void {
  const ageSeconds = Math.max(0, Math.floor((now - page.storedAt) / 1000));
  response.writeHead(200, { ...page.headers, age: String(ageSeconds), 'x-nextjs-cache': 'HIT' });
  response.end(page.body);
}

/** The server's request listener: a cached page at once, anything else through Next. */
export function createCachingHandler(
  handleWithNext: RequestHandler,
  cache: PageCache,
  clock: () => number = Date.now,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const key = pageCacheKey(request);
    if (key !== null) {
      const now = clock();
      const page = cache.find(key, now);
      if (page) {
        answerFromCache(response, page, now);
        return;
      }
      storeWhenSent(response, key, cache, now);
    }
    Promise.resolve(handleWithNext(request, response)).catch((error: unknown) => {
      console.error(`${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  };
}
