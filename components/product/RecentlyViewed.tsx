import { useEffect, useState } from 'react';
import { useRecentlyViewedProductsQuery } from '@/store/api/productsApi';
import { parseRecentlyViewed, RECENTLY_VIEWED_KEY, rememberViewed, viewedBefore } from '@/utils/recentlyViewed';
import { ProductCarousel } from './ProductCarousel';

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

interface RecentlyViewedProps {
  productId: number;
  title: string;
}

/** The products viewed before this one, and this one remembered for next time; rendered only in the browser. */
export function RecentlyViewed({ productId, title }: RecentlyViewedProps) {
  const [earlier, setEarlier] = useState<number[]>([]);

  useEffect(() => {
    const stored = readIds();
    writeIds(rememberViewed(stored, productId));
    setEarlier(viewedBefore(stored, productId));
  }, [productId]);

  const { currentData = [] } = useRecentlyViewedProductsQuery(earlier, { skip: earlier.length === 0 });
  return <ProductCarousel title={title} products={currentData} />;
}
