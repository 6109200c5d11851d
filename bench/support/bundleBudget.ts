// First-load JavaScript per route and its budget: the pure part of bench/bundle.ts (no files read).

/** The parts of Next's `.next/build-manifest.json` (pages router) that say what a first visit loads. */
export interface BuildManifest {
  polyfillFiles: string[];
  rootMainFiles: string[];
  pages: Record<string, string[]>;
}

interface Budget {
  /** What the shop's code may add to a route's first load, over an empty page of the same Next and React. */
  maxKb: number;
  /** An unenforced budget is reported when exceeded but does not fail the run. */
  enforced: boolean;
}

export interface Budgets {
  default: Budget;
  routes: Record<string, Budget>;
}

export interface RouteSize {
  route: string;
  files: string[];
  bytes: number;
  /** The files the route's server-rendered HTML names beyond the build manifest's: `next/dynamic` chunks it renders. */
  renderedChunks: string[];
}

/** What a page's server-rendered HTML says about its first load. */
export interface RenderedPage {
  /** The route Next rendered (`__NEXT_DATA__.page`), e.g. `/details/[slug]`. */
  route: string;
  /** The JS files its `<script src>` tags name, as build paths (`static/chunks/….js`), each once. */
  scripts: string[];
}

type BudgetStatus = 'within' | 'over' | 'over, not enforced';

export interface RouteVerdict extends RouteSize {
  /** The route's first load less the empty page's: what the shop's own code adds. */
  ownBytes: number;
  budget: Budget;
  status: BudgetStatus;
}

/** Sizes are reported in kB of 1000 bytes, as the budgets are written. */
export const BYTES_PER_KB = 1000;

const APP_ROUTE = '/_app';
// Not routes a shopper visits: the app shell is counted into every route, the document renders on the server.
const NOT_ROUTES = new Set([APP_ROUTE, '/_document']);

function isJavaScript(file: string): boolean {
  return file.endsWith('.js');
}

/** Every route of the manifest, sorted. */
export function routesOf(manifest: BuildManifest): string[] {
  return Object.keys(manifest.pages)
    .filter((route) => !NOT_ROUTES.has(route))
    .sort();
}

function uniqueJavaScript(files: readonly string[]): string[] {
  return [...new Set(files.filter(isJavaScript))];
}

/** The JS files every first visit loads, whatever the route: polyfills, root main files and the app shell. */
export function sharedFiles(manifest: BuildManifest): string[] {
  return uniqueJavaScript([...manifest.polyfillFiles, ...manifest.rootMainFiles, ...(manifest.pages[APP_ROUTE] ?? [])]);
}

/** The JS files a first visit to `route` loads (the shared files and the page's own), each once. */
export function firstLoadFiles(manifest: BuildManifest, route: string): string[] {
  const page = manifest.pages[route];
  if (!page) throw new Error(`The build manifest has no route ${route}`);
  return uniqueJavaScript([...sharedFiles(manifest), ...page]);
}

/** The sum of the files' sizes; a file without a known size is an error, not zero. */
export function totalBytes(files: readonly string[], sizes: ReadonlyMap<string, number>): number {
  return files.reduce((sum, file) => {
    const size = sizes.get(file);
    if (size === undefined) throw new Error(`No size known for ${file}`);
    return sum + size;
  }, 0);
}

/**
 * Each route's first load: the build manifest's files and, for a route with a page in `rendered`, the
 * scripts its HTML also names (the browser loads them before it hydrates the page).
 */
export function routeSizes(
  manifest: BuildManifest,
  sizes: ReadonlyMap<string, number>,
  rendered: readonly RenderedPage[] = [],
): RouteSize[] {
  const scriptsByRoute = new Map(rendered.map((page) => [page.route, page.scripts]));
  return routesOf(manifest).map((route) => {
    const fromManifest = firstLoadFiles(manifest, route);
    const renderedChunks = (scriptsByRoute.get(route) ?? []).filter((file) => !fromManifest.includes(file));
    const files = [...fromManifest, ...renderedChunks];
    return { route, files, bytes: totalBytes(files, sizes), renderedChunks };
  });
}

const NEXT_DATA = /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/;
const SCRIPT_SOURCE = /<script\b[^>]*?\ssrc="([^"]*)"/g;
// Next's JS chunks; the per-build manifests (`static/<build id>/…`) and other origins' scripts are not counted.
const CHUNK_PATH = /\/_next\/(static\/chunks\/[^/]+\.js)$/;

/** The route and the scripts of a page's HTML as `next start` served it; an HTML without Next's page data is an error. */
export function renderedPage(html: string): RenderedPage {
  const data = NEXT_DATA.exec(html);
  const route = data ? (JSON.parse(data[1]) as { page?: unknown }).page : undefined;
  if (typeof route !== 'string') throw new Error('The HTML has no __NEXT_DATA__ naming its page');
  const scripts = [...html.matchAll(SCRIPT_SOURCE)]
    .map((match) => new URL(match[1].replaceAll('&amp;', '&'), 'http://page.invalid').pathname)
    .map((pathname) => CHUNK_PATH.exec(decodeURIComponent(pathname))?.[1])
    .filter((file): file is string => file !== undefined);
  return { route, scripts: [...new Set(scripts)] };
}

function budgetFor(budgets: Budgets, route: string): Budget {
  return budgets.routes[route] ?? budgets.default;
}

/** The route's verdict: its first load less `baselineBytes` (the empty page's first load) against its budget. */
export function judge(size: RouteSize, budgets: Budgets, baselineBytes: number): RouteVerdict {
  const budget = budgetFor(budgets, size.route);
  const ownBytes = size.bytes - baselineBytes;
  const over = ownBytes > budget.maxKb * BYTES_PER_KB;
  const status: BudgetStatus = !over ? 'within' : budget.enforced ? 'over' : 'over, not enforced';
  return { ...size, ownBytes, budget, status };
}

/** The routes that fail the run: over an enforced budget. */
export function failures(verdicts: readonly RouteVerdict[]): RouteVerdict[] {
  return verdicts.filter((verdict) => verdict.status === 'over');
}

/** Checks a parsed budgets file, so a typo fails loudly instead of silently budgeting nothing. */
export function parseBudgets(value: unknown): Budgets {
  const record = value as { default?: unknown; routes?: unknown };
  const budget = (candidate: unknown, where: string): Budget => {
    const entry = candidate as Partial<Budget> | undefined;
    if (!entry || typeof entry.maxKb !== 'number' || entry.maxKb <= 0 || typeof entry.enforced !== 'boolean') {
      throw new Error(`Budget ${where} needs a positive "maxKb" and a boolean "enforced"`);
    }
    return { maxKb: entry.maxKb, enforced: entry.enforced };
  };
  if (!record || typeof record.routes !== 'object' || record.routes === null) {
    throw new Error('The budgets file needs "default" and "routes"');
  }
  const routes = Object.fromEntries(
    Object.entries(record.routes as Record<string, unknown>).map(([route, entry]) => [route, budget(entry, route)]),
  );
  return { default: budget(record.default, 'default'), routes };
}

/** Budgeted routes the build does not have: a renamed page or a typo in the budgets file. */
export function unknownBudgetRoutes(budgets: Budgets, routes: readonly string[]): string[] {
  const known = new Set(routes);
  return Object.keys(budgets.routes).filter((route) => !known.has(route));
}
