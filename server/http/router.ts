import { isHttpError } from './errors';
import type { ApiContext, ApiRequest, ApiResponse, RouteDefinition } from './types';

interface CompiledRoute extends RouteDefinition {
  segments: string[];
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index += 1) {
    const expected = pattern[index];
    const value = actual[index];
    if (expected.startsWith(':')) {
      try {
        params[expected.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (expected !== value) {
      return null;
    }
  }
  return params;
}

export function createRouter(routes: RouteDefinition[]) {
  const compiled: CompiledRoute[] = routes.map((route) => ({ ...route, segments: splitPath(route.path) }));

  return async function dispatch(request: Omit<ApiRequest, 'params'>, context: ApiContext): Promise<ApiResponse> {
    const segments = splitPath(request.path);
    let pathMatched = false;
    for (const route of compiled) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      pathMatched = true;
      if (route.method !== request.method && !(route.method === 'GET' && request.method === 'HEAD')) continue;
      try {
        return await route.handler({ ...request, params }, context);
      } catch (error) {
        return toErrorResponse(error);
      }
    }
    if (pathMatched) return { status: 405, body: { result: false, message: 'Method not allowed' } };
    return { status: 404, body: { result: false, message: 'Not found' } };
  };
}

export function toErrorResponse(error: unknown): ApiResponse {
  if (isHttpError(error)) {
    const body: Record<string, unknown> = { result: false, success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    return error.headers ? { status: error.status, body, headers: error.headers } : { status: error.status, body };
  }
  console.error('[api] unexpected error', error);
  return { status: 500, body: { result: false, success: false, message: 'Something went wrong' } };
}
