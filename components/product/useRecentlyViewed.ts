import { useEffect, useState } from 'react';
import { listRecentlyViewedProducts } from '@/services/products';
import type { ProductListItem } from '@/contract/catalog';
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, rememberViewed, viewedBefore } from '@/utils/recentlyViewed';

function readIds(): number[] {
  try {
    return parseRecentlyViewed(window.localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

function writeIds(ids: number[]): void {
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the list is a convenience, the page works without it.
  }
}

/** The products viewed before this one (loaded after hydration), and this one remembered for next time. */
export function useRecentlyViewed(productId: number): ProductListItem[] {
  const [products, setProducts] = useState<ProductListItem[]>([]);

  useEffect(() => {
    const stored = readIds();
    writeIds(rememberViewed(stored, productId));
    const earlier = viewedBefore(stored, productId);
    if (earlier.length === 0) return;
    const controller = new AbortController();
    listRecentlyViewedProducts(earlier, { signal: controller.signal })
      .then(setProducts)
      .catch(() => setProducts([]));
    return () => controller.abort();
  }, [productId]);

  return products;
}
