import { getProductBySlug, listRecentlyViewedProducts } from '@/services/products';
import { fromService, shopApi } from './shopApi';

const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The product's page data; null when no product has the slug. */
    productBySlug: build.query<Awaited<ReturnType<typeof getProductBySlug>>, string>({
      queryFn: fromService((slug, signal) => getProductBySlug(slug, { signal })),
    }),
    /** The products of these ids, in the order given. */
    recentlyViewedProducts: build.query<Awaited<ReturnType<typeof listRecentlyViewedProducts>>, readonly number[]>({
      queryFn: fromService((ids, signal) => listRecentlyViewedProducts(ids, { signal })),
    }),
  }),
});

export const { useProductBySlugQuery, useRecentlyViewedProductsQuery } = productsApi;
