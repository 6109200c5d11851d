// deploy/start-cluster.sh as a child process, for the smoke test and the benchmark: started in a
// process group of its own, ready once it prints the shop's address, stopped with all it started.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

interface ClusterInstance {
  url: string;
  pid: number;
}

export interface RunningCluster {
  /** nginx, in front of the instances. */
  url: string;
  instances: ClusterInstance[];
  stop: () => Promise<void>;
}

const SCRIPT = path.join(__dirname, 'start-cluster.sh');
const READY = /^Shop ready at (http:\/\/\S+)/m;
const INSTANCE = /^instance \d+: (http:\/\/\S+) \(pid (\d+)\)$/gm;
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts the topology with these settings (CLUSTER_PORT, REDIS_PORT, PG_PORT...) over the current environment. */
export async function startCluster(settings: Record<string, string>): Promise<RunningCluster> {
  const child = spawn(SCRIPT, [], { env: { ...process.env, ...settings }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
  };
  const url = await new Promise<string>((resolve, reject) => {
    const fail = (reason: string) => reject(new Error(`${reason}; its output:\n${output.slice(-4000)}`));
    const timer = setTimeout(() => fail(`start-cluster.sh was not ready within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = READY.exec(output);
      if (ready) {
        clearTimeout(timer);
        child.stdout?.off('data', read);
        child.stderr?.off('data', read);
        resolve(ready[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`start-cluster.sh stopped with ${code}`);
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  // Keep draining the output unread, so that the topology never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  const instances = [...output.matchAll(INSTANCE)].map((match) => ({ url: match[1], pid: Number(match[2]) }));
  return { url, instances, stop };
}
