import { localeOrDefault } from '@/utils/locale';
import { localizedPath, unlocalizedPath } from '@/utils/sitePaths';

export type TokenGetter = () => string | undefined;

/** Per-call options every service function accepts. */
export interface RequestOptions {
  /** A bearer token for this call only; server-side rendering forwards the visitor's token this way. */
  token?: string;
  signal?: AbortSignal;
}

/** How one request is made: what the service asks for plus the per-call options. */
export interface RequestConfig {
  /** Sent as `key=value` pairs; undefined and null values are left out. */
  params?: object;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Defaults to `apiBaseUrl()` of the runtime the request is made in. */
  baseURL?: string;
}

/** A request as it was sent, for error handling and logs. */
export interface SentRequest {
  method: string;
  url: string;
  baseURL: string;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** A request that failed: the API answered with a non-2xx status (`response`), or never answered. */
export class HttpError extends Error {
  constructor(
    message: string,
    readonly config: SentRequest,
    readonly response?: HttpResponse<unknown>,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

const isBrowser = () => typeof window !== 'undefined';

/** One API call handed to an in-process transport: the path below the API base with its query. */
export interface ApiTransportCall {
  method: string;
  path: string;
  headers: Headers;
  body?: string;
}

/** What HTTP would have delivered: the status, the headers and the body text. */
export interface ApiTransportAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/** Answers calls to the embedded API without HTTP; the server process installs one at start. */
export type ApiTransport = (call: ApiTransportCall) => Promise<ApiTransportAnswer>;

// On globalThis because the server bundles each page and the instrumentation hook separately.
const TRANSPORT_KEY = Symbol.for('shop.apiTransport');
const transportHolder = globalThis as typeof globalThis & { [TRANSPORT_KEY]?: ApiTransport };

/** Server only: calls to the default server-side API base go to this transport (null removes it). */
export function installApiTransport(transport: ApiTransport | null): void {
  if (transport) transportHolder[TRANSPORT_KEY] = transport;
  else delete transportHolder[TRANSPORT_KEY];
}

let tokenGetter: TokenGetter = () => undefined;

/** The app registers where the signed-in (or guest) token lives; services never import the store. */
export function setTokenGetter(getter: TokenGetter): void {
  tokenGetter = getter;
}

/** The browser calls the public base (default: this app's `/api`); SSR calls the API over loopback. */
export function apiBaseUrl(runtime: 'browser' | 'server' = isBrowser() ? 'browser' : 'server'): string {
  if (runtime === 'browser') return process.env.NEXT_PUBLIC_API_BASE_URL || '/api';
  return process.env.API_INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}/api`;
}

/** The backend host: the API base without its `/api` suffix (where `/sanctum/csrf-cookie` lives). */
export function backendHostUrl(runtime: 'browser' | 'server' = isBrowser() ? 'browser' : 'server'): string {
  return apiBaseUrl(runtime).replace(/\/api\/?$/, '');
}

export type Navigator = (path: string) => void;

export const LOGIN_PATH = '/login';

// A full page load keeps the page's language (`<html lang>`, set by Next from the /bn prefix).
const goTo: Navigator = (path) => window.location.assign(localizedPath(path, localeOrDefault(document.documentElement.lang)));
let unauthorizedNavigator: Navigator = goTo;

/** Where a 401 sends the browser; tests and the app shell (Next's router) register their own. */
export function setUnauthorizedNavigator(navigator: Navigator | null): void {
  unauthorizedNavigator = navigator ?? goTo;
}

function requestUrl(sent: SentRequest, params: object = {}): string {
  const url = new URL(`${sent.baseURL}${sent.url}`, isBrowser() ? window.location.href : undefined);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
  }
  return url.href;
}

// On the server one module-level getter would be shared by every visitor, so SSR passes tokens per call.
function requestHeaders(config: RequestConfig, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', ...config.headers });
  if (hasBody) headers.set('Content-Type', 'application/json');
  // SSR reads the API over loopback or an internal network, where compression only costs CPU on both ends.
  if (!isBrowser()) headers.set('Accept-Encoding', 'identity');
  const token = isBrowser() ? tokenGetter() : undefined;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** An answer as the client reads it: its status, its headers and its whole body as text. */
interface ReadAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** The body: JSON when it parses, its text otherwise (an empty body is ''). */
function parsedBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function failureCode(failure: unknown): string {
  const cause = failure instanceof Error ? (failure.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === 'string') return cause.code;
  return failure instanceof Error && failure.name === 'AbortError' ? 'ERR_CANCELED' : 'ERR_NETWORK';
}

// SPEC section 7: a 401 on a GET means the session is gone, so the shopper signs in again. A 401 on a
// write is left to its caller, which shows its own message (such as "Please Login" on coupon removal).
function redirectUnauthorizedRead(sent: SentRequest, status: number): void {
  if (isBrowser() && status === 401 && sent.method === 'GET' && unlocalizedPath(window.location.pathname) !== LOGIN_PATH) {
    unauthorizedNavigator(LOGIN_PATH);
  }
}

// Null-body statuses may not carry a body, not even an empty one.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

interface OutgoingRequest {
  method: string;
  headers: Headers;
  body?: string;
  signal?: AbortSignal;
}

/**
 * The installed transport's answer, when it serves this URL (server side only). Its body is text
 * already: wrapping it in a fetch Response only to read it back cost about 35 µs a call (6 kB answer).
 */
async function transportAnswer(target: string, init: OutgoingRequest): Promise<ReadAnswer | undefined> {
  const transport = isBrowser() ? undefined : transportHolder[TRANSPORT_KEY];
  const base = `${apiBaseUrl('server')}/`;
  if (!transport || !target.startsWith(base)) return undefined;
  init.signal?.throwIfAborted();
  const answer = await transport({ method: init.method, path: target.slice(base.length - 1), headers: init.headers, body: init.body });
  return { status: answer.status, headers: answer.headers, text: NULL_BODY_STATUSES.has(answer.status) ? '' : answer.body };
}

async function fetchAnswer(target: string, init: OutgoingRequest): Promise<ReadAnswer> {
  const answer = await fetch(target, init);
  return { status: answer.status, headers: answer.headers, text: await answer.text() };
}

async function request<T>(method: string, url: string, body: unknown, config: RequestConfig = {}): Promise<HttpResponse<T>> {
  const sent: SentRequest = { method, url, baseURL: config.baseURL ?? apiBaseUrl() };
  const hasBody = body !== undefined;
  let answer: ReadAnswer;
  try {
    const target = requestUrl(sent, config.params);
    const init = { method, headers: requestHeaders(config, hasBody), body: hasBody ? JSON.stringify(body) : undefined, signal: config.signal };
    answer = (await transportAnswer(target, init)) ?? (await fetchAnswer(target, init));
  } catch (failure) {
    const message = failure instanceof Error ? failure.message : String(failure);
    throw new HttpError(message, sent, undefined, failureCode(failure));
  }
  const response: HttpResponse<T> = { data: parsedBody(answer.text) as T, status: answer.status, headers: answer.headers };
  if (answer.status >= 200 && answer.status < 300) return response;
  redirectUnauthorizedRead(sent, answer.status);
  throw new HttpError(`Request failed with status code ${answer.status}`, sent, response);
}

/** The API client every service uses: JSON in and out, the bearer token and the 401 rule applied. */
export const http = {
  get: <T>(url: string, config?: RequestConfig) => request<T>('GET', url, undefined, config),
  delete: <T>(url: string, config?: RequestConfig) => request<T>('DELETE', url, undefined, config),
  post: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('POST', url, body, config),
  put: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('PUT', url, body, config),
  patch: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('PATCH', url, body, config),
};

/** Turns the per-call options into the request's settings. */
export function requestConfig(options: RequestOptions = {}, config: RequestConfig = {}): RequestConfig {
  return {
    ...config,
    signal: options.signal,
    headers: { ...config.headers, ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
  };
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The status the API answered a failed request with; undefined when it never answered. */
export function failureStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

export function isNotFound(error: unknown): boolean {
  return failureStatus(error) === 404;
}

export function isUnauthorized(error: unknown): error is HttpError {
  return failureStatus(error) === 401;
}

/** The `message` of an API answer carried by a failed request, when there is one. */
export function answerMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

/** Laravel-style field errors (`errors: { field: [messages] }`) of a failed request; empty otherwise. */
export function answerFieldErrors(error: unknown): Record<string, string[]> {
  if (!isHttpError(error)) return {};
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {};
}

/** A one-line description for logs: the method, the URL and what became of the request. */
export function describeRequestError(error: unknown): string {
  if (!isHttpError(error)) return error instanceof Error ? error.message : String(error);
  const url = `${error.config.baseURL}${error.config.url}`;
  const outcome = error.response ? `answered ${error.response.status}` : `failed (${error.code ?? error.message})`;
  return `${error.config.method} ${url} ${outcome}`;
}
