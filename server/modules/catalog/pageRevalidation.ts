import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '@/server/db/connection';
import { findOrderProductSlugs, findProductSlugs } from './repository';

// Product pages are served from Next's page cache (ISR). When an API call changes what such a page
// shows (stock, name, reviews), the call asks Next to render the page again so that the next visitor
// sees the change at once instead of after the page's revalidate time.

/** Renders one page path again (Next's `res.revalidate`); the API route provides it per request. */
export type PageRevalidator = (path: string) => Promise<void>;

// Per request, not per process: the revalidator belongs to the request being answered.
const requestRevalidator = new AsyncLocalStorage<PageRevalidator>();

/** Runs one API request with the way its changes reach the page cache. */
export function withPageRevalidator<Result>(revalidator: PageRevalidator, work: () => Promise<Result>): Promise<Result> {
  return requestRevalidator.run(revalidator, work);
}

/** Every locale's address of a product page: English unprefixed, Bangla under `/bn`. */
export function productPagePaths(slug: string): string[] {
  const path = `/details/${encodeURIComponent(slug)}`;
  return [path, `/bn${path}`];
}

/**
 * Renders the product pages of these slugs again in every locale. Never fails: a page that cannot be
 * rendered now keeps its cached copy until its revalidate time, which the change must not wait for.
 * Outside an API request (tests, scripts) there is no page cache and nothing happens.
 */
export async function revalidateProductPages(slugs: Iterable<string>): Promise<void> {
  const revalidate = requestRevalidator.getStore();
  if (!revalidate) return;
  const paths = [...new Set(slugs)].flatMap(productPagePaths);
  await Promise.all(
    paths.map((path) =>
      revalidate(path).catch((error: unknown) => {
        console.error(`Page ${path} was not revalidated: ${error instanceof Error ? error.message : String(error)}`);
      }),
    ),
  );
}

// The slugs are looked up only when there is a page cache to refresh; a failed lookup is logged, never thrown.
async function revalidatePagesOf(findSlugs: () => Promise<string[]>): Promise<void> {
  if (!requestRevalidator.getStore()) return;
  try {
    await revalidateProductPages(await findSlugs());
  } catch (error) {
    console.error(`Product pages were not revalidated: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The pages of these products (a review changes their rating and reviews). Never fails. */
export function revalidatePagesOfProducts(db: Db, productIds: number[]): Promise<void> {
  return revalidatePagesOf(() => findProductSlugs(db, productIds));
}

/** The pages of an order's products, whose stock the order took or gave back. Never fails. */
export function revalidatePagesOfOrder(db: Db, orderId: number): Promise<void> {
  return revalidatePagesOf(() => findOrderProductSlugs(db, orderId));
}
