import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { register } from '@/instrumentation';

// `next start` runs instrumentation.ts's `register()` once before it takes requests: with the embedded
// API it leaves the database created, migrated and seeded, and a build leaves no database behind.
describe('starting a server on the embedded API', () => {
  let folder: string;
  let databaseFile: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'server-start-'));
    databaseFile = path.join(folder, 'shop.db');
    Object.assign(process.env, { NEXT_RUNTIME: 'nodejs', DATABASE_URL: `file:${databaseFile}`, APP_SECRET: 'f'.repeat(64) });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    const holder = (globalThis as { __shopDatabase?: { db?: { destroy(): Promise<void> }; ready?: unknown } }).__shopDatabase;
    await holder?.db?.destroy();
    if (holder) Object.assign(holder, { db: undefined, ready: undefined });
    for (const name of ['NEXT_RUNTIME', 'DATABASE_URL', 'APP_SECRET', 'NEXT_PHASE']) delete process.env[name];
    jest.restoreAllMocks();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('has the database migrated and seeded before the first request', async () => {
    await register();
    const database = new Database(databaseFile, { readonly: true });
    try {
      const { count } = database.prepare('SELECT COUNT(*) AS count FROM products').get() as { count: number };
      expect(count).toBeGreaterThan(0);
    } finally {
      database.close();
    }
  });

  it('leaves the database alone during a build', async () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    await register();
    expect(fs.existsSync(databaseFile)).toBe(false);
  });
});
