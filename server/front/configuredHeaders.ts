import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';

// next.config.js's `headers()` rules for the answers the front server gives itself (the API), so that
// they carry the same security headers as the pages Next answers.

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
  has?: unknown;
  missing?: unknown;
}

// Matching every rule costs more than a small API call: each path's headers are kept, for this many paths.
const REMEMBERED_PATHS = 1000;

/** Every header the rules give a path, later rules over earlier ones, as Next applies them. */
export type ConfiguredHeaders = (path: string) => [name: string, value: string][];

export function configuredHeaders(rules: readonly HeaderRule[]): ConfiguredHeaders {
  const matchers = rules.map((rule) => {
    // The front server matches by path only; a condition on the request would need Next's own matcher.
    if (rule.has !== undefined || rule.missing !== undefined) throw new Error(`Header rule ${rule.source}: has/missing are not supported in front of Next`);
    return { matches: getPathMatch(rule.source), headers: rule.headers };
  });
  const byPath = new Map<string, [string, string][]>();
  return (path) => {
    let headers = byPath.get(path);
    if (!headers) {
      headers = matchers.filter(({ matches }) => matches(path) !== false).flatMap((matcher) => matcher.headers.map(({ key, value }): [string, string] => [key, value]));
      if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
      byPath.set(path, headers);
    }
    return headers;
  };
}
