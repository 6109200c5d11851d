import type { ApiContext, PageRevalidator } from '@/server/http/types';
import { findOrderProductSlugs, findProductSlugs } from './repository';

// Product pages are served from Next's page cache (ISR). When an API call changes what such a page
// shows (stock, name, reviews), the call asks for the page to be rendered again, through the
// revalidator its server put in the call's context, so that the next visitor sees the change at once
// instead of after the page's revalidate time.
//
// The call answers without waiting: the page renders in the background. Each process renders one
// page at a time, in the order asked, so that a burst of changes (a sale's orders) never crowds out
// the shoppers' own requests with renders. A page asked for again while it waits renders once; asked
// for while it renders, once more after, which shows every change made meanwhile. A render not done
// within 10 s is given up, so that the next one can start. What waits is this process's own
// business: another instance renders its own changes.

/** How long a render may take before it is counted as failed. */
const RENDER_TIMEOUT_MS = 10_000;

/** The pages waiting to render, in the order asked, each with the revalidator last asked for it. */
const waiting = new Map<string, PageRevalidator>();
let rendering = false;

function logFailure(what: string, error: unknown): void {
  console.error(`${what} not revalidated: ${error instanceof Error ? error.message : String(error)}`);
}

/** One render of the page, waited for at most RENDER_TIMEOUT_MS; a failure is logged, never thrown. */
async function renderOnce(revalidate: PageRevalidator, path: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${RENDER_TIMEOUT_MS / 1000} s`)), RENDER_TIMEOUT_MS);
    // A render in flight does not keep a process alive that has nothing else to do.
    timer.unref();
  });
  try {
    await Promise.race([revalidate(path), timeout]);
  } catch (error) {
    logFailure(`Page ${path} was`, error);
  } finally {
    clearTimeout(timer);
  }
}

async function renderWaitingPages(): Promise<void> {
  rendering = true;
  for (let next = waiting.entries().next(); !next.done; next = waiting.entries().next()) {
    const [path, revalidate] = next.value;
    waiting.delete(path);
    await renderOnce(revalidate, path);
  }
  rendering = false;
}

/** Renders the page again in the background, after the pages asked for before it. */
function renderInBackground(revalidate: PageRevalidator, path: string): void {
  waiting.set(path, revalidate);
  if (!rendering) void renderWaitingPages();
}

/** Every locale's address of a product page: English unprefixed, Bangla under `/bn`. */
export function productPagePaths(slug: string): string[] {
  const path = `/details/${encodeURIComponent(slug)}`;
  return [path, `/bn${path}`];
}

/**
 * Renders the product pages of these slugs again in every locale, in the background. Never waits and
 * never fails: a page that cannot be rendered now keeps its cached copy until its revalidate time.
 * Without a revalidator (tests, scripts) there is no page cache and nothing happens.
 */
export function revalidateProductPages(revalidate: PageRevalidator | undefined, slugs: Iterable<string>): void {
  if (!revalidate) return;
  for (const path of [...new Set(slugs)].flatMap(productPagePaths)) renderInBackground(revalidate, path);
}

type RevalidationContext = Pick<ApiContext, 'db' | 'revalidatePage'>;

// The slugs are looked up in the background too, and only when there is a page cache to refresh.
function revalidatePagesOf(revalidate: PageRevalidator | undefined, findSlugs: () => Promise<string[]>): void {
  if (!revalidate) return;
  findSlugs().then(
    (slugs) => revalidateProductPages(revalidate, slugs),
    (error: unknown) => logFailure('Product pages were', error),
  );
}

/** The pages of these products (a review changes their rating and reviews). Never waits, never fails. */
export function revalidatePagesOfProducts({ db, revalidatePage }: RevalidationContext, productIds: number[]): void {
  revalidatePagesOf(revalidatePage, () => findProductSlugs(db, productIds));
}

/** The pages of an order's products, whose stock the order took or gave back. Never waits, never fails. */
export function revalidatePagesOfOrder({ db, revalidatePage }: RevalidationContext, orderId: number): void {
  revalidatePagesOf(revalidatePage, () => findOrderProductSlugs(db, orderId));
}
