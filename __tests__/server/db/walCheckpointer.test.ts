import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDb, type Db } from '@/server/db/connection';
import { checkpointInBackground } from '@/server/db/walCheckpointer';

// A file database's log is copied into the database file by a worker thread, not by the commits
// that happen to fill it.

const PAGE_BYTES = 4096;

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return condition();
}

describe('checkpoints in the background', () => {
  let directory: string;
  let db: Db | undefined;

  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-wal-'));
  });

  afterEach(async () => {
    await db?.destroy();
    db = undefined;
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('copies the log of a file database into the file while the server goes on', async () => {
    const file = path.join(directory, 'shop.db');
    db = createDb(`file:${file}`);
    await sql`create table notes (body blob not null)`.execute(db);
    const emptySize = fs.statSync(file).size;
    // About 400 pages: fewer than the 1,000 at which a commit would checkpoint.
    for (let note = 0; note < 100; note += 1) await sql`insert into notes (body) values (randomblob(${4 * PAGE_BYTES}))`.execute(db);

    expect(await waitFor(() => fs.statSync(file).size > emptySize + 300 * PAGE_BYTES, 10_000)).toBe(true);
  }, 20_000);

  it('tells why when the worker cannot run', async () => {
    const failure = await new Promise<Error>((resolve) => checkpointInBackground(path.join(directory, 'missing.db'), resolve));
    expect(failure.message).toMatch(/unable to open/);
  });
});
