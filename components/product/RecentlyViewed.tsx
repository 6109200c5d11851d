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
  // Read before this visit is remembered; the page renders a new template, and so this list, for each product.
  const [earlier] = useState(() => viewedBefore(readIds(), productId));

  useEffect(() => {
    writeIds(rememberViewed(readIds(), productId));
  }, [productId]);

  const { currentData = [] } = useRecentlyViewedProductsQuery(earlier, { skip: earlier.length === 0 });
  return <ProductCarousel title={title} products={currentData} />;
}
