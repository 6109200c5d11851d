import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { unlocalizedPath } from '@/utils/sitePaths';

export type TokenGetter = () => string | undefined;

/** Per-call options every service function accepts. */
export interface RequestOptions {
  /** A bearer token for this call only; server-side rendering forwards the visitor's token this way. */
  token?: string;
  signal?: AbortSignal;
}

/** How one request is made: what the service asks for plus the per-call options. */
export type RequestConfig = AxiosRequestConfig;

export type HttpResponse<T> = AxiosResponse<T>;

/** A request that failed: the API answered with a non-2xx status (`response`), or never answered. */
export const HttpError = AxiosError;
export type HttpError<T = unknown> = AxiosError<T>;

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

let unauthorizedNavigator: Navigator | null = null;

/** Where a 401 sends the browser: the app shell registers Next's router, tests their own; none by default. */
export function setUnauthorizedNavigator(navigator: Navigator | null): void {
  unauthorizedNavigator = navigator;
}

// Null-body statuses may not carry a body, not even an empty one.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const networkAdapter = axios.getAdapter('fetch');

/**
 * Server side, a call to the default API base goes to the installed in-process transport; every
 * other call goes over the network with fetch. The transport's body is text already: wrapping it in a
 * fetch Response only to read it back cost about 35 µs a call (6 kB answer).
 */
const shopAdapter: AxiosAdapter = async (config) => {
  const transport = isBrowser() ? undefined : transportHolder[TRANSPORT_KEY];
  const target = axios.getUri(config);
  const base = `${apiBaseUrl('server')}/`;
  if (!transport || !target.startsWith(base)) return networkAdapter(config);
  if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
  const answer = await transport({
    method: (config.method ?? 'get').toUpperCase(),
    path: target.slice(base.length - 1),
    headers: new Headers(config.headers.toJSON(true) as Record<string, string>),
    body: typeof config.data === 'string' ? config.data : undefined,
  });
  const response: AxiosResponse = {
    data: NULL_BODY_STATUSES.has(answer.status) ? '' : answer.body,
    status: answer.status,
    statusText: '',
    headers: new AxiosHeaders(Object.fromEntries(answer.headers)),
    config,
  };
  if (config.validateStatus?.(answer.status) ?? true) return response;
  const code = answer.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
  throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, undefined, response);
};

/** The API client every service uses: JSON in and out, the bearer token and the 401 rule applied. */
export const http = axios.create({ headers: { Accept: 'application/json' }, adapter: shopAdapter });

function withSession(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // The base is read per request, as the runtime and its settings are known then. In the browser it is
  // made absolute against the page, as the browser's own fetch would resolve it ('' is the site's root).
  const base = config.baseURL ?? apiBaseUrl();
  config.baseURL = isBrowser() ? new URL(base || '/', document.baseURI).href : base;
  if (isBrowser()) {
    // On the server one module-level getter would be shared by every visitor, so SSR passes tokens per call.
    const token = tokenGetter();
    if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  } else {
    // SSR reads the API over loopback or an internal network, where compression only costs CPU on both ends.
    config.headers.set('Accept-Encoding', 'identity');
  }
  return config;
}

// A 401 on a GET means the session is gone, so the shopper signs in again. A 401 on a write is left to
// its caller, which shows its own message (such as "Please Login" on coupon removal).
function redirectUnauthorizedRead(failure: unknown): Promise<never> {
  if (
    isBrowser() &&
    isHttpError(failure) &&
    failure.response?.status === 401 &&
    failure.config?.method === 'get' &&
    unlocalizedPath(window.location.pathname) !== LOGIN_PATH
  ) {
    unauthorizedNavigator?.(LOGIN_PATH);
  }
  return Promise.reject(failure);
}

http.interceptors.request.use(withSession);
http.interceptors.response.use(undefined, redirectUnauthorizedRead);

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
  const method = (error.config?.method ?? 'get').toUpperCase();
  const url = `${error.config?.baseURL ?? ''}${error.config?.url ?? ''}`;
  const outcome = error.response ? `answered ${error.response.status}` : `failed (${error.code ?? error.message})`;
  return `${method} ${url} ${outcome}`;
}
