// Load benchmark: mixed storefront traffic against a running server, then two checks:
// no 5xx answers, and no bag line lost (every add the server accepted is in the guest's bag).
// Usage and settings: bench/README.md.
import autocannon, { type BuiltRequest, type RequestContext, type RequestStep, type Result } from 'autocannon';
import { baseUrlFromEnvironment, pick, positiveWholeNumber } from './support/settings';
import { bearer, discoverCatalog, requestJson, signInGuests, type Catalog, type Guest } from './support/shop';

interface Settings {
  baseUrl: string;
  seconds: number;
  connections: number;
}

interface LineLedger {
  accepted: number;
  refused: number;
  // Sent without an answer (connection dropped or the run ended): the server may or may not have added it.
  unanswered: number;
}

interface TrafficKindStats {
  statuses: Map<number, number>;
  latenciesMs: number[];
}

interface BagCheck {
  linesChecked: number;
  lost: string[];
  unexplained: string[];
}

const PRODUCTS_TO_DISCOVER = 60;
const MAX_ADD_QUANTITY = 3;
const REQUEST_TIMEOUT_SECONDS = 30;
const SETTLE_MILLISECONDS = 2000;

function readSettings(): Settings {
  return {
    baseUrl: baseUrlFromEnvironment(),
    seconds: positiveWholeNumber('BENCH_SECONDS', 60),
    connections: positiveWholeNumber('BENCH_CONNECTIONS', 50),
  };
}

// Hands each connection a guest for one pass through the traffic steps; a guest is shared only
// when a connection lost its answer mid-pass and never gave its guest back.
class GuestPool {
  private readonly free: number[];
  private nextShared = 0;

  constructor(private readonly guests: Guest[]) {
    this.free = guests.map((_guest, index) => index);
  }

  take(): number {
    const index = this.free.shift();
    if (index !== undefined) return index;
    this.nextShared = (this.nextShared + 1) % this.guests.length;
    return this.nextShared;
  }

  giveBack(index: number): void {
    if (!this.free.includes(index)) this.free.push(index);
  }

  token(index: number): string {
    return this.guests[index].token;
  }
}

class Ledger {
  private readonly lines = new Map<string, LineLedger>();

  private line(guestIndex: number, barcode: string): LineLedger {
    const key = `${guestIndex}|${barcode}`;
    let line = this.lines.get(key);
    if (!line) {
      line = { accepted: 0, refused: 0, unanswered: 0 };
      this.lines.set(key, line);
    }
    return line;
  }

  sent(guestIndex: number, barcode: string, quantity: number): void {
    this.line(guestIndex, barcode).unanswered += quantity;
  }

  answered(guestIndex: number, barcode: string, quantity: number, status: number): void {
    const line = this.line(guestIndex, barcode);
    line.unanswered -= quantity;
    if (status === 200) line.accepted += quantity;
    else line.refused += quantity;
  }

  forGuest(guestIndex: number): Map<string, LineLedger> {
    const prefix = `${guestIndex}|`;
    const result = new Map<string, LineLedger>();
    for (const [key, line] of this.lines) {
      if (key.startsWith(prefix)) result.set(key.slice(prefix.length), line);
    }
    return result;
  }

  totals(): LineLedger {
    const total = { accepted: 0, refused: 0, unanswered: 0 };
    for (const line of this.lines.values()) {
      total.accepted += line.accepted;
      total.refused += line.refused;
      total.unanswered += line.unanswered;
    }
    return total;
  }
}

class TrafficStats {
  readonly byKind = new Map<string, TrafficKindStats>();

  record(kind: string, status: number, latencyMs: number): void {
    let stats = this.byKind.get(kind);
    if (!stats) {
      stats = { statuses: new Map(), latenciesMs: [] };
      this.byKind.set(kind, stats);
    }
    stats.statuses.set(status, (stats.statuses.get(status) ?? 0) + 1);
    stats.latenciesMs.push(latencyMs);
  }
}

function guestOf(context: RequestContext): number {
  return context.guestIndex as number;
}

interface TrafficStep {
  kind: string;
  method?: 'GET' | 'POST';
  build: (context: RequestContext) => { path: string; body?: unknown };
  authorized?: boolean;
  page?: boolean;
  answered?: (status: number, context: RequestContext) => void;
}

function trafficSteps(catalog: Catalog, pool: GuestPool, ledger: Ledger): TrafficStep[] {
  const addToBag: TrafficStep = {
    kind: 'add to bag',
    method: 'POST',
    authorized: true,
    build: (context) => {
      const variant = pick(catalog.addable);
      const quantity = 1 + Math.floor(Math.random() * MAX_ADD_QUANTITY);
      context.addBarcode = variant.barcode;
      context.addQuantity = quantity;
      ledger.sent(guestOf(context), variant.barcode, quantity);
      return { path: '/api/v2/carts/add', body: { id: variant.productId, barcode: variant.barcode, quantity } };
    },
    answered: (status, context) =>
      ledger.answered(guestOf(context), context.addBarcode as string, context.addQuantity as number, status),
  };
  return [
    {
      kind: 'home page',
      page: true,
      build: (context) => {
        context.guestIndex = pool.take();
        return { path: '/' };
      },
    },
    { kind: 'category page', page: true, build: () => ({ path: `/category/${pick(catalog.categorySlugs)}` }) },
    {
      kind: 'listing API',
      build: () => ({
        path: `/api/v3/products?category=${pick(catalog.categorySlugs)}&page=${1 + Math.floor(Math.random() * 3)}&limit=20`,
      }),
    },
    { kind: 'product page', page: true, build: () => ({ path: `/details/${pick(catalog.products).slug}` }) },
    { kind: 'product API', build: () => ({ path: `/api/v2/products/${pick(catalog.products).id}` }) },
    addToBag,
    addToBag,
    {
      kind: 'bag summary',
      authorized: true,
      build: () => ({ path: '/api/v2/cart-summary' }),
      answered: (_status, context) => pool.giveBack(guestOf(context)),
    },
  ];
}

function toAutocannonSteps(steps: TrafficStep[], pool: GuestPool, stats: TrafficStats): RequestStep[] {
  return steps.map((step) => ({
    setupRequest: (request: BuiltRequest, context: RequestContext): BuiltRequest => {
      const { path, body } = step.build(context);
      const headers: Record<string, string> = { ...request.headers, Accept: step.page ? 'text/html' : 'application/json' };
      if (step.authorized) Object.assign(headers, bearer(pool.token(guestOf(context))));
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      context.sentAt = performance.now();
      return { ...request, method: step.method ?? 'GET', path, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    },
    onResponse: (status: number, _body: string, context: RequestContext) => {
      stats.record(step.kind, status, performance.now() - (context.sentAt as number));
      step.answered?.(status, context);
    },
  }));
}

// Pages compile on first request in development; one visit each keeps that out of the figures.
async function warmUp(baseUrl: string, catalog: Catalog): Promise<void> {
  for (const path of ['/', `/category/${catalog.categorySlugs[0]}`, `/details/${catalog.products[0].slug}`]) {
    await fetch(baseUrl + path).then((response) => response.arrayBuffer());
  }
}

interface BagLine {
  barcode: string;
  quantity: number;
}

async function bagQuantities(baseUrl: string, guest: Guest): Promise<Map<string, number>> {
  const groups = (await requestJson(baseUrl, '/api/v2/carts', { headers: bearer(guest.token) })) as {
    cart_items: BagLine[];
  }[];
  const quantities = new Map<string, number>();
  for (const line of groups.flatMap((group) => group.cart_items)) {
    quantities.set(line.barcode, (quantities.get(line.barcode) ?? 0) + line.quantity);
  }
  return quantities;
}

async function checkBags(baseUrl: string, guests: Guest[], ledger: Ledger): Promise<BagCheck> {
  const check: BagCheck = { linesChecked: 0, lost: [], unexplained: [] };
  for (const [guestIndex, guest] of guests.entries()) {
    const listed = await bagQuantities(baseUrl, guest);
    const expected = ledger.forGuest(guestIndex);
    for (const barcode of new Set([...listed.keys(), ...expected.keys()])) {
      const line = expected.get(barcode) ?? { accepted: 0, refused: 0, unanswered: 0 };
      const quantity = listed.get(barcode) ?? 0;
      if (line.accepted === 0 && quantity === 0) continue;
      check.linesChecked += 1;
      const where = `guest ${guest.id} barcode ${barcode}: accepted ${line.accepted}, unanswered ${line.unanswered}, bag lists ${quantity}`;
      if (quantity < line.accepted) check.lost.push(where);
      else if (quantity > line.accepted + line.unanswered) check.unexplained.push(where);
    }
  }
  return check;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

function statusSummary(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([left], [right]) => left - right)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

function printTrafficTable(stats: TrafficStats): void {
  const rows = [...stats.byKind.entries()].map(([kind, { statuses, latenciesMs }]) => {
    const sorted = [...latenciesMs].sort((left, right) => left - right);
    return {
      traffic: kind,
      requests: latenciesMs.length,
      'p50 ms': Math.round(percentile(sorted, 0.5)),
      'p99 ms': Math.round(percentile(sorted, 0.99)),
      statuses: statusSummary(statuses),
    };
  });
  console.table(rows);
}

function printTotals(result: Result, ledger: Ledger, bagCheck: BagCheck, serverErrors: number): void {
  const non2xx = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(' ');
  const adds = ledger.totals();
  console.table([
    { measure: 'requests per second (mean)', value: Math.round(result.requests.average) },
    { measure: 'requests answered', value: result.requests.total },
    { measure: 'latency p50 / p90 / p99 / max (ms)', value: `${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max}` },
    { measure: 'non-2xx by status', value: non2xx || 'none' },
    { measure: 'connection errors / timeouts', value: `${result.errors} / ${result.timeouts}` },
    { measure: '5xx answers (must be 0)', value: serverErrors },
    { measure: 'pieces added: accepted / refused (422 etc.) / unanswered', value: `${adds.accepted} / ${adds.refused} / ${adds.unanswered}` },
    { measure: 'bag lines checked', value: bagCheck.linesChecked },
    { measure: 'lost bag lines (must be 0)', value: bagCheck.lost.length },
    { measure: 'unexplained extra pieces (must be 0)', value: bagCheck.unexplained.length },
  ]);
  for (const line of [...bagCheck.lost, ...bagCheck.unexplained].slice(0, 20)) console.log(`  ${line}`);
}

async function main(): Promise<void> {
  const settings = readSettings();
  console.log(`Load: ${settings.connections} connections for ${settings.seconds} s against ${settings.baseUrl}`);
  const catalog = await discoverCatalog(settings.baseUrl, PRODUCTS_TO_DISCOVER, MAX_ADD_QUANTITY);
  const guests = await signInGuests(settings.baseUrl, settings.connections);
  await warmUp(settings.baseUrl, catalog);
  console.log(
    `${catalog.categorySlugs.length} categories, ${catalog.products.length} products, ${catalog.addable.length} in-stock variants, ${guests.length} guests`,
  );

  const pool = new GuestPool(guests);
  const ledger = new Ledger();
  const stats = new TrafficStats();
  const result = await autocannon({
    url: settings.baseUrl,
    connections: settings.connections,
    duration: settings.seconds,
    pipelining: 1,
    timeout: REQUEST_TIMEOUT_SECONDS,
    requests: toAutocannonSteps(trafficSteps(catalog, pool, ledger), pool, stats),
  });
  // Requests cut off at the end may still be running on the server.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MILLISECONDS));
  const bagCheck = await checkBags(settings.baseUrl, guests, ledger);

  printTrafficTable(stats);
  const serverErrors = result['5xx'];
  printTotals(result, ledger, bagCheck, serverErrors);

  const failures = [
    ...(serverErrors > 0 ? [`${serverErrors} answers were 5xx`] : []),
    ...(ledger.totals().accepted === 0 ? ['no add to bag was accepted, so the bag check proved nothing'] : []),
    ...(bagCheck.lost.length > 0 ? [`${bagCheck.lost.length} bag lines lost pieces the server had accepted`] : []),
    ...(bagCheck.unexplained.length > 0 ? [`${bagCheck.unexplained.length} bag lines hold more than was added`] : []),
  ];
  if (failures.length > 0) {
    console.error(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
    return;
  }
  console.log('PASSED: 0 5xx, 0 lost bag lines');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
