import type { AxiosError, AxiosRequestConfig, AxiosResponse } from 'axios';
import type * as z from 'zod/mini';
import type { Contract, ContractKey } from '@/contract';
import { isBrowser } from '@/utils/isBrowser';
import type { createHttpClient } from './axiosClient';

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
 * (`response`, see `refusal` in contract/envelope.ts), or never answered.
 */
export type FailedRequest<T = unknown> = AxiosError<T>;

/** One API call handed to an in-process transport: the path below the API base with its query. */
interface ApiTransportCall {
  method: string;
  path: string;
  headers: Headers;
  body?: string;
}

/** What HTTP would have delivered: the status, the headers and the body text. */
interface ApiTransportAnswer {
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

/** The separate backend an absolute NEXT_PUBLIC_API_BASE_URL names; undefined while the shop uses its embedded API. */
export function externalApiBaseUrl(): string | undefined {
  const base = process.env.NEXT_PUBLIC_API_BASE_URL ?? '';
  return /^https?:\/\//i.test(base) ? base : undefined;
}

/**
 * The browser calls the public base (default: this app's `/api`). Server-side rendering calls the same
 * backend, so that crawlers and shoppers see one shop: API_INTERNAL_URL when it gives an internal
 * address, else the separate backend, else this app's own API over loopback.
 */
export function apiBaseUrl(runtime: 'browser' | 'server' = isBrowser() ? 'browser' : 'server'): string {
  if (runtime === 'browser') return process.env.NEXT_PUBLIC_API_BASE_URL || '/api';
  return process.env.API_INTERNAL_URL || externalApiBaseUrl() || `http://127.0.0.1:${process.env.PORT || 3000}/api`;
}

/** The line a server logs at start: which backend the shop uses and where server-side rendering reaches it. */
export function describeBackend(): string {
  const external = externalApiBaseUrl();
  const internal = process.env.API_INTERNAL_URL;
  if (external) {
    const reach = internal ? `, server-side rendering reaches it at ${internal}` : '';
    return `Backend: ${external}${reach}; the embedded API is not mounted`;
  }
  return `Backend: the embedded API at /api, server-side rendering calls it ${internal ? `at ${internal}` : 'inside this process'}`;
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

/** What the storefront reads from an answer the contract names by `key` (money as numbers, messages as lists). */
export type Answer<K extends ContractKey> = z.output<Contract[K]>;

/** The failure code of a request the API refused in its answer's envelope, at any HTTP status. */
export const REFUSED = 'ERR_REFUSED';

type Client = Awaited<ReturnType<typeof createHttpClient>>;

let instance: Promise<Client> | undefined;

// axios is loaded with the first request rather than with the page, and each answer's schema with the
// first request that reads it: no page needs them to show, and axios alone is a fifth of what the shop
// adds to a page's first load.
function client(): Promise<Client> {
  instance ??= import('./axiosClient').then(({ createHttpClient }) => createHttpClient(session));
  return instance;
}

function get<K extends ContractKey>(url: string, config: RequestConfig | undefined, answer: K): Promise<HttpResponse<Answer<K>>>;
function get<T>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
function get(url: string, config?: RequestConfig, answer?: ContractKey) {
  return client().then(({ axios, readAnswer }) => axios.get(url, config).then((response) => readAnswer(response, answer)));
}

function post<K extends ContractKey>(url: string, data: unknown, config: RequestConfig | undefined, answer: K): Promise<HttpResponse<Answer<K>>>;
function post<T>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
function post(url: string, data?: unknown, config?: RequestConfig, answer?: ContractKey) {
  return client().then(({ axios, readAnswer }) => axios.post(url, data, config).then((response) => readAnswer(response, answer)));
}

function remove<K extends ContractKey>(url: string, config: RequestConfig | undefined, answer: K): Promise<HttpResponse<Answer<K>>>;
function remove<T>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
function remove(url: string, config?: RequestConfig, answer?: ContractKey) {
  return client().then(({ axios, readAnswer }) => axios.delete(url, config).then((response) => readAnswer(response, answer)));
}

/**
 * The API client every service uses: one axios instance, JSON in and out, the bearer token, refusals
 * as failures and the 401 rule applied. An answer named by its contract key is parsed through that
 * schema; one that breaks it fails with a ContractError naming the endpoint and the field.
 */
export const http = { get, post, delete: remove };

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

/** Whether a failed request was refused in its answer's envelope (rather than failing without one). */
export function isRefused(error: unknown): error is FailedRequest {
  return isHttpError(error) && error.code === REFUSED;
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

/** An answer that breaks the API contract: which endpoint, which field, what it held and what it should have. */
export class ContractError extends Error {
  constructor(
    readonly endpoint: string,
    readonly field: string,
    readonly value: unknown,
    expected: string,
  ) {
    const shown = (JSON.stringify(value) ?? String(value)).slice(0, 80);
    super(`${endpoint} answered ${field} = ${shown}, which is not ${expected}`);
    this.name = 'ContractError';
  }
}

export function isContractError(error: unknown): error is ContractError {
  return error instanceof ContractError;
}

/** A one-line description for logs: the method, the URL and what became of the request. */
export function describeRequestError(error: unknown): string {
  if (!isHttpError(error)) return error instanceof Error ? error.message : String(error);
  const method = (error.config?.method ?? 'get').toUpperCase();
  const url = `${error.config?.baseURL ?? ''}${error.config?.url ?? ''}`;
  const outcome = error.response ? `answered ${error.response.status}` : `failed (${error.code ?? error.message})`;
  return `${method} ${url} ${outcome}`;
}
