import { generateKeyPairSync } from 'node:crypto';
import {
  configuredGoogleClientId,
  createGoogleCertsKeySource,
  GoogleTokenError,
  verifyGoogleIdToken,
} from '@/server/security/googleIdToken';
import { createGoogleTestSigner, signToken, TEST_GOOGLE_CLIENT_ID, TEST_KEY_ID } from '../auth/googleTestTokens';

describe('Google ID token verification', () => {
  const signer = createGoogleTestSigner();
  const now = new Date('2030-03-01T12:00:00.000Z');
  const options = { clientId: TEST_GOOGLE_CLIENT_ID, keys: signer.keys, now };

  const failureOf = async (idToken: string) => {
    const error = await verifyGoogleIdToken(idToken, options).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(GoogleTokenError);
    return (error as GoogleTokenError).failure;
  };

  it('accepts a genuine token and returns the account with its e-mail lower-cased', async () => {
    const identity = await verifyGoogleIdToken(signer.token(now, { email: 'Rahim.Google@Gmail.com' }), options);
    expect(identity).toEqual({ subject: '110169484474386276334', email: 'rahim.google@gmail.com', name: 'Rahim Uddin' });
  });

  it('accepts both issuer spellings Google uses', async () => {
    await expect(verifyGoogleIdToken(signer.token(now, { iss: 'accounts.google.com' }), options)).resolves.toBeDefined();
  });

  it('refuses a token for another client id', async () => {
    expect(await failureOf(signer.token(now, { aud: 'someone-else.apps.googleusercontent.com' }))).toBe('wrong_audience');
  });

  it('refuses a token from another issuer', async () => {
    expect(await failureOf(signer.token(now, { iss: 'https://evil.example' }))).toBe('wrong_issuer');
  });

  it('refuses an expired token, including one expiring this very second', async () => {
    expect(await failureOf(signer.token(now, { exp: Math.floor(now.getTime() / 1000) - 1 }))).toBe('expired');
    expect(await failureOf(signer.token(now, { exp: Math.floor(now.getTime() / 1000) }))).toBe('expired');
  });

  it("refuses a token signed with another key under Google's key id", async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(await failureOf(signToken(signer.claims(now), stranger.privateKey))).toBe('bad_signature');
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, , signature] = signer.token(now).split('.');
    const forgedClaims = Buffer.from(JSON.stringify(signer.claims(now, { email: 'victim@demo.shop' }))).toString('base64url');
    expect(await failureOf(`${header}.${forgedClaims}.${signature}`)).toBe('bad_signature');
  });

  it('refuses a token whose e-mail Google has not verified', async () => {
    expect(await failureOf(signer.token(now, { email_verified: false }))).toBe('email_not_verified');
  });

  it('refuses unknown key ids, other algorithms and malformed tokens', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(await failureOf(signToken(signer.claims(now), privateKey, { alg: 'RS256', kid: 'retired-key' }))).toBe('unknown_key');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', kid: TEST_KEY_ID })).toString('base64url')}.${Buffer.from(
      JSON.stringify(signer.claims(now)),
    ).toString('base64url')}.`;
    expect(await failureOf(unsigned)).toBe('malformed');
    expect(await failureOf('not-a-token')).toBe('malformed');
    expect(await failureOf('a.b.c')).toBe('malformed');
  });

  it('reports unreachable keys apart from bad tokens', async () => {
    const keys = { findKey: async () => Promise.reject(new Error('network down')) };
    await expect(verifyGoogleIdToken(signer.token(now), { ...options, keys })).rejects.toMatchObject({ failure: 'keys_unavailable' });
  });

  it('reads the client id from GOOGLE_CLIENT_ID or NEXT_PUBLIC_GOOGLE_CLIENT_ID', () => {
    expect(configuredGoogleClientId({ NODE_ENV: 'test' })).toBeNull();
    expect(configuredGoogleClientId({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: ' server-id ' })).toBe('server-id');
    expect(configuredGoogleClientId({ NODE_ENV: 'test', NEXT_PUBLIC_GOOGLE_CLIENT_ID: 'public-id' })).toBe('public-id');
    const both = { NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'server-id', NEXT_PUBLIC_GOOGLE_CLIENT_ID: 'public-id' } as const;
    expect(configuredGoogleClientId(both)).toBe('server-id');
  });
});

describe("Google's certificate key source", () => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificates = (keyIds: string[]) => ({
    keys: keyIds.map((kid) => ({ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' })),
  });
  const answer = (body: unknown, maxAge = 3600) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'cache-control': `public, max-age=${maxAge}` } });

  it('fetches the certificates once and serves keys from the cache', async () => {
    const fetchCertificates = jest.fn(async () => answer(certificates([TEST_KEY_ID])));
    const source = createGoogleCertsKeySource(fetchCertificates, 'https://certs.test');
    const [first, second] = await Promise.all([source.findKey(TEST_KEY_ID), source.findKey(TEST_KEY_ID)]);
    expect(first?.asymmetricKeyType).toBe('rsa');
    expect(second).toBe(first);
    await source.findKey(TEST_KEY_ID);
    expect(fetchCertificates).toHaveBeenCalledTimes(1);
    expect(fetchCertificates).toHaveBeenCalledWith('https://certs.test', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('does not refetch at once for an unknown key id', async () => {
    const fetchCertificates = jest.fn(async () => answer(certificates([TEST_KEY_ID])));
    const source = createGoogleCertsKeySource(fetchCertificates);
    expect(await source.findKey('forged-key-id')).toBeNull();
    expect(await source.findKey('another-forged-id')).toBeNull();
    expect(fetchCertificates).toHaveBeenCalledTimes(1);
  });

  it('refetches when the cached certificates have expired', async () => {
    const fetchCertificates = jest
      .fn()
      .mockResolvedValueOnce(answer(certificates(['old-key']), 0))
      .mockResolvedValueOnce(answer(certificates(['new-key'])));
    const source = createGoogleCertsKeySource(fetchCertificates);
    expect(await source.findKey('old-key')).not.toBeNull();
    expect(await source.findKey('new-key')).not.toBeNull();
    expect(fetchCertificates).toHaveBeenCalledTimes(2);
  });

  it('fails when Google does not answer with certificates', async () => {
    const source = createGoogleCertsKeySource(async () => new Response('oops', { status: 500 }));
    await expect(source.findKey(TEST_KEY_ID)).rejects.toThrow('500');
  });
});
