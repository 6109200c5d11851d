// The recently viewed products: ids kept in the browser, most recent first.

/** localStorage key of the list (not a shared storage key: it is the product page's own). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';

/** The API answers at most 20 ids at a time. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** The stored list, or an empty one when it is missing or not a list of whole positive numbers. */
export function parseRecentlyViewed(stored: string | null): number[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** The list after viewing a product: it moves to the front, each id once, the oldest dropped beyond the limit. */
export function rememberViewed(ids: readonly number[], productId: number): number[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The ids to show beside a product: every remembered one except the product itself. */
export function viewedBefore(ids: readonly number[], productId: number): number[] {
  return ids.filter((id) => id !== productId);
}
