import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type * as z from 'zod/mini';
import { answerSchema, type ContractKey } from '@/contract/answers';
import { refusal } from '@/contract/envelope';
import { isBrowser } from '@/utils/isBrowser';
import { unlocalizedPath } from '@/utils/sitePaths';
import { applyBackendDifferences, BACKEND_DIFFERENCES } from './backendAdapter';
import { apiBaseUrl, ContractError, isHttpError, LOGIN_PATH, REFUSED, type ClientSession } from './http';

// The one axios instance behind `http` (services/http.ts), which loads this module with the first request.

// Null-body statuses may not carry a body, not even an empty one.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const networkAdapter = axios.getAdapter('fetch');

/**
 * Server side, a call to the default API base goes to the installed in-process transport; every
 * other call goes over the network with fetch. The transport's body is text already: wrapping it in a
 * fetch Response only to read it back cost about 35 µs a call (6 kB answer).
 */
function shopAdapter(session: ClientSession): AxiosAdapter {
  return async (config) => {
    const transport = isBrowser() ? undefined : session.transport();
    const target = axios.getUri(config);
    const base = `${apiBaseUrl('server')}/`;
    if (!transport || !target.startsWith(base)) return networkAdapter(config);
    if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    const answer = await transport({
      method: (config.method ?? 'get').toUpperCase(),
      path: target.slice(base.length - 1),
      headers: new Headers(config.headers.toJSON(true)),
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
}

function withSession(session: ClientSession) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    // The base is read per request, as the runtime and its settings are known then. In the browser it is
    // made absolute against the page, as the browser's own fetch would resolve it ('' is the site's root).
    const base = config.baseURL ?? apiBaseUrl();
    config.baseURL = isBrowser() ? new URL(base || '/', document.baseURI).href : base;
    if (isBrowser()) {
      // On the server one module-level getter would be shared by every visitor, so SSR passes tokens per call.
      const token = session.token();
      if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
    } else {
      // SSR reads the API over loopback or an internal network, where compression only costs CPU on both ends.
      config.headers.set('Accept-Encoding', 'identity');
    }
    return config;
  };
}

// A refusal in an answer's envelope (at any HTTP status) fails with the REFUSED code, its messages read
// as a list and its field errors as lists, so that every caller reads one shape of failure.
function markRefusal(failure: AxiosError): void {
  const refused = refusal.safeParse(failure.response?.data);
  if (!refused.success || !failure.response) return;
  failure.response.data = refused.data;
  failure.code = REFUSED;
}

// A 401 on a GET means the session is gone, so the shopper signs in again. A 401 on a write is left to
// its caller, which shows its own message (such as "Please Login" on coupon removal).
function onFailure(session: ClientSession) {
  return async (failure: unknown): Promise<never> => {
    if (isHttpError(failure)) markRefusal(failure);
    if (
      isBrowser() &&
      isHttpError(failure) &&
      failure.response?.status === 401 &&
      failure.config?.method === 'get' &&
      unlocalizedPath(window.location.pathname) !== LOGIN_PATH
    ) {
      session.onUnauthorizedRead(LOGIN_PATH);
    }
    throw failure;
  };
}

function endpointOf(response: AxiosResponse): string {
  return `${(response.config.method ?? 'get').toUpperCase()} ${response.config.url ?? ''}`;
}

// An answer whose envelope refuses the request fails as a 4xx would, whatever its HTTP status, so that
// every caller handles one kind of failure and changes nothing on a refusal. A body that is not JSON
// (axios leaves it as text when it cannot parse it) breaks the contract.
function rejectUnusableAnswer(response: AxiosResponse): AxiosResponse {
  if (typeof response.data === 'string' && response.data !== '') {
    throw new ContractError(endpointOf(response), 'the body', response.data, 'JSON');
  }
  if (!refusal.safeParse(response.data).success) return response;
  const failure = new AxiosError('Request refused by the API', AxiosError.ERR_BAD_REQUEST, response.config, response.request, response);
  markRefusal(failure);
  throw failure;
}

/** `data[1].main_price`: a field's path as a reader of the JSON would write it. */
function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the body';
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}

// The value a failed check was given, as the schema saw it: a field the schema moved before checking (a
// user sent as `data`, read as `user`) is not at its reported path in the raw answer.
function valueChecked(issue: z.core.$ZodIssue, body: unknown): unknown {
  return 'input' in issue ? issue.input : valueAt(body, issue.path);
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined), body);
}

function expectation(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom') return issue.message;
  if (issue.code === 'invalid_type') return /^[aeiou]/.test(issue.expected) ? `an ${issue.expected}` : `a ${issue.expected}`;
  if (issue.code === 'invalid_value') return `one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
  return 'what the contract allows';
}

/**
 * The answer read through the contract's schema named by `key`: what the storefront sees (money as
 * numbers, messages as lists). The first field that breaks the schema is a ContractError naming the
 * endpoint and the field. Without a key the answer is handed on as it came.
 */
async function readAnswer(response: AxiosResponse, key: ContractKey | undefined): Promise<AxiosResponse<unknown>> {
  if (key === undefined) return response;
  const schema = await answerSchema(key);
  const read = schema.safeParse(response.data, { reportInput: true });
  if (read.success) return { ...response, data: read.data };
  const [issue] = read.error.issues;
  throw new ContractError(endpointOf(response), fieldPath(issue.path), valueChecked(issue, response.data), expectation(issue));
}

/** The API client: JSON in and out, the session's bearer token on every browser request, refusals as failures, the 401 rule, and the contract's reader. */
export function createHttpClient(session: ClientSession) {
  const instance = axios.create({ headers: { Accept: 'application/json' }, adapter: shopAdapter(session) });
  applyBackendDifferences(instance, BACKEND_DIFFERENCES);
  instance.interceptors.request.use(withSession(session));
  instance.interceptors.response.use(rejectUnusableAnswer, onFailure(session));
  return { axios: instance, readAnswer };
}
