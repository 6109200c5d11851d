import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

declare global {
  /** The process group of the server the global setup started, for the global teardown. */
  var __E2E_SERVER_PROCESS_ID__: number | undefined;
}

export const PROJECT_ROOT = path.resolve(__dirname, '..', '..');
export const ARTIFACTS_DIR = path.join(PROJECT_ROOT, 'e2e', 'artifacts');
/** The journeys' server port: 3100 unless E2E_PORT names another (two checkouts on one machine). */
export const E2E_PORT = Number(process.env.E2E_PORT) || 3100;
/** The shop's admin token in the journeys (orders are moved along their statuses with it). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';
const E2E_DATABASE_FILE = path.join(PROJECT_ROOT, 'data', 'e2e.db');
const SERVER_LOG = path.join(ARTIFACTS_DIR, 'server.log');
const READY_PATH = '/api/v2/business-settings';
const READY_TIMEOUT_MS = 120_000;

const BUILD_ID_FILE = path.join(PROJECT_ROOT, '.next', 'BUILD_ID');
const BUILD_INPUTS = [
  'pages',
  'components',
  'services',
  'store',
  'hooks',
  'utils',
  'styles',
  'server',
  'public',
  'next.config.js',
  'package.json',
  'package-lock.json',
];

function newestModification(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stats = fs.statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestModification(path.join(entry, child))), stats.mtimeMs);
}

// A build older than any source file would test yesterday's code, so it is rebuilt.
function buildIsCurrent(): boolean {
  if (!fs.existsSync(BUILD_ID_FILE)) return false;
  const builtAt = fs.statSync(BUILD_ID_FILE).mtimeMs;
  return BUILD_INPUTS.every((input) => newestModification(path.join(PROJECT_ROOT, input)) <= builtAt);
}

/** Runs `npm run build` when there is no build yet or the sources changed since the last one. */
export function ensureProductionBuild(): void {
  if (buildIsCurrent()) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed with exit code ${build.status}`);
}

// SQLite keeps the write-ahead log and shared memory next to the file: all three go.
export function resetDatabase(): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${E2E_DATABASE_FILE}${suffix}`, { force: true });
}

/** Starts `npm start` in its own process group so that teardown can stop it with its children. */
export function startServer(): ChildProcess {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const log = fs.openSync(SERVER_LOG, 'w');
  return spawn('npm', ['start', '--', '-p', String(E2E_PORT)], {
    cwd: PROJECT_ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATABASE_URL: 'file:./data/e2e.db',
      // No API_INTERNAL_URL: server rendering calls the embedded API in process, as in production.
      PORT: String(E2E_PORT),
      // The journeys read one-time codes from the outbox, pay on the simulated gateway and move orders as the shop would.
      ENABLE_DEV_OUTBOX: '1',
      ENABLE_SIMULATED_GATEWAY: '1',
      ADMIN_API_TOKEN: E2E_ADMIN_TOKEN,
    },
  });
}

function serverLogTail(): string {
  if (!fs.existsSync(SERVER_LOG)) return '';
  return fs.readFileSync(SERVER_LOG, 'utf8').split('\n').slice(-30).join('\n');
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Polls until the API answers 200 (the first request also migrates and seeds the database). */
export async function waitUntilReady(server: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`npm start exited with code ${server.exitCode}:\n${serverLogTail()}`);
    }
    if (await answersOk(`${baseUrl}${READY_PATH}`)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const seconds = READY_TIMEOUT_MS / 1000;
  throw new Error(`${baseUrl}${READY_PATH} did not answer 200 within ${seconds} s:\n${serverLogTail()}`);
}

function isAlive(processId: number): boolean {
  try {
    process.kill(-processId, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the whole process group (npx, next and its workers), forcefully after 10 s. */
export async function stopServer(processId: number): Promise<void> {
  if (!isAlive(processId)) return;
  process.kill(-processId, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isAlive(processId) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  if (isAlive(processId)) process.kill(-processId, 'SIGKILL');
}
