// Budgets of the scale-out topology: deploy/start-cluster.sh with 2 instances behind nginx on
// PostgreSQL and Redis, against the build in .next, measured with autocannon through nginx:
// - a cached product page at >= 60% of nginx's req/s for a static file in the same run;
// - uncached category and product renders across the 2 instances (reported);
// - POST /v2/carts/add p99 <= 50 ms at 50 connections with no errors.
// Each scenario also reports the CPU milliseconds one request costs each process of the topology, which
// unlike req/s holds on a machine shared with other work.
// Usage: npm run build && npm run bench:cluster. Settings: BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
// CLUSTER_PORT, REDIS_PORT, PG_PORT as deploy/start-cluster.sh takes them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import autocannon, { type BuiltRequest, type RequestStep, type Result } from 'autocannon';
import { type RunningCluster, startCluster } from '../deploy/runCluster';
import { cpuPerRequest, type TopologyCpu, topologyCpu } from './support/processCpu';
import { positiveWholeNumber } from './support/settings';
import { addToBagSteps, bearer, discoverCatalog, signInGuests, type Catalog, type Guest } from './support/shop';
import { formatTable } from './support/table';

interface Scenario {
  name: string;
  path: string;
  /** The steps of one connection (each connection gets its own, so it can hold its own guest). */
  stepsFor: (connection: number) => RequestStep[];
  /** Requests sent and not measured first, so that V8 has compiled the render path. */
  warmUpRequests?: number;
}

interface Measurement {
  scenario: Scenario;
  result: Result;
  cpu: TopologyCpu;
}

const TARGETS = { cachedProductShareOfStatic: 0.6, addToBagP99Ms: 50 };
const STATIC_PATH = '/manifest.webmanifest';
const PUBLIC_DIRECTORY = path.join(__dirname, '..', 'public');
const PRODUCTS_TO_DISCOVER = 60;
const MINIMUM_STOCK = 10;
const RENDERS_TO_WARM_UP = 1000;
const REQUEST_TIMEOUT_SECONDS = 30;
// Next renders a cached page again for a request carrying the build's preview id in this header (nginx
// passes it by its cache).
const RENDER_AGAIN_HEADER = 'x-prerender-revalidate';
const PAGE_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'text/html' };
const API_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br', Accept: 'application/json' };

function previewId(): string {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '..', '.next', 'prerender-manifest.json'), 'utf8')) as {
    preview: { previewModeId: string };
  };
  return manifest.preview.previewModeId;
}

/**
 * The file of public/ (or its folders) closest in size to these bytes: moving the bytes costs as much
 * as finding them on a loaded machine, so a page is also compared with a file of its own size.
 */
function staticFileOfSize(bytes: number): string {
  const files = readdirSync(PUBLIC_DIRECTORY, { recursive: true, encoding: 'utf8' })
    .map((name) => ({ name, stats: statSync(path.join(PUBLIC_DIRECTORY, name)) }))
    .filter(({ stats }) => stats.isFile())
    .map(({ name, stats }) => ({ name, size: stats.size }));
  const closest = files.reduce((best, file) => (Math.abs(file.size - bytes) < Math.abs(best.size - bytes) ? file : best));
  return `/${closest.name.split(path.sep).join('/')}`;
}

/** The bytes of an answer's body as sent (compressed as asked), which fetch would have decompressed. */
function bodyBytesAsSent(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });
}

function get(pathname: string, headers: Record<string, string>): RequestStep {
  return { method: 'GET', path: pathname, headers };
}

/** Each request asks for the next path of the turn, shared by the connections. */
function inTurn(nextPath: () => string, headers: Record<string, string>): () => RequestStep[] {
  return () => [{ setupRequest: (request: BuiltRequest): BuiltRequest => ({ ...request, method: 'GET', path: nextPath(), headers }) }];
}

function scenarios(catalog: Catalog, guests: Guest[], productPath: string, sameSizeFile: string): Scenario[] {
  const categoryPath = `/category/${catalog.categorySlugs[0]}`;
  let categoryVisit = 0;
  let productVisit = 0;
  return [
    { name: 'static file (nginx, baseline)', path: STATIC_PATH, stepsFor: () => [get(STATIC_PATH, API_HEADERS)] },
    { name: 'product page, one slug (nginx cache)', path: productPath, stepsFor: () => [get(productPath, PAGE_HEADERS)] },
    { name: 'static file of the page\'s size (nginx)', path: sameSizeFile, stepsFor: () => [get(sameSizeFile, API_HEADERS)] },
    {
      name: 'category page, a new query each time (rendered)',
      path: `${categoryPath}?visit=<n>`,
      // A query of its own makes every request a miss of nginx's cache.
      stepsFor: inTurn(() => `${categoryPath}?visit=${(categoryVisit += 1)}`, PAGE_HEADERS),
      warmUpRequests: RENDERS_TO_WARM_UP,
    },
    {
      name: `product page rendered for every request, ${catalog.products.length} slugs in turn`,
      path: `/details/<each> + ${RENDER_AGAIN_HEADER}`,
      stepsFor: inTurn(
        () => `/details/${catalog.products[(productVisit += 1) % catalog.products.length].slug}`,
        { ...PAGE_HEADERS, [RENDER_AGAIN_HEADER]: previewId() },
      ),
      warmUpRequests: RENDERS_TO_WARM_UP,
    },
    {
      name: 'add to bag API',
      path: 'POST /api/v2/carts/add',
      stepsFor: (connection) => {
        const headers = { ...API_HEADERS, 'Content-Type': 'application/json', ...bearer(guests[connection % guests.length].token) };
        return addToBagSteps(catalog, headers, connection);
      },
    },
  ];
}

/** The port of the throwaway PostgreSQL start-cluster.sh runs, or of the one DATABASE_URL names. */
function postgresPort(): number {
  const url = process.env.DATABASE_URL ?? '';
  if (/^postgres(ql)?:\/\//.test(url)) return Number(new URL(url).port || 5432);
  return Number(process.env.PG_PORT || 55442);
}

async function measure(cluster: RunningCluster, scenario: Scenario, seconds: number, connections: number): Promise<Measurement> {
  const baseUrl = cluster.url;
  const cpuNow = () => topologyCpu(cluster.instances.map((instance) => instance.pid), postgresPort());
  let connection = 0;
  const run = (amount?: number) =>
    autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      ...(amount ? { amount } : {}),
      timeout: REQUEST_TIMEOUT_SECONDS,
      setupClient: (client) => {
        client.setRequests(scenario.stepsFor(connection));
        connection += 1;
      },
    });
  if (scenario.warmUpRequests) await run(scenario.warmUpRequests);
  const before = cpuNow();
  const result = await run();
  return { scenario, result, cpu: cpuPerRequest(before, cpuNow(), result.requests.total) };
}

function failures(result: Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

function report(measurements: Measurement[]): boolean {
  const [baseline, cachedProduct, sameSizeFile, , , addToBag] = measurements;
  console.log(
    formatTable(
      ['scenario', 'path', 'req/s', 'of static', 'p50 ms', 'p99 ms', 'errors, timeouts, non-2xx'],
      measurements.map(({ scenario, result }) => [
        scenario.name,
        scenario.path,
        Math.round(result.requests.average),
        `${Math.round((result.requests.average / baseline.result.requests.average) * 100)}%`,
        result.latency.p50,
        result.latency.p99,
        failures(result),
      ]),
    ),
  );
  const cpuMs = (ms: number) => Math.round(ms * 100) / 100;
  const cores = availableParallelism();
  // The most requests a second the machine's cores could serve if the topology had them all.
  console.log(`CPU ms per request (the ceiling is ${cores} cores' worth of CPU over the topology's ms)`);
  console.log(
    formatTable(
      ['scenario', 'requests', 'next', 'postgres', 'nginx', 'redis', 'topology', 'ceiling req/s', 'bench client'],
      measurements.map(({ scenario, result, cpu }) => {
        const topology = cpu.next + cpu.postgres + cpu.nginx + cpu.redis;
        return [
          scenario.name,
          result.requests.total,
          cpuMs(cpu.next),
          cpuMs(cpu.postgres),
          cpuMs(cpu.nginx),
          cpuMs(cpu.redis),
          cpuMs(topology),
          Math.round((cores * 1000) / Math.max(topology, 0.01)),
          cpuMs(cpu.client),
        ];
      }),
    ),
  );
  const share = cachedProduct.result.requests.average / baseline.result.requests.average;
  const sameSizeShare = cachedProduct.result.requests.average / sameSizeFile.result.requests.average;
  const add = addToBag.result;
  const verdicts: [string, string, boolean][] = [
    [
      `cached product page ≥ ${TARGETS.cachedProductShareOfStatic * 100}% of static`,
      `${Math.round(share * 100)}% (${Math.round(sameSizeShare * 100)}% of a file of its size)`,
      share >= TARGETS.cachedProductShareOfStatic,
    ],
    [`carts/add p99 ≤ ${TARGETS.addToBagP99Ms} ms, 0 errors`, `p99 ${add.latency.p99} ms, ${failures(add)} errors`, add.latency.p99 <= TARGETS.addToBagP99Ms && failures(add) === 0],
  ];
  console.log(formatTable(['budget', 'measured', 'verdict'], verdicts.map(([budget, measured, met]) => [budget, measured, met ? 'met' : 'NOT met'])));
  return measurements.every(({ result }) => failures(result) === 0);
}

async function main(): Promise<void> {
  const seconds = positiveWholeNumber('BENCH_SECONDS', 10);
  const connections = positiveWholeNumber('BENCH_CONNECTIONS', 50);
  const cluster: RunningCluster = await startCluster({});
  try {
    console.log(`Topology: nginx at ${cluster.url} in front of ${cluster.instances.map((instance) => instance.url).join(', ')}`);
    const catalog = await discoverCatalog(cluster.url, PRODUCTS_TO_DISCOVER, MINIMUM_STOCK);
    const guests = await signInGuests(cluster.url, connections);
    const productPath = `/details/${catalog.products[0].slug}`;
    let pageBytes = 0;
    for (let visit = 0; visit < 3; visit += 1) pageBytes = await bodyBytesAsSent(cluster.url + productPath, PAGE_HEADERS);
    const scenarioList = scenarios(catalog, guests, productPath, staticFileOfSize(pageBytes));
    console.log(`${connections} connections, ${seconds} s per scenario`);
    const measurements: Measurement[] = [];
    for (const scenario of scenarioList) {
      console.log(`  ${scenario.name} …`);
      measurements.push(await measure(cluster, scenario, seconds, connections));
    }
    if (!report(measurements)) {
      console.error('FAILED: errors, timeouts or non-2xx answers');
      process.exitCode = 1;
    }
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
