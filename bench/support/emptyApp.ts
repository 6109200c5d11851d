import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './ports';

const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
const NEXT_BIN = path.join(PROJECT_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Builds an empty pages-router app (one page with a heading, no _app, no styles) with the project's own
 * Next and React into `directory` (inside the project, so the build finds its node_modules). It is
 * the baseline the benchmarks measure the shop against: what any page of this framework costs before
 * the shop adds anything. The page renders a heading so that a browser has something to paint.
 */
export function buildEmptyApp(directory: string): void {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(path.join(directory, 'pages'), { recursive: true });
  writeFileSync(path.join(directory, 'pages', 'index.js'), 'export default function Empty() {\n  return <h1>Empty page</h1>;\n}\n');
  writeFileSync(path.join(directory, 'next.config.js'), `module.exports = { turbopack: { root: ${JSON.stringify(PROJECT_ROOT)} } };\n`);
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build', directory], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`Building the empty page failed:\n${build.stdout}\n${build.stderr}`);
}

const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 250;

/** Serves a built empty app with `next start` on a free port until `stop` is called. */
export async function serveEmptyApp(directory: string): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [NEXT_BIN, 'start', directory, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start of the empty page exited with ${server.exitCode}`);
    const ready = await fetch(baseUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  stop();
  throw new Error(`The empty page at ${baseUrl} was not served within ${READY_TIMEOUT_MS / 1000} s`);
}
