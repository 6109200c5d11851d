import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './types';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export const DEFAULT_DATABASE_URL = 'file:./data/shop.db';

export function dialectOf(url: string): DialectName {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

// The database file is data, not code: keep the bundler from tracing the project through it.
function sqliteFilePath(url: string): string {
  const file = url.replace(/^file:/, '');
  return file === ':memory:' ? file : path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}

// Native drivers are required lazily so that only the chosen one is loaded.
export function createDb(url: string = process.env.DATABASE_URL || DEFAULT_DATABASE_URL): Db {
  if (dialectOf(url) === 'postgres') {
    const { Pool, types } = require('pg') as typeof import('pg');
    // COUNT(*) and BIGINT come back as strings by default; the shop's counts fit in a number.
    types.setTypeParser(20, (value: string) => Number(value));
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 10 }) }),
    });
  }
  const BetterSqlite3 = require('better-sqlite3') as typeof import('better-sqlite3');
  const file = sqliteFilePath(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new BetterSqlite3(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}
