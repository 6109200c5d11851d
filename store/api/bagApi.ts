import type { CartSummary, PromotionSelection, ShippingChoice } from '@/contract/cart';
import { getCartSummary, getPromotionSelection } from '@/services/cart';
import { fromService, shopApi } from './shopApi';

export interface BagSummaryArg {
  token: string | null;
  choice: ShippingChoice;
  /**
   * The server prices its own copy of the bag; this names the browser's (its lines, coupon and cards,
   * and how often the shopper asked again), so that each has its own cache entry and a change asks again.
   */
  key: string;
}

const bagApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The promotion's progress for the session's bag, asked for again after each change of its lines. */
    promotion: build.query<PromotionSelection, { token: string }>({
      queryFn: fromService(({ token }, signal) => getPromotionSelection({ token, signal })),
      providesTags: ['Bag'],
    }),
    /** The server's totals for the bag, priced with a delivery choice. */
    bagSummary: build.query<CartSummary, BagSummaryArg>({
      queryFn: fromService(({ token, choice }, signal) => getCartSummary({ token: token ?? undefined, signal }, choice)),
    }),
  }),
});

export const { usePromotionQuery, useBagSummaryQuery } = bagApi;
