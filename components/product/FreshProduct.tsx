import { useEffect } from 'react';
import type { ProductDetail } from '@/contract/catalog';
import { useProductBySlugQuery } from '@/store/api/productsApi';

interface FreshProductProps {
  slug: string;
  onFresh: (product: ProductDetail) => void;
}

/**
 * Hands over the product as the API answers now. The page's HTML and data may come from a cache (the
 * page cache, the router's, the browser's back/forward cache) and be older than the shopper's own last
 * review, order or stock alert; its stock, prices and rating must not be. Rendered only in the browser,
 * so the first render matches the server's HTML; asked again when the browser shows the page from its
 * back/forward cache. A failed request keeps what is shown.
 */
export function FreshProduct({ slug, onFresh }: FreshProductProps) {
  const { data, refetch } = useProductBySlugQuery(slug, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (data) onFresh(data);
  }, [data, onFresh]);

  useEffect(() => {
    const refreshWhenRestored = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pageshow', refreshWhenRestored);
    return () => window.removeEventListener('pageshow', refreshWhenRestored);
  }, [refetch]);

  return null;
}
