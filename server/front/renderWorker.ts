import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RenderWorkerMessage } from './renderWorkers';

// One render worker of `npm start` (server/front/renderWorkers.ts): Next's production server on a
// loopback port of its own, for the front server alone. It says so once it answers, and it leaves
// with the front server.

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');

async function serveNext(): Promise<void> {
  // As Next's own CLI does for `next start`: React's production build and Next's Node.js code paths
  // (the React renderer patch reads NEXT_RUNTIME). Next is loaded only after they are set.
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production', NEXT_RUNTIME: 'nodejs' });
  const { default: next } = await import('next');
  // The shop's public address, which Next is told as `next start` tells it.
  const { values } = parseArgs({ options: { port: { type: 'string' }, hostname: { type: 'string' } } });
  const app = next({ dev: false, dir: PROJECT_ROOT, port: Number(values.port), hostname: values.hostname || 'localhost' });
  await app.prepare();
  const server = createServer(app.getRequestHandler());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ready: RenderWorkerMessage = { ready: (server.address() as AddressInfo).port };
  process.send?.(ready);
}

process.on('disconnect', () => process.exit(0));
serveNext().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
