import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { GoogleKeySource } from '@/server/security/googleIdToken';

// A locally generated RSA key pair standing in for Google's: tokens signed here verify against
// `keys`, exactly as Google's verify against its published certificates.

export const TEST_GOOGLE_CLIENT_ID = '123456789-shop.apps.googleusercontent.com';
export const TEST_KEY_ID = 'test-key-1';

export interface GoogleClaims {
  iss: string;
  aud: string | string[];
  sub: string;
  email: string;
  email_verified: boolean | string;
  name?: string;
  iat: number;
  exp: number;
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signToken(claims: object, privateKey: KeyObject, header: object = { alg: 'RS256', kid: TEST_KEY_ID, typ: 'JWT' }): string {
  const signedContent = `${encode(header)}.${encode(claims)}`;
  const signature = createSign('RSA-SHA256').update(signedContent).sign(privateKey).toString('base64url');
  return `${signedContent}.${signature}`;
}

export function createGoogleTestSigner() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keys: GoogleKeySource = { findKey: async (keyId) => (keyId === TEST_KEY_ID ? publicKey : null) };

  /** Claims of a genuine token for the shop, issued at `now` and valid for an hour. */
  const claims = (now: Date, overrides: Partial<GoogleClaims> = {}): GoogleClaims => ({
    iss: 'https://accounts.google.com',
    aud: TEST_GOOGLE_CLIENT_ID,
    sub: '110169484474386276334',
    email: 'rahim.google@gmail.com',
    email_verified: true,
    name: 'Rahim Uddin',
    iat: Math.floor(now.getTime() / 1000),
    exp: Math.floor(now.getTime() / 1000) + 3600,
    ...overrides,
  });

  return {
    keys,
    claims,
    token: (now: Date, overrides: Partial<GoogleClaims> = {}) => signToken(claims(now, overrides), privateKey),
  };
}
