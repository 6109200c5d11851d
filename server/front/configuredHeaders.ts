import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHas } from 'next/dist/lib/load-custom-routes';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';

// next.config.js's `headers()` rules for the answers the front server gives itself (the API, and its
// own when no render worker answers), so that they carry the same security headers as the pages Next
// answers.

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
  has?: RouteHas[];
  missing?: RouteHas[];
}

/** What a rule looks at: the path and query, and for `has`/`missing` the headers and cookies. */
export type ConfiguredRequest = Pick<IncomingMessage, 'url' | 'headers'>;

// Matching every path costs more than a small API call: each path's rules are kept, for this many paths.
const REMEMBERED_PATHS = 1000;

/** Every header the rules give a request, later rules over earlier ones, as Next applies them. */
export type ConfiguredHeaders = (request: ConfiguredRequest) => [name: string, value: string][];

/** A rule's `has` and `missing` conditions, weighed by Next's own matcher. */
function meetsConditions(rule: HeaderRule, request: ConfiguredRequest, url: URL): boolean {
  if (rule.has === undefined && rule.missing === undefined) return true;
  return matchHas(request as IncomingMessage, Object.fromEntries(url.searchParams), rule.has, rule.missing) !== false;
}

export function configuredHeaders(rules: readonly HeaderRule[]): ConfiguredHeaders {
  const matchers = rules.map((rule) => ({ matches: getPathMatch(rule.source), rule }));
  const byPath = new Map<string, HeaderRule[]>();
  return (request) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let matching = byPath.get(url.pathname);
    if (!matching) {
      matching = matchers.filter(({ matches }) => matches(url.pathname) !== false).map(({ rule }) => rule);
      if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
      byPath.set(url.pathname, matching);
    }
    return matching
      .filter((rule) => meetsConditions(rule, request, url))
      .flatMap((rule) => rule.headers.map(({ key, value }): [string, string] => [key, value]));
  };
}

/**
 * The handler with the configured headers set on the response before it answers: an answer the
 * handler writes itself (a 503 while no render worker answers) carries them, and one it passes on
 * from Next brings Next's own, which replace them.
 */
export function withConfiguredHeaders(
  headersFor: ConfiguredHeaders,
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return (request, response) => {
    for (const [name, value] of headersFor(request)) response.setHeader(name, value);
    return handle(request, response);
  };
}
