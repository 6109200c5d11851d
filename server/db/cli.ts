import { createDb } from './connection';
import { migrateDownAll, migrateToLatest } from './migrator';
import { seed, seedIfEmpty } from './seed';

const COMMANDS: Record<string, (db: ReturnType<typeof createDb>) => Promise<void>> = {
  migrate: async (db) => migrateToLatest(db),
  seed: async (db) => {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  },
  reset: async (db) => {
    await migrateDownAll(db);
    await migrateToLatest(db);
    await seed(db);
  },
};

async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  const command = COMMANDS[name];
  if (!command) {
    console.error(`usage: tsx server/db/cli.ts ${Object.keys(COMMANDS).join('|')}`);
    process.exit(2);
  }
  const db = createDb();
  try {
    await command(db);
    console.log(`db:${name} done`);
  } finally {
    await db.destroy();
  }
}

void main();
