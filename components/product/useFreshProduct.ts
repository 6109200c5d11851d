import { useEffect, useState } from 'react';
import { getProductBySlug } from '@/services/products';
import type { ProductDetail } from '@/contract/catalog';

/**
 * The product as the page was rendered with it, then as the API answers now. The page's HTML and data
 * may come from a cache (the page cache, the router's, the browser's back/forward cache) and be older
 * than the shopper's own last review, order or stock alert; its stock, prices and rating must not be.
 * Asked once the page is in the browser, so the first render matches the server's HTML, and again when
 * the browser shows the page from its back/forward cache. A failed request keeps what is shown.
 */
export function useFreshProduct(rendered: ProductDetail): ProductDetail {
  const [product, setProduct] = useState(rendered);
  const { slug } = rendered;

  useEffect(() => {
    let controller = new AbortController();
    const refresh = () => {
      controller.abort();
      controller = new AbortController();
      getProductBySlug(slug, { signal: controller.signal })
        .then((fresh) => {
          if (fresh) setProduct(fresh);
        })
        .catch(() => undefined);
    };
    const refreshWhenRestored = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    refresh();
    window.addEventListener('pageshow', refreshWhenRestored);
    return () => {
      window.removeEventListener('pageshow', refreshWhenRestored);
      controller.abort();
    };
  }, [slug]);

  return product;
}
