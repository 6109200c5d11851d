import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

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

/**
 * A request that failed: the API answered with a non-2xx status or refused it in its envelope
 * (`response`, see isRefusalAnswer), or never answered.
 */
export type FailedRequest<T = unknown> = AxiosError<T>;

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

/** What the axios instance reads at each request; the module that builds it never imports the store. */
export interface ClientSession {
  token: TokenGetter;
  transport: () => ApiTransport | undefined;
  onUnauthorizedRead: Navigator;
}

const session: ClientSession = {
  token: () => tokenGetter(),
  transport: () => transportHolder[TRANSPORT_KEY],
  onUnauthorizedRead: (path) => unauthorizedNavigator?.(path),
};

let instance: Promise<AxiosInstance> | undefined;

// axios is loaded with the first request rather than with the page: no page needs it to show, and it
// is a fifth of what the shop adds to a page's first load.
function client(): Promise<AxiosInstance> {
  instance ??= import('./axiosClient').then(({ createHttpClient }) => createHttpClient(session));
  return instance;
}

/** The API client every service uses: one axios instance, JSON in and out, the bearer token, refusals as failures and the 401 rule applied. */
export const http = {
  get: <T>(url: string, config?: RequestConfig) => client().then((axios) => axios.get<T>(url, config)),
  post: <T>(url: string, data?: unknown, config?: RequestConfig) => client().then((axios) => axios.post<T>(url, data, config)),
  delete: <T>(url: string, config?: RequestConfig) => client().then((axios) => axios.delete<T>(url, config)),
};

/** Turns the per-call options into the request's settings. */
export function requestConfig(options: RequestOptions = {}, config: RequestConfig = {}): RequestConfig {
  return {
    ...config,
    signal: options.signal,
    headers: { ...config.headers, ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
  };
}

/** axios marks every error of a request it made (the check `axios.isAxiosError` makes). */
export function isHttpError(error: unknown): error is FailedRequest {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The status the API answered a failed request with; undefined when it never answered. */
export function failureStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

export function isNotFound(error: unknown): boolean {
  return failureStatus(error) === 404;
}

export function isUnauthorized(error: unknown): error is FailedRequest {
  return failureStatus(error) === 401;
}

/**
 * Whether an answer's envelope says the request failed: backends of this family answer many refusals
 * with HTTP 200 and `result`, `success` or `status` set to false.
 */
export function isRefusalAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const envelope = body as { result?: unknown; success?: unknown; status?: unknown };
  return envelope.result === false || envelope.success === false || envelope.status === false;
}

/** Whether a failed request was refused in its answer's envelope (rather than failing without one). */
export function isRefused(error: unknown): error is FailedRequest {
  return isHttpError(error) && isRefusalAnswer(error.response?.data);
}

/** The `message` of an API answer carried by a failed request, when there is one (a list reads as one text). */
export function answerMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const lines = (Array.isArray(body.message) ? body.message : [body.message]).filter(
    (line): line is string => typeof line === 'string' && line !== '',
  );
  return lines.length > 0 ? lines.join(' ') : undefined;
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
