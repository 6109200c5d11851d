import { getProductBySlug } from '@/services/products';
import { fromService, shopApi } from './shopApi';

const productsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The product's page data; null when no product has the slug. */
    productBySlug: build.query<Awaited<ReturnType<typeof getProductBySlug>>, string>({
      queryFn: fromService((slug, signal) => getProductBySlug(slug, { signal })),
    }),
  }),
});

export const { useProductBySlugQuery } = productsApi;
