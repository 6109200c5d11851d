import { createPublicKey, type JsonWebKey, type KeyObject, verify } from 'node:crypto';

// Google ID tokens (the credential of "Sign in with Google") are RS256 JWTs signed with one of
// Google's rotating keys. Only a token whose signature, audience, issuer, expiry and verified e-mail
// all check out identifies a Google account.

const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);
const DEFAULT_KEYS_LIFETIME_SECONDS = 3600;
/** An unknown key id may mean Google rotated its keys, but forged ids must not make us fetch on every request. */
const MIN_SECONDS_BETWEEN_FETCHES = 60;
const FETCH_TIMEOUT_MILLISECONDS = 5000;

export interface GoogleKeySource {
  /** The public key with this key id, or null when Google has no such key. */
  findKey(keyId: string): Promise<KeyObject | null>;
}

export type GoogleTokenFailure =
  | 'malformed'
  | 'unknown_key'
  | 'bad_signature'
  | 'wrong_audience'
  | 'wrong_issuer'
  | 'expired'
  | 'email_not_verified'
  | 'keys_unavailable';

export class GoogleTokenError extends Error {
  constructor(readonly failure: GoogleTokenFailure) {
    super(`Google ID token refused: ${failure}`);
  }
}

export interface GoogleIdentity {
  /** Google's stable account id (`sub`). */
  subject: string;
  email: string;
  name: string | null;
}

/** The OAuth client id tokens must be issued for, or null when Google sign-in is not set up. */
export function configuredGoogleClientId(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.GOOGLE_CLIENT_ID?.trim() || env.NEXT_PUBLIC_GOOGLE_CLIENT_ID?.trim() || null;
}

interface TokenParts {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signedContent: Buffer;
  signature: Buffer;
}

function decodeJsonPart(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new GoogleTokenError('malformed');
  return value as Record<string, unknown>;
}

function splitToken(idToken: string): TokenParts {
  const parts = idToken.split('.');
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) throw new GoogleTokenError('malformed');
  try {
    return {
      header: decodeJsonPart(parts[0]),
      payload: decodeJsonPart(parts[1]),
      signedContent: Buffer.from(`${parts[0]}.${parts[1]}`),
      signature: Buffer.from(parts[2], 'base64url'),
    };
  } catch (error) {
    throw error instanceof GoogleTokenError ? error : new GoogleTokenError('malformed');
  }
}

async function signingKey(keys: GoogleKeySource, keyId: string): Promise<KeyObject> {
  let key: KeyObject | null;
  try {
    key = await keys.findKey(keyId);
  } catch {
    throw new GoogleTokenError('keys_unavailable');
  }
  if (!key || key.asymmetricKeyType !== 'rsa') throw new GoogleTokenError('unknown_key');
  return key;
}

function signatureMatches(token: TokenParts, key: KeyObject): boolean {
  try {
    return verify('RSA-SHA256', token.signedContent, key, token.signature);
  } catch {
    return false;
  }
}

function checkClaims(payload: Record<string, unknown>, clientId: string, now: Date): GoogleIdentity {
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (!audiences.includes(clientId)) throw new GoogleTokenError('wrong_audience');
  if (typeof payload.iss !== 'string' || !GOOGLE_ISSUERS.has(payload.iss)) throw new GoogleTokenError('wrong_issuer');
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now.getTime()) throw new GoogleTokenError('expired');
  if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.email !== 'string' || payload.email === '') {
    throw new GoogleTokenError('malformed');
  }
  // Google sends the flag as a boolean; some older tokens carried the string "true".
  if (payload.email_verified !== true && payload.email_verified !== 'true') throw new GoogleTokenError('email_not_verified');
  return {
    subject: payload.sub,
    email: payload.email.trim().toLowerCase(),
    name: typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null,
  };
}

export interface GoogleVerificationOptions {
  clientId: string;
  keys: GoogleKeySource;
  now: Date;
}

/** The Google account a genuine, current ID token names; throws GoogleTokenError otherwise. */
export async function verifyGoogleIdToken(idToken: string, options: GoogleVerificationOptions): Promise<GoogleIdentity> {
  const token = splitToken(idToken);
  if (token.header.alg !== 'RS256' || typeof token.header.kid !== 'string') throw new GoogleTokenError('malformed');
  const key = await signingKey(options.keys, token.header.kid);
  if (!signatureMatches(token, key)) throw new GoogleTokenError('bad_signature');
  return checkClaims(token.payload, options.clientId, options.now);
}

interface CachedKeys {
  keys: Map<string, KeyObject>;
  expiresAt: number;
  fetchedAt: number;
}

type FetchFunction = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

function maxAgeSeconds(cacheControl: string | null): number {
  const match = cacheControl?.match(/max-age=(\d+)/);
  return match ? Number(match[1]) : DEFAULT_KEYS_LIFETIME_SECONDS;
}

function signingKeysOf(document: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const entries = (document as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(entries)) throw new Error('Google certificates without keys');
  for (const entry of entries as Array<JsonWebKey & { kid?: unknown; use?: unknown }>) {
    if (typeof entry.kid !== 'string' || entry.kty !== 'RSA' || (entry.use !== undefined && entry.use !== 'sig')) continue;
    keys.set(entry.kid, createPublicKey({ key: entry, format: 'jwk' }));
  }
  return keys;
}

/** Google's published keys, cached for as long as Google's Cache-Control allows. */
export function createGoogleCertsKeySource(fetchCertificates: FetchFunction = fetch, url = GOOGLE_CERTS_URL): GoogleKeySource {
  let cached: CachedKeys | null = null;
  let pending: Promise<CachedKeys> | null = null;

  const download = async (): Promise<CachedKeys> => {
    const response = await fetchCertificates(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MILLISECONDS) });
    if (!response.ok) throw new Error(`Google certificates answered ${response.status}`);
    const keys = signingKeysOf(await response.json());
    const fetchedAt = Date.now();
    return { keys, fetchedAt, expiresAt: fetchedAt + maxAgeSeconds(response.headers.get('cache-control')) * 1000 };
  };

  const refresh = async (): Promise<CachedKeys> => {
    pending ??= download().finally(() => {
      pending = null;
    });
    cached = await pending;
    return cached;
  };

  return {
    async findKey(keyId) {
      const current = cached && cached.expiresAt > Date.now() ? cached : await refresh();
      const key = current.keys.get(keyId);
      if (key) return key;
      const mayRefetch = Date.now() - current.fetchedAt >= MIN_SECONDS_BETWEEN_FETCHES * 1000;
      return mayRefetch ? ((await refresh()).keys.get(keyId) ?? null) : null;
    },
  };
}

let defaultKeySource: GoogleKeySource | null = null;

/** One cache of Google's keys per process. */
export function googleCertsKeySource(): GoogleKeySource {
  defaultKeySource ??= createGoogleCertsKeySource();
  return defaultKeySource;
}
