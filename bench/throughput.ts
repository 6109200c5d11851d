// Throughput benchmark: autocannon against a running production server, one scenario
// after another (pages, a static file as the baseline, the bag API), each page's req/s also as a
// share of the static file's in the same run. Usage and settings: bench/README.md.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type BuiltRequest, type RequestStep, type Result } from 'autocannon';
import { baseUrlFromEnvironment, positiveWholeNumber } from './support/settings';
import {
  addToBag,
  addToBagSteps,
  allProductSlugs,
  bearer,
  discoverCatalog,
  signInGuests,
  type AddableVariant,
  type Catalog,
  type Guest,
} from './support/shop';
import { formatTable } from './support/table';

interface Settings {
  baseUrl: string;
  seconds: number;
  connections: number;
}

type ScenarioId =
  | 'static'
  | 'home'
  | 'category'
  | 'product-cached'
  | 'product-rotating'
  | 'product-uncached'
  | 'bag-summary'
  | 'add-to-bag';

interface Scenario {
  id: ScenarioId;
  name: string;
  path: string;
  /** Pages are compared with the static file (the baseline); both must answer 2xx every time. */
  kind: 'baseline' | 'page' | 'api';
  /** The steps of one connection (each connection gets its own, so it can hold its own guest). */
  stepsFor: (connection: number) => RequestStep[];
  /** Requests sent and not measured before the run, so that the server's code is compiled as it is after a while up. */
  warmUpRequests?: number;
}

interface Measurement {
  scenario: Scenario;
  result: Result;
  /** x-nextjs-cache values (HIT, MISS, STALE) counted over the answers; empty when never sent. */
  cache: Map<string, number>;
}

const PRODUCTS_TO_DISCOVER = 60;
// Adds are 1 piece each and spread over the variants, so a line reaches no limit during a run.
const MINIMUM_STOCK = 10;
const REQUEST_TIMEOUT_SECONDS = 30;
const WARM_UP_VISITS = 3;
const BAG_LINES_BEFORE_RUN = 2;
// The "slugs in turn" run stands for uncached renders only while at most this share came from the cache.
const CACHED_SHARE_LIMIT = 0.1;
const PUBLIC_DIRECTORY = path.join(__dirname, '..', 'public');
const PRERENDER_MANIFEST = path.join(process.env.BENCH_BUILD_DIR ?? path.join(__dirname, '..', '.next'), 'prerender-manifest.json');
// Next renders a cached page again for a request carrying the build's preview id in this header.
const RENDER_AGAIN_HEADER = 'x-prerender-revalidate';
// V8 keeps compiling the render path over the first few thousand renders: a minute's traffic at 50 connections.
const RENDERS_TO_WARM_UP = 3000;
// As a browser asks, so a server that compresses does so here too.
const BROWSER_HEADERS = { 'Accept-Encoding': 'gzip, deflate, br' };
const PAGE_HEADERS = { ...BROWSER_HEADERS, Accept: 'text/html' };
const API_HEADERS = { ...BROWSER_HEADERS, Accept: 'application/json' };

const TARGETS = {
  cachedProductShareOfStatic: 0.5,
  uncachedProductRequestsPerSecond: 150,
  addToBagP99Ms: 50,
};

function readSettings(): Settings {
  return {
    baseUrl: baseUrlFromEnvironment(),
    seconds: positiveWholeNumber('BENCH_SECONDS', 20),
    connections: positiveWholeNumber('BENCH_CONNECTIONS', 50),
  };
}

async function answersOk(baseUrl: string, pathname: string): Promise<boolean> {
  const response = await fetch(baseUrl + pathname);
  await response.arrayBuffer();
  return response.ok;
}

/**
 * BENCH_STATIC_PATH, else the first file of public/ that the server serves (it may run an older
 * build), else the first of Next's static scripts the home page loads.
 */
async function staticFilePath(baseUrl: string): Promise<string> {
  if (process.env.BENCH_STATIC_PATH) return process.env.BENCH_STATIC_PATH;
  const publicFiles = readdirSync(PUBLIC_DIRECTORY, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => `/${entry.name}`)
    .sort();
  for (const file of publicFiles) {
    if (await answersOk(baseUrl, file)) return file;
  }
  const html = await (await fetch(`${baseUrl}/`)).text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html);
  if (!script) throw new Error('No file of public/ served and no /_next/static script on the home page: set BENCH_STATIC_PATH');
  return script[1];
}

function get(pathname: string, headers: Record<string, string>): RequestStep {
  return { method: 'GET', path: pathname, headers };
}

/**
 * The build's preview id, with which a request makes Next render a cached (ISR) page again, as its
 * on-demand revalidation does; null when the server's build is not readable here.
 */
function renderAgainId(): string | null {
  try {
    const manifest = JSON.parse(readFileSync(PRERENDER_MANIFEST, 'utf8')) as { preview?: { previewModeId?: string } };
    return manifest.preview?.previewModeId ?? null;
  } catch {
    return null;
  }
}

/** Steps for each connection that ask for the product pages in turn: the connections share the turn. */
function productPagesInTurn(productSlugs: string[], headers: Record<string, string>): () => RequestStep[] {
  let nextSlug = 0;
  return () => [
    {
      setupRequest: (request: BuiltRequest): BuiltRequest => {
        const slug = productSlugs[nextSlug % productSlugs.length];
        nextSlug += 1;
        return { ...request, method: 'GET', path: `/details/${slug}`, headers };
      },
    },
  ];
}

function scenarios(catalog: Catalog, productSlugs: string[], staticPath: string, guests: Guest[], previewId: string | null): Scenario[] {
  const categoryPath = `/category/${catalog.categorySlugs[0]}`;
  const productPath = `/details/${catalog.products[0].slug}`;
  const guestOf = (connection: number) => guests[connection % guests.length];
  const uncachedScenario: Scenario[] = previewId
    ? [
        {
          id: 'product-uncached',
          name: `product page rendered for every request, ${productSlugs.length} slugs in turn, after ${RENDERS_TO_WARM_UP} renders`,
          path: `/details/<each product> + ${RENDER_AGAIN_HEADER}`,
          kind: 'page',
          stepsFor: productPagesInTurn(productSlugs, { ...PAGE_HEADERS, [RENDER_AGAIN_HEADER]: previewId }),
          warmUpRequests: RENDERS_TO_WARM_UP,
        },
      ]
    : [];
  return [
    { id: 'static', name: 'static file (baseline)', path: staticPath, kind: 'baseline', stepsFor: () => [get(staticPath, BROWSER_HEADERS)] },
    { id: 'home', name: 'home page', path: '/', kind: 'page', stepsFor: () => [get('/', PAGE_HEADERS)] },
    { id: 'category', name: 'category page', path: categoryPath, kind: 'page', stepsFor: () => [get(categoryPath, PAGE_HEADERS)] },
    {
      id: 'product-cached',
      name: 'product page, one slug (cached if the shop caches)',
      path: productPath,
      kind: 'page',
      stepsFor: () => [get(productPath, PAGE_HEADERS)],
    },
    {
      id: 'product-rotating',
      name: `product page, ${productSlugs.length} slugs in turn (closer to uncached)`,
      path: '/details/<each product>',
      kind: 'page',
      stepsFor: productPagesInTurn(productSlugs, PAGE_HEADERS),
    },
    ...uncachedScenario,
    {
      id: 'bag-summary',
      name: 'bag summary API',
      path: 'GET /api/v2/cart-summary',
      kind: 'api',
      stepsFor: (connection) => [get('/api/v2/cart-summary', { ...API_HEADERS, ...bearer(guestOf(connection).token) })],
    },
    {
      id: 'add-to-bag',
      name: 'add to bag API',
      path: 'POST /api/v2/carts/add',
      kind: 'api',
      stepsFor: (connection) => {
        const headers = { ...API_HEADERS, 'Content-Type': 'application/json', ...bearer(guestOf(connection).token) };
        return addToBagSteps(catalog, headers, connection);
      },
    },
  ];
}

function headerValue(headers: Record<string, string | string[]>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

async function measure(settings: Settings, scenario: Scenario): Promise<Measurement> {
  const cache = new Map<string, number>();
  const countCache = (_status: number, _body: string, _context: unknown, headers: Record<string, string | string[]>) => {
    const value = headerValue(headers, 'x-nextjs-cache');
    if (value) cache.set(value, (cache.get(value) ?? 0) + 1);
  };
  let connection = 0;
  // With an amount of requests, autocannon stops after them and ignores the duration.
  const run = (amount?: number) =>
    autocannon({
      url: settings.baseUrl,
      connections: settings.connections,
      duration: settings.seconds,
      ...(amount ? { amount } : {}),
      pipelining: 1,
      timeout: REQUEST_TIMEOUT_SECONDS,
      setupClient: (client) => {
        const steps = scenario.stepsFor(connection).map((step) => (scenario.kind === 'page' ? { ...step, onResponse: countCache } : step));
        connection += 1;
        client.setRequests(steps);
      },
    });
  if (scenario.warmUpRequests) {
    await run(scenario.warmUpRequests);
    cache.clear();
  }
  const result = await run();
  return { scenario, result, cache };
}

function counts(entries: Iterable<[string, number]>): string {
  const text = [...entries].map(([key, count]) => `${key}×${count}`).join(' ');
  return text || 'none';
}

function non2xx(result: Result): string {
  return counts(
    Object.entries(result.statusCodeStats)
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => [status, count]),
  );
}

function percentOf(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '-';
}

function printReport(measurements: Measurement[]): void {
  const baseline = measurements.find((measurement) => measurement.scenario.kind === 'baseline');
  const baselineRate = baseline?.result.requests.average ?? 0;
  console.log(
    formatTable(
      ['scenario', 'path', 'req/s', 'of static', 'p50 ms', 'p99 ms', 'errors/timeouts', 'non-2xx', 'x-nextjs-cache'],
      measurements.map(({ scenario, result, cache }) => [
        scenario.name,
        scenario.path,
        Math.round(result.requests.average),
        scenario.kind === 'page' ? percentOf(result.requests.average, baselineRate) : '',
        result.latency.p50,
        result.latency.p99,
        `${result.errors}/${result.timeouts}`,
        non2xx(result),
        scenario.kind === 'page' ? counts(cache) : '',
      ]),
    ),
  );
}

/** Answers Next served from its cache (HIT, or STALE while it renders again in the background). */
function cachedAnswers(measurement: Measurement): number {
  return (measurement.cache.get('HIT') ?? 0) + (measurement.cache.get('STALE') ?? 0);
}

function verdict(met: boolean): string {
  return met ? 'met' : 'NOT met';
}

/**
 * Uncached renders come from the scenario that renders every request; without it (the server's
 * build not readable here), from the slugs in turn while few of those answers came from the cache.
 */
function uncachedTargetRow(measurement: Measurement): string[] {
  const rate = measurement.result.requests.average;
  return [
    `uncached product page ≥ ${TARGETS.uncachedProductRequestsPerSecond} req/s`,
    `${Math.round(rate)} req/s (cache: ${counts(measurement.cache)})`,
    cachedAnswers(measurement) > measurement.result.requests.total * CACHED_SHARE_LIMIT
      ? 'not measured: mostly cache hits'
      : verdict(rate >= TARGETS.uncachedProductRequestsPerSecond),
  ];
}

function printTargets(measurements: Measurement[]): void {
  const byId = (id: ScenarioId): Measurement => {
    const found = measurements.find((measurement) => measurement.scenario.id === id);
    if (!found) throw new Error(`No measurement of ${id}`);
    return found;
  };
  const [baseline, cachedProduct, addToBagApi] = (['static', 'product-cached', 'add-to-bag'] as const).map(byId);
  const baselineRate = baseline.result.requests.average;
  const cachedShare = cachedProduct.result.requests.average / baselineRate;
  const add = addToBagApi.result;
  const addErrors = add.errors + add.timeouts + add.non2xx;
  console.log(
    formatTable(
      ['target', 'measured', 'verdict'],
      [
        [
          `cached product page ≥ ${TARGETS.cachedProductShareOfStatic * 100}% of static req/s`,
          `${Math.round(cachedShare * 100)}% (cache: ${counts(cachedProduct.cache)})`,
          verdict(cachedShare >= TARGETS.cachedProductShareOfStatic),
        ],
        uncachedTargetRow(measurements.find((measurement) => measurement.scenario.id === 'product-uncached') ?? byId('product-rotating')),
        [
          `carts/add p99 ≤ ${TARGETS.addToBagP99Ms} ms, 0 errors`,
          `p99 ${add.latency.p99} ms, ${addErrors} errors or non-2xx`,
          verdict(add.latency.p99 <= TARGETS.addToBagP99Ms && addErrors === 0),
        ],
      ],
    ),
  );
  console.log(
    'x-nextjs-cache: HIT = served from Next\'s page cache (ISR), STALE = served from it while rendered again in the background, MISS = rendered for the request, REVALIDATED = rendered again on request (and cached); "none" = rendered on every request (no ISR).',
  );
}

async function warmUp(baseUrl: string, scenarioList: Scenario[], guests: Guest[], catalog: Catalog): Promise<void> {
  for (const scenario of scenarioList.filter((candidate) => candidate.kind === 'page' && !candidate.path.includes('<'))) {
    for (let visit = 0; visit < WARM_UP_VISITS; visit += 1) {
      await fetch(baseUrl + scenario.path, { headers: PAGE_HEADERS }).then((response) => response.arrayBuffer());
    }
  }
  // A bag of a few lines, as a shopper's, before the summary is measured.
  for (const [index, guest] of guests.entries()) {
    for (let line = 0; line < BAG_LINES_BEFORE_RUN; line += 1) {
      const variant: AddableVariant = catalog.addable[(index * BAG_LINES_BEFORE_RUN + line) % catalog.addable.length];
      await addToBag(baseUrl, guest.token, variant, 1);
    }
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  console.log(`Throughput: ${settings.connections} connections, ${settings.seconds} s per scenario, against ${settings.baseUrl}`);
  const catalog = await discoverCatalog(settings.baseUrl, PRODUCTS_TO_DISCOVER, MINIMUM_STOCK);
  const productSlugs = await allProductSlugs(settings.baseUrl);
  const staticPath = await staticFilePath(settings.baseUrl);
  const guests = await signInGuests(settings.baseUrl, settings.connections);
  const previewId = renderAgainId();
  if (!previewId) console.log(`No ${PRERENDER_MANIFEST}: the product page rendered for every request is left out`);
  const scenarioList = scenarios(catalog, productSlugs, staticPath, guests, previewId);
  await warmUp(settings.baseUrl, scenarioList, guests, catalog);
  console.log(
    `${catalog.categorySlugs.length} categories, ${productSlugs.length} products, ${catalog.addable.length} in-stock variants, ${guests.length} guests (one per connection)`,
  );

  const measurements: Measurement[] = [];
  for (const scenario of scenarioList) {
    process.stdout.write(`  ${scenario.name} …\n`);
    measurements.push(await measure(settings, scenario));
  }
  printReport(measurements);
  printTargets(measurements);

  // Pages and the static file answer 200 every time; the bag API may refuse (422) without being broken.
  const broken = measurements.filter(
    ({ scenario, result }) => result['5xx'] > 0 || result.errors > 0 || (scenario.kind !== 'api' && result.non2xx > 0),
  );
  if (broken.length > 0) {
    console.error(`FAILED: 5xx answers, connection errors or failed pages in ${broken.map(({ scenario }) => scenario.name).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
