import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ANSWERED_BY_API, createFrontApiHandler } from './apiHandler';
import { createCachingHandler } from './cachingHandler';
import { configuredHeaders, type HeaderRule } from './configuredHeaders';
import { PageCache } from './pageCache';
import { createPageRevalidator, readPreviewModeId } from './pageRevalidator';

// `npm start`: the API and the page cache in front of Next's production server (see the README's
// architecture). It takes `next start`'s options: -p/--port (else PORT, else 3000) and -H/--hostname
// (else every interface).

const DEFAULT_PORT = 3000;
const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
/** Enough for every product page of a catalogue of a few thousand, each in two encodings. */
const PAGE_CACHE_MAXIMUM_BYTES = 64 * 1024 * 1024;

/** Where the server reaches itself: its own address, or the loopback one when it listens on every interface. */
function loopbackOrigin({ address, family, port }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

async function start(): Promise<void> {
  // As Next's own CLI does for `next start`: React's production build and Next's Node.js code paths
  // (the React renderer patch reads NEXT_RUNTIME). Next is loaded only after they are set.
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production', NEXT_RUNTIME: 'nodejs' });
  const { default: next } = await import('next');
  const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`Not a port: ${values.port ?? process.env.PORT}`);
  const hostname = values.hostname;
  const app = next({ dev: false, dir: PROJECT_ROOT, port, hostname: hostname ?? 'localhost' });
  await app.prepare();
  const nextConfig = require(path.join(PROJECT_ROOT, 'next.config.js')) as { headers?: () => Promise<HeaderRule[]> };
  const headersFor = configuredHeaders((await nextConfig.headers?.()) ?? []);
  const previewModeId = readPreviewModeId(path.join(PROJECT_ROOT, '.next'));

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  const cache = new PageCache(PAGE_CACHE_MAXIMUM_BYTES);
  const revalidatePage = createPageRevalidator(loopbackOrigin(server.address() as AddressInfo), previewModeId, cache);
  const handleApi = createFrontApiHandler({ headersFor, revalidatePage });
  const handleWithNext = app.getRequestHandler();
  const handle = (request: IncomingMessage, response: ServerResponse) =>
    ANSWERED_BY_API.test(request.url ?? '/') ? handleApi(request, response) : handleWithNext(request, response);
  server.on('request', createCachingHandler(handle, cache));
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
