import { stopServer } from './support/server';

export default async function globalTeardown(): Promise<void> {
  const processId = globalThis.__E2E_SERVER_PROCESS_ID__;
  if (processId) await stopServer(processId);
}
