import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serverSecret } from './serverSecret';

// A device token is handed to the browser at every sign-in and sent back with its next password
// sign-in. It shows that this browser signed in to the account before, so its wrong passwords are
// counted apart from everyone else's: a stranger guessing from the same network cannot lock the
// customer out of the browser they use. Signed with the server's secret, so nothing is stored; the
// random device id names the browser's own counters.

const DEVICE_TOKEN_LIFETIME_SECONDS = 90 * 86400;

function signature(payload: string): Buffer {
  return createHmac('sha256', serverSecret()).update(`device:${payload}`).digest();
}

/** `<user id>.<device id>.<expiry in Unix seconds>.<signature>`, all URL-safe. */
export function issueDeviceToken(userId: number, now: Date): string {
  const deviceId = randomBytes(16).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + DEVICE_TOKEN_LIFETIME_SECONDS;
  const payload = `${userId}.${deviceId}.${expiresAt}`;
  return `${payload}.${signature(payload).toString('base64url')}`;
}

/** The device id of an unexpired token this server signed for this account; null for anything else. */
export function trustedDeviceId(token: string | undefined, userId: number, now: Date): string | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [tokenUserId, deviceId, expiresAt, givenSignature] = parts;
  const expected = signature(`${tokenUserId}.${deviceId}.${expiresAt}`);
  const given = Buffer.from(givenSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (tokenUserId !== String(userId) || Number(expiresAt) * 1000 <= now.getTime()) return null;
  return deviceId;
}
