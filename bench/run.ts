// `npm run bench`: the bundle report and the throughput, blocking-time and Lighthouse
// benchmarks in one go, against BENCH_BASE_URL when given, else against `npm start` of the existing
// build on a free port with a fresh SQLite bench database (seeded on start). `--build` runs
// `npm run build` first.
// Usage: bench/README.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './support/ports';

const ROOT = process.cwd();
const BENCH_DATABASE = path.join(ROOT, 'data', 'bench.db');
const READY_TIMEOUT_MS = 180_000;
const READY_POLL_MS = 1000;
const WARM_UP_PATHS = ['/', '/api/v2/categories', '/api/v3/products?limit=20'];

const STEPS = [
  { name: 'bundle budget (report only)', script: 'bundle.ts', args: ['--report-only'] },
  { name: 'throughput', script: 'throughput.ts', args: [] },
  { name: 'blocking time', script: 'blocking.ts', args: [] },
  { name: 'lighthouse', script: 'lighthouse.ts', args: [] },
];

function binary(name: string): string {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

async function waitUntilReady(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    // The first API answer also means the database has been migrated and seeded.
    const ready = await fetch(`${baseUrl}/api/v2/categories`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`The server at ${baseUrl} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function warmUp(baseUrl: string): Promise<void> {
  for (const pathname of WARM_UP_PATHS) await fetch(baseUrl + pathname).then((response) => response.arrayBuffer());
}

function removeBenchDatabase(): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(BENCH_DATABASE + suffix, { force: true });
}

async function startServer(): Promise<{ baseUrl: string; server: ChildProcess }> {
  if (!existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) throw new Error('No production build: run npm run build first (or npm run bench -- --build)');
  removeBenchDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  console.log(`Starting npm start on ${baseUrl} with a fresh database ${path.relative(ROOT, BENCH_DATABASE)}`);
  // Its own process group, so stopping it stops whatever it started.
  const server = spawn('npm', ['start', '--', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:./${path.relative(ROOT, BENCH_DATABASE)}`, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    stopServer(server);
    throw error;
  }
  return { baseUrl, server };
}

function stopServer(server: ChildProcess): void {
  if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
}

function runStep(script: string, args: string[], baseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(binary('tsx'), [path.join(__dirname, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, BENCH_BASE_URL: baseUrl },
      stdio: 'inherit',
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  if (process.argv.includes('--build')) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const given = process.env.BENCH_BASE_URL?.replace(/\/+$/, '');
  const { baseUrl, server } = given ? { baseUrl: given, server: undefined } : await startServer();
  const failed: string[] = [];
  try {
    await warmUp(baseUrl);
    for (const step of STEPS) {
      console.log(`\n=== ${step.name} ===`);
      if (step.script === 'bundle.ts' && !existsSync(path.join(ROOT, '.next', 'build-manifest.json'))) {
        console.log('Skipped: no .next/build-manifest.json here (the server under test was built elsewhere)');
        continue;
      }
      if ((await runStep(step.script, step.args, baseUrl)) !== 0) failed.push(step.name);
    }
  } finally {
    if (server) stopServer(server);
  }
  if (failed.length > 0) {
    console.error(`\nFAILED: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
