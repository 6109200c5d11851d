// Bundle budget: first-load JS per route, gzipped, from a finished build's .next/build-manifest.json
// and, for the budgeted routes, the scripts one real page of each names in the HTML `next start` serves,
// less the first load of an empty page that this run builds with the same Next and React, against
// bench/budgets.json. Usage: bench/README.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BYTES_PER_KB,
  failures,
  judge,
  parseBudgets,
  firstLoadFiles,
  renderedPage,
  routeSizes,
  sharedFiles,
  totalBytes,
  unknownBudgetRoutes,
  type BuildManifest,
  type RenderedPage,
} from './support/bundleBudget';
import { buildEmptyApp } from './support/emptyApp';
import { freePort } from './support/ports';
import { addToBag, discoverCatalog, signUpCustomer } from './support/shop';
import { formatTable, kilobytes } from './support/table';

const BUDGETS_FILE = path.join(__dirname, 'budgets.json');
// Inside the project (bench/results is ignored by git), so that the build finds the project's node_modules.
const EMPTY_APP_DIR = path.join(__dirname, 'results', 'empty-app');
const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');
const BENCH_DATABASE = path.join(process.cwd(), 'data', 'bench-bundle.db');
const READY_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 500;
// A bag of two lines, so that the bag and checkout pages render their lines, as for a shopper.
const BAG_ITEMS = 2;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

// Level 9, as the gzip-size measure Next's build output used, so figures compare with its history.
function gzippedSizes(buildDirectory: string, files: Iterable<string>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of files) {
    sizes.set(file, gzipSync(readFileSync(path.join(buildDirectory, file)), { level: 9 }).length);
  }
  return sizes;
}

function javaScriptSizes(buildDirectory: string, manifest: BuildManifest, rendered: readonly RenderedPage[] = []): Map<string, number> {
  const allFiles = new Set([
    ...manifest.polyfillFiles,
    ...manifest.rootMainFiles,
    ...Object.values(manifest.pages).flat(),
    ...rendered.flatMap((page) => page.scripts),
  ]);
  return gzippedSizes(buildDirectory, [...allFiles].filter((file) => file.endsWith('.js')));
}

/** The first-load JS of the empty page, built now by the project's own Next and React. */
function emptyPageBytes(): number {
  buildEmptyApp(EMPTY_APP_DIR);
  const buildDirectory = path.join(EMPTY_APP_DIR, '.next');
  const manifest = readJson(path.join(buildDirectory, 'build-manifest.json')) as BuildManifest;
  const bytes = totalBytes(firstLoadFiles(manifest, '/'), javaScriptSizes(buildDirectory, manifest));
  rmSync(EMPTY_APP_DIR, { recursive: true, force: true });
  return bytes;
}

function removeBenchDatabase(): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(BENCH_DATABASE + suffix, { force: true });
}

/** `next start` of the build on a free port, with a fresh SQLite database that it migrates and seeds. */
async function startShop(buildDirectory: string): Promise<{ baseUrl: string; server: ChildProcess }> {
  removeBenchDatabase();
  const port = await freePort();
  const server = spawn(process.execPath, [NEXT_BIN, 'start', path.dirname(buildDirectory), '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URL: `file:${BENCH_DATABASE}`, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { baseUrl: `http://127.0.0.1:${port}`, server };
}

async function waitUntilReady(baseUrl: string, server: ChildProcess | undefined): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    // The first API answer also means the database has been migrated and seeded.
    const ready = await fetch(`${baseUrl}/api/v2/categories`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`The shop at ${baseUrl} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * One real page of each budgeted route, as a first visit gets it: home, the first category with products,
 * the newest product, and the bag and checkout of a signed-in customer with two lines (the sign-in
 * cookies the storefront reads). Each page's HTML must be the route's own, not a redirect or an error page.
 */
async function renderedPages(baseUrl: string, budgetedRoutes: readonly string[]): Promise<RenderedPage[]> {
  const catalog = await discoverCatalog(baseUrl, BAG_ITEMS * 4, 1);
  const customer = await signUpCustomer(baseUrl, 'Bundle Bench');
  const byProduct = new Map(catalog.addable.map((variant) => [variant.productId, variant]));
  for (const variant of [...byProduct.values()].slice(0, BAG_ITEMS)) await addToBag(baseUrl, customer.token, variant, 1);
  const signedIn = `token=${customer.token}; user_data=${encodeURIComponent(JSON.stringify(customer.user))}`;
  const samples: Record<string, { path: string; cookie?: string }> = {
    '/': { path: '/' },
    '/category/[slug]': { path: `/category/${catalog.categorySlugs[0]}` },
    '/details/[slug]': { path: `/details/${catalog.products[0].slug}` },
    '/cart': { path: '/cart', cookie: signedIn },
    '/checkout': { path: '/checkout', cookie: signedIn },
  };
  const pages: RenderedPage[] = [];
  for (const route of budgetedRoutes) {
    const sample = samples[route];
    if (!sample) throw new Error(`bench/bundle.ts has no page to visit for the budgeted route ${route}`);
    const response = await fetch(baseUrl + sample.path, { headers: sample.cookie ? { Cookie: sample.cookie } : {} });
    if (!response.ok) throw new Error(`${sample.path} answered ${response.status}`);
    const page = renderedPage(await response.text());
    if (page.route !== route) throw new Error(`${sample.path} rendered ${page.route}, not ${route}`);
    pages.push(page);
  }
  return pages;
}

async function main(): Promise<void> {
  const reportOnly = process.argv.includes('--report-only');
  const buildDirectory = path.resolve(process.env.BENCH_BUILD_DIR || '.next');
  const manifestFile = path.join(buildDirectory, 'build-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run npm run build first`);

  const manifest = readJson(manifestFile) as BuildManifest;
  const budgets = parseBudgets(readJson(BUDGETS_FILE));
  const given = process.env.BENCH_BASE_URL?.replace(/\/+$/, '');
  // The shop starts (and seeds its database) while the empty page builds.
  const shop = given ? { baseUrl: given, server: undefined } : await startShop(buildDirectory);
  let baseline: number;
  let rendered: RenderedPage[];
  try {
    baseline = emptyPageBytes();
    await waitUntilReady(shop.baseUrl, shop.server);
    rendered = await renderedPages(shop.baseUrl, Object.keys(budgets.routes).filter((route) => route in manifest.pages));
  } finally {
    if (shop.server && shop.server.exitCode === null) shop.server.kill('SIGTERM');
    if (shop.server) removeBenchDatabase();
  }
  const sizes = javaScriptSizes(buildDirectory, manifest, rendered);
  const verdicts = routeSizes(manifest, sizes, rendered).map((size) => judge(size, budgets, baseline));

  console.log(`First-load JS per route, gzipped (kB = ${BYTES_PER_KB} bytes), from ${manifestFile} and, for the budgeted routes, the HTML of one page served from ${shop.baseUrl}`);
  console.log(`An empty page built by the same Next and React loads ${kilobytes(baseline)} kB; the budgets are for what the shop adds.`);
  console.log(
    formatTable(
      ['route', 'files', 'server-rendered chunks', 'first-load kB', 'shop’s own kB', 'budget kB', 'enforced', 'status'],
      verdicts.map((verdict) => [
        verdict.route,
        verdict.files.length,
        rendered.some((page) => page.route === verdict.route) ? verdict.renderedChunks.length : 'not visited',
        kilobytes(verdict.bytes),
        kilobytes(verdict.ownBytes),
        verdict.budget.maxKb,
        verdict.budget.enforced ? 'yes' : 'no',
        verdict.status,
      ]),
    ),
  );
  const shared = totalBytes(sharedFiles(manifest), sizes);
  console.log(`Shared by every route (polyfills, root main files, _app): ${kilobytes(shared)} kB`);

  const problems = [
    ...failures(verdicts).map(
      (verdict) => `${verdict.route} adds ${kilobytes(verdict.ownBytes)} kB to the empty page, over its budget of ${verdict.budget.maxKb} kB`,
    ),
    ...unknownBudgetRoutes(budgets, verdicts.map((verdict) => verdict.route)).map((route) => `bench/budgets.json names ${route}, which the build does not have`),
  ];
  if (problems.length === 0) {
    console.log('PASSED: every route within its enforced budget');
    return;
  }
  for (const problem of problems) console.error(`${reportOnly ? 'REPORTED' : 'FAILED'}: ${problem}`);
  if (!reportOnly) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
