import axios, { isAxiosError, type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';

export type TokenGetter = () => string | undefined;

/** Per-call options every service function accepts. */
export interface RequestOptions {
  /** A bearer token for this call only; server-side rendering forwards the visitor's token this way. */
  token?: string;
  signal?: AbortSignal;
}

const isBrowser = () => typeof window !== 'undefined';

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

export const http = axios.create({ headers: { Accept: 'application/json' } });

function resolveBaseUrl(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL ??= apiBaseUrl();
  return config;
}

// On the server one module-level getter would be shared by every visitor, so SSR passes tokens per call.
function attachBearerToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.headers.has('Authorization')) return config;
  const token = isBrowser() ? tokenGetter() : undefined;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

http.interceptors.request.use(resolveBaseUrl);
http.interceptors.request.use(attachBearerToken);

export type Navigator = (path: string) => void;

export const LOGIN_PATH = '/login';

const goTo: Navigator = (path) => window.location.assign(path);
let unauthorizedNavigator: Navigator = goTo;

/** Where a 401 sends the browser; tests and the app shell (Next's router) register their own. */
export function setUnauthorizedNavigator(navigator: Navigator | null): void {
  unauthorizedNavigator = navigator ?? goTo;
}

// SPEC section 7: a 401 on a GET means the session is gone, so the shopper signs in again. A 401 on a
// write is left to its caller, which shows its own message (such as "Please Login" on coupon removal).
function redirectUnauthorizedReads(error: unknown): Promise<never> {
  if (isBrowser() && isUnauthorized(error) && (error.config?.method ?? 'get').toLowerCase() === 'get') {
    if (window.location.pathname !== LOGIN_PATH) unauthorizedNavigator(LOGIN_PATH);
  }
  return Promise.reject(error);
}

http.interceptors.response.use(undefined, redirectUnauthorizedReads);

/** Turns the per-call options into axios settings. */
export function requestConfig(options: RequestOptions = {}, config: AxiosRequestConfig = {}): AxiosRequestConfig {
  return {
    ...config,
    signal: options.signal,
    headers: { ...config.headers, ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
  };
}

export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}

export function isUnauthorized(error: unknown): error is AxiosError {
  return isAxiosError(error) && error.response?.status === 401;
}

/** The `message` of an API answer carried by a failed request, when there is one. */
export function answerMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}

/** Laravel-style field errors (`errors: { field: [messages] }`) of a failed request; empty otherwise. */
export function answerFieldErrors(error: unknown): Record<string, string[]> {
  if (!isAxiosError(error)) return {};
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {};
}

/** A one-line description for logs: axios errors carry the whole request and socket otherwise. */
export function describeRequestError(error: unknown): string {
  if (!isAxiosError(error)) return error instanceof Error ? error.message : String(error);
  const method = (error.config?.method ?? 'get').toUpperCase();
  const url = `${error.config?.baseURL ?? ''}${error.config?.url ?? ''}`;
  const outcome = error.response ? `answered ${error.response.status}` : `failed (${error.code ?? error.message})`;
  return `${method} ${url} ${outcome}`;
}
