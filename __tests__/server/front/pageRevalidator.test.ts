import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PageCache } from '@/server/front/pageCache';
import { createPageRevalidator, readPreviewModeId } from '@/server/front/pageRevalidator';

// The front server renders a changed page again as Next's res.revalidate does, by asking every render
// worker for it with the build's preview id, then empties its page cache; here against two stand-ins
// for Next.

const PREVIEW_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let servers: Server[];
let origins: string[];
let seen: Seen[];
let answer: { status: number; cache?: string };
/** The stand-in that answers 500 whatever `answer` says. */
let failingOrigin: string | undefined;

beforeAll(async () => {
  servers = [0, 1].map(() =>
    createServer((request, response) => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      const failing = `http://${request.headers.host}` === failingOrigin;
      if (answer.cache && !failing) response.setHeader('x-nextjs-cache', answer.cache);
      response.statusCode = failing ? 500 : answer.status;
      response.end();
    }),
  );
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  origins = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

beforeEach(() => {
  seen = [];
  answer = { status: 200, cache: 'REVALIDATED' };
  failingOrigin = undefined;
});

const oneWorker = () => origins.slice(0, 1);
const everyWorker = () => origins;

function cacheWithOnePage(): PageCache {
  const cache = new PageCache(1024 * 1024);
  cache.keep('/details/shirt', { headers: {}, body: Buffer.from('old page'), storedAt: 0, freshUntil: Number.MAX_SAFE_INTEGER }, cache.generation);
  return cache;
}

describe('the front server’s page revalidator', () => {
  it('asks for the page with the preview id, only if it was rendered before, then empties the page cache', async () => {
    const cache = cacheWithOnePage();
    await createPageRevalidator(oneWorker, PREVIEW_ID, cache)('/bn/details/shirt');

    expect(seen).toEqual([
      expect.objectContaining({
        method: 'HEAD',
        url: '/bn/details/shirt',
        headers: expect.objectContaining({ 'x-prerender-revalidate': PREVIEW_ID, 'x-prerender-revalidate-if-generated': '1' }),
      }),
    ]);
    expect(cache.find('/details/shirt', 1)).toBeUndefined();
  });

  it('takes a page never rendered (404) as done, and fails on an error while still emptying the cache', async () => {
    answer = { status: 404 };
    await expect(createPageRevalidator(oneWorker, PREVIEW_ID, new PageCache(1024))('/details/new')).resolves.toBeUndefined();

    answer = { status: 500 };
    const cache = cacheWithOnePage();
    await expect(createPageRevalidator(oneWorker, PREVIEW_ID, cache)('/details/shirt')).rejects.toThrow('Invalid response 500');
    expect(cache.find('/details/shirt', 1)).toBeUndefined();
  });

  it('asks every render worker, and the others still when one fails', async () => {
    await createPageRevalidator(everyWorker, PREVIEW_ID, new PageCache(1024))('/details/shirt');
    expect(seen.map(({ headers }) => `http://${headers.host}`).sort()).toEqual([...origins].sort());

    seen = [];
    failingOrigin = origins[0];
    const cache = cacheWithOnePage();
    await expect(createPageRevalidator(everyWorker, PREVIEW_ID, cache)('/details/shirt')).rejects.toThrow('Invalid response 500');
    expect(seen.map(({ headers }) => `http://${headers.host}`).sort()).toEqual([...origins].sort());
    expect(cache.find('/details/shirt', 1)).toBeUndefined();
  });
});

describe('readPreviewModeId', () => {
  it("reads the build's preview id, and says to build first when there is none", () => {
    const build = mkdtempSync(path.join(tmpdir(), 'shop-build-'));
    expect(() => readPreviewModeId(build)).toThrow();
    writeFileSync(path.join(build, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeId: PREVIEW_ID } }));
    expect(readPreviewModeId(build)).toBe(PREVIEW_ID);
    writeFileSync(path.join(build, 'prerender-manifest.json'), JSON.stringify({ version: 4 }));
    expect(() => readPreviewModeId(build)).toThrow('run `npm run build` first');
  });
});
