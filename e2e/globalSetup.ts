import {
  E2E_PORT,
  ensureProductionBuild,
  resetDatabase,
  startServer,
  stopServer,
  waitUntilReady,
} from './support/server';

/** Starts a production server on a fresh database, unless E2E_BASE_URL names one already running. */
export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) return;
  ensureProductionBuild();
  resetDatabase();
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const server = startServer();
  globalThis.__E2E_SERVER_PROCESS_ID__ = server.pid;
  try {
    await waitUntilReady(server, baseUrl);
  } catch (error) {
    // Jest skips the global teardown when the setup fails, so the server is stopped here.
    if (server.pid) await stopServer(server.pid);
    throw error;
  }
  process.env.E2E_BASE_URL = baseUrl;
}
