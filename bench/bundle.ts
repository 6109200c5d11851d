// Bundle budget (issue 10): first-load JS per route, gzipped, from a finished build's
// .next/build-manifest.json, against bench/budgets.json. Usage: bench/README.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BYTES_PER_KB,
  failures,
  judge,
  parseBudgets,
  routeSizes,
  sharedFiles,
  totalBytes,
  unknownBudgetRoutes,
  type BuildManifest,
} from './support/bundleBudget';
import { formatTable, kilobytes } from './support/table';

const BUDGETS_FILE = path.join(__dirname, 'budgets.json');

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

function main(): void {
  const reportOnly = process.argv.includes('--report-only');
  const buildDirectory = path.resolve(process.env.BENCH_BUILD_DIR || '.next');
  const manifestFile = path.join(buildDirectory, 'build-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`No ${manifestFile}: run npm run build first`);

  const manifest = readJson(manifestFile) as BuildManifest;
  const budgets = parseBudgets(readJson(BUDGETS_FILE));
  const allFiles = new Set([...manifest.polyfillFiles, ...manifest.rootMainFiles, ...Object.values(manifest.pages).flat()]);
  const sizes = gzippedSizes(buildDirectory, [...allFiles].filter((file) => file.endsWith('.js')));
  const verdicts = routeSizes(manifest, sizes).map((size) => judge(size, budgets));

  console.log(`First-load JS per route, gzipped (kB = ${BYTES_PER_KB} bytes), from ${manifestFile}`);
  console.log(
    formatTable(
      ['route', 'files', 'first-load kB', 'budget kB', 'enforced', 'status'],
      verdicts.map((verdict) => [
        verdict.route,
        verdict.files.length,
        kilobytes(verdict.bytes),
        verdict.budget.maxKb,
        verdict.budget.enforced ? 'yes' : 'no',
        verdict.status,
      ]),
    ),
  );
  const shared = totalBytes(sharedFiles(manifest), sizes);
  console.log(`Shared by every route (polyfills, root main files, _app): ${kilobytes(shared)} kB`);

  const problems = [
    ...failures(verdicts).map((verdict) => `${verdict.route} is ${kilobytes(verdict.bytes)} kB, over its budget of ${verdict.budget.maxKb} kB`),
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
