import type { ApiContext, PageRevalidator } from '@/server/http/types';
import { findOrderProductSlugs, findProductSlugs } from './repository';

// Product pages are served from Next's page cache (ISR). When an API call changes what such a page
// shows (stock, name, reviews), the call asks for the page to be rendered again, through the
// revalidator its server put in the call's context, so that the next visitor sees the change at once
// instead of after the page's revalidate time.

/** Every locale's address of a product page: English unprefixed, Bangla under `/bn`. */
export function productPagePaths(slug: string): string[] {
  const path = `/details/${encodeURIComponent(slug)}`;
  return [path, `/bn${path}`];
}

/**
 * Renders the product pages of these slugs again in every locale. Never fails: a page that cannot be
 * rendered now keeps its cached copy until its revalidate time, which the change must not wait for.
 * Without a revalidator (tests, scripts) there is no page cache and nothing happens.
 */
export async function revalidateProductPages(revalidate: PageRevalidator | undefined, slugs: Iterable<string>): Promise<void> {
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

type RevalidationContext = Pick<ApiContext, 'db' | 'revalidatePage'>;

// The slugs are looked up only when there is a page cache to refresh; a failed lookup is logged, never thrown.
async function revalidatePagesOf(revalidate: PageRevalidator | undefined, findSlugs: () => Promise<string[]>): Promise<void> {
  if (!revalidate) return;
  try {
    await revalidateProductPages(revalidate, await findSlugs());
  } catch (error) {
    console.error(`Product pages were not revalidated: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The pages of these products (a review changes their rating and reviews). Never fails. */
export function revalidatePagesOfProducts({ db, revalidatePage }: RevalidationContext, productIds: number[]): Promise<void> {
  return revalidatePagesOf(revalidatePage, () => findProductSlugs(db, productIds));
}

/** The pages of an order's products, whose stock the order took or gave back. Never fails. */
export function revalidatePagesOfOrder({ db, revalidatePage }: RevalidationContext, orderId: number): Promise<void> {
  return revalidatePagesOf(revalidatePage, () => findOrderProductSlugs(db, orderId));
}
