import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type * as Pg from 'pg';
import { LockWaitingSqliteDialect } from './sqliteLockWaits';
import type { Database } from './types';
import { checkpointInBackground, type BackgroundCheckpoints } from './walCheckpointer';

type BetterSqlite3Database = BetterSqlite3.Database;

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

const DEFAULT_DATABASE_URL = 'file:./data/shop.db';

export function dialectOf(url: string): DialectName {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

// The database file is data, not code: keep the bundler from tracing the project through it.
function sqliteFilePath(url: string): string {
  const file = url.replace(/^file:/, '');
  return file === ':memory:' ? file : path.resolve(/*turbopackIgnore: true*/ process.cwd(), file);
}

// Kysely prepares every statement anew, and preparing costs as much as running a small query; the
// shop runs the same few hundred SQL texts again and again. The least recently used ones are dropped.
const PREPARED_STATEMENT_CACHE_SIZE = 500;

function withPreparedStatementCache(database: SqliteDatabase, onClose: () => void): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close() {
      onClose();
      database.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      statements.delete(sql);
      const statement = cached ?? database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > PREPARED_STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

// SQLite's default: a commit checkpoints once the log holds this many pages.
const COMMIT_CHECKPOINT_PAGES = 1000;
// While the worker checkpoints, a commit still does once the log holds this many pages (40 MB), so
// the log stays bounded should the worker fall behind.
const COMMIT_CHECKPOINT_PAGES_WITH_WORKER = 10_000;

function checkpointFileInBackground(database: BetterSqlite3Database, file: string): BackgroundCheckpoints {
  database.pragma(`wal_autocheckpoint = ${COMMIT_CHECKPOINT_PAGES_WITH_WORKER}`);
  return checkpointInBackground(file, (error) => {
    console.error('Checkpointing the SQLite log in the background stopped; commits checkpoint it again.', error);
    if (database.open) database.pragma(`wal_autocheckpoint = ${COMMIT_CHECKPOINT_PAGES}`);
  });
}

// Native drivers are required lazily so that only the chosen one is loaded.
export function createDb(url: string = process.env.DATABASE_URL || DEFAULT_DATABASE_URL): Db {
  if (dialectOf(url) === 'postgres') {
    const { Pool, types } = require('pg') as typeof Pg;
    // COUNT(*) and BIGINT come back as strings by default; the shop's counts fit in a number.
    types.setTypeParser(20, (value: string) => Number(value));
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 10 }) }),
    });
  }
  const SqliteDriver = require('better-sqlite3') as typeof BetterSqlite3;
  const file = sqliteFilePath(url);
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDriver(file);
  // A web server's settings: readers never wait for the writer (WAL), a commit waits for the log
  // only, not the disk (NORMAL is durable in WAL apart from a power cut's last commits), and a
  // statement finding another process's write lock fails at once, to be tried again on a timer
  // (sqliteLockWaits.ts) rather than wait inside the call, which would stop the event loop.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 0');
  const checkpoints = file === ':memory:' ? undefined : checkpointFileInBackground(database, file);
  const stopCheckpoints = () => checkpoints?.stop();
  return new Kysely<Database>({ dialect: new LockWaitingSqliteDialect({ database: withPreparedStatementCache(database, stopCheckpoints) }) });
}
