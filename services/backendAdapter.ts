import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { isBrowser } from '@/utils/isBrowser';

// Where a brand's backend differs from the API the storefront is written against, each difference is
// one entry in BACKEND_DIFFERENCES below, and the axios instance applies them all in one place: paths
// and headers on the way out, field names on the way back, before any service reads the answer.
// docs/backends.md says how to add an entry.

/** A path the backend serves elsewhere: `from` itself, or anything below it, is called at `to`. */
interface PathRewrite {
  from: string;
  to: string;
}

/** A header every call to the backend carries, when its setting gives it a value. */
interface BackendHeader {
  name: string;
  value: () => string | undefined;
}

/**
 * A field the backend names differently in its answer on `endpoint` (a path as the storefront calls
 * it): `from` is the field's dotted path in the answer, where a list stands for each of its elements,
 * and `to` the storefront's name for it in the same place (`data.combined_order_id` -> `order_id`).
 */
interface FieldRename {
  endpoint: string;
  from: string;
  to: string;
}

export interface BackendDifferences {
  paths: readonly PathRewrite[];
  headers: readonly BackendHeader[];
  fields: readonly FieldRename[];
}

/** This shop's backend: the API as the embedded one answers it, plus a System-Key when one is set. */
export const BACKEND_DIFFERENCES: BackendDifferences = {
  paths: [],
  // Backends of this family refuse calls without their app key. The browser calls the backend
  // itself, so the key is public by nature (the family's mobile apps ship it too).
  headers: [{ name: 'System-Key', value: () => process.env.NEXT_PUBLIC_API_SYSTEM_KEY || undefined }],
  fields: [],
};

function pathOf(url: string): string {
  return url.split('?')[0];
}

function isAtOrBelow(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** The path the backend serves a storefront path at. */
function backendPath(url: string, paths: readonly PathRewrite[]): string {
  const path = pathOf(url);
  const rewrite = paths.find(({ from }) => isAtOrBelow(path, from));
  return rewrite ? `${rewrite.to}${url.slice(rewrite.from.length)}` : url;
}

function originOf(url: string): string {
  const page = isBrowser() ? document.baseURI : undefined;
  return new URL(url, page).origin;
}

// The path each request was asked for, before any rewrite: answers are renamed by it.
const requestedPaths = new WeakMap<InternalAxiosRequestConfig, string>();

function adaptRequest(differences: BackendDifferences) {
  return (config: InternalAxiosRequestConfig): InternalAxiosRequestConfig => {
    const requested = config.url ?? '';
    requestedPaths.set(config, pathOf(requested));
    config.url = backendPath(requested, differences.paths);
    // The backend's headers go to the backend only: a call to any other origin never carries its key.
    // withSession (services/axiosClient.ts) has made the base absolute by now.
    if (originOf(axios.getUri(config)) !== originOf(config.baseURL ?? '')) return config;
    for (const header of differences.headers) {
      const value = header.value();
      if (value !== undefined && !config.headers.has(header.name)) config.headers.set(header.name, value);
    }
    return config;
  };
}

function renameAt(value: unknown, parents: readonly string[], from: string, to: string): void {
  if (Array.isArray(value)) {
    for (const element of value) renameAt(element, parents, from, to);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (parents.length > 0) {
    renameAt(record[parents[0]], parents.slice(1), from, to);
    return;
  }
  if (from in record && !(to in record)) {
    record[to] = record[from];
    delete record[from];
  }
}

/** Turns the backend's field names in the answer into the storefront's, in place. */
function renameFields(body: unknown, requestedPath: string, fields: readonly FieldRename[]): void {
  for (const rename of fields) {
    if (rename.endpoint !== requestedPath) continue;
    const path = rename.from.split('.');
    renameAt(body, path.slice(0, -1), path[path.length - 1], rename.to);
  }
}

function adaptAnswer(differences: BackendDifferences) {
  return (response: AxiosResponse): AxiosResponse => {
    const requested = requestedPaths.get(response.config) ?? pathOf(response.config.url ?? '');
    renameFields(response.data, requested, differences.fields);
    return response;
  };
}

/**
 * Makes the instance talk to the backend as it differs. Called before the instance's other
 * interceptors are added: axios runs request interceptors last-added first, so the paths and headers
 * are applied once the base URL is known, and answer interceptors first-added first, so every later
 * step reads the storefront's field names.
 */
export function applyBackendDifferences(instance: AxiosInstance, differences: BackendDifferences): void {
  instance.interceptors.request.use(adaptRequest(differences));
  instance.interceptors.response.use(adaptAnswer(differences));
}
