// Next's page cache in Redis (deploy/redisCacheHandler.js) against a real redis-server, started in a
// temporary folder on REDIS_PORT + 1 (6391 by default, beside the topology's Redis), as Next calls it:
// `set` after a render, `get` before answering a page.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as redisClient from '@redis/client';

const PORT = Number(process.env.REDIS_PORT ?? '6390') + 1;

interface StoredEntry {
  value: unknown;
  lastModified: number;
  cacheControl?: { revalidate: number; expire?: number };
}

interface CacheHandler {
  get(key: string): Promise<StoredEntry | null>;
  set(key: string, data: unknown, context: { cacheControl?: { revalidate: number; expire?: number }; tags?: string[] }): Promise<void>;
}

/** A product page as Next's pages router gives it to the cache after a render. */
function productPage(stock: number) {
  return {
    kind: 'PAGES',
    html: `<main>${stock} in stock</main>`,
    pageData: { pageProps: { stock } },
    headers: undefined,
    status: 200,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let folder: string;
let server: ChildProcess;
let clients: redisClient.RedisClientType[];
let handler: CacheHandler;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'redis-cache-handler-'));
  writeFileSync(path.join(folder, 'BUILD_ID'), 'test-build');
  server = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--dir', folder, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let attempt = 0; ; attempt += 1) {
    try {
      execFileSync('redis-cli', ['-p', String(PORT), 'ping'], { stdio: 'ignore' });
      break;
    } catch (error) {
      if (attempt === 50) throw error;
      await sleep(100);
    }
  }
  process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
  // The handler keeps one connection per process; the test closes it once done.
  const createClient = redisClient.createClient;
  clients = [];
  jest.spyOn(redisClient, 'createClient').mockImplementation((options) => {
    const client = createClient(options);
    clients.push(client as redisClient.RedisClientType);
    return client;
  });
  const RedisCacheHandler = jest.requireActual<new (options: { serverDistDir: string }) => CacheHandler>('./redisCacheHandler.js');
  handler = new RedisCacheHandler({ serverDistDir: path.join(folder, 'server') });
});

afterAll(async () => {
  for (const client of clients ?? []) client.destroy();
  server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

test('a page nobody has stored is a miss', async () => {
  expect(await handler.get('/details/never-rendered')).toBeNull();
});

test('a page past its expire time is still answered, with the time it was stored, for Next to render it again from', async () => {
  const storedAt = Date.now();
  await handler.set('/details/past-expire', productPage(3), { cacheControl: { revalidate: 1, expire: 2 }, tags: [] });

  await sleep(2_500);

  const entry = await handler.get('/details/past-expire');
  expect(entry?.value).toEqual(productPage(3));
  expect(entry?.cacheControl).toEqual({ revalidate: 1, expire: 2 });
  expect(entry?.lastModified).toBeGreaterThanOrEqual(storedAt);
  expect(entry?.lastModified).toBeLessThan(storedAt + 1_000);
});

test("a render stored again replaces the page's copy", async () => {
  await handler.set('/details/restocked', productPage(0), { cacheControl: { revalidate: 4, expire: 8 }, tags: [] });
  await handler.set('/details/restocked', productPage(5), { cacheControl: { revalidate: 4, expire: 8 }, tags: [] });

  expect((await handler.get('/details/restocked'))?.value).toEqual(productPage(5));
});

test('the handlers Next creates for each request read the build id once per process', async () => {
  await handler.set('/details/one-build', productPage(2), { cacheControl: { revalidate: 4, expire: 8 }, tags: [] });
  // Were the next handler to read the file again, it would look under another build's keys and miss.
  writeFileSync(path.join(folder, 'BUILD_ID'), 'a-build-this-process-does-not-serve');
  const RedisCacheHandler = jest.requireActual<new (options: { serverDistDir: string }) => CacheHandler>('./redisCacheHandler.js');
  const nextRequestsHandler = new RedisCacheHandler({ serverDistDir: path.join(folder, 'server') });

  expect((await nextRequestsHandler.get('/details/one-build'))?.value).toEqual(productPage(2));
});
