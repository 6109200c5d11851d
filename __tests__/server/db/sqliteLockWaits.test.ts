import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { createDb, type Db } from '@/server/db/connection';
import { HttpError } from '@/server/http/errors';

// Another connection to the file (in the shop, another process: a shell command, a backup) holds
// SQLite's write lock. The server's statements and transactions wait for it on timers, never inside
// the driver's synchronous call, so the event loop keeps turning and reads keep answering.

jest.setTimeout(30_000);

// Waiting inside the driver stopped the event loop for the whole wait (up to 5 s); a busy machine may
// pause any process for a few hundred milliseconds.
const STALL_LIMIT_MS = 500;

/** The longest gap between ticks of a 5 ms interval while `work` runs: how long the event loop stopped. */
async function longestStall<Result>(work: () => Promise<Result>): Promise<{ result: Result; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work(), stallMs };
  } finally {
    clearInterval(ticker);
  }
}

const later = (ms: number, action: () => void) => new Promise<void>((resolve) => setTimeout(() => resolve(action()), ms));

describe('statements and transactions meeting another connection’s write lock', () => {
  let directory: string;
  let db: Db;
  let holder: Database.Database;

  beforeEach(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    const file = path.join(directory, 'shop.db');
    db = createDb(`file:${file}`);
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await sql`create table counters (name text primary key, value integer not null)`.execute(db);
    await sql`insert into counters (name, value) values ('visits', 1)`.execute(db);
    holder = new Database(file);
  });

  afterEach(async () => {
    if (holder.inTransaction) holder.exec('rollback');
    holder.close();
    await db.destroy();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const notes = async () => (await sql<{ body: string }>`select body from notes order by id`.execute(db)).rows.map((row) => row.body);

  it('runs a statement once the lock is gone, the event loop turning meanwhile', async () => {
    holder.exec('begin immediate');
    const started = performance.now();

    const { stallMs } = await longestStall(() => Promise.all([sql`insert into notes (body) values ('after the lock')`.execute(db), later(300, () => holder.exec('commit'))]));

    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    expect(await notes()).toEqual(['after the lock']);
  });

  it('answers reads while a transaction waits for the lock', async () => {
    holder.exec('begin immediate');
    const write = db.transaction().execute((trx) => sql`insert into notes (body) values ('written')`.execute(trx));
    const settled = { write: false };
    void write.then(() => (settled.write = true));

    const readStarted = performance.now();
    const counted = await sql<{ count: number }>`select count(*) as count from notes`.execute(db);
    const readMs = performance.now() - readStarted;
    const writeSettledDuringRead = settled.write;
    holder.exec('commit');
    await write;

    expect(counted.rows).toEqual([{ count: 0 }]);
    expect(readMs).toBeLessThan(STALL_LIMIT_MS);
    expect(writeSettledDuringRead).toBe(false);
    expect(await notes()).toEqual(['written']);
  });

  it('begins a transaction only once the lock is gone, so it reads what the other writer committed and runs once', async () => {
    holder.exec('begin immediate');
    holder.exec("update counters set value = 10 where name = 'visits'");
    let runs = 0;

    await Promise.all([
      db.transaction().execute(async (trx) => {
        runs += 1;
        const { rows } = await sql<{ value: number }>`select value from counters where name = 'visits'`.execute(trx);
        await sql`update counters set value = ${rows[0].value + 1} where name = 'visits'`.execute(trx);
      }),
      later(200, () => holder.exec('commit')),
    ]);

    expect(runs).toBe(1);
    expect((await sql<{ value: number }>`select value from counters`.execute(db)).rows).toEqual([{ value: 11 }]);
  });

  it('gives up after 5 seconds with a 503 that says when to try again, having written nothing', async () => {
    holder.exec('begin immediate');
    let runs = 0;
    const started = performance.now();

    const { result, stallMs } = await longestStall(() =>
      Promise.allSettled([
        sql`insert into notes (body) values ('alone')`.execute(db),
        db.transaction().execute(async (trx) => {
          runs += 1;
          await sql`insert into notes (body) values ('in a transaction')`.execute(trx);
        }),
      ]),
    );
    const waitedMs = performance.now() - started;
    holder.exec('commit');

    for (const outcome of result) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(503);
      expect(error.headers).toEqual({ 'Retry-After': '5' });
      expect(error.message).toBe('The shop is busy right now. Please try again in a few seconds.');
    }
    expect(waitedMs).toBeGreaterThanOrEqual(5_000);
    expect(waitedMs).toBeLessThan(6_500);
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    expect(runs).toBe(0);
    expect(await notes()).toEqual([]);
  });

  it('fails at once for anything but a lock', async () => {
    await sql`insert into notes (id, body) values (1, 'first')`.execute(db);
    const started = performance.now();
    await expect(sql`insert into notes (id, body) values (1, 'again')`.execute(db)).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(performance.now() - started).toBeLessThan(STALL_LIMIT_MS);
  });
});
