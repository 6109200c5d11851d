import { type ChildProcess, fork } from 'node:child_process';
import { Agent, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, request as requestUpstream } from 'node:http';

// Next renders pages in worker processes, one a core by default: a render is about 12 ms of one
// thread's time, and one process used one core of the machine. The front server keeps the API, whose
// writes stay in one process, and the page cache; whatever else it passes to the worker with the
// fewest requests in flight. A worker that stops is started again.

/** What a worker sends once it answers: the loopback port it listens on. */
export interface RenderWorkerMessage {
  ready: number;
}

export interface RenderWorkerOptions {
  count: number;
  /** The worker's entry file; it runs with the front server's own Node options (its TypeScript loader). */
  entry: string;
  args: readonly string[];
}

interface WorkerSlot {
  child?: ChildProcess;
  /** Set while the worker answers. */
  port?: number;
  inFlight: number;
}

const RESTART_DELAY_MS = 1000;
// They belong to one connection: each side of the proxy has its own.
const HOP_BY_HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP_HEADERS.has(name)));
}

function answerPlainly(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  response.end(text);
}

/** Passes the request to a worker and its answer back, header by header so that the page cache sees them. */
export function forwardTo(port: number, agent: Agent, request: IncomingMessage, response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const upstream = requestUpstream(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers: endToEndHeaders(request.headers), agent },
      (answer) => {
        response.statusCode = answer.statusCode ?? 502;
        for (const [name, value] of Object.entries(endToEndHeaders(answer.headers))) {
          if (value !== undefined) response.setHeader(name, value);
        }
        // A worker that stops halfway leaves a cut answer, which must not look whole.
        answer.once('close', () => {
          if (!answer.complete) response.destroy();
        });
        answer.pipe(response);
      },
    );
    let shopperLeft = false;
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (shopperLeft) return;
      // A kept-alive connection that the worker closed as idle just as this request went out on it fails
      // before any answer. A request without a body is sent again, on a new connection.
      const withoutBody = request.method === 'GET' || request.method === 'HEAD';
      if (upstream.reusedSocket && error.code === 'ECONNRESET' && withoutBody && !response.headersSent) {
        void forwardTo(port, agent, request, response).then(resolve);
        return;
      }
      if (response.headersSent) {
        response.destroy();
        return;
      }
      console.error(`${request.method} ${request.url}: the render worker did not answer: ${error.message}`);
      answerPlainly(response, 502, 'The page could not be rendered. Try again in a moment.');
    });
    response.once('close', () => {
      if (!response.writableFinished) {
        shopperLeft = true;
        upstream.destroy();
      }
      resolve();
    });
    request.pipe(upstream);
  });
}

export class RenderWorkers {
  private readonly slots: WorkerSlot[];
  private readonly agent = new Agent({ keepAlive: true });
  private started = false;
  private stopping = false;
  /** Where the search for the least busy worker starts. */
  private turn = 0;

  constructor(private readonly options: RenderWorkerOptions) {
    if (!Number.isInteger(options.count) || options.count < 1) throw new Error(`Not a number of render workers: ${options.count}`);
    this.slots = Array.from({ length: options.count }, () => ({ inFlight: 0 }));
  }

  /** Resolves once every worker answers; rejects when one stops before it does. */
  async start(): Promise<void> {
    await Promise.all(this.slots.map((slot) => this.spawn(slot)));
    this.started = true;
  }

  stop(): void {
    this.stopping = true;
    for (const slot of this.slots) slot.child?.kill();
    this.agent.destroy();
  }

  /** The loopback origins of the workers that answer now. */
  origins(): string[] {
    return this.slots.flatMap((slot) => (slot.port === undefined ? [] : [`http://127.0.0.1:${slot.port}`]));
  }

  readonly handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const slot = this.leastBusy();
    if (slot?.port === undefined) {
      answerPlainly(response, 503, 'The shop is starting. Try again in a moment.', { 'retry-after': '1' });
      return;
    }
    slot.inFlight += 1;
    try {
      await forwardTo(slot.port, this.agent, request, response);
    } finally {
      slot.inFlight -= 1;
    }
  };

  // Ties go round in turn, so that every worker's code and page cache stay warm on a quiet shop too.
  private leastBusy(): WorkerSlot | undefined {
    let chosen: WorkerSlot | undefined;
    for (let offset = 0; offset < this.slots.length; offset += 1) {
      const slot = this.slots[(this.turn + offset) % this.slots.length];
      if (slot.port !== undefined && (!chosen || slot.inFlight < chosen.inFlight)) chosen = slot;
    }
    this.turn = (this.turn + 1) % this.slots.length;
    return chosen;
  }

  private spawn(slot: WorkerSlot): Promise<void> {
    const child = fork(this.options.entry, this.options.args, { execArgv: process.execArgv, stdio: 'inherit' });
    slot.child = child;
    return new Promise((resolve, reject) => {
      child.on('message', (message: RenderWorkerMessage) => {
        slot.port = message.ready;
        resolve();
      });
      child.once('exit', (code, signal) => {
        const wasReady = slot.port !== undefined;
        slot.child = undefined;
        slot.port = undefined;
        if (this.stopping) return;
        if (!wasReady && !this.started) {
          reject(new Error(`A render worker stopped before it answered (${signal ?? `exit code ${code}`})`));
          return;
        }
        console.error(`A render worker stopped (${signal ?? `exit code ${code}`}); starting another.`);
        setTimeout(() => void this.spawn(slot).catch(() => undefined), RESTART_DELAY_MS);
      });
    });
  }
}
