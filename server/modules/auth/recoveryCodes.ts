import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { serverSecret } from '@/server/security/serverSecret';

// Recovery codes are 6 random digits. Only an HMAC of the code is stored, keyed by the server's
// secret and bound to its purpose and identifier, so a copy of the table does not reveal codes.

export const CODE_LIFETIME_SECONDS = 15 * 60;
/** Wrong tries a code survives; the next try finds it dead. */
export const MAX_CODE_ATTEMPTS = 5;

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashCode(purpose: string, identifier: string, code: string): string {
  return createHmac('sha256', serverSecret()).update(`${purpose}:${identifier}:${code}`).digest('hex');
}

export function codeMatches(storedHash: string, purpose: string, identifier: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(hashCode(purpose, identifier, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function codeExpiry(now: Date): string {
  return new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000).toISOString();
}
