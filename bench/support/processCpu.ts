import { readdirSync, readFileSync } from 'node:fs';

// The CPU time each part of the topology spends, read from /proc (Linux). Divided by the requests of a
// run, it gives the milliseconds of CPU one request costs each part: a figure that, unlike req/s, holds
// on a machine shared with other work. A process's count includes its children that have exited (a
// pool closing an idle PostgreSQL connection ends its backend), so a part's total only grows.

// Linux counts process time in ticks of 1/100 s on every platform it runs on (USER_HZ).
const MS_PER_TICK = 10;

interface ProcessEntry {
  pid: number;
  parentPid: number;
  name: string;
  args: string[];
  cpuMs: number;
}

function readProcess(pid: number): ProcessEntry | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces: the other fields follow its closing parenthesis.
    const nameEnd = stat.lastIndexOf(')');
    const fields = stat.slice(nameEnd + 2).split(' ');
    // Counted from the state (field 3): the parent is field 4, user and system time 14 and 15, those
    // of its exited children 16 and 17.
    const cpuTicks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { pid, parentPid: Number(fields[1]), name: stat.slice(stat.indexOf('(') + 1, nameEnd), args, cpuMs: cpuTicks * MS_PER_TICK };
  } catch {
    return null;
  }
}

function processTable(): ProcessEntry[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProcess(Number(entry)))
    .filter((entry) => entry !== null);
}

/** These processes and every process started from them. */
function withDescendants(table: readonly ProcessEntry[], roots: readonly number[]): ProcessEntry[] {
  const members = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const entry of table) {
      if (!members.has(entry.pid) && members.has(entry.parentPid)) {
        members.add(entry.pid);
        grew = true;
      }
    }
  }
  return table.filter((entry) => members.has(entry.pid));
}

const totalMs = (entries: readonly ProcessEntry[]) => entries.reduce((sum, entry) => sum + entry.cpuMs, 0);

export interface TopologyCpu {
  next: number;
  postgres: number;
  nginx: number;
  redis: number;
  /** This process: the load generator, on the same cores. */
  client: number;
}

/**
 * The CPU milliseconds used so far by the `next start` instances (with their children), the PostgreSQL
 * server listening on this port (every backend), and the nginx and Redis started beside the instances.
 */
export function topologyCpu(instancePids: readonly number[], postgresPort: number): TopologyCpu {
  const table = processTable();
  const launcherPids = new Set(table.filter((entry) => instancePids.includes(entry.pid)).map((entry) => entry.parentPid));
  const started = withDescendants(table, [...launcherPids]);
  const postmasters = table.filter((entry) => entry.name === 'postgres' && entry.args.join(' ').includes(`-p ${postgresPort} `));
  const client = process.cpuUsage();
  return {
    next: totalMs(withDescendants(table, instancePids)),
    postgres: totalMs(withDescendants(table, postmasters.map((entry) => entry.pid))),
    nginx: totalMs(started.filter((entry) => entry.name === 'nginx')),
    redis: totalMs(started.filter((entry) => entry.name.startsWith('redis-server'))),
    client: (client.user + client.system) / 1000,
  };
}

/** What each part spent between two readings, per request. */
export function cpuPerRequest(before: TopologyCpu, after: TopologyCpu, requests: number): TopologyCpu {
  const per = (part: keyof TopologyCpu) => (after[part] - before[part]) / Math.max(1, requests);
  return { next: per('next'), postgres: per('postgres'), nginx: per('nginx'), redis: per('redis'), client: per('client') };
}
