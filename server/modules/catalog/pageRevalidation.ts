import type { ApiContext, PageRevalidator } from '@/server/http/types';
import { findOrderProductSlugs, findProductSlugs } from './repository';

// Product pages are served from Next's page cache (ISR). When an API call changes what such a page
// shows (stock, name, reviews), the call asks for the page to be rendered again, through the
// revalidator its server put in the call's context, so that the next visitor sees the change at once
// instead of after the page's revalidate time.
//
// The call answers without waiting: the page renders in the background. Renders of one page never
// overlap (a render waiting for another of the same page could hang both): a change while the page
// renders asks for one more render after it, which shows every change made meanwhile. A render not
// done within 10 s is given up, so that the next one can start. What is in flight is this process's
// own business: another instance renders its own changes.

/** How long a render may take before it is counted as failed. */
const RENDER_TIMEOUT_MS = 10_000;

/** The pages rendering now, each with the revalidator of the render asked for meanwhile, if any. */
const rendersInFlight = new Map<string, { next?: PageRevalidator }>();

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

async function renderWhileAsked(revalidate: PageRevalidator, path: string, asked: { next?: PageRevalidator }): Promise<void> {
  for (let current: PageRevalidator | undefined = revalidate; current; current = asked.next) {
    asked.next = undefined;
    await renderOnce(current, path);
  }
  rendersInFlight.delete(path);
}

/** Renders the page again in the background, after the render of it in flight if there is one. */
function renderInBackground(revalidate: PageRevalidator, path: string): void {
  const inFlight = rendersInFlight.get(path);
  if (inFlight) {
    inFlight.next = revalidate;
    return;
  }
  const asked = {};
  rendersInFlight.set(path, asked);
  void renderWhileAsked(revalidate, path, asked);
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
