import { getCategoryTree, suggestProducts } from '@/services/catalog';
import { fromService, shopApi } from './shopApi';

/** The category tree is the same for every visitor and every search: it is kept for the whole visit. */
const CATEGORY_TREE_KEPT_SECONDS = 60 * 60;

const catalogApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    productSuggestions: build.query<Awaited<ReturnType<typeof suggestProducts>>, string>({
      queryFn: fromService((term, signal) => suggestProducts(term, { signal })),
    }),
    categoryTree: build.query<Awaited<ReturnType<typeof getCategoryTree>>, void>({
      queryFn: fromService((_none, signal) => getCategoryTree({ signal })),
      keepUnusedDataFor: CATEGORY_TREE_KEPT_SECONDS,
    }),
  }),
});

export const { useProductSuggestionsQuery, useCategoryTreeQuery } = catalogApi;
