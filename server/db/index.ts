import { createDb, type Db } from './connection';
import { migrateToLatest } from './migrator';
import { seedIfEmpty } from './seed';

type DatabaseHolder = { db?: Db; ready?: Promise<Db> };

// One connection pool per process, kept on globalThis so that dev hot reloads reuse it.
const holder = globalThis as typeof globalThis & { __shopDatabase?: DatabaseHolder };
const state: DatabaseHolder = (holder.__shopDatabase ??= {});

export async function prepareDatabase(db: Db): Promise<Db> {
  await migrateToLatest(db);
  await seedIfEmpty(db);
  return db;
}

// The first request of a fresh install creates, migrates and seeds the database.
export function getDb(): Promise<Db> {
  if (!state.ready) {
    state.db = createDb();
    state.ready = prepareDatabase(state.db).catch((error: unknown) => {
      state.ready = undefined;
      throw error;
    });
  }
  return state.ready;
}

export type { Db } from './connection';
