import { request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { NextConfig } from 'next';
import type { RouteHas } from 'next/dist/lib/load-custom-routes';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { DEMO_CUSTOMER } from '@/server/db/seed/users';
import { MAX_BODY_BYTES, MAX_DISCARDED_BYTES } from '@/server/http/requestBody';
import { setUpTestShop } from '../support/testApi';
import { type ApiServer, startApiServer } from './apiServers';

// next.config.js is CommonJS without type declarations.
const nextConfig = require('../../../next.config.js') as NextConfig;

// The HTTP edge: bodies through the real Next adapter on a node server (malformed JSON 400,
// oversized 413, both JSON), its default Cache-Control, x-middleware-subrequest getting nothing,
// and the security headers next.config.js gives every page.

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: any;
}

describe('hardening: http edge', () => {
  const shop = setUpTestShop();
  let server: ApiServer;
  let port: number;
  beforeAll(async () => {
    server = await startApiServer(shop.db, () => new Date());
    port = server.port;
  });
  afterAll(() => server.close());

  /** Sends the body in the given chunks; without a content-length when `chunked`. */
  const send = (method: string, path: string, chunks: string[], headers: Record<string, string> = {}, chunked = false) =>
    new Promise<Answer>((resolve, reject) => {
      const length = chunks.reduce((total, chunk) => total + Buffer.byteLength(chunk), 0);
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, method, path, headers: chunked ? headers : { 'Content-Length': String(length), ...headers } },
        (incoming) => {
          let text = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => (text += chunk));
          incoming.on('end', () => {
            const isJson = String(incoming.headers['content-type'] ?? '').includes('json');
            resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: isJson ? JSON.parse(text) : text });
          });
        },
      );
      // The server may answer 413 and close before the whole body is written.
      outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
      for (const chunk of chunks) outgoing.write(chunk);
      outgoing.end();
    });
  const postJson = (path: string, text: string, headers: Record<string, string> = {}) =>
    send('POST', path, [text], { 'Content-Type': 'application/json', ...headers });
  const loginBody = (padding = '') => JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, padding });

  describe('malformed JSON bodies answer 400 JSON', () => {
    it.each([
      ['an unclosed object', '{'],
      ['a cut-off value', '{"email":'],
      ['single quotes', "{'email':'customer@demo.shop'}"],
      ['a trailing brace', '{"email":"a@b.c"}}'],
      ['a bare word', 'customer'],
      ['a trailing comma', '{"email":"a@b.c",}'],
      ['a lone surrogate escape inside a broken string', '{"email":"\\ud800'],
      ['NaN', '{"quantity":NaN}'],
    ])('%s', async (_, text) => {
      for (const path of ['/api/v2/auth/login', '/api/v2/carts/add', '/api/v2/no-such-endpoint']) {
        const answer = await postJson(path, text);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ result: false, message: 'Malformed JSON body' });
        expect(answer.headers['content-type']).toContain('application/json');
      }
    });

    it('with a charset in the content type', async () => {
      const answer = await postJson('/api/v2/auth/login', '{"email":', { 'Content-Type': 'application/json; charset=utf-8' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result: false, message: 'Malformed JSON body' });
    });

    it('while well-formed JSON and URL-encoded forms still work, and an empty JSON body is no fields', async () => {
      const json = await postJson('/api/v2/auth/login', loginBody());
      expect(json.status).toBe(200);
      expect(json.body.access_token).toEqual(expect.any(String));
      const form = new URLSearchParams({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }).toString();
      const encoded = await send('POST', '/api/v2/auth/login', [form], { 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(encoded.status).toBe(200);
      const empty = await postJson('/api/v2/auth/login', '');
      expect(empty.status).toBe(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'password']);
    });
  });

  describe('oversized bodies answer 413 JSON', () => {
    const oversized = loginBody('x'.repeat(MAX_BODY_BYTES));

    it('declared by its content length', async () => {
      const answer = await postJson('/api/v2/auth/login', oversized);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ result: false, message: 'Request body is too large' });
    });

    it('sent chunked without a length, in many pieces', async () => {
      const pieces = oversized.match(/[\s\S]{1,8192}/g) ?? [];
      const answer = await send('POST', '/api/v2/auth/login', pieces, { 'Content-Type': 'application/json' }, true);
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ result: false, message: 'Request body is too large' });
    });

    it('of any content type, before it is parsed', async () => {
      const answer = await send('POST', '/api/v2/carts/add', ['{'.repeat(MAX_BODY_BYTES + 1)], { 'Content-Type': 'text/plain' });
      expect(answer.status).toBe(413);
    });

    /**
     * Writes a 10 MB body in 64 kB pieces, declared or chunked, and waits until the connection is done:
     * the answer as read, and any error the client met (a broken pipe, a reset) on the way.
     */
    const sendTenMegabytes = (chunked: boolean) =>
      new Promise<{ answer?: Answer; error?: string }>((resolve) => {
        const piece = 'x'.repeat(64 * 1024);
        const pieces = 160;
        let answer: Answer | undefined;
        let error: string | undefined;
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/v2/auth/login',
            headers: { 'Content-Type': 'application/json', ...(chunked ? {} : { 'Content-Length': String(piece.length * pieces) }) },
          },
          (incoming) => {
            let text = '';
            incoming.setEncoding('utf8');
            incoming.on('data', (chunk: string) => (text += chunk));
            incoming.on('end', () => {
              answer = { status: incoming.statusCode ?? 0, headers: incoming.headers, body: JSON.parse(text) };
            });
          },
        );
        outgoing.on('error', (met: NodeJS.ErrnoException) => (error ??= met.code ?? met.message));
        outgoing.on('close', () => setImmediate(() => resolve({ answer, error })));
        for (let index = 0; index < pieces; index += 1) outgoing.write(piece);
        outgoing.end();
      });

    it.each([
      ['sent chunked without a length', true],
      ['declared by its content length', false],
    ])('of 10 MB %s: the client writes it all and reads the JSON 413', async (_, chunked) => {
      const { answer, error } = await sendTenMegabytes(chunked);
      expect(error).toBeUndefined();
      expect(answer?.status).toBe(413);
      expect(answer?.headers['content-type']).toContain('application/json');
      expect(answer?.body).toMatchObject({ result: false, message: 'Request body is too large' });
    });

    it('sent without end: answers the 413, reads 32 MB more, then cuts the connection', async () => {
      // A raw socket, which keeps writing chunks as fast as the server reads them, whatever it answered.
      const chunk = `${(64 * 1024).toString(16)}\r\n${'x'.repeat(64 * 1024)}\r\n`;
      const { answer, written } = await new Promise<{ answer: string; written: number }>((resolve) => {
        let answer = '';
        let written = 0;
        const socket = connect(port, '127.0.0.1');
        socket.setEncoding('latin1');
        socket.on('data', (text: string) => (answer += text));
        socket.write('POST /api/v2/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
        // Stops by itself well past the point where the server should have cut it off.
        const writeOn = () => {
          while (!socket.destroyed && written < 4 * MAX_DISCARDED_BYTES) {
            written += 64 * 1024;
            if (!socket.write(chunk)) return;
          }
          socket.end();
        };
        socket.on('drain', writeOn);
        socket.on('error', () => undefined);
        socket.on('close', () => resolve({ answer, written }));
        writeOn();
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('"message":"Request body is too large"');
      expect(written).toBeGreaterThan(MAX_BODY_BYTES + MAX_DISCARDED_BYTES);
      expect(written).toBeLessThan(2 * MAX_DISCARDED_BYTES);
    });

    it('while a body just under the limit is read', async () => {
      const padding = 'x'.repeat(MAX_BODY_BYTES - loginBody().length);
      const answer = await postJson('/api/v2/auth/login', loginBody(padding));
      expect(Buffer.byteLength(loginBody(padding))).toBe(MAX_BODY_BYTES);
      expect(answer.status).toBe(200);
    });
  });

  describe('caching and middleware headers', () => {
    it('answers API data private, no-store, and leaves public media cacheable', async () => {
      const products = await send('GET', '/api/v3/products?limit=1', []);
      expect(products.status).toBe(200);
      expect(products.headers['cache-control']).toBe('private, no-store');
      const failed = await postJson('/api/v2/auth/login', '{');
      expect(failed.headers['cache-control']).toBe('private, no-store');
      const media = await send('GET', '/api/media/banners/wide/1c1c1c/T-Shirts.svg', []);
      expect(media.status).toBe(200);
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each(['middleware', 'pages/_middleware', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware'])(
      'a protected call carrying x-middleware-subrequest: %s still answers 401',
      async (value) => {
        for (const path of ['/api/v2/purchase-history', '/api/v2/auth/user', '/api/v2/profile/update']) {
          const answer = await send(path.endsWith('update') ? 'POST' : 'GET', path, [], { 'x-middleware-subrequest': value });
          expect(answer.status).toBe(401);
          expect(JSON.stringify(answer.body)).not.toContain(DEMO_CUSTOMER.email);
        }
      },
    );
  });
});

describe('hardening: next.config.js headers', () => {
  const savedEnvironment = { ...process.env };
  afterEach(() => {
    process.env = { ...savedEnvironment };
  });

  type HeaderRule = { source: string; headers: Array<{ key: string; value: string }>; has?: RouteHas[]; missing?: RouteHas[] };
  /** The headers Next would send for a request: every rule whose path and conditions match, later ones winning. */
  const headersFor = async (path: string, environment: Record<string, string | undefined> = {}, requestHeaders: Record<string, string> = {}) => {
    process.env = { ...savedEnvironment, NODE_ENV: 'production', NEXT_PUBLIC_GTM_ID: '', NEXT_PUBLIC_GOOGLE_CLIENT_ID: '', NEXT_PUBLIC_API_BASE_URL: '', HSTS: '', CSP_EXTRA_SOURCES: '', ...environment };
    const rules = (await nextConfig.headers!()) as HeaderRule[];
    const request = { headers: requestHeaders } as unknown as IncomingMessage;
    const headers: Record<string, string> = {};
    for (const rule of rules) {
      if (getPathMatch(rule.source)(path) === false || matchHas(request, {}, rule.has, rule.missing) === false) continue;
      for (const { key, value } of rule.headers) headers[key] = value;
    }
    return headers;
  };
  const directives = (policy: string) =>
    Object.fromEntries(policy.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }));

  const PERSONAL_PAGES = [
    '/orders', '/orders/12', '/profile', '/checkout', '/cart', '/address-book', '/wishlist', '/reviews', '/password',
    '/login', '/affiliate/Dashboard', '/affiliate/withdraw_request', '/order-confirmation/12', '/payment/simulated/abc',
    '/api/v2/carts', '/api/v2/auth/user', '/api/v3/products',
  ];
  it.each(PERSONAL_PAGES)('%s is private, no-store, with the security headers', async (path) => {
    const headers = await headersFor(path);
    expect(headers).toMatchObject({
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(directives(headers['Content-Security-Policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it.each(['/', '/details/some-panjabi', '/category/men', '/search', '/page/about-us'])(
    'public page %s gets the security headers and keeps its own caching',
    async (path) => {
      const headers = await headersFor(path);
      expect(headers['Cache-Control']).toBeUndefined();
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    },
  );

  it('allows only the shop itself when nothing third-party is configured', async () => {
    const policy = directives((await headersFor('/'))['Content-Security-Policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://connect.facebook.net']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://www.facebook.com']);
    const whole = Object.values(policy).flat().join(' ');
    expect(whole).not.toMatch(/google|\*(?!\.)|'unsafe-eval'|ws:|http:/);
  });

  it('adds Google Tag Manager origins only with NEXT_PUBLIC_GTM_ID', async () => {
    const policy = directives((await headersFor('/', { NEXT_PUBLIC_GTM_ID: 'GTM-TEST1' }))['Content-Security-Policy']);
    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://www.google-analytics.com');
    expect(policy['frame-src']).toContain('https://www.googletagmanager.com');
    expect(policy['script-src'].join(' ')).not.toContain('accounts.google.com');
  });

  it('adds Google sign-in origins only with NEXT_PUBLIC_GOOGLE_CLIENT_ID', async () => {
    const policy = directives((await headersFor('/login', { NEXT_PUBLIC_GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' }))['Content-Security-Policy']);
    expect(policy['script-src']).toContain('https://accounts.google.com/gsi/client');
    expect(policy['frame-src']).toContain('https://accounts.google.com/gsi/');
    expect(policy['style-src']).toContain('https://accounts.google.com/gsi/style');
    expect(policy['script-src'].join(' ')).not.toContain('googletagmanager');
  });

  it('allows a separate API backend and the admin tag origins, but nothing that is not an https origin', async () => {
    const policy = directives(
      (
        await headersFor('/', {
          NEXT_PUBLIC_API_BASE_URL: 'https://api.shop.example/api',
          CSP_EXTRA_SOURCES: "https://tags.example.com http://plain.example.com 'unsafe-eval' * https://evil.example;script-src",
        })
      )['Content-Security-Policy'],
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.shop.example', 'https://tags.example.com']);
    expect(policy['script-src']).toContain('https://tags.example.com');
    expect(Object.values(policy).flat()).not.toEqual(expect.arrayContaining(['http://plain.example.com']));
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(Object.values(policy).flat()).not.toContain('*');
    expect(Object.keys(policy)).toHaveLength(12);
  });

  const HTTPS_PAGES = ['/', '/details/some-panjabi', '/bn/category/men', '/login', '/orders/12', '/api/v2/carts', '/api/media/banners/wide/1c1c1c/x.svg', '/_next/static/chunks/main.js', '/favicon.ico'];
  it.each(HTTPS_PAGES)('keeps browsers on HTTPS for a year from %s when the proxy says it came over HTTPS', async (path) => {
    const headers = await headersFor(path, {}, { 'x-forwarded-proto': 'https' });
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it.each([
    ['over plain HTTP', {}, {}],
    ['over plain HTTP, as the proxy says', {}, { 'x-forwarded-proto': 'http' }],
    ['with a header that only starts like https', {}, { 'x-forwarded-proto': 'https-ish' }],
    ['with HSTS=off', { HSTS: 'off' }, { 'x-forwarded-proto': 'https' }],
    ['in development', { NODE_ENV: 'development' }, { 'x-forwarded-proto': 'https' }],
  ])('sends no Strict-Transport-Security %s', async (_, environment, requestHeaders) => {
    for (const path of HTTPS_PAGES) {
      const headers = await headersFor(path, environment, requestHeaders);
      expect(headers['Strict-Transport-Security']).toBeUndefined();
      expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('adds eval and the hot-reload socket only in development', async () => {
    const policy = directives((await headersFor('/', { NODE_ENV: 'development' }))['Content-Security-Policy']);
    expect(policy['script-src']).toContain("'unsafe-eval'");
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['ws:', 'wss:']));
  });
});
