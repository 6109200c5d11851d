import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ARTIFACTS_DIR, E2E_PORT, PROJECT_ROOT, stopServer } from '../support/server';
import { FAMILY_BACKEND_PORT, startFamilyBackend } from './server';

// Runs the storefront's journey against the family backend fixture: starts the fixture, builds the
// storefront with NEXT_PUBLIC_API_BASE_URL naming it (the value is inlined at build time, so this is a
// build of its own, into .next), starts it and runs e2e/familyBackend/*.journey.ts. `--no-build` reuses
// a build made for the fixture already.
//   npx tsx e2e/familyBackend/run.ts [--no-build]

const API_BASE_URL = `http://127.0.0.1:${FAMILY_BACKEND_PORT}/api`;
const FIXTURE_LOG = path.join(ARTIFACTS_DIR, 'family-backend.log');
const STOREFRONT_LOG = path.join(ARTIFACTS_DIR, 'family-storefront.log');
const BUILD_ID_FILE = path.join(PROJECT_ROOT, '.next', 'BUILD_ID');

const READY_TIMEOUT_MS = 120_000;

/** Polls until the storefront's home page answers 200 (its data comes from the fixture). */
async function waitForHomePage(storefront: ChildProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (storefront.exitCode !== null) throw new Error(`npm start exited with code ${storefront.exitCode}: see ${STOREFRONT_LOG}`);
    const status = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${baseUrl}/ did not answer 200 within ${READY_TIMEOUT_MS / 1000} s: see ${STOREFRONT_LOG}`);
}

// This build calls the fixture for its data. Dated back, it counts as older than the sources, so the
// next `npm run test:e2e` builds again (e2e/support/server.ts) instead of running the embedded API's
// journeys on it; `--no-build` can still start it.
function markBuildStale(): void {
  if (fs.existsSync(BUILD_ID_FILE)) fs.utimesSync(BUILD_ID_FILE, 0, 0);
}

async function main(): Promise<number> {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const fixtureLog = fs.createWriteStream(FIXTURE_LOG);
  const fixture = await startFamilyBackend(FAMILY_BACKEND_PORT, (line) => fixtureLog.write(`${line}\n`));
  const env = { ...process.env, NEXT_PUBLIC_API_BASE_URL: API_BASE_URL, PORT: String(E2E_PORT) };
  let storefrontProcessId: number | undefined;
  try {
    if (!process.argv.includes('--no-build')) {
      const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit', env });
      if (build.status !== 0) throw new Error(`npm run build failed with exit code ${build.status}`);
    }
    const log = fs.openSync(STOREFRONT_LOG, 'w');
    const storefront = spawn('npm', ['start', '--', '-p', String(E2E_PORT)], { cwd: PROJECT_ROOT, detached: true, stdio: ['ignore', log, log], env });
    storefrontProcessId = storefront.pid;
    const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
    await waitForHomePage(storefront, baseUrl);
    // Not spawnSync: the fixture answers from this process's event loop while the journey runs.
    const journey = spawn(
      'npx',
      ['jest', '--config', 'e2e/jest.config.ts', '--runInBand', '--testMatch', '**/e2e/familyBackend/*.journey.ts'],
      { cwd: PROJECT_ROOT, stdio: 'inherit', env: { ...env, E2E_BASE_URL: baseUrl, FAMILY_STOREFRONT_LOG: STOREFRONT_LOG } },
    );
    return await new Promise<number>((resolve) => journey.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    if (storefrontProcessId) await stopServer(storefrontProcessId);
    fixture.close();
    fixtureLog.end();
    markBuildStale();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
