import { readFileSync } from 'node:fs';
import path from 'node:path';

// The service worker (public/sw.js) run in a stand-in worker scope: while online a page always comes
// from the server, past the browser's HTTP cache and the worker's caches; offline, the offline page.

const ORIGIN = 'https://shop.example';
const workerSource = readFileSync(path.join(__dirname, '../../../public/sw.js'), 'utf8');

type Listener = (event: FetchEventStandIn) => void;

interface FetchEventStandIn {
  request: { method: string; url: string; mode: string };
  respondWith: (answer: Promise<Response>) => void;
}

/** What the worker can reach: its scope, the Cache Storage and fetch, every cache holding an old copy. */
function startWorker(network: (request: unknown, init?: RequestInit) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const scope = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  const oldCopy = new Response('<h1>Reviews (7)</h1>');
  const caches = {
    match: jest.fn(async (request: unknown) => (String(request).endsWith('/offline.html') ? new Response('<h1>You are offline</h1>') : oldCopy.clone())),
    open: jest.fn(async () => ({ put: jest.fn() })),
  };
  const fetch = jest.fn(network);
  new Function('self', 'caches', 'fetch', workerSource)(scope, caches, fetch);

  /** The answer the worker gives a GET of `pathname`, or undefined when it leaves it to the browser. */
  async function answer(pathname: string, mode: string): Promise<Response | undefined> {
    let response: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: { method: 'GET', url: `${ORIGIN}${pathname}`, mode },
      respondWith: (given) => {
        response = given;
      },
    });
    return response;
  }
  return { answer, fetch, caches };
}

describe('the service worker', () => {
  it('answers a page from the server, never from a cache, while online', async () => {
    const worker = startWorker(async () => new Response('<h1>Reviews (8)</h1>'));
    const page = await worker.answer('/details/cotton-panjabi', 'navigate');
    await expect(page?.text()).resolves.toBe('<h1>Reviews (8)</h1>');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
    const [request, init] = worker.fetch.mock.calls[0];
    expect(request).toMatchObject({ url: `${ORIGIN}/details/cotton-panjabi` });
    // 'no-cache' and 'reload' go to the server even when the browser's HTTP cache holds a copy; so does 'no-store'.
    expect(['no-cache', 'reload', 'no-store']).toContain(init?.cache);
  });

  it('shows the offline page when a page cannot be fetched', async () => {
    const worker = startWorker(async () => {
      throw new TypeError('Failed to fetch');
    });
    const page = await worker.answer('/details/cotton-panjabi', 'navigate');
    await expect(page?.text()).resolves.toBe('<h1>You are offline</h1>');
  });

  it('leaves the API to the browser and keeps built files from its cache', async () => {
    const worker = startWorker(async () => new Response('fresh'));
    await expect(worker.answer('/api/v2/productsBySlug/cotton-panjabi', 'cors')).resolves.toBeUndefined();
    const script = await worker.answer('/_next/static/chunks/main-abc123.js', 'no-cors');
    await expect(script?.text()).resolves.toBe('<h1>Reviews (7)</h1>');
    expect(worker.fetch).not.toHaveBeenCalled();
  });
});
