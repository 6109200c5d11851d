import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCachingHandler, ROUTING_COOKIES } from '@/server/front/cachingHandler';
import { PageCache } from '@/server/front/pageCache';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/utils/cacheControl';

// The front server in front of a stand-in for Next that counts what reaches it and says, in each
// page, how many times it rendered and what the request carried.

const ISR_CACHE_CONTROL = 's-maxage=30, stale-while-revalidate=30';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let baseUrl: string;
let cache: PageCache;
let now: number;
let rendered: string[];
let releaseSlowPage: () => void;

function standInForNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = request.url ?? '/';
  rendered.push(url);
  const renders = rendered.filter((seen) => seen === url).length;
  const describe = `${url} render ${renders} host ${request.headers.host} encoding ${request.headers['accept-encoding'] ?? '-'}`;
  if (url === '/throws') return Promise.reject(new Error('render failed'));
  if (url === '/slow') {
    return new Promise((resolve) => {
      releaseSlowPage = () => {
        response.setHeader('Cache-Control', ISR_CACHE_CONTROL);
        response.end(describe);
        resolve();
      };
    });
  }
  const headers: Record<string, string> = {
    '/details/shirt': { 'Cache-Control': ISR_CACHE_CONTROL, Vary: 'Accept-Encoding' },
    '/category/men?size=M': { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
    '/cart': { 'Cache-Control': 'private, no-store' },
    '/signed-in': { 'Cache-Control': ISR_CACHE_CONTROL, 'Set-Cookie': 'token=abc' },
    '/varies-by-cookie': { 'Cache-Control': ISR_CACHE_CONTROL, Vary: 'Cookie' },
    '/api/v2/categories': { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
    '/media/brand/logo.svg': { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
    '/streamed': { 'Cache-Control': ISR_CACHE_CONTROL },
  }[url] ?? { 'Cache-Control': ISR_CACHE_CONTROL };
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('x-nextjs-cache', 'MISS');
  if (url === '/missing') response.statusCode = 404;
  if (url === '/streamed') {
    response.write('first part, ');
    response.write(Buffer.from('second part, '));
  }
  response.end(describe);
  return Promise.resolve();
}

function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The page is stored once its answer has gone out, which the client may see a moment earlier. */
function afterStoring(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function getTwice(pathname: string, headers: Record<string, string> = {}): Promise<[Answer, Answer]> {
  const first = await get(pathname, headers);
  await afterStoring();
  return [first, await get(pathname, headers)];
}

beforeEach(async () => {
  cache = new PageCache(1024 * 1024);
  now = 1_000_000;
  rendered = [];
  server = createServer(createCachingHandler(standInForNext, cache, () => now));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the front server', () => {
  it('answers a page a shared cache may keep from its cache, without asking Next again', async () => {
    const [first, second] = await getTwice('/details/shirt');

    expect(rendered).toEqual(['/details/shirt']);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe(ISR_CACHE_CONTROL);
    expect(second.headers['content-length']).toBe(String(first.body.length));
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(first.headers['x-nextjs-cache']).toBe('MISS');
  });

  it('says how old the page is, and asks Next again once its s-maxage has passed', async () => {
    await get('/category/men?size=M');
    await afterStoring();
    now += 12_500;
    const cached = await get('/category/men?size=M');
    now += 17_500;
    const renderedAgain = await get('/category/men?size=M');

    expect(cached.headers.age).toBe('12');
    expect(renderedAgain.body).toContain('render 2');
    expect(renderedAgain.headers.age).toBeUndefined();
  });

  it('stores a page written in parts whole', async () => {
    const [first, second] = await getTwice('/streamed');

    expect(second.body).toBe(first.body);
    expect(second.body).toMatch(/^first part, second part, \/streamed render 1/);
    expect(rendered).toEqual(['/streamed']);
  });

  it.each([
    ['a private answer', '/cart'],
    ['an answer that sets a cookie', '/signed-in'],
    ['an answer that varies by more than the encoding', '/varies-by-cookie'],
    ['an answer other than 200', '/missing'],
    ['an API answer, even a public one', '/api/v2/categories'],
    ['a media answer, even one a shared cache may keep', '/media/brand/logo.svg'],
  ])('never keeps %s', async (_description, pathname) => {
    const [, second] = await getTwice(pathname);

    expect(rendered).toEqual([pathname, pathname]);
    expect(second.body).toContain('render 2');
  });

  it.each([
    ['a HEAD request', { method: 'HEAD' }],
    ['a request to render the page again', { headers: { 'x-prerender-revalidate': 'preview-id' } }],
    ['a request with credentials', { headers: { authorization: 'Bearer abc' } }],
    ['a preview-mode request', { headers: { cookie: '__prerender_bypass=1' } }],
  ])('lets %s through to Next', async (_description, options: { method?: string; headers?: Record<string, string> }) => {
    await get('/details/shirt');
    await afterStoring();

    await new Promise<void>((resolve, reject) => {
      const outgoing = request(`${baseUrl}/details/shirt`, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
        response.resume();
        response.on('end', resolve);
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

    expect(rendered).toEqual(['/details/shirt', '/details/shirt']);
  });

  it('keeps a page per encoding, site address and chosen language, but not per sign-in cookie', async () => {
    await getTwice('/details/shirt', { 'accept-encoding': 'gzip' });
    const identity = await get('/details/shirt');
    const otherHost = await get('/details/shirt', { host: 'shop.example', 'accept-encoding': 'gzip' });
    const forwardedHost = await get('/details/shirt', { 'x-forwarded-host': 'shop.example', 'accept-encoding': 'gzip' });
    const bangla = await get('/details/shirt', { cookie: 'lang=bn', 'accept-encoding': 'gzip' });
    const signedIn = await get('/details/shirt', { cookie: 'token=abc; lang=en', 'accept-encoding': 'gzip' });
    const guest = await get('/details/shirt', { cookie: 'token=guest', 'accept-encoding': 'gzip' });

    expect(identity.body).toContain('encoding -');
    expect(otherHost.body).toContain('host shop.example');
    expect(forwardedHost.body).toContain('render 4');
    expect(bangla.body).toContain('render 5');
    // A sign-in cookie does not change the page; the language it says it chose is English.
    expect(signedIn.body).toContain('render 6');
    expect(guest.body).toContain('render 1');
    expect(guest.headers['x-nextjs-cache']).toBe('HIT');
  });

  it('does not keep a page whose answer began before the cache was cleared', async () => {
    const slow = get('/slow');
    await until(() => rendered.length === 1);
    cache.clear();
    releaseSlowPage();
    await slow;
    await afterStoring();
    const again = get('/slow');
    await until(() => rendered.length === 2);
    releaseSlowPage();

    expect((await again).body).toContain('render 2');
  });

  it('answers 500 when Next fails outside its own error handling', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await get('/throws');

    expect(answer.status).toBe(500);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('GET /throws failed'));
    errors.mockRestore();
  });

  it("keys pages by every cookie Next's routing reads (next.config.js)", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.join(process.cwd(), 'next.config.js')) as {
      redirects: () => Promise<{ has?: { type: string; key: string }[]; missing?: { type: string; key: string }[] }[]>;
      headers: () => Promise<{ has?: { type: string; key: string }[]; missing?: { type: string; key: string }[] }[]>;
    };
    const rules = [...(await config.redirects()), ...(await config.headers())];
    const cookiesRead = rules.flatMap((rule) => [...(rule.has ?? []), ...(rule.missing ?? [])]).filter((condition) => condition.type === 'cookie');

    expect(cookiesRead.length).toBeGreaterThan(0);
    for (const condition of cookiesRead) expect(ROUTING_COOKIES).toContain(condition.key);
  });
});
