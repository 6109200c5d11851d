import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SqliteDialect } from 'kysely';
import { ServiceUnavailableError } from '../http/errors';

// better-sqlite3 runs each statement synchronously, and SQLite's busy timeout waits inside that call:
// a write that found the database locked by another process (a shell command, a backup) would stop
// the whole server, pages and reads included, until the lock was gone. So the connection gives up at
// once on a lock (busy_timeout 0), and here the statement or transaction is tried again on a timer.
// Between tries the connection is free for other requests' reads, which WAL lets run beside another
// process's write.

/** How long a write waits for another process's lock before its request is refused. */
const LOCK_WAIT_LIMIT_MS = 5_000;
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;
const RETRY_AFTER_SECONDS = 5;
const DATABASE_BUSY_MESSAGE = 'The shop is busy right now. Please try again in a few seconds.';

function isLocked(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Kysely's one SQLite connection, holding back what finds the database locked until the lock is gone. */
class LockWaitingConnection implements DatabaseConnection {
  #inTransaction = false;

  constructor(
    readonly connection: DatabaseConnection,
    private readonly driver: Driver,
  ) {}

  executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    // A transaction took the lock as it began.
    if (this.#inTransaction) return this.connection.executeQuery<Row>(query);
    // A statement of its own is a transaction of its own: refused for a lock, it changed nothing.
    // better-sqlite3 runs it inside the call, so the refusal is thrown there, not as a rejection.
    try {
      return this.connection.executeQuery<Row>(query);
    } catch (error) {
      return this.retryWhileLocked(error, () => this.connection.executeQuery<Row>(query));
    }
  }

  streamQuery<Row>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<Row>> {
    return this.connection.streamQuery<Row>(query, chunkSize);
  }

  /**
   * Takes the write lock as the transaction begins (IMMEDIATE), so that a locked database refuses
   * the BEGIN, before the transaction has done anything, and never a statement in its middle.
   */
  async begin(): Promise<void> {
    const run = () => this.connection.executeQuery(CompiledQuery.raw('begin immediate'));
    try {
      await run();
    } catch (error) {
      await this.retryWhileLocked(error, run);
    }
    this.#inTransaction = true;
  }

  async end(statement: 'commit' | 'rollback'): Promise<void> {
    this.#inTransaction = false;
    await this.connection.executeQuery(CompiledQuery.raw(statement));
  }

  /** Tries `attempt` again until the database is not locked, the connection free meanwhile; gives up with a 503 after the limit. */
  private async retryWhileLocked<Result>(failure: unknown, attempt: () => Promise<Result>): Promise<Result> {
    const deadline = performance.now() + LOCK_WAIT_LIMIT_MS;
    for (let error = failure, pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
      if (!isLocked(error)) throw error;
      const left = deadline - performance.now();
      if (left <= 0) throw new ServiceUnavailableError(DATABASE_BUSY_MESSAGE, RETRY_AFTER_SECONDS);
      await this.driver.releaseConnection(this.connection);
      await sleep(Math.min(pause, left));
      await this.driver.acquireConnection();
      try {
        return await attempt();
      } catch (next) {
        error = next;
      }
    }
  }
}

/** Kysely's SQLite driver (one connection behind a mutex), its statements and transactions waiting for locks on timers. */
class LockWaitingDriver implements Driver {
  #connection?: LockWaitingConnection;

  constructor(private readonly driver: Driver) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<LockWaitingConnection> {
    const connection = await this.driver.acquireConnection();
    this.#connection ??= new LockWaitingConnection(connection, this.driver);
    return this.#connection;
  }

  beginTransaction(connection: LockWaitingConnection): Promise<void> {
    return connection.begin();
  }

  commitTransaction(connection: LockWaitingConnection): Promise<void> {
    return connection.end('commit');
  }

  rollbackTransaction(connection: LockWaitingConnection): Promise<void> {
    return connection.end('rollback');
  }

  releaseConnection(connection: LockWaitingConnection): Promise<void> {
    return this.driver.releaseConnection(connection.connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }
}

/** Kysely's SQLite dialect whose writes wait for another process's lock without blocking the event loop. */
export class LockWaitingSqliteDialect extends SqliteDialect {
  createDriver(): Driver {
    return new LockWaitingDriver(super.createDriver());
  }
}
