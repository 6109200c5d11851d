import { createHash, timingSafeEqual } from 'node:crypto';
import { UnauthorizedError } from '@/server/http/errors';
import type { ApiRequest } from '@/server/http/types';

// The shop's back office has no screens yet: its few endpoints take a shared token from the
// environment (`ADMIN_API_TOKEN`). Without one they do not exist.

const ADMIN_TOKEN_HEADER = 'x-admin-token';

export function configuredAdminToken(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.ADMIN_API_TOKEN ? env.ADMIN_API_TOKEN : null;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compared through digests of equal length, in constant time, so timing tells nothing about the token. */
function isAdminToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export function requireAdmin(request: ApiRequest, expected: string): void {
  const header = request.headers[ADMIN_TOKEN_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  if (!given || !isAdminToken(given, expected)) throw new UnauthorizedError();
}
