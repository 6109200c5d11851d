import { Worker } from 'node:worker_threads';

// A checkpoint copies the write-ahead log into the database file and waits for the disk. Run by a
// commit, it holds up every request in flight for 10–20 ms; a worker thread runs them instead, on
// its own connection, without blocking the server's reads or writes.

const CHECKPOINT_INTERVAL_MS = 200;

// CommonJS run by the worker; better-sqlite3 resolves from the working directory, the shop's root.
// SQLite's errors reach the server as a bare { code }, so their message is passed on in a plain Error.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const Database = require('better-sqlite3');
function withMessage(task) {
  try {
    return task();
  } catch (error) {
    throw new Error(error.message);
  }
}
const database = withMessage(() => new Database(workerData.file, { fileMustExist: true }));
setInterval(() => withMessage(() => database.pragma('wal_checkpoint(PASSIVE)')), workerData.intervalMs);
`;

export interface BackgroundCheckpoints {
  /** Ends the worker; its connection closes as the thread ends. */
  stop(): void;
}

/** Checkpoints `file`'s log every 200 ms in a worker thread; `onFailure` hears why if the worker stops. */
export function checkpointInBackground(file: string, onFailure: (error: Error) => void): BackgroundCheckpoints {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, intervalMs: CHECKPOINT_INTERVAL_MS } });
  // The worker never keeps a finished command-line script alive.
  worker.unref();
  worker.on('error', onFailure);
  return {
    stop() {
      worker.off('error', onFailure);
      void worker.terminate();
    },
  };
}
