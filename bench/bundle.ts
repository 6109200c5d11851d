// Bundle budget: first-load JS per route, gzipped, from a finished build's .next/build-manifest.json,
// less the first load of an empty page that this run builds with the same Next and React, against
// bench/budgets.json. Usage: bench/README.md.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BYTES_PER_KB,
  failures,
  judge,
  parseBudgets,
  firstLoadFiles,
  routeSizes,
  sharedFiles,
  totalBytes,
  unknownBudgetRoutes,
  type BuildManifest,
} from './support/bundleBudget';
import { buildEmptyApp } from './support/emptyApp';
import { formatTable, kilobytes } from './support/table';

const BUDGETS_FILE = path.join(__dirname, 'budgets.json');
// Inside the project (bench/results is ignored by git), so that the build finds the project's node_modules.
const EMPTY_APP_DIR = path.join(__dirname, 'results', 'empty-app');

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

function javaScriptSizes(buildDirectory: string, manifest: BuildManifest): Map<string, number> {
  const allFiles = new Set([...manifest.polyfillFiles, ...manifest.rootMainFiles, ...Object.values(manifest.pages).flat()]);
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

function main(): void {
  const reportOnly = process.argv.includes('--report-only');
  const buildDirectory = path.resolve(process.env.BENCH_BUILD_DIR || '.next');
  const manifestFile = path.join(buildDirectory, 'build-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run npm run build first`);

  const manifest = readJson(manifestFile) as BuildManifest;
  const budgets = parseBudgets(readJson(BUDGETS_FILE));
  const sizes = javaScriptSizes(buildDirectory, manifest);
  const baseline = emptyPageBytes();
  const verdicts = routeSizes(manifest, sizes).map((size) => judge(size, budgets, baseline));

  console.log(`First-load JS per route, gzipped (kB = ${BYTES_PER_KB} bytes), from ${manifestFile}`);
  console.log(`An empty page built by the same Next and React loads ${kilobytes(baseline)} kB; the budgets are for what the shop adds.`);
  console.log(
    formatTable(
      ['route', 'files', 'first-load kB', 'shop’s own kB', 'budget kB', 'enforced', 'status'],
      verdicts.map((verdict) => [
        verdict.route,
        verdict.files.length,
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

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
