import { PHASE_PRODUCTION_BUILD } from 'next/constants';

// Runs once when a server process starts. It warns when the development outbox is on or a production
// server has no APP_SECRET. With the embedded API (no separate backend configured), server-side
// rendering calls it inside the process instead of over loopback HTTP, and the database is created,
// migrated and seeded before the server takes its first request, so that no shopper waits for it and a
// database that cannot be reached stops the start. A build leaves the database alone.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('@/server/modules/outbox/service')).warnWhenDevOutboxIsOn();
  (await import('@/server/security/serverSecret')).warnWhenSecretIsUnset();
  if (process.env.API_INTERNAL_URL || /^https?:/i.test(process.env.NEXT_PUBLIC_API_BASE_URL ?? '')) return;
  const [{ installApiTransport }, { createInProcessApi }] = await Promise.all([import('@/services/http'), import('@/server/http/inProcess')]);
  installApiTransport(createInProcessApi());
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return;
  await (await import('@/server/db')).getDb();
}
