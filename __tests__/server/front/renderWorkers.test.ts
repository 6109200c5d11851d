import { Agent, createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCachingHandler } from '@/server/front/cachingHandler';
import { type ConfiguredHeaders, configuredHeaders, type HeaderRule, withConfiguredHeaders } from '@/server/front/configuredHeaders';
import { PageCache } from '@/server/front/pageCache';
import { forwardTo, RenderWorkers } from '@/server/front/renderWorkers';

// The front server passes what it does not answer itself to render workers: first the forwarding,
// against a stand-in for Next in this process, then the workers as processes of their own.

const STAND_IN_WORKER = path.join(__dirname, 'support', 'standInRenderWorker.cjs');

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => {
      if (check()) resolve();
      else if (Date.now() > deadline) reject(new Error('The condition was not met in time'));
      else setTimeout(poll, 20);
    };
    poll();
  });
}

describe('forwarding a request to a render worker', () => {
  interface Seen {
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body: string;
  }

  let worker: { server: Server; port: number };
  let front: { server: Server; port: number };
  let agent: Agent;
  let renders: number;
  let leftEarly: boolean;

  async function standInForNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    if (request.url === '/echo') {
      const seen: Seen = { method: request.method ?? '', url: request.url, headers: request.headers, body };
      response.statusCode = 201;
      response.setHeader('set-cookie', ['first=1; Path=/', 'second=2; Path=/']);
      response.end(JSON.stringify(seen));
    } else if (request.url === '/details/shirt') {
      renders += 1;
      response.setHeader('cache-control', 's-maxage=30, stale-while-revalidate=30');
      response.end(`render ${renders}`);
    } else if (request.url === '/cut') {
      response.writeHead(200, { 'content-length': '100' });
      response.write('the first half');
      setTimeout(() => response.destroy(), 20);
    } else {
      response.once('close', () => {
        leftEarly = !response.writableFinished;
      });
    }
  }

  beforeAll(async () => {
    agent = new Agent({ keepAlive: true });
    worker = await listen((request, response) => void standInForNext(request, response));
    const cache = new PageCache(1024 * 1024);
    front = await listen(createCachingHandler((request, response) => forwardTo(worker.port, agent, request, response), cache));
  });

  afterAll(async () => {
    agent.destroy();
    await close(front.server);
    await close(worker.server);
  });

  beforeEach(() => {
    renders = 0;
    leftEarly = false;
  });

  it('passes the method, address, headers and body on, and the status and headers back, each cookie on its own', async () => {
    const answer = await fetch(`http://127.0.0.1:${front.port}/echo`, { method: 'POST', headers: { 'x-shop': 'yes' }, body: 'size=M' });

    expect(answer.status).toBe(201);
    expect(answer.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/']);
    const seen = (await answer.json()) as Seen;
    expect(seen).toMatchObject({ method: 'POST', url: '/echo', body: 'size=M' });
    // The shop's address in its pages (canonical links) comes from the host the shopper asked.
    expect(seen.headers).toMatchObject({ host: `127.0.0.1:${front.port}`, 'x-shop': 'yes' });
  });

  it('lets the page cache keep a page the worker rendered', async () => {
    const first = await fetch(`http://127.0.0.1:${front.port}/details/shirt`);
    const second = await fetch(`http://127.0.0.1:${front.port}/details/shirt`);

    expect(await first.text()).toBe('render 1');
    expect(await second.text()).toBe('render 1');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(renders).toBe(1);
  });

  it('does not pass a cut answer off as whole', async () => {
    const answer = await fetch(`http://127.0.0.1:${front.port}/cut`);

    await expect(answer.text()).rejects.toThrow();
  });

  it('stops waiting for the worker when the shopper leaves', async () => {
    const leaving = new AbortController();
    const request = fetch(`http://127.0.0.1:${front.port}/never-answered`, { signal: leaving.signal });
    setTimeout(() => leaving.abort(), 100);

    await expect(request).rejects.toThrow();
    await eventually(() => leftEarly);
  });

  it('sends a GET again on a new connection when the worker closed the kept-alive one it went out on', async () => {
    const requestsOn = new Map<unknown, number>();
    // The worker closes a kept-alive connection as idle just as the next request arrives on it.
    const closing = await listen((request, response) => {
      const count = (requestsOn.get(request.socket) ?? 0) + 1;
      requestsOn.set(request.socket, count);
      if (count > 1) request.socket.destroy();
      else response.end('rendered');
    });
    const keepingAlive = new Agent({ keepAlive: true });
    const lone = await listen((request, response) => void forwardTo(closing.port, keepingAlive, request, response));

    const first = await fetch(`http://127.0.0.1:${lone.port}/details/shirt`);
    expect(await first.text()).toBe('rendered');
    const second = await fetch(`http://127.0.0.1:${lone.port}/details/shirt`);

    expect([second.status, await second.text()]).toEqual([200, 'rendered']);
    expect([...requestsOn.values()]).toEqual([2, 1]);
    keepingAlive.destroy();
    await close(lone.server);
    await close(closing.server);
  });

  it('answers 502 with a message when the worker does not answer, and logs why', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = await listen(() => undefined);
    await close(gone.server);
    const lone = await listen((request, response) => void forwardTo(gone.port, agent, request, response));

    const answer = await fetch(`http://127.0.0.1:${lone.port}/details/shirt`);

    expect(answer.status).toBe(502);
    expect(await answer.text()).toBe('The page could not be rendered. Try again in a moment.');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /details/shirt: the render worker did not answer: connect ECONNREFUSED'));
    logged.mockRestore();
    await close(lone.server);
  });
});

describe('render workers', () => {
  interface WorkerAnswer {
    pid: number;
    url: string;
  }

  let workers: RenderWorkers | undefined;
  let front: { server: Server; port: number } | undefined;

  async function startWorkers(count: number, args: string[] = []): Promise<RenderWorkers> {
    workers = new RenderWorkers({ count, entry: STAND_IN_WORKER, args });
    await workers.start();
    const started = workers;
    front = await listen((request, response) => void started.handle(request, response));
    return started;
  }

  async function ask(pathname: string): Promise<Response> {
    return fetch(`http://127.0.0.1:${front!.port}${pathname}`);
  }

  afterEach(async () => {
    workers?.stop();
    if (front) await close(front.server);
    workers = undefined;
    front = undefined;
  });

  it('starts every worker and sends a request to the one with the fewest in flight', async () => {
    const started = await startWorkers(2);
    expect(new Set(started.origins()).size).toBe(2);

    const slow = ask('/slow?wait=600');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const whileBusy = (await (await ask('/one')).json()) as WorkerAnswer;
    const again = (await (await ask('/two')).json()) as WorkerAnswer;
    const slowAnswer = (await (await slow).json()) as WorkerAnswer;

    expect(whileBusy.pid).not.toBe(slowAnswer.pid);
    expect(again.pid).toBe(whileBusy.pid);
  });

  it('takes idle workers in turn', async () => {
    await startWorkers(2);

    const answers: WorkerAnswer[] = [];
    for (const pathname of ['/first', '/second', '/third', '/fourth']) answers.push((await (await ask(pathname)).json()) as WorkerAnswer);

    const [first, second, third, fourth] = answers.map(({ pid }) => pid);
    expect(second).not.toBe(first);
    expect([third, fourth]).toEqual([first, second]);
  });

  it('starts a worker that stopped again, and answers 503 while none answers', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = await startWorkers(1);
    const first = (await (await ask('/')).json()) as WorkerAnswer;

    process.kill(first.pid, 'SIGKILL');
    await eventually(() => started.origins().length === 0);
    const meanwhile = await ask('/');
    expect(meanwhile.status).toBe(503);
    expect(meanwhile.headers.get('retry-after')).toBe('1');

    await eventually(() => started.origins().length === 1);
    const later = (await (await ask('/')).json()) as WorkerAnswer;
    expect(later.pid).not.toBe(first.pid);
    expect(logged).toHaveBeenCalledWith('A render worker stopped (SIGKILL); starting another.');
    logged.mockRestore();
  });

  it('stops its workers when it stops', async () => {
    const started = await startWorkers(1);
    const { pid } = (await (await ask('/')).json()) as WorkerAnswer;

    started.stop();

    await eventually(() => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    });
  });

  it('fails to start when a worker stops before it answers', async () => {
    workers = new RenderWorkers({ count: 2, entry: STAND_IN_WORKER, args: ['stop-at-once'] });

    await expect(workers.start()).rejects.toThrow('A render worker stopped before it answered (exit code 3)');
  });

  it('takes at least one worker', () => {
    expect(() => new RenderWorkers({ count: 0, entry: STAND_IN_WORKER, args: [] })).toThrow('Not a number of render workers: 0');
  });
});

describe("the front server's own answers for pages", () => {
  // next.config.js is CommonJS without type declarations.
  const nextConfig = require('../../../next.config.js') as { headers: () => Promise<HeaderRule[]> };
  let headersFor: ConfiguredHeaders;
  let front: { server: Server; port: number } | undefined;

  beforeAll(async () => {
    jest.replaceProperty(process.env, 'NODE_ENV', 'production');
    headersFor = configuredHeaders(await nextConfig.headers());
    jest.restoreAllMocks();
  });

  afterEach(async () => {
    if (front) await close(front.server);
    front = undefined;
  });

  async function answerThrough(handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>, pathname: string, headers: Record<string, string> = {}) {
    front = await listen((request, response) => void withConfiguredHeaders(headersFor, handle)(request, response));
    return fetch(`http://127.0.0.1:${front.port}${pathname}`, { headers });
  }

  const expectSecurityHeaders = (answer: Response) => {
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  };

  it('answers 503 while no render worker answers with the headers of every answer, HSTS over HTTPS', async () => {
    const starting = new RenderWorkers({ count: 1, entry: STAND_IN_WORKER, args: [] });

    const plain = await answerThrough(starting.handle, '/details/shirt');
    expect(plain.status).toBe(503);
    expect(await plain.text()).toBe('The shop is starting. Try again in a moment.');
    expect(plain.headers.get('retry-after')).toBe('1');
    expect(plain.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(plain);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    await close(front!.server);

    const overHttps = await answerThrough(starting.handle, '/orders/12', { 'X-Forwarded-Proto': 'https' });
    expect(overHttps.status).toBe(503);
    expect(overHttps.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(overHttps);
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('answers 502 when the worker does not answer with the same headers', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const gone = await listen(() => undefined);
    await close(gone.server);
    const agent = new Agent();

    const answer = await answerThrough((request, response) => forwardTo(gone.port, agent, request, response), '/', { 'X-Forwarded-Proto': 'https' });

    expect(answer.status).toBe(502);
    expectSecurityHeaders(answer);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
    logged.mockRestore();
    agent.destroy();
  });

  it("passes a worker's page on with the worker's own headers over the configured ones", async () => {
    const worker = await listen((_, response) => {
      response.setHeader('content-security-policy', "default-src 'none'");
      response.end('page');
    });
    const agent = new Agent();

    const answer = await answerThrough((request, response) => forwardTo(worker.port, agent, request, response), '/details/shirt');

    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('page');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    agent.destroy();
    await close(worker.server);
  });
});
