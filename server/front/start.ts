import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCachingHandler } from './cachingHandler';
import { processPageCache } from './index';

// `npm start`: Next's production server behind the page cache (see the README's architecture). It
// takes `next start`'s options: -p/--port (else PORT, else 3000) and -H/--hostname (else every interface).

const DEFAULT_PORT = 3000;
const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

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
  const server = createServer(createCachingHandler(app.getRequestHandler(), processPageCache()));
  server.listen(port, hostname, () => {
    console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
  });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
