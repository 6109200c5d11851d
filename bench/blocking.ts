// Blocking-time benchmark: the catalog pages opened in Debian's Chromium as a phone at 4x
// CPU slowdown, the long tasks (over 50 ms) Chrome reports from the first contentful paint on, and
// their blocking time (each task's time beyond 50 ms), the median of several cold-cache runs per page.
// Lighthouse simulates the same measure from an unthrottled trace, which moves it by ±100 ms between
// runs; this one is measured. Usage and settings: bench/README.md.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium';
import { baseUrlFromEnvironment, positiveWholeNumber } from './support/settings';
import { discoverCatalog } from './support/shop';
import { formatTable } from './support/table';

interface Settings {
  baseUrl: string;
  runs: number;
}

interface PageRun {
  firstContentfulPaintMs: number;
  blockingMs: number;
  longestTaskMs: number;
  longTasks: number;
}

declare global {
  interface Window {
    benchLongTasks?: Array<{ start: number; duration: number }>;
  }
}

// Lighthouse's mobile emulation: a mid-range phone's screen, and its CPU as 4x slower than this one.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
// Long enough for what a page does after load (carousels, lazy rows) to show up.
const QUIET_AFTER_LOAD_MS = 5000;

function readSettings(): Settings {
  return { baseUrl: baseUrlFromEnvironment(), runs: positiveWholeNumber('BENCH_BLOCKING_RUNS', 5) };
}

async function catalogPages(baseUrl: string): Promise<Array<{ name: string; path: string }>> {
  const catalog = await discoverCatalog(baseUrl, 1, 1);
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${catalog.categorySlugs[0]}` },
    { name: 'product', path: `/details/${catalog.products[0].slug}` },
  ];
}

async function measureOnce(browser: Browser, url: string): Promise<PageRun> {
  // A new context per run: a first visit, nothing cached, no cookies.
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongTasks?.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    await page.waitForTimeout(QUIET_AFTER_LOAD_MS);
    const { tasks, firstContentfulPaint } = await page.evaluate(() => ({
      tasks: window.benchLongTasks ?? [],
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const afterPaint = tasks.filter((task) => task.start >= firstContentfulPaint);
    return {
      firstContentfulPaintMs: Math.round(firstContentfulPaint),
      blockingMs: Math.round(afterPaint.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0)),
      longestTaskMs: Math.round(Math.max(0, ...afterPaint.map((task) => task.duration))),
      longTasks: afterPaint.length,
    };
  } finally {
    await context.close();
  }
}

/** The middle value (of an even count, the lower middle). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main(): Promise<void> {
  const settings = readSettings();
  console.log(`Blocking time: ${settings.runs} runs per page, ${CPU_SLOWDOWN}x CPU slowdown, against ${settings.baseUrl}`);
  const pages = await catalogPages(settings.baseUrl);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const rows: Array<Array<string | number>> = [];
    for (const { name, path } of pages) {
      const runs: PageRun[] = [];
      for (let run = 0; run < settings.runs; run += 1) runs.push(await measureOnce(browser, settings.baseUrl + path));
      rows.push([
        name,
        path,
        median(runs.map((run) => run.blockingMs)),
        runs.map((run) => run.blockingMs).join(' '),
        median(runs.map((run) => run.longestTaskMs)),
        median(runs.map((run) => run.longTasks)),
        median(runs.map((run) => run.firstContentfulPaintMs)),
      ]);
    }
    console.log(formatTable(['page', 'path', 'blocking ms (median)', 'each run', 'longest task ms', 'long tasks', 'FCP ms'], rows));
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
