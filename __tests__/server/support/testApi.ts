import { randomBytes } from 'node:crypto';
import { createDb, dialectOf, type Db } from '@/server/db/connection';
import { prepareDatabase } from '@/server/db';
import { handleApiRequest } from '@/server/app';
import type { ApiContext, ApiResponse } from '@/server/http/types';

// A fresh, migrated and seeded database per test suite: in-memory SQLite by default, or a new
// PostgreSQL database next to the one DATABASE_URL points at.

export interface TestDatabase {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  close: () => Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url || dialectOf(url) !== 'postgres') {
    const db = createDb(':memory:');
    await prepareDatabase(db);
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = createDb(url);
  const { sql } = await import('kysely');
  await sql.raw(`CREATE DATABASE ${name}`).execute(admin);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const db = createDb(testUrl.toString());
  await prepareDatabase(db);
  return {
    db,
    dialect: 'postgres',
    close: async () => {
      await db.destroy();
      await sql.raw(`DROP DATABASE IF EXISTS ${name}`).execute(admin);
      await admin.destroy();
    },
  };
}

export interface TestApi {
  get: (pathWithQuery: string, headers?: Record<string, string>) => Promise<ApiResponse & { body: any }>;
  post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResponse & { body: any }>;
  request: (method: string, pathWithQuery: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiResponse & { body: any }>;
}

/** Services a test swaps for its own, such as Google's keys or the message delivery. */
export type TestContextExtras = Omit<ApiContext, 'db' | 'now'>;

/** Calls the API's HTTP handlers the way the Next.js route does, without a server. */
export function createTestApi(db: Db, now: () => Date = () => new Date(), extras: TestContextExtras = {}): TestApi {
  const request = async (method: string, pathWithQuery: string, body?: unknown, headers: Record<string, string> = {}) => {
    const url = new URL(pathWithQuery, 'http://shop.test');
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length === 1 ? values[0] : values;
    }
    const lowerCaseHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const response = await handleApiRequest(
      { method, path: url.pathname, query, headers: lowerCaseHeaders, body: body ?? {} },
      { ...extras, db, now },
    );
    // The work a route leaves for after its answer is done before the test reads the answer, so
    // that suites see its effects at once (over HTTP it runs after the answer has gone).
    await response.afterAnswer?.();
    return response as ApiResponse & { body: any };
  };
  return {
    request,
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, body, headers) => request('POST', path, body, headers),
  };
}

export interface TestShop {
  db: Db;
  api: TestApi;
  dialect: 'sqlite' | 'postgres';
}

/**
 * Registers beforeAll/afterAll hooks that give the suite a fresh seeded database and an API
 * client; read the fields inside tests (they are filled before the first test runs).
 */
export function setUpTestShop(now: () => Date = () => new Date()): TestShop {
  const shop = {} as TestShop;
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    shop.db = testDatabase.db;
    shop.dialect = testDatabase.dialect;
    shop.api = createTestApi(testDatabase.db, now);
  });
  afterAll(() => testDatabase?.close());
  return shop;
}
