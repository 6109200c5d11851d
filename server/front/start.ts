import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { getDb } from '@/server/db';
import { ANSWERED_BY_API, createFrontApiHandler } from './apiHandler';
import { createCachingHandler } from './cachingHandler';
import { configuredHeaders, type HeaderRule, withConfiguredHeaders } from './configuredHeaders';
import { PageCache } from './pageCache';
import { createPageRevalidator, readPreviewModeId } from './pageRevalidator';
import { RenderWorkers } from './renderWorkers';

// `npm start`: the API and the page cache in front of Next's production server, which runs in render
// workers (see docs/adr/000-decisions-so-far.md). It takes `next start`'s options: -p/--port (else PORT,
// else 3000) and -H/--hostname (else every interface); RENDER_WORKERS sets how many workers.

const DEFAULT_PORT = 3000;
const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
/** Enough for every product page of a catalogue of a few thousand, each in two encodings. */
const PAGE_CACHE_MAXIMUM_BYTES = 64 * 1024 * 1024;

function renderWorkerCount(): number {
  const configured = process.env.RENDER_WORKERS;
  if (!configured) return availableParallelism();
  const count = Number(configured);
  if (!Number.isInteger(count) || count < 1) throw new Error(`RENDER_WORKERS must be a whole number of at least 1, not ${configured}`);
  return count;
}

async function start(): Promise<void> {
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' });
  // The API reads the same .env files as Next (production ones).
  loadEnvConfig(PROJECT_ROOT, false);
  const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Not a port: ${values.port ?? process.env.PORT}`);
  const hostname = values.hostname;
  const nextConfig = require(path.join(PROJECT_ROOT, 'next.config.js')) as { headers?: () => Promise<HeaderRule[]> };
  const headersFor = configuredHeaders((await nextConfig.headers?.()) ?? []);
  const previewModeId = readPreviewModeId(path.join(PROJECT_ROOT, '.next'));

  // The workers find the database created, migrated and seeded: only this process writes it.
  await getDb();
  const workers = new RenderWorkers({
    count: renderWorkerCount(),
    entry: path.join(__dirname, 'renderWorker.ts'),
    args: ['--port', String(port), '--hostname', hostname ?? ''],
  });
  process.once('exit', () => workers.stop());
  await workers.start();

  const cache = new PageCache(PAGE_CACHE_MAXIMUM_BYTES);
  const revalidatePage = createPageRevalidator(() => workers.origins(), previewModeId, cache);
  const handleApi = createFrontApiHandler({ headersFor, revalidatePage });
  const handleWithWorkers = withConfiguredHeaders(headersFor, workers.handle);
  const handle = (request: IncomingMessage, response: ServerResponse) =>
    ANSWERED_BY_API.test(request.url ?? '/') ? handleApi(request, response) : handleWithWorkers(request, response);
  const server = createServer(createCachingHandler(handle, cache));
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
