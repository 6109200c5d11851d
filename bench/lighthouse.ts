// Lighthouse benchmark: Lighthouse 12 in Debian's Chromium, mobile emulation (the default
// config), the median of several runs per page, for the catalog pages and for the bag and checkout of
// a fresh customer with two items, after an empty Next page built and served in the same run (the
// baseline: what the framework alone scores on this machine now). Usage and settings: bench/README.md.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type runLighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium';
import { buildEmptyApp, serveEmptyApp } from './support/emptyApp';
import { baseUrlFromEnvironment, positiveWholeNumber } from './support/settings';
import { addToBag, bagProductNames, discoverCatalog, signUpCustomer, type Customer } from './support/shop';
import { formatTable, kilobytes } from './support/table';

interface Settings {
  baseUrl: string;
  runs: number;
  chromePath: string;
  outputFile: string | undefined;
}

interface BenchPage {
  name: string;
  path: string;
  /** Another server than the shop's (the empty page's). */
  baseUrl?: string;
  /** Opened as the customer whose bag holds these products; the run checks the page shows them. */
  bag?: { customer: Customer; productNames: string[] };
}

interface RunSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  scriptTransferBytes: number;
  requestedUrl: string;
  finalUrl: string;
  /** Lighthouse's measure of the machine's speed during the run: lower means a busier or slower machine. */
  benchmarkIndex: number;
  /** For pages with a bag: whether the page showed every product of the bag. */
  bagShown?: boolean;
  lcpElement?: string;
  /** Audits scored below 0.9, worst first: what to look at next. */
  weakAudits: string[];
}

interface PageResult {
  page: string;
  path: string;
  runs: RunSummary[];
  median: RunSummary;
}

const PRODUCTS_TO_DISCOVER = 20;
const BAG_ITEMS = 2;
const MINIMUM_STOCK = 2;
const BAG_CHECK_TIMEOUT_MS = 60_000;
const WEAK_AUDIT_SCORE = 0.9;
const BASELINE_NAME = 'empty Next page';
// Inside the project (bench/results is ignored by git), so that the build finds the project's node_modules.
const EMPTY_APP_DIR = path.join(__dirname, 'results', 'lighthouse-empty-app');

function readSettings(): Settings {
  return {
    baseUrl: baseUrlFromEnvironment(),
    runs: positiveWholeNumber('BENCH_LIGHTHOUSE_RUNS', 3),
    chromePath: chromiumPath(),
    outputFile: process.env.BENCH_OUTPUT || undefined,
  };
}

async function benchPages(baseUrl: string): Promise<BenchPage[]> {
  const catalog = await discoverCatalog(baseUrl, PRODUCTS_TO_DISCOVER, MINIMUM_STOCK);
  const customer = await signUpCustomer(baseUrl, 'Lighthouse Bench');
  const byProduct = new Map(catalog.addable.map((variant) => [variant.productId, variant]));
  for (const variant of [...byProduct.values()].slice(0, BAG_ITEMS)) await addToBag(baseUrl, customer.token, variant, 1);
  const productNames = await bagProductNames(baseUrl, customer.token);
  if (productNames.length !== BAG_ITEMS) throw new Error(`The bench customer's bag holds ${productNames.length} lines, not ${BAG_ITEMS}`);
  const bag = { customer, productNames };
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${catalog.categorySlugs[0]}` },
    { name: 'product', path: `/details/${catalog.products[0].slug}` },
    { name: 'cart', path: '/cart', bag },
    { name: 'checkout', path: '/checkout', bag },
  ];
}

/** The customer's session as the storefront keeps it: the sign-in cookies it reads with js-cookie. */
async function signInBrowser(port: number, baseUrl: string, customer: Customer): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies([
      { name: 'token', value: customer.token, url: baseUrl },
      { name: 'user_data', value: encodeURIComponent(JSON.stringify(customer.user)), url: baseUrl },
    ]);
  } finally {
    await browser.close();
  }
}

/** Opens the page again in the same browser and session, and looks for every product of the bag. */
async function showsBag(port: number, url: string, productNames: string[]): Promise<boolean> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url);
    for (const name of productNames) {
      await page.getByText(name, { exact: true }).first().waitFor({ state: 'visible', timeout: BAG_CHECK_TIMEOUT_MS });
    }
    return new URL(page.url()).pathname === new URL(url).pathname;
  } catch {
    return false;
  } finally {
    await browser.close();
  }
}

type Lighthouse = typeof runLighthouse;
type Result = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];

// A dynamic import loads Lighthouse as the ES module it is: compiled to CommonJS by tsx, the
// functions it runs inside the page would call esbuild's __name helper, which the page lacks.
async function loadLighthouse(): Promise<Lighthouse> {
  return (await import('lighthouse')).default;
}

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

function numeric(result: Result, audit: string): number {
  return result.audits[audit]?.numericValue ?? Number.NaN;
}

function scriptTransferBytes(result: Result): number {
  const details = result.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function lcpElement(result: Result): string | undefined {
  const details = result.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.snippet;
}

function weakAudits(result: Result): string[] {
  return Object.values(result.audits)
    .filter((audit) => audit.score !== null && audit.score < WEAK_AUDIT_SCORE && audit.scoreDisplayMode !== 'informative')
    .sort((left, right) => (left.score ?? 0) - (right.score ?? 0))
    .map((audit) => `${audit.id} (${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
}

function summarize(result: Result): RunSummary {
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    seo: score(result, 'seo'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    fcpMs: numeric(result, 'first-contentful-paint'),
    scriptTransferBytes: scriptTransferBytes(result),
    requestedUrl: result.requestedUrl ?? '',
    finalUrl: result.finalDisplayedUrl,
    benchmarkIndex: Math.round(result.environment.benchmarkIndex),
    lcpElement: lcpElement(result),
    weakAudits: weakAudits(result),
  };
}

// A fresh Chromium (a new, empty profile) per run: every run starts with a cold cache.
async function runOnce(lighthouse: Lighthouse, settings: Settings, page: BenchPage): Promise<RunSummary> {
  const chrome = await chromeLauncher.launch({ chromePath: settings.chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    const url = (page.baseUrl ?? settings.baseUrl) + page.path;
    if (page.bag) await signInBrowser(chrome.port, settings.baseUrl, page.bag.customer);
    // Storage reset would sign the customer out; the profile is new anyway.
    const answer = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(page.bag) });
    if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
    if (answer.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${answer.lhr.runtimeError.message}`);
    const summary = summarize(answer.lhr);
    if (page.bag) summary.bagShown = await showsBag(chrome.port, url, page.bag.productNames);
    return summary;
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score (the middle one; of an even count, the lower middle). */
function medianRun(runs: readonly RunSummary[]): RunSummary {
  const sorted = [...runs].sort((left, right) => left.performance - right.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(2)} s`;
}

function printReport(results: PageResult[]): void {
  const baseline = results.find(({ page }) => page === BASELINE_NAME)?.median;
  const overBaseline = (value: number, base: number | undefined) => (base === undefined ? '' : `+${Math.round(value - base)} ms`);
  console.log(
    formatTable(
      ['page', 'path', 'perf', 'perf of runs', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'TBT over empty', 'CLS', 'FCP', 'JS kB', 'landed on', 'bag shown'],
      results.map(({ page, path, runs, median }) => [
        page,
        path,
        median.performance,
        runs.map((run) => run.performance).join('/'),
        median.accessibility,
        median.bestPractices,
        median.seo,
        seconds(median.lcpMs),
        `${Math.round(median.tbtMs)} ms`,
        page === BASELINE_NAME ? '' : overBaseline(median.tbtMs, baseline?.tbtMs),
        median.cls.toFixed(3),
        seconds(median.fcpMs),
        kilobytes(median.scriptTransferBytes),
        new URL(median.finalUrl).pathname,
        median.bagShown === undefined ? '' : runs.every((run) => run.bagShown) ? 'yes, every run' : 'NO',
      ]),
    ),
  );
  const indexes = results.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex));
  console.log(
    `Median run by performance score; JS kB = scripts transferred (compressed as served), kB = 1000 bytes; TBT over empty = the page's blocking time less the ${BASELINE_NAME}'s in this run.`,
  );
  console.log(
    `Machine speed (Lighthouse benchmarkIndex) over the runs: ${Math.min(...indexes)} to ${Math.max(...indexes)} (lower = busier or slower machine; TBT grows as it falls).`,
  );
  for (const { page, median } of results) {
    console.log(`${page}: LCP element ${median.lcpElement ?? 'unknown'}`);
    if (median.weakAudits.length > 0) console.log(`  below ${WEAK_AUDIT_SCORE}: ${median.weakAudits.slice(0, 8).join('; ')}`);
  }
}

async function measurePage(lighthouse: Lighthouse, settings: Settings, page: BenchPage): Promise<PageResult> {
  const runs: RunSummary[] = [];
  for (let run = 1; run <= settings.runs; run += 1) {
    process.stdout.write(`  ${page.name} ${page.path}, run ${run} …\n`);
    runs.push(await runOnce(lighthouse, settings, page));
  }
  return { page: page.name, path: page.path, runs, median: medianRun(runs) };
}

/** The framework alone, built by the project's Next and React and measured now, on this machine. */
async function measureBaseline(lighthouse: Lighthouse, settings: Settings): Promise<PageResult> {
  buildEmptyApp(EMPTY_APP_DIR);
  const emptyApp = await serveEmptyApp(EMPTY_APP_DIR);
  try {
    return await measurePage(lighthouse, settings, { name: BASELINE_NAME, path: '/', baseUrl: emptyApp.baseUrl });
  } finally {
    emptyApp.stop();
    rmSync(EMPTY_APP_DIR, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  console.log(`Lighthouse ${settings.runs} runs per page (mobile, simulated throttling) against ${settings.baseUrl}, Chromium ${settings.chromePath}`);
  const lighthouse = await loadLighthouse();
  const pages = await benchPages(settings.baseUrl);
  const results: PageResult[] = [await measureBaseline(lighthouse, settings)];
  for (const page of pages) results.push(await measurePage(lighthouse, settings, page));
  printReport(results);
  if (settings.outputFile) {
    writeFileSync(settings.outputFile, `${JSON.stringify({ baseUrl: settings.baseUrl, measuredAt: new Date().toISOString(), results }, null, 2)}\n`);
    console.log(`Results written to ${settings.outputFile}`);
  }

  const wrongPages = results.filter(
    ({ runs, path }) => runs.some((run) => run.bagShown === false) || runs.some((run) => new URL(run.finalUrl).pathname !== path),
  );
  if (wrongPages.length > 0) {
    console.error(`FAILED: ${wrongPages.map(({ page }) => page).join(', ')} did not show the page asked for (a redirect, or no bag)`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
